/// What a step is, answered once for the scripts (`KataTool steps`, read by Scripts/lib/steps.sh)
/// and the tool. A step is a folder of Swift sources and its lesson, known by an ID:
/// - the main path: `Steps/StepNN_Name`, ID `NN`, module `StepNN`;
/// - a branch: `Steps/Branches/B/BNN_Name`, ID and module `BNN`;
/// - a feature build: `Steps/Features/FeatureOnBase`, ID and module `FeatureOnBase`.
///
/// Each step's tests are `Tests/<module>Tests`. A step of two modules, a view and its view model
/// or its presenter, holds them in `View/` and `ViewModel/` or `Presenter/`: modules `<module>`
/// and `<module>ViewModel` or `<module>Presenter`. "The last
/// step" is always the main path's: what lies beside it has no number on it.
public struct Step: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case main
    case branch(String)
    case feature(base: String)
  }

  public let id: String
  public let kind: Kind
  /// The folder, from the kata's top: `Steps/Step07_InlineMessageVariable`.
  public let folder: String
  /// The ID of the step this one follows; nil for the main path's first step.
  public var parent: String?
  /// The folder of its second module, beside `View/`: `ViewModel` or `Presenter`; nil for a step
  /// of one module.
  public var secondModule: String?
  /// The build whose screen the lockstep net of a feature build compares with, when it is not
  /// step 00: for a build on MVVM or a branch, the same feature's build on the fat presenter.
  public var netReference: String?

  /// The folders a step of two modules may hold its second module in, beside `View/`: its view
  /// model's or its presenter's. The module takes the folder's name after the step's.
  public static let secondModuleFolders = ["ViewModel", "Presenter"]
  /// The subfolders a step of two modules may have: the view's, then a second module's.
  public static let moduleFolders = ["View"] + secondModuleFolders

  /// The second module's folder of the step in FOLDER: the first of `secondModuleFolders` that
  /// EXISTS finds there (given FOLDER + "/" + its name); nil for a step of one module.
  public static func secondModule(of folder: String, exists: (String) -> Bool) -> String? {
    secondModuleFolders.first { exists(folder + "/" + $0) }
  }

  public var module: String { kind == .main ? "Step" + id : id }
  public var modules: [String] { [module] + (secondModule.map { [module + $0] } ?? []) }
  public var tests: String { "Tests/\(module)Tests" }

  /// The feature a feature build adds: its ID before `On`; nil for a step of a path.
  public var feature: String? {
    guard case .feature(let base) = kind else { return nil }
    return String(id.dropLast(("On" + base).count))
  }

  /// A feature's tests, which every build of it runs: module `<Feature>Suite`, in
  /// `Tests/Features/<Feature>`.
  public var featureSuite: (module: String, folder: String)? {
    feature.map { ($0 + "Suite", "Tests/Features/" + $0) }
  }

  /// The step as one line for the scripts: ID|FOLDER|MODULES (comma between)|TESTS|PARENT, then
  /// a feature build's SUITE MODULE|SUITE FOLDER|NET REFERENCE (empty for a step of a path).
  public var line: String {
    [
      id, folder, modules.joined(separator: ","), tests, parent ?? "",
      featureSuite?.module ?? "", featureSuite?.folder ?? "", netReference ?? "",
    ].joined(separator: "|")
  }

  /// The step a folder holds, or nil when the folder is no step's.
  public init?(folder: String) {
    let parts = folder.split(separator: "/").map(String.init)
    switch parts.count {
    case 2 where parts[0] == "Steps":
      guard let number = Self.number(afterPrefix: "Step", in: parts[1]) else { return nil }
      (id, kind) = (number, .main)
    case 4 where parts[0] == "Steps" && parts[1] == "Branches":
      let branch = parts[2]
      guard !branch.isEmpty, let number = Self.number(afterPrefix: branch, in: parts[3]) else {
        return nil
      }
      (id, kind) = (branch + number, .branch(branch))
    case 3 where parts[0] == "Steps" && parts[1] == "Features":
      guard let on = parts[2].range(of: "On", options: .backwards),
        on.lowerBound > parts[2].startIndex,
        on.upperBound < parts[2].endIndex
      else { return nil }
      (id, kind) = (parts[2], .feature(base: String(parts[2][on.upperBound...])))
    default:
      return nil
    }
    self.folder = folder
  }

  /// The two digits of PREFIX + NN + "_" + Name.
  static func number(afterPrefix prefix: String, in name: String) -> String? {
    guard name.hasPrefix(prefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    let digits = rest.prefix(2)
    guard digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      rest.dropFirst(2).hasPrefix("_"), rest.count > 3
    else { return nil }
    return String(digits)
  }
}

/// Every step of a kata, in order: the main path's, each branch's, then the feature builds'.
public struct StepCatalog: Sendable {
  public let steps: [Step]
  /// Each branch's `Branches from:`, as given (a branch with no steps yet has one too).
  public let branchesFrom: [String: String]

  /// FOLDERS: the candidate folders, from the kata's top (what is no step's is left out).
  /// BRANCHES FROM: for each branch, the name of the main step it starts after, as its
  /// `Steps/Branches/B/README.md` gives it (a name, not a number, which a renumbering changes).
  /// TWO MODULES: the steps' folders that hold `View/` and a second module's folder, each with
  /// that folder's name (`ViewModel`, `Presenter`).
  public init(
    folders: [String], branchesFrom: [String: String] = [:], twoModules: [String: String] = [:]
  ) {
    self.branchesFrom = branchesFrom
    let all = folders.compactMap(Step.init(folder:))
    let main = all.filter { $0.kind == .main }.sorted { $0.id < $1.id }
    let branches = all.filter { if case .branch = $0.kind { true } else { false } }
      .sorted { $0.folder < $1.folder }
    let features = all.filter { if case .feature = $0.kind { true } else { false } }
      .sorted { $0.id < $1.id }
    var ordered: [Step] = []
    for (index, var step) in main.enumerated() {
      step.parent = index == 0 ? nil : main[index - 1].id
      ordered.append(step)
    }
    for (index, var step) in branches.enumerated() {
      guard case .branch(let branch) = step.kind else { continue }
      if index > 0, branches[index - 1].kind == step.kind {
        step.parent = branches[index - 1].id
      } else {
        step.parent = Self.branchPoint(branchesFrom[branch], in: main)?.id
      }
      ordered.append(step)
    }
    for var step in features {
      guard case .feature(let base) = step.kind else { continue }
      switch base {
      case "Fat": step.parent = main.first?.id
      case "MVVM": step.parent = main.last?.id
      default: step.parent = branches.last { $0.kind == .branch(base) }?.id
      }
      if base != "Fat", let feature = step.feature,
        features.contains(where: { $0.id == feature + "OnFat" })
      {
        step.netReference = feature + "OnFat"
      }
      ordered.append(step)
    }
    steps = ordered.map { step in
      var step = step
      step.secondModule = twoModules[step.folder]
      return step
    }
  }

  /// The main step named NAME, a step's short name (`StartOver` for `Steps/Step12_StartOver`).
  static func branchPoint(_ name: String?, in main: [Step]) -> Step? {
    name.flatMap { name in main.first { $0.folder.hasSuffix("_" + name) } }
  }

  /// The main path's steps; its last is "the last step".
  public var mainPath: [Step] { steps.filter { $0.kind == .main } }

  public func step(_ id: String) -> Step? { steps.first { $0.id == id } }

  /// Every step's module name made StepNN, so that a diff between two steps, on any path, shows
  /// the refactoring and not the module names.
  public var moduleFold: NameFold {
    var branches: [String] = []
    for case .branch(let branch) in steps.map(\.kind) where !branches.contains(branch) {
      branches.append(branch)
    }
    let features = steps.filter { if case .feature = $0.kind { true } else { false } }
    return NameFold(
      (["Step"] + branches).map { NameFold.Rule($0, digits: 2, to: "StepNN") }
        + features.map { NameFold.Rule($0.id, digits: 0, to: "StepNN") })
  }

  /// The fold of one step's files: a feature build's own name, and no other build's, so that
  /// the build it names as its net's reference keeps its name (and its tests still find it).
  public func moduleFold(for step: Step) -> NameFold {
    guard step.feature != nil else { return moduleFold }
    var fold = moduleFold
    fold.rules.removeAll { $0.digits == 0 && $0.word != step.id }
    return fold
  }

  /// One line a step, for the scripts: ID|FOLDER|MODULES (comma between)|TESTS|PARENT.
  public var lines: [String] { steps.map(\.line) }

  /// One line a step, for the scripts that list the steps: ID|TITLE, the title as `title` reads
  /// it from the step's lesson (nothing when there is none).
  public func titleLines(title: (Step) -> String?) -> [String] {
    steps.map { "\($0.id)|\(title($0) ?? "")" }
  }
}
