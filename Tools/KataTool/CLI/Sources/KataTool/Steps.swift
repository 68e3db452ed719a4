import Foundation
import KataFormats

extension KataTool {
  /// The kata's steps, found in its folders: Steps/*, Steps/Branches/*/*, Steps/Features/*.
  static func stepCatalog(kata: String) throws -> StepCatalog {
    let files = FileManager.default
    func folders(in folder: String) -> [String] {
      let names = (try? files.contentsOfDirectory(atPath: kata + "/" + folder)) ?? []
      return names.sorted().filter { name in
        var isFolder: ObjCBool = false
        return files.fileExists(atPath: "\(kata)/\(folder)/\(name)", isDirectory: &isFolder)
          && isFolder.boolValue
      }.map { folder + "/" + $0 }
    }
    let branches = folders(in: "Steps/Branches")
    var branchesFrom: [String: String] = [:]
    for branch in branches {
      let readme = (try? text(of: "\(kata)/\(branch)/README.md")) ?? ""
      branchesFrom[String(branch.dropFirst("Steps/Branches/".count))] =
        StepCatalog.branchesFrom(readme: readme)
    }
    let all = folders(in: "Steps") + branches.flatMap(folders(in:)) + folders(in: "Steps/Features")
    var twoModules: [String: String] = [:]
    for folder in all {
      twoModules[folder] = Step.secondModule(of: kata + "/" + folder) {
        files.fileExists(atPath: $0)
      }
    }
    return StepCatalog(folders: all, branchesFrom: branchesFrom, twoModules: twoModules)
  }
}

extension KataTool {
  /// `steps id KATA ARGUMENT`: the ID a script's step argument names (or the script's one line
  /// saying what exists); `steps children KATA STEP`: the steps that start from STEP, one a line;
  /// `steps new KATA main NAME | branch B NAME | feature F BASE`: the catalog line of the step to add, whose
  /// parent Scripts/new-step copies; `steps list KATA FOLDER`: lists that new step in Package.swift;
  /// `steps make KATA PARENT FOLDER`: the new step in FOLDER and its tests, copied from PARENT's.
  static func steps(_ command: String, _ arguments: [String]) throws {
    let catalog = try stepCatalog(kata: arguments[0])
    do {
      switch (command, arguments.count) {
      case ("id", 2): print(try catalog.id(named: arguments[1]))
      case ("list", 2):
        guard let step = Step(folder: arguments[1]) else { throw Failure(usage, status: 2) }
        let manifest = arguments[0] + "/Package.swift"
        let (list, entry) = step.manifestEntry
        let edited = try PackageManifest.adding(entry, toList: list, in: try text(of: manifest))
        try Data(edited.utf8).write(to: URL(fileURLWithPath: manifest))
      case ("make", 3):
        guard let parent = catalog.step(arguments[1]), let step = Step(folder: arguments[2]) else {
          throw Failure(usage, status: 2)
        }
        try make(StepCopy(from: parent, to: step), from: parent, kata: arguments[0])
      case ("children", 2): printLines(catalog.children(of: arguments[1]).map(\.id))
      case ("titles", 1):
        printLines(
          catalog.titleLines {
            Lesson(text: (try? text(of: "\(arguments[0])/\($0.folder)/README.md")) ?? "").title
          })
      case ("new", 3...4):
        let step: Step
        switch arguments[1] {
        case "main": step = try catalog.newMainStep(arguments[2])
        case "branch": step = try catalog.newBranchStep(arguments[2], name: arguments[3])
        case "feature": step = try catalog.newFeatureBuild(arguments[2], on: arguments[3])
        default: throw Failure(usage, status: 2)
        }
        print(step.line)
      default: throw Failure(usage, status: 2)
      }
    } catch let problem as StepProblem {
      throw Failure(said: problem.message)
    }
  }
}

extension KataTool {
  /// Copies PARENT's folder to the new step's, and its own tests to the new step's tests, renamed
  /// (see `StepCopy`); Package.swift is the caller's.
  static func make(_ copy: StepCopy, from parent: Step, kata: String) throws {
    let files = FileManager.default
    let folder = kata + "/" + copy.step.folder
    let above = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    try files.createDirectory(atPath: above, withIntermediateDirectories: true)
    try files.copyItem(atPath: kata + "/" + parent.folder, toPath: folder)
    for view in swiftFilePaths(in: folder + "/View") {
      try replace(view, with: copy.view(try text(of: view)))
    }
    try replace(folder + "/README.md", with: copy.lesson)
    let tests = kata + "/" + copy.step.tests
    try files.createDirectory(atPath: tests, withIntermediateDirectories: true)
    for own in swiftFilePaths(in: kata + "/" + parent.tests) {
      let name = URL(fileURLWithPath: own).lastPathComponent
      try replace(tests + "/" + name, with: copy.tests(try text(of: own)))
    }
  }

  /// The Swift files in FOLDER, not its hidden ones; none when there is no FOLDER.
  static func swiftFilePaths(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
      .map { folder + "/" + $0 }
  }

  /// FILE made a new file holding TEXT, in place of whatever was there.
  static func replace(_ file: String, with text: String) throws {
    try? FileManager.default.removeItem(atPath: file)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
  }
}
