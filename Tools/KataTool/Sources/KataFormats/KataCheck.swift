// check-kata's rules, in the order it reports them. Scripts/check-kata keeps what is git and
// process glue: it runs `Scripts/diff-steps --stat` for the steps' sizes and `git ls-files` for
// the Swift files git holds, and hands both to `KataTool kata check`, which runs this.

/// The kata, as check-kata sees it: its files, its steps' sizes and the Swift files git holds.
public struct KataCheck: Sendable {
  public static let manifest = "Package.swift"
  public static let syllabusPath = "Steps/README.md"
  public static let workshopPath = "Steps/WORKSHOP.md"
  public static let parityPath = "Sources/UIKitStandIn/README.md"
  /// The lockstep net's reference: a copy of step 00's Swift files.
  public static let referencePath = "Tests/Reference"
  /// The most changed lines a step may have, and the most the steps' median may.
  public static let budget = 80
  public static let medianBudget = 25.0

  public let files: any KataFiles
  /// What `Scripts/diff-steps --stat` printed, standard error too, and whether it ended well.
  public let sizes: String
  public let measured: Bool
  /// The Swift files git holds, as `git ls-files` lists them.
  public let tracked: [String]

  let listed: [String]
  let syllabus: Syllabus
  let legend: [String]
  /// The syllabus's cells the rules read, by column and step, each column read once.
  let cells: [String: [String: String]]

  public init(files: any KataFiles, sizes: String, measured: Bool, tracked: [String]) {
    self.files = files
    self.sizes = sizes
    self.measured = measured
    self.tracked = tracked
    listed = PackageManifest.steps(in: files.text(Self.manifest) ?? "")
    syllabus = Syllabus(text: files.text(Self.syllabusPath) ?? "")
    legend = syllabus.legend
    var cells: [String: [String: String]] = [:]
    for header in ["step", "refactoring", "changed lines", "time box", "iOS"] {
      // A step's first row, as Syllabus.cell finds it.
      cells[header] = Dictionary(
        syllabus.column(header).map { ($0.step, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
    self.cells = cells
  }

  /// Step STEP's cell under HEADER in the syllabus; "" when there is none.
  func cell(_ step: String, _ header: String) -> String {
    cells[header]?[step] ?? ""
  }

  /// The steps Package.swift lists.
  public var steps: [String] { listed }

  /// Every broken rule, one message each, in check-kata's order.
  public func broken() -> [String] {
    var broken: [String] = []
    if !legend.contains(where: { !$0.isEmpty }) {
      broken.append(
        "the syllabus (\(Self.syllabusPath)) has no legend of catalogue names "
          + "('## The catalogue names')")
    }
    broken += listedSteps()
    broken += besideTheMainPath()
    broken += reference()
    broken += TestGlue(who: "exercise", folder: "Tests/ExerciseTests", module: "Exercise")
      .broken(in: files)
    broken += screenSources()
    broken += standIn()
    broken += newerSwift()
    broken += unlistedFolders()
    broken += workshopTimeBoxes()
    broken += stepSizes()
    broken += iOSVersions()
    broken += rowsWithoutSteps()
    return broken
  }

  /// check-kata's last line, given how many rules are broken.
  public func summary(broken: Int) -> String {
    if broken > 0 {
      return "check-kata: \(broken) rule(s) broken across \(listed.count) steps"
    }
    return "check-kata: all rules hold for \(listed.count) steps (median \(median) changed lines)"
  }

  // MARK: - The steps Package.swift lists

  /// Every listed step has a folder, a lesson with its sections, and a test target that runs the
  /// shared suite; the steps are numbered from 00 without gaps.
  func listedSteps() -> [String] {
    var broken: [String] = []
    var expected = 0
    var previous: Step?
    for step in listed {
      let n = String(step.prefix(2))
      let want = Text.twoDigits(expected)
      if n != want {
        broken.append("step \(n): numbered out of order or with a gap (expected step \(want))")
      }
      expected = (Int(n) ?? 0) + 1
      let folder = "Steps/Step" + step
      guard files.isFolder(folder), let found = Step(folder: folder) else {
        broken.append("step \(n): Package.swift lists \(folder), which does not exist")
        continue
      }
      let lesson = folder + "/README.md"
      if let text = files.text(lesson) {
        if n != "00" {
          let lesson = Lesson(text: text)
          broken += lesson.broken(step: n, legend: legend)
          broken += lesson.brokenNaming(
            step: n, legend: legend, addedTests: testsAdded(by: found, after: previous))
          // The exercise's hole NN, played by the book, shoots par (TextbookPlay).
          if let miss = TextbookPlay(hole: n, mechanics: lesson.mechanics).miss {
            broken.append(miss)
          }
        }
      } else {
        broken.append("step \(n): no lesson (\(lesson))")
      }
      let (tests, module) = (found.tests, found.module)
      previous = found
      broken += TestGlue(who: "step \(n)", folder: tests, module: module).broken(in: files)
      let screen = Text.lines(files.text(tests + "/Screen.swift") ?? "")
      if !screen.contains("import \(module)") {
        broken.append("step \(n): \(tests)/Screen.swift does not import \(module)")
      }
      let second = Step.secondModule(of: folder, exists: files.isFolder)
      let modules = [module] + (second.map { [module + $0] } ?? [])
      for file in files.glob(tests, suffix: ".swift") where !files.isLink(file) {
        let imports = Text.lines(files.text(file) ?? "").filter(Self.importsAStep)
        if imports.contains(where: { line in !modules.contains { line.hasSuffix("import \($0)") } })
        {
          broken.append("step \(n): \(file) imports another step's module")
        }
      }
      broken += uikitInSecondModule(who: "step \(n)", folder: folder)
    }
    return broken
  }

  /// The names of the tests STEP's own tests declare that the step before it, PREVIOUS, did not.
  func testsAdded(by step: Step, after previous: Step?) -> Set<String> {
    func names(_ step: Step?) -> Set<String> {
      guard let step else { return [] }
      return Set(
        files.glob(step.tests, suffix: ".swift").flatMap {
          TestNames.declared(in: files.text($0) ?? "")
        })
    }
    return names(step).subtracting(names(previous))
  }

  /// The second module of a step of two modules, its view model or its presenter, imports no
  /// UIKit: the package gives it none to import.
  func uikitInSecondModule(who: String, folder: String) -> [String] {
    guard let second = Step.secondModule(of: folder, exists: files.isFolder) else { return [] }
    let name = second == "Presenter" ? "presenter" : "view model"
    return files.glob(folder + "/" + second, suffix: ".swift")
      .filter { Text.lines(files.text($0) ?? "").contains(where: Self.importsUIKit) }
      .map { "\(who): \($0) imports UIKit: the \(name)'s module knows none" }
  }

  /// `import Step07` or `@testable import Step07`, and whatever follows.
  static func importsUIKit(_ line: String) -> Bool {
    ["import UIKitStandIn", "import UIKit", "@testable import UIKitStandIn"].contains(line)
      || line.hasPrefix("@_spi(Testing) import UIKitStandIn")
  }

  static func importsAStep(_ line: String) -> Bool {
    let rest = line.hasPrefix("@testable ") ? line.dropFirst("@testable ".count) : Substring(line)
    return rest.hasPrefix("import Step") && rest.dropFirst(11).first.map(Text.isDigit) == true
  }

  /// Every step folder of the main path is listed.
  func unlistedFolders() -> [String] {
    let folders = files.glob("Steps", prefix: "Step").filter(files.isFolder)
    return StepCatalog(folders: folders).mainPath.compactMap { step in
      guard !listed.contains(String(step.folder.dropFirst("Steps/Step".count))) else { return nil }
      return "step \(step.id): \(step.folder) is not listed in Package.swift"
    }
  }

  // MARK: - The lockstep net's reference

  /// `Tests/Reference` holds a copy of each of step 00's Swift files, the same byte for byte, and
  /// nothing else. A copy, not a link: an experiment on step 00, such as lesson 00's, changes the
  /// step and not what the lockstep net compares it with, so the net catches it.
  func reference() -> [String] {
    let folders = files.glob("Steps", prefix: "Step").filter(files.isFolder)
    guard let first = StepCatalog(folders: folders).mainPath.first else { return [] }
    let step = "step \(first.id)"
    let sources = files.glob(first.folder, suffix: ".swift")
    let names = sources.map(Self.name(of:))
    var broken: [String] = []
    for source in sources {
      let copy = Self.referencePath + "/" + Self.name(of: source)
      if files.isLink(copy) {
        broken.append(
          "\(step): \(copy) is a link, so an experiment on \(step) changes the lockstep net's "
            + "reference too: put a copy of \(source) in its place")
      } else if let bytes = files.bytes(copy) {
        guard bytes != files.bytes(source) else { continue }
        broken.append(
          "\(step): \(source) differs from \(copy), the lockstep net's reference, which keeps "
            + "\(step)'s original behaviour on purpose: undo your change to \(step), or, to change "
            + "\(step) for good, copy \(source) over \(copy)")
      } else {
        broken.append(
          "\(step): \(copy), the lockstep net's copy of \(source), is missing: copy \(source) to "
            + "\(copy)")
      }
    }
    for copy in files.glob(Self.referencePath, suffix: ".swift")
    where !names.contains(Self.name(of: copy)) {
      broken.append(
        "\(step): \(copy) is not a copy of a file of \(step) (\(first.folder)), and the lockstep "
          + "net's reference holds only those: remove it")
    }
    return broken
  }

  /// The file's name, without its folders.
  static func name(of path: String) -> String {
    String(path.split(separator: "/").last ?? "")
  }

  // MARK: - Sources

  /// The steps' and the exercise's files use only what UIKit has.
  func screenSources() -> [String] {
    let steps = files.glob("Steps", prefix: "Step").flatMap { files.glob($0, suffix: ".swift") }
    let paths =
      steps.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      + files.glob("Exercise", suffix: ".swift")
    return paths.flatMap { path in
      files.text(path).map { SourceRules.broken(screenFile: path, text: $0) } ?? []
    }
  }

  /// Every member the stand-in makes public is in its parity table.
  func standIn() -> [String] {
    guard let table = files.text(Self.parityPath) else {
      return ["the stand-in's parity table \(Self.parityPath) is missing"]
    }
    let sources = files.glob("Sources/UIKitStandIn", suffix: ".swift").compactMap(files.text)
    return StandInAPI.broken(
      members: StandInAPI.members(of: sources), parityTable: table, path: Self.parityPath)
  }

  /// Nothing newer than the toolchain floor Package.swift declares, in any Swift file git holds.
  func newerSwift() -> [String] {
    let floor = PackageManifest.toolsVersion(in: files.text(Self.manifest) ?? "")
    return tracked.filter { !files.isLink($0) }.flatMap { path in
      SourceRules.newerThanTheFloor(path: path, text: files.text(path) ?? "", floor: floor)
    }
  }

  // MARK: - The syllabus and the workshop

  /// The workshop's plans give a step's minutes as "(step NN, …, M min)": the syllabus's time
  /// box.
  func workshopTimeBoxes() -> [String] {
    guard let workshop = files.text(Self.workshopPath) else { return [] }
    return Self.timeBoxes(in: workshop).compactMap { step, minutes in
      guard cell(step, "time box") != "\(minutes) min" else { return nil }
      return "step \(step): \(Self.workshopPath) gives it \(minutes) min, the syllabus another "
        + "time box"
    }
  }

  /// Each "(step NN, …, M min)" in TEXT, in order: NN and M.
  public static func timeBoxes(in text: String) -> [(step: String, minutes: String)] {
    var boxes: [(step: String, minutes: String)] = []
    for line in Text.lines(text) {
      var rest = Substring(line)
      while let open = rest.range(of: "(step ") {
        let after = rest[open.upperBound...]
        let step = after.prefix(2)
        guard step.count == 2, step.allSatisfy(Text.isDigit), after.dropFirst(2).first == ",",
          let close = after.firstIndex(of: ")")
        else {
          rest = rest[rest.index(after: open.lowerBound)...]
          continue
        }
        // " M min" ends the box, after the step's comma.
        let inside = after[after.index(after: step.endIndex)..<close]
        let minutes = inside.dropLast(" min".count).reversed().prefix(while: Text.isDigit)
        if inside.hasSuffix(" min"), !minutes.isEmpty,
          inside.dropLast(" min".count + minutes.count).hasSuffix(" ")
        {
          boxes.append((String(step), String(minutes.reversed())))
          rest = after[after.index(after: close)...]
        } else {
          rest = rest[rest.index(after: open.lowerBound)...]
        }
      }
    }
    return boxes
  }

  /// The median step size `diff-steps --stat` gives; "" when it gives none.
  var median: String {
    Text.lines(measured ? sizes : "").compactMap { line -> String? in
      guard line.hasPrefix("median ") else { return nil }
      let number = line.dropFirst("median ".count).prefix { Text.isDigit($0) || $0 == "." }
      return line.dropFirst("median ".count + number.count).hasPrefix(",") ? String(number) : nil
    }.joined(separator: "\n")
  }

  /// Each step fits the budget, and the syllabus table matches the steps: a row each, with the
  /// lesson's title as its refactoring and the step's size.
  func stepSizes() -> [String] {
    var broken: [String] = []
    if !measured {
      var output = Substring(sizes)
      while output.last == "\n" { output = output.dropLast() }
      broken.append("the diff budget could not be measured: \(output)")
    }
    if !files.isFile(Self.syllabusPath) {
      broken.append("the syllabus \(Self.syllabusPath) is missing")
    }
    for line in Text.lines(measured ? sizes : "") where line.hasPrefix("Step ") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      let n = words.count > 1 ? words[1] : ""
      let size = words.count > 2 ? words[2] : ""
      let title = Self.title(ofSizeLine: line)
      if (Int(size) ?? .max) > Self.budget {
        broken.append(
          "step \(n): \(size) changed lines, over the budget of \(Self.budget) (split it)")
      }
      guard !cell(n, "step").isEmpty else {
        broken.append("step \(n): no row in the syllabus table (\(Self.syllabusPath))")
        continue
      }
      if cell(n, "refactoring") != title {
        broken.append("step \(n): the syllabus names it differently from its lesson ('\(title)')")
      }
      if cell(n, "changed lines") != size {
        broken.append("step \(n): the syllabus gives a size other than \(size) changed lines")
      }
    }
    if let median = Double(median), median > Self.medianBudget {
      broken.append(
        "the steps' median size is \(self.median) changed lines, over the budget of "
          + "\(Int(Self.medianBudget))")
    }
    return broken
  }

  /// Each step's row says which iOS its code needs, as a whole number in the column "iOS": the
  /// highest that the markers in its sources need (`SourceRules.iOSMarkers`), when they hold any.
  func iOSVersions() -> [String] {
    listed.flatMap { step -> [String] in
      let n = String(step.prefix(2))
      guard !cell(n, "step").isEmpty else { return [] }
      let folder = "Steps/Step" + step
      let sources = ([folder] + Step.moduleFolders.map { folder + "/" + $0 }).flatMap {
        files.glob($0, suffix: ".swift")
      }
      var needed: (iOS: Int, what: String, file: String)?
      for source in sources {
        guard let found = SourceRules.iOSNeeded(by: files.text(source) ?? ""),
          found.iOS > (needed?.iOS ?? 0)
        else { continue }
        needed = (found.iOS, found.what, source)
      }
      let why = needed.map { "\($0.file) uses \($0.what), iOS \($0.iOS)" }
      let said = cell(n, "iOS")
      guard let version = Int(said), said.allSatisfy(Text.isDigit) else {
        return [
          "step \(n): the syllabus does not say which iOS its code needs (column 'iOS')"
            + (why.map { ": \($0)" } ?? "")
        ]
      }
      guard let needed, let why, needed.iOS != version else { return [] }
      return ["step \(n): the syllabus says its code needs iOS \(version), but \(why)"]
    }
  }

  /// "Step 07    12 changed lines  Title": the title.
  static func title(ofSizeLine line: String) -> String {
    let afterStep = line.dropFirst("Step ".count).drop(while: Text.isDigit).drop { $0 == " " }
    let afterSize = afterStep.drop(while: Text.isDigit)
    guard afterSize.hasPrefix(" changed lines  ") else { return line }
    return String(afterSize.dropFirst(" changed lines  ".count))
  }

  /// Every syllabus row names a step that exists: on the main path, a branch or a feature build.
  func rowsWithoutSteps() -> [String] {
    syllabus.column("step").compactMap { cell in
      guard !listed.contains(where: { $0.hasPrefix(cell.step + "_") }), !isBeside(cell.step)
      else { return nil }
      return "step \(cell.step): the syllabus has a row for a step that does not exist"
    }
  }

  /// Whether ID is a branch's step (`Steps/Branches/MVP/MVP01_Name`) or a feature build
  /// (`Steps/Features/LiveValidationOnFat`) that has its folder.
  func isBeside(_ id: String) -> Bool {
    let branch = "Steps/Branches/" + id.prefix { !Text.isDigit($0) }
    let feature = "Steps/Features/" + id
    return files.glob(branch, prefix: id + "_").contains(where: files.isFolder)
      || (Step(folder: feature) != nil && files.isFolder(feature))
  }
}
