// What the scripts ask the catalog beside reading it: which step an argument names, and where a
// new step beside the main path goes (Scripts/new-step --branch, --feature).

/// A step argument the catalog cannot take, said in one line.
public struct StepProblem: Error, Equatable {
  public let message: String
  public init(_ message: String) { self.message = message }
}

extension StepCatalog {
  /// The ID an argument names: a main step's number, as `7` or `07`, or any step's ID.
  public func id(named argument: String) throws(StepProblem) -> String {
    var id = argument
    if !argument.isEmpty, argument.count <= 2, argument.allSatisfy(Text.isDigit) {
      id = Text.twoDigits(Text.whole(argument))
    }
    guard step(id) != nil else {
      let named = argument.isEmpty ? "missing the step" : "no step \(argument)"
      throw StepProblem("\(named) (\(summary))")
    }
    return id
  }

  /// What exists, in one line: "the main path is 00 to 52; branch MVP is MVP01 to MVP03;
  /// feature builds: LiveValidationOnFat, LiveValidationOnMVVM".
  public var summary: String {
    var parts: [String] = []
    if let first = mainPath.first, let last = mainPath.last {
      parts.append("the main path is \(first.id) to \(last.id)")
    } else {
      parts.append("no main path")
    }
    for branch in branches {
      let ids = steps(ofBranch: branch).map(\.id)
      let span = ids.count == 1 ? ids[0] : "\(ids[0]) to \(ids[ids.count - 1])"
      parts.append("branch \(branch) is \(span)")
    }
    let features = featureBuilds.map(\.id)
    if !features.isEmpty { parts.append("feature builds: " + features.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }

  /// The branches that have steps, in order.
  public var branches: [String] {
    var names: [String] = []
    for case .branch(let branch) in steps.map(\.kind) where !names.contains(branch) {
      names.append(branch)
    }
    return names
  }

  public func steps(ofBranch branch: String) -> [Step] {
    steps.filter { $0.kind == .branch(branch) }
  }

  public var featureBuilds: [Step] {
    steps.filter { if case .feature = $0.kind { true } else { false } }
  }

  /// The steps that follow step ID: the next on its path, and what branches or builds from it.
  public func children(of id: String) -> [Step] {
    steps.filter { $0.parent == id }
  }

  /// The main path's next step, named NAME: it copies the last step.
  public func newMainStep(_ name: String) throws(StepProblem) -> Step {
    try Self.checkShortName(name)
    let number = (mainPath.last.map { Text.whole($0.id) } ?? -1) + 1
    guard number < 100 else { throw StepProblem("the main path has 100 steps already") }
    return try planned("Steps/Step\(Text.twoDigits(number))_\(name)", after: mainPath.last)
  }

  /// The next step of BRANCH, named NAME: its first copies the main step its README's
  /// `Branches from:` names, a later one the branch's last step.
  public func newBranchStep(_ branch: String, name: String) throws(StepProblem) -> Step {
    guard !branch.isEmpty, branch.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw StepProblem("the branch '\(branch)' may hold only letters")
    }
    try Self.checkShortName(name)
    let readme = "Steps/Branches/\(branch)/README.md"
    let earlier = steps(ofBranch: branch)
    let number = (earlier.last.map { Text.whole(String($0.id.dropFirst(branch.count))) } ?? 0) + 1
    guard number < 100 else { throw StepProblem("branch \(branch) has 99 steps already") }
    var parent = earlier.last
    if parent == nil {
      guard let name = branchesFrom[branch], !name.isEmpty else {
        throw StepProblem(
          "\(readme) gives no 'Branches from: <short name of a main step>': write it first")
      }
      parent = Self.branchPoint(name, in: mainPath)
      guard parent != nil else {
        throw StepProblem("\(readme) branches from '\(name)', which is no main step's short name")
      }
    }
    let folder = "Steps/Branches/\(branch)/\(branch)\(Text.twoDigits(number))_\(name)"
    return try planned(folder, after: parent)
  }

  /// The feature build FEATURE on BASE, `Fat` (the first step) or `MVVM` (the last step).
  public func newFeatureBuild(_ feature: String, on base: String) throws(StepProblem) -> Step {
    try Self.checkShortName(feature)
    let parent: Step?
    switch base {
    case "Fat": parent = mainPath.first
    case "MVVM": parent = mainPath.last
    default: throw StepProblem("a feature build's base is Fat or MVVM, not '\(base)'")
    }
    return try planned("Steps/Features/\(feature)On\(base)", after: parent)
  }

  func planned(_ folder: String, after parent: Step?) throws(StepProblem) -> Step {
    guard var step = Step(folder: folder), let parent else {
      throw StepProblem("no step to start \(folder) from")
    }
    guard self.step(step.id) == nil else { throw StepProblem("step \(step.id) exists already") }
    step.parent = parent.id
    step.secondModule = parent.secondModule
    return step
  }

  static func checkShortName(_ name: String) throws(StepProblem) {
    guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
      throw StepProblem("the short name '\(name)' may hold only letters and digits")
    }
  }
}

extension Step {
  /// Where Package.swift lists the step: its list and the entry, as
  /// (`steps`, `07_Name`), (`branchSteps`, `MVP/MVP01_Name`) or (`featureBuilds`, `XOnFat`).
  public var manifestEntry: (list: String, entry: String) {
    let parts = folder.split(separator: "/").map(String.init)
    switch kind {
    case .main: return ("steps", String(parts[1].dropFirst("Step".count)))
    case .branch: return ("branchSteps", parts[2] + "/" + parts[3])
    case .feature: return ("featureBuilds", parts[2])
    }
  }
}

extension StepCatalog {
  /// The short name a branch's README gives after `Branches from:`, bold as a lesson's fields
  /// (`**Branches from:** StartOver`) or plain (`Branches from: StartOver`); nil when none.
  public static func branchesFrom(readme: String) -> String? {
    if let name = Lesson(text: readme).field("Branches from") { return name }
    let marker = "Branches from: "
    return Text.lines(readme).first { $0.hasPrefix(marker) }.map { line in
      var name = Substring(line.dropFirst(marker.count))
      while name.last == " " || name.last == "." { name = name.dropLast() }
      return String(name)
    }
  }
}

/// The hole a workshop exercise plays: the step whose code Exercise/ starts from, and the step
/// whose refactoring is the task, whose parent that is.
public struct ExerciseHole: Equatable, Sendable {
  public let start: String
  public let hole: String

  public init(start: String, hole: String) {
    self.start = start
    self.hole = hole
  }

  /// The hole played from START when the exercise's state, log or attempt names none (they did
  /// not, before there were holes beside the main path): the next main step.
  public static func mainHole(after start: String) -> String {
    Text.twoDigits(Text.whole(start) + 1)
  }
}

extension StepCatalog {
  /// The hole `Scripts/exercise start ARGUMENT` plays. A main step's number names where to start,
  /// as always: `start 3` plays hole 04. Any other step, a branch's or a feature build, has no
  /// next step to speak of, so its ID names the hole itself, played from its parent:
  /// `start MVP01` starts from the main step MVP01 branches from.
  public func exerciseHole(named argument: String) throws(StepProblem) -> ExerciseHole {
    let id = try id(named: argument)
    guard let step = step(id), step.kind == .main else {
      guard let parent = step(id)?.parent else {
        throw StepProblem("step \(id) has no step to start from (no branch point)")
      }
      return ExerciseHole(start: parent, hole: id)
    }
    guard let next = children(of: id).first(where: { $0.kind == .main }) else {
      throw StepProblem("step \(id) is the last step; there is no next refactoring to do")
    }
    return ExerciseHole(start: id, hole: next.id)
  }

  /// What to type to play the hole after HOLE on its path: `start HOLE` on the main path (it
  /// plays the next main step), the branch's next step's ID on a branch; nil when HOLE ends its
  /// path.
  public func nextExercise(after hole: String) -> String? {
    guard let step = step(hole) else { return nil }
    return children(of: hole).first { $0.kind == step.kind }
      .map { step.kind == .main ? hole : $0.id }
  }
}
