/// A new step made from the step it starts from (Scripts/new-step, and a renumbering's split):
/// the parent's files, its module's name made the new step's where the files name it, and a
/// lesson of a title and a TODO.
public struct StepCopy: Equatable, Sendable {
  /// The module of the step the copy starts from: `Step07`, `MVP01`.
  public let fromModule: String
  public let step: Step

  public init(from parent: Step, to step: Step) {
    fromModule = parent.module
    self.step = step
  }

  /// A view's file with its `import <parent><Second>` lines (its second module: `XViewModel`,
  /// `XPresenter`) importing the new step's; no other line changes.
  public func view(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { renamingImport(String($0)) }
      .joined(separator: "\n")
  }

  /// One of the parent's own test files, the parent's module named the new step's throughout.
  public func tests(_ text: String) -> String {
    text.replacingOccurrences(of: fromModule, with: step.module)
  }

  /// The new step's lesson, until someone writes it: its title and a TODO.
  public var lesson: String { "# \(title)\n\nTODO: the lesson.\n" }

  /// "Step 07 · InlineMessageVariable", "MVP01 · Name", "XOnFat · X on Fat".
  var title: String {
    switch step.kind {
    case .main: "Step \(step.id) · \(shortName)"
    case .branch: "\(step.id) · \(shortName)"
    case .feature(let base): "\(step.id) · \(step.feature ?? step.id) on \(base)"
    }
  }

  /// The folder's name after its last underscore: `InlineMessageVariable`.
  var shortName: String {
    String(step.folder.split(separator: "_", omittingEmptySubsequences: false).last ?? "")
  }

  private func renamingImport(_ line: String) -> String {
    let parent = "import " + fromModule
    guard line.hasPrefix(parent) else { return line }
    let second = line.dropFirst(parent.count)
    guard second.allSatisfy({ $0.isASCII && $0.isLetter }) else { return line }
    return "import " + step.module + second
  }
}
