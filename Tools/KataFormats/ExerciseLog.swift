// The workshop exercise's log, .exercise/log: one event a line, '|' between its fields. The first
// field names the event; each other one is name=value. Scripts/exercise writes it; only this file
// reads it. A log written before the fields had names is read by position.

import Foundation

/// One line of the log.
public enum ExerciseEvent: Sendable, Equatable {
  /// A hole starts from a step (start), the work goes back to it (reset), or a saved attempt
  /// comes back (restore).
  case start(Tee)
  case reset(Tee)
  case restore(Tee)
  case run(Run)
  case compare(Compare)
  /// A line this reader does not know.
  case other

  /// Where the work stands after a start, a reset or a restore.
  public struct Tee: Sendable, Equatable {
    public var time: Int
    public var step: String
    public var tree: String
    /// The micro-step of the lesson whose result the work is closest to.
    public var position: String
  }

  /// One run of the tests (Scripts/exercise test or tcr).
  public struct Run: Sendable, Equatable {
    public var time: Int
    /// test, tcr or compare.
    public var mode: String
    /// green, red, planned (a red the lesson planned) or broken (did not compile).
    public var result: String
    public var linesSinceGreen: Int
    public var linesSincePrevious: Int
    /// The work's tree when it was tested, and after the run (tcr may take it back to green).
    public var tested: String
    public var after: String
    public var afterResult: String
    /// Where the work stood in the lesson before the run, when tested, and after it; empty when
    /// the lesson has no micro-steps as code.
    public var previousPosition: String
    public var testedPosition: String
    public var afterPosition: String
    /// The changed lines one stroke is worth, and the strokes the run cost.
    public var worth: String
    public var cost: Double
  }

  /// Scripts/exercise compare: the work against the reference, and the tests' result.
  public struct Compare: Sendable, Equatable {
    public var time: Int
    /// match, layout (the same but for layout) or differ.
    public var verdict: String
    public var result: String
  }
}

extension ExerciseEvent {
  /// The fields of each event, in the order a log without names wrote them.
  static let positions: [String: [String]] = [
    "run": [
      "time", "mode", "result", "since_green", "since_previous", "tested", "after_result",
      "after", "previous_pos", "tested_pos", "after_pos", "worth", "cost", "planned",
    ],
    "compare": ["time", "verdict", "result"],
  ]
  static let teePositions = ["time", "step", "tree", "pos"]

  /// The event a line of the log records.
  public init(line: String) {
    let parts = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    let name = parts[0]
    var fields: [String: String] = [:]
    let values = parts.dropFirst()
    if let first = values.first, !first.contains("=") {
      for (key, value) in zip(Self.positions[name] ?? Self.teePositions, values) {
        fields[key] = value
      }
    } else {
      for part in values {
        guard let equals = part.firstIndex(of: "=") else { continue }
        fields[String(part[..<equals])] = String(part[part.index(after: equals)...])
      }
    }
    func text(_ key: String) -> String { fields[key] ?? "" }
    func number(_ key: String) -> Double { leadingNumber(text(key)) }
    func whole(_ key: String) -> Int { Int(number(key)) }
    func tee() -> Tee {
      Tee(time: whole("time"), step: text("step"), tree: text("tree"), position: text("pos"))
    }
    switch name {
    case "start": self = .start(tee())
    case "reset": self = .reset(tee())
    case "restore": self = .restore(tee())
    case "run":
      self = .run(
        Run(
          time: whole("time"), mode: text("mode"), result: text("result"),
          linesSinceGreen: whole("since_green"), linesSincePrevious: whole("since_previous"),
          tested: text("tested"), after: text("after"), afterResult: text("after_result"),
          previousPosition: text("previous_pos"), testedPosition: text("tested_pos"),
          afterPosition: text("after_pos"), worth: text("worth"), cost: number("cost")))
    case "compare":
      self = .compare(
        Compare(time: whole("time"), verdict: text("verdict"), result: text("result")))
    default: self = .other
    }
  }
}

/// The log, event by event.
public struct ExerciseLog: Sendable {
  public let events: [ExerciseEvent]

  public init(text: String) {
    events = text.split(separator: "\n").map { ExerciseEvent(line: String($0)) }
  }

  /// Where the work stands after the last event: its tree, its micro-step and its result (a
  /// start, reset or restore is as good as green); nil for an empty log.
  public var lastState: (tree: String, position: String, result: String)? {
    var state: (tree: String, position: String, result: String)?
    for event in events {
      switch event {
      case .start(let tee), .reset(let tee), .restore(let tee):
        state = (tee.tree, tee.position.isEmpty ? "0" : tee.position, "green")
      case .run(let run):
        state = (run.after, run.afterPosition.isEmpty ? "0" : run.afterPosition, run.afterResult)
      case .compare, .other: break
      }
    }
    return state
  }

  /// The steps a hole started from, each once, in order.
  public var startedSteps: [String] {
    var steps: [String] = []
    for case .start(let tee) in events where !steps.contains(tee.step) { steps.append(tee.step) }
    return steps
  }
}

/// The number a text starts with, as awk reads it: 0 when it starts with none.
func leadingNumber(_ text: String) -> Double {
  let trimmed = text.drop(while: { $0 == " " })
  var end = trimmed.startIndex
  var seenDigit = false
  var seenPoint = false
  if end < trimmed.endIndex, trimmed[end] == "-" || trimmed[end] == "+" {
    end = trimmed.index(after: end)
  }
  while end < trimmed.endIndex {
    let c = trimmed[end]
    if ("0"..."9").contains(c) {
      seenDigit = true
    } else if c == "." && !seenPoint {
      seenPoint = true
    } else {
      break
    }
    end = trimmed.index(after: end)
  }
  guard seenDigit else { return 0 }
  return Double(trimmed[..<end]) ?? 0
}
