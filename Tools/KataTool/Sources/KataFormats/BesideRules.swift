// check-kata's rules for what lies beside the main path: the branches (Steps/Branches/B) and the
// feature builds (Steps/Features/FeatureOnBase), as KataFormats/Steps.swift names them.

extension KataCheck {
  static let branchesPath = "Steps/Branches"
  static let featuresPath = "Steps/Features"

  /// Each branch's README names an existing main step after `Branches from:`; a branch's steps
  /// are numbered from 01 without gaps; every step beside the main path has a lesson with a
  /// Mechanics section and the test glue of a step; a feature build is on Fat or MVVM; and
  /// Package.swift's lists `branchSteps` and `featureBuilds` are the folders.
  func besideTheMainPath() -> [String] {
    var broken: [String] = []
    let manifest = files.text(Self.manifest) ?? ""
    var branchEntries: [String] = []
    for branch in files.glob(Self.branchesPath).filter(files.isFolder) {
      let name = String(branch.dropFirst(Self.branchesPath.count + 1))
      let readme = branch + "/README.md"
      if let text = files.text(readme) {
        let from = StepCatalog.branchesFrom(readme: text) ?? ""
        if from.isEmpty {
          broken.append("branch \(name): \(readme) gives no 'Branches from:' main step")
        } else if !listed.contains(where: { $0.dropFirst(3) == from }) {
          broken.append("branch \(name): \(readme) branches from '\(from)', which is no main step")
        }
      } else {
        broken.append("branch \(name): no \(readme), which names the main step it branches from")
      }
      let steps = files.glob(branch).filter(files.isFolder).compactMap(Step.init(folder:))
      for (index, step) in steps.enumerated() {
        let want = name + Text.twoDigits(index + 1)
        if step.id != want {
          broken.append("step \(step.id): numbered out of order or with a gap (expected \(want))")
        }
        branchEntries.append(step.manifestEntry.entry)
        broken += stepBeside(step)
      }
    }
    var featureEntries: [String] = []
    for folder in files.glob(Self.featuresPath).filter(files.isFolder) {
      guard let step = Step(folder: folder), case .feature(let base) = step.kind,
        ["Fat", "MVVM"].contains(base)
      else {
        broken.append("\(folder): a feature build is named FeatureOnFat or FeatureOnMVVM")
        continue
      }
      featureEntries.append(step.manifestEntry.entry)
      broken += stepBeside(step)
    }
    for (list, entries) in [("branchSteps", branchEntries), ("featureBuilds", featureEntries)] {
      let given = PackageManifest.list(list, in: manifest)
      if given.sorted() != entries.sorted() {
        broken.append(
          "Package.swift's \(list) lists \(Self.listed(given)) where the folders are "
            + Self.listed(entries))
      }
    }
    return broken
  }

  static func listed(_ entries: [String]) -> String {
    entries.isEmpty ? "nothing" : entries.joined(separator: ", ")
  }

  func stepBeside(_ step: Step) -> [String] {
    let lesson = step.folder + "/README.md"
    var broken: [String] = []
    if let text = files.text(lesson) {
      if Lesson(text: text).section("Mechanics") == nil {
        broken.append("step \(step.id): \(lesson) has no '## Mechanics' section")
      }
    } else {
      broken.append("step \(step.id): no lesson (\(lesson))")
    }
    return broken + uikitInSecondModule(who: "step \(step.id)", folder: step.folder)
      + TestGlue(
        who: "step \(step.id)", folder: step.tests, module: step.module, feature: step.feature
      )
      .broken(in: files)
  }
}
