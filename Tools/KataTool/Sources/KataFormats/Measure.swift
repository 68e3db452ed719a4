// What Scripts/measure prints: steps side by side (a feature's builds, two endings), each against
// the step it starts from. The tool gathers the numbers (KataTool measure); this file holds the
// rules that make them, and the table.

import Foundation

/// How many tests, and how long they took, summed from each test's start to its end.
public struct TestTally: Sendable, Equatable {
  public var cases = 0
  public var seconds = 0.0

  public init(cases: Int = 0, seconds: Double = 0) {
    self.cases = cases
    self.seconds = seconds
  }

  public static func + (a: TestTally, b: TestTally) -> TestTally {
    TestTally(cases: a.cases + b.cases, seconds: a.seconds + b.seconds)
  }
}

extension TestEventStream {
  /// Each test of TARGET's, by the file it is written in (`Step.swift`): how many cases ended
  /// (one for a test with no arguments), and its time from its start to its end.
  public func tallies(target: String) -> [String: TestTally] {
    let tests = self.tests
    var started: [String: Double] = [:]
    var tallies: [String: TestTally] = [:]
    for event in events {
      guard let id = event.testID, let test = tests[id], test.target == target,
        test.kind == "function"
      else { continue }
      let file = Self.file(ofTest: id)
      switch event.kind {
      case .testStarted: started[id] = event.instant?.absolute
      case .testCaseEnded: tallies[file, default: TestTally()].cases += 1
      case .testEnded:
        if test.testCases == nil { tallies[file, default: TestTally()].cases += 1 }
        if let start = started[id], let end = event.instant?.absolute {
          tallies[file, default: TestTally()].seconds += end - start
        }
      default: break
      }
    }
    return tallies
  }

  /// "Step.swift" from "Step07Tests.Step07Suite/behaves(_:)/Step.swift:9:4".
  static func file(ofTest id: String) -> String {
    let last = id.split(separator: "/").last.map(String.init) ?? id
    return String(last.prefix { $0 != ":" })
  }
}

/// One step's numbers, against the step it starts from.
public struct StepMeasure: Sendable, Equatable {
  /// Of a step's mutants, how many its tests killed.
  public struct Score: Sendable, Equatable {
    public var killed: Int
    public var total: Int

    public init(killed: Int, total: Int) {
      self.killed = killed
      self.total = total
    }
  }

  public var id: String
  public var parent: String
  /// Lines added and removed in the step's code, module names folded, and the files touched.
  public var codeAdded = 0
  public var codeRemoved = 0
  public var codeFiles = 0
  /// Each micro-step's changed lines, tests included, as its lesson shows them.
  public var microSteps: [Int] = []
  /// The step's tests that reach the UIKit stand-in, and those that run with no UIKit.
  public var throughStandIn = TestTally()
  public var withoutUIKit = TestTally()
  /// The step's code in files that import the UIKit stand-in (the view), and in the others.
  public var viewLines = 0
  public var noUIKitLines = 0
  /// Mutants killed of the step's mutants, as the last mutation-check run left them.
  public var mutants: Score?

  public init(id: String, parent: String) {
    self.id = id
    self.parent = parent
  }

  /// Whether a test file reaches UIKit: it imports the stand-in, or the shared suite or a
  /// feature's tests (`<Feature>Suite`), which drive a whole screen. A test that imports the
  /// step's module and drives its presenter or view model through a mock view or the service's
  /// mock (KataTestSupport) runs with no UIKit, whatever else the module holds.
  public static func reachesUIKit(_ source: String) -> Bool {
    Text.lines(source).contains { line in
      guard line.hasPrefix("import ") || line.contains(") import ") else { return false }
      let module = String(line.split(separator: " ").last ?? "")
      return module == "UIKitStandIn" || module.hasSuffix("Suite")
    }
  }

  /// Whether a code file is the view's: it imports the UIKit stand-in.
  public static func importsUIKit(_ source: String) -> Bool {
    Text.lines(source).contains { $0.hasSuffix("import UIKitStandIn") }
  }

  /// A file's code lines: neither blank nor a comment's (`//`, `///`).
  public static func codeLines(_ source: String) -> Int {
    Text.lines(source).filter { line in
      let text = line.drop { $0 == " " || $0 == "\t" }
      return !text.isEmpty && !text.hasPrefix("//")
    }.count
  }

  /// The changed lines of a lesson's diff: added and removed lines, not the file headers.
  public static func changedLines(ofDiff lines: [String]) -> Int {
    let (added, removed) = changes(ofDiff: lines)
    return added + removed
  }

  /// The lines a lesson's diff adds and those it removes, not the file headers (`+++`, `---`).
  public static func changes(ofDiff lines: [String]) -> (added: Int, removed: Int) {
    var (added, removed) = (0, 0)
    for line in lines {
      guard let first = line.first, first == "+" || first == "-" else { continue }
      let second = line.dropFirst().first
      guard second == nil || (second != "+" && second != "-") else { continue }
      if first == "+" { added += 1 } else { removed += 1 }
    }
    return (added, removed)
  }

  static func seconds(_ value: Double) -> String {
    String(format: "%.2f s", value)
  }

  static let rows: [(String, @Sendable (StepMeasure) -> String)] = [
    (
      "lines changed in code files, comments included, vs its start (module names folded)",
      { "+\($0.codeAdded) −\($0.codeRemoved)" }
    ),
    ("code files touched", { "\($0.codeFiles)" }),
    ("micro-steps", { "\($0.microSteps.count)" }),
    (
      "largest micro-step (changed lines, tests included)",
      { m in
        guard let largest = m.microSteps.max(),
          let k = m.microSteps.firstIndex(of: largest)
        else { return "none" }
        return "\(largest) (micro-step \(k + 1))"
      }
    ),
    (
      "tests through the UIKit stand-in (cases, summed time)",
      { "\($0.throughStandIn.cases), \(seconds($0.throughStandIn.seconds))" }
    ),
    (
      "tests with no UIKit (cases, summed time)",
      { "\($0.withoutUIKit.cases), \(seconds($0.withoutUIKit.seconds))" }
    ),
    (
      "code lines (no blank, no comment) in files that import the UIKit stand-in (the view)",
      { "\($0.viewLines)" }
    ),
    ("code lines (no blank, no comment) that run without UIKit", { "\($0.noUIKitLines)" }),
    (
      "mutants killed (last Scripts/mutation-check)",
      { m in m.mutants.map { "\($0.killed) of \($0.total)" } ?? "no mutants, or not run" }
    ),
  ]

  /// The steps side by side, a column each, as a Markdown table.
  public static func table(_ steps: [StepMeasure]) -> String {
    let header = ["| |"] + steps.map { " \($0.id) (from \($0.parent)) |" }
    let rule = "|---|" + String(repeating: "---|", count: steps.count)
    let body = rows.map { name, value in
      "| \(name) |" + steps.map { " \(value($0)) |" }.joined()
    }
    return ([header.joined(), rule] + body).joined(separator: "\n") + "\n"
  }
}
