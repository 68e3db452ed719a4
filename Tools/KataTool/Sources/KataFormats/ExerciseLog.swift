// The workshop exercise's log, .exercise/log: one event a line, '|' between its fields. The first
// field names the event; each other one is name=value. Only this file reads and writes it, for
// Scripts/exercise (KataTool exercise).

import Foundation

/// One line of the log.
public enum ExerciseEvent: Sendable, Equatable {
  /// A hole starts from a step (start), the work goes back to it (reset), or a saved attempt
  /// comes back (restore).
  case start(Tee)
  case reset(Tee)
  case restore(Tee)
  case run(Run)
  /// A run that Ctrl-C stopped before the suite ended: it records nothing and costs nothing.
  case stopped(Stopped)
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
    /// The hole: the step whose refactoring is the task (the next main step in a log older
    /// than holes beside the main path).
    public var hole: String = ""
  }

  /// One run of the tests.
  public struct Run: Sendable, Equatable {
    public var time: Int
    public var kind: Kind
    public var result: ExerciseEvent.Outcome
    public var linesSinceGreen: Int
    public var linesSincePrevious: Int
    /// The work's tree when it was tested, and after the run (tcr may take it back to green).
    public var tested: String
    public var after: String
    public var afterResult: Outcome
    /// Where the work stood in the lesson before the run, when tested, and after it; empty when
    /// the lesson has no micro-steps as code.
    public var previousPosition: String
    public var testedPosition: String
    public var afterPosition: String
    /// The changed lines one stroke is worth, and the strokes the run cost.
    public var worth: String
    public var cost: Double
    /// The micro-step whose planned red the run was; empty when it was none.
    public var planned: String
    /// Where the work was left on the lesson's path, in lines along it; empty off the path.
    public var path: String = ""
  }

  /// A run stopped: when, what ran it, and the work's tree it was testing.
  public struct Stopped: Sendable, Equatable {
    public var time: Int
    public var kind: Kind
    public var tested: String
  }

  /// Scripts/exercise compare: the work against the reference, and the tests' result.
  public struct Compare: Sendable, Equatable {
    public var time: Int
    public var verdict: Verdict
    public var result: ExerciseEvent.Outcome

    /// A match, or a match but for layout, on green finishes the hole.
    public var finishesTheHole: Bool { verdict != .differs && result == .green }
  }

  /// What ran the tests: Scripts/exercise test, tcr (which takes a red back to the last green) or
  /// compare.
  public enum Kind: Sendable, Equatable {
    case test, tcr, compare
    case other(String)

    public init(word: String) {
      self = [.test, .tcr, .compare].first { $0.word == word } ?? .other(word)
    }

    public var word: String {
      switch self {
      case .test: "test"
      case .tcr: "tcr"
      case .compare: "compare"
      case .other(let word): word
      }
    }
  }

  /// How a run ended: green, red, a red the lesson planned, not compiled, or stopped by Ctrl-C
  /// (which the log keeps as an event of its own, not as a run).
  public enum Outcome: Sendable, Equatable {
    case green, red, planned, broken, stopped
    case other(String)

    public init(word: String) {
      self =
        [.green, .red, .planned, .broken, .stopped].first { $0.word == word } ?? .other(word)
    }

    public var word: String {
      switch self {
      case .green: "green"
      case .red: "red"
      case .planned: "planned"
      case .broken: "broken"
      case .stopped: "stopped"
      case .other(let word): word
      }
    }

    /// Green, or a red the lesson planned: a state to go on from.
    public var isGood: Bool { self == .green || self == .planned }

    /// The run as one letter: G green, R red, P red as the lesson planned, C did not compile
    /// (S stopped, which no light shows).
    public var light: String {
      switch self {
      case .green: "G"
      case .red: "R"
      case .planned: "P"
      case .stopped: "S"
      case .broken, .other: "C"
      }
    }
  }

  /// What compare found: the work is the reference, or is but for layout, or differs.
  public enum Verdict: Sendable, Equatable {
    case match, layout, differs

    public init(word: String) {
      self = word == "match" ? .match : word == "layout" ? .layout : .differs
    }

    public var word: String {
      switch self {
      case .match: "match"
      case .layout: "layout"
      case .differs: "differs"
      }
    }
  }
}

extension ExerciseEvent.Tee {
  /// Its fields' values, in the order of `ExerciseEvent.teeFields`.
  var values: [String] { [step, tree, position, hole] }
}

extension ExerciseEvent {
  /// The event a line of the log records.
  public init(line: String) {
    let parts = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    var fields: [String: String] = [:]
    for part in parts.dropFirst() {
      guard let equals = part.firstIndex(of: "=") else { continue }
      fields[String(part[..<equals])] = String(part[part.index(after: equals)...])
    }
    self.init(name: parts.first ?? "", fields: fields)
  }

  /// The event NAME with FIELDS, as a line of the log holds them; a field missing is empty.
  public init(name: String, fields: [String: String]) {
    func text(_ key: String) -> String { fields[key] ?? "" }
    func number(_ key: String) -> Double { Text.number(text(key)) }
    func whole(_ key: String) -> Int { Text.whole(text(key)) }
    func tee() -> Tee {
      Tee(
        time: whole("time"), step: text("step"), tree: text("tree"), position: text("pos"),
        hole: fields["hole"].flatMap { $0.isEmpty ? nil : $0 }
          ?? ExerciseHole.mainHole(after: text("step")))
    }
    switch name {
    case "start": self = .start(tee())
    case "reset": self = .reset(tee())
    case "restore": self = .restore(tee())
    case "run":
      self = .run(
        Run(
          time: whole("time"), kind: Kind(word: text("mode")),
          result: Outcome(word: text("result")),
          linesSinceGreen: whole("since_green"), linesSincePrevious: whole("since_previous"),
          tested: text("tested"), after: text("after"),
          afterResult: Outcome(word: text("after_result")),
          previousPosition: text("previous_pos"), testedPosition: text("tested_pos"),
          afterPosition: text("after_pos"), worth: text("worth"), cost: number("cost"),
          planned: text("planned"), path: text("path")))
    case "stopped":
      self = .stopped(
        Stopped(time: whole("time"), kind: Kind(word: text("mode")), tested: text("tested")))
    case "compare":
      self = .compare(
        Compare(
          time: whole("time"), verdict: Verdict(word: text("verdict")),
          result: Outcome(word: text("result"))))
    default: self = .other
    }
  }

  /// The fields each event writes, in order, but its time, which comes first.
  public static let fieldNames: [String: [String]] = [
    "start": teeFields, "reset": teeFields, "restore": teeFields,
    "run": [
      "mode", "result", "since_green", "since_previous", "tested", "after_result", "after",
      "previous_pos", "tested_pos", "after_pos", "worth", "cost", "planned", "path",
    ],
    "compare": ["verdict", "result"],
    "stopped": ["mode", "tested"],
  ]
  static let teeFields = ["step", "tree", "pos", "hole"]

  /// The event as a line of the log, without its line end; nil for a line this reader does not
  /// know.
  public var line: String? {
    func joined(_ name: String, _ time: Int, _ values: [String]) -> String {
      let names = Self.fieldNames[name] ?? []
      return ([name, "time=\(time)"] + zip(names, values).map { "\($0)=\($1)" })
        .joined(separator: "|")
    }
    switch self {
    case .start(let tee): return joined("start", tee.time, tee.values)
    case .reset(let tee): return joined("reset", tee.time, tee.values)
    case .restore(let tee): return joined("restore", tee.time, tee.values)
    case .run(let run):
      return joined(
        "run", run.time,
        [
          run.kind.word, run.result.word, "\(run.linesSinceGreen)", "\(run.linesSincePrevious)",
          run.tested, run.afterResult.word, run.after, run.previousPosition, run.testedPosition,
          run.afterPosition, run.worth, String(format: "%.2f", run.cost), run.planned, run.path,
        ])
    case .stopped(let stopped):
      return joined("stopped", stopped.time, [stopped.kind.word, stopped.tested])
    case .compare(let compare):
      return joined("compare", compare.time, [compare.verdict.word, compare.result.word])
    case .other: return nil
    }
  }
}

/// The log, event by event.
public struct ExerciseLog: Sendable {
  public let events: [ExerciseEvent]

  public init(text: String) {
    events = Text.lines(text).filter { !$0.isEmpty }.map(ExerciseEvent.init(line:))
  }

  /// Where the work stands after an event: its tree, the micro-step of the lesson it is closest
  /// to, and its result.
  public struct State: Sendable, Equatable {
    public var tree: String
    public var position: String
    public var result: ExerciseEvent.Outcome
    /// Where it lies on the lesson's path, in lines along it (`Replay.pathLines`): 0 after a
    /// start or a reset; nil off the path, or not known.
    public var path: Int? = nil
  }

  /// Where the work stands after the last event (a start, reset or restore is as good as green);
  /// nil for an empty log.
  public var lastState: State? {
    var state: State?
    for event in events {
      switch event {
      case .start(let tee), .reset(let tee):
        state = State(
          tree: tee.tree, position: tee.position.isEmpty ? "0" : tee.position, result: .green,
          path: 0)
      case .restore(let tee):
        state = State(
          tree: tee.tree, position: tee.position.isEmpty ? "0" : tee.position, result: .green)
      case .run(let run):
        state = State(
          tree: run.after, position: run.afterPosition.isEmpty ? "0" : run.afterPosition,
          result: run.afterResult, path: Int(run.path))
      case .stopped, .compare, .other: break
      }
    }
    return state
  }

  /// The holes started, each once, in order.
  public var startedHoles: [String] {
    var holes: [String] = []
    for case .start(let tee) in events where !holes.contains(tee.hole) { holes.append(tee.hole) }
    return holes
  }
}
