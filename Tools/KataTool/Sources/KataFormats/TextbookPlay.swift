// A hole played as Fowler writes the mechanics, scored by the exercise's own code: check-kata
// proves with it that each main-path lesson's textbook play shoots exactly par and finishes. The
// rules of Refactoring Golf are in Steps/WORKSHOP.md.

import Foundation

/// The lesson of the hole HOLE played by the book: each micro-step that removes lines in two
/// green runs, its new lines first (the body copied into the new function) and then the rest
/// (the old lines replaced by the call); one that only adds lines in one run; a planned red ends
/// red as planned. Then compare, which matches: `Scripts/check-lessons` proves that the lesson's
/// diffs end at its step. Each run is recorded and charged as `Scripts/exercise` records it
/// (`ExerciseLog.recording`), its lines counted along the path the diffs make: from one point of
/// the play to another, the lines of the diffs between, as git counts them when no micro-step
/// takes back a line of another (the sample holes of `Scripts/tests/cases/04-exercise.sh` play
/// the same with git and the script).
public struct TextbookPlay: Sendable {
  public let hole: String
  public let mechanics: Mechanics
  /// The log the play writes, as `Scripts/exercise` would.
  public private(set) var log = ExerciseLog(text: "")
  /// The micro-step each run of the log plays, in order, 1 for the first; 0 for compare's run.
  public private(set) var microStepOfRun: [Int] = []

  /// The hole HOLE (its step's number) played from the step before it, by its lesson's MECHANICS.
  public init(hole: String, mechanics: Mechanics) {
    self.hole = hole
    self.mechanics = mechanics
    play()
  }

  /// The lines each micro-step's diff adds and removes.
  var moves: [(added: Int, removed: Int)] {
    mechanics.microSteps.map { StepMeasure.changes(ofDiff: $0.diff) }
  }

  /// Whether the lesson has its micro-steps as code: without, the golf counts the reference's
  /// lines over par, and there is no path to play.
  public var hasPath: Bool { moves.contains { $0.added + $0.removed > 0 } }

  /// The hole on the card after the play.
  public var card: Hole? { log.holes(pars: [hole: mechanics.microSteps.count]).first }

  /// The strokes the runs of micro-step K cost (1 for the first).
  public func strokes(ofMicroStep k: Int) -> Double {
    var strokes = 0.0
    for case (let step, .run(let run)) in zip(microStepOfRun, runs) where step == k {
      strokes += run.cost
    }
    return strokes
  }

  var runs: [ExerciseEvent] { log.events.filter { if case .run = $0 { true } else { false } } }

  /// One line, naming the hole and the micro-step, when the play does not shoot exactly par or
  /// does not finish the hole; nil when it does, or when the lesson has no path to play.
  public var miss: String? {
    guard hasPath, let card else { return nil }
    let by = "played as Fowler writes the mechanics (new lines first, then the rest)"
    let microSteps = mechanics.microSteps
    if let k = (1...microSteps.count).first(where: {
      Self.shown(strokes(ofMicroStep: $0)) != Self.shown(1)
    }) {
      let cost = "\(Self.shown(strokes(ofMicroStep: k))) strokes, not 1"
      // The golf charges an empty micro-step's share to the micro-step whose result is its own.
      if let empty = moves.firstIndex(where: { $0.added + $0.removed == 0 }) {
        return "hole \(hole) misses par at micro-step \(empty + 1) "
          + "(\(microSteps[empty].title)): its diff changes no line (\(by), micro-step \(k) costs "
          + "\(cost))"
      }
      return "hole \(hole) misses par at micro-step \(k) (\(microSteps[k - 1].title)): \(by), "
        + "it costs \(cost)"
    }
    if Self.shown(card.strokes) != Self.shown(Double(card.par)) {
      return "hole \(hole) misses par: \(by), it takes \(Self.shown(card.strokes)) strokes, "
        + "par \(card.par)"
    }
    return card.finished ? nil : "hole \(hole) is not finished when \(by)"
  }

  /// Strokes as the card shows them, to a tenth.
  static func shown(_ strokes: Double) -> String { String(format: "%.1f", strokes) }

  // MARK: - The play

  mutating func play() {
    let moves = moves
    guard hasPath else { return }
    let replay = Replay(sizes: moves.map { $0.added + $0.removed }, par: moves.count)
    // Each micro-step's result, in lines along the path; the starting step's is 0.
    let results = moves.reduce(into: [0]) { $0.append($0.last! + $1.added + $1.removed) }
    let start = ExerciseEvent.Tee(
      time: 0, step: Self.before(hole), tree: "lines-0", position: "0", hole: hole)
    var written = [ExerciseEvent.start(start).line ?? ""]
    var (at, green) = (0, 0)
    /// One run that tests the work at PATH lines along the path, for micro-step K, with the
    /// tests FAILING failing; as the log line `Scripts/exercise` would write.
    func run(to path: Int, failing: [String], kind: ExerciseEvent.Kind, of k: Int) -> String {
      let log = ExerciseLog(text: written.joined(separator: "\n"))
      let previous = log.lastState
      let previousPosition = Text.whole(previous?.position ?? "0")
      let distances = results.map { abs($0 - path) }
      var (result, planned) = (ExerciseEvent.Outcome.green, "")
      if !failing.isEmpty {
        // A red is the lesson's when the exercise finds it planned (KataTool exercise after-run).
        let red = mechanics.plannedRed(
          failing: failing,
          candidates: [Place(distances: distances).position, previousPosition + 1],
          count: replay.count)
        (result, planned) = red.map { (.planned, "\($0)") } ?? (.red, "")
      }
      let tree = "lines-\(path)"
      let values = [
        "time": "\(written.count)", "mode": kind.word, "result": result.word,
        "since_green": "\(abs(path - green))", "since_previous": "\(abs(path - at))",
        "tested": tree, "after": tree, "after_result": result.word,
        "previous_pos": "\(previousPosition)",
        "tested_at": distances.map(String.init).joined(separator: " "), "planned": planned,
        "previous_result": (previous?.result ?? .green).word,
      ]
      at = path
      if result.isGood { green = path }
      microStepOfRun.append(k)
      return log.recording(values, replay: replay).flatMap { ExerciseEvent.run($0).line } ?? ""
    }
    for (index, move) in moves.enumerated() {
      let k = index + 1
      if move.removed > 0 {
        written.append(run(to: results[index] + move.added, failing: [], kind: .test, of: k))
      }
      written.append(run(to: results[k], failing: redTests(of: k), kind: .test, of: k))
    }
    written.append(run(to: results[moves.count], failing: [], kind: .compare, of: 0))
    let compare = ExerciseEvent.Compare(time: written.count, verdict: .match, result: .green)
    written.append(ExerciseEvent.compare(compare).line ?? "")
    log = ExerciseLog(text: written.joined(separator: "\n"))
  }

  /// The tests micro-step K declares red, as the script tests' stand-in swift fails them.
  func redTests(of k: Int) -> [String] {
    guard
      case .plannedRed(let failing)? = mechanics.microSteps[k - 1].closing.flatMap(
        Closing.init(line:))
    else { return [] }
    return failing
  }

  /// The main step before HOLE, which the hole is played from.
  static func before(_ hole: String) -> String {
    Int(hole).map { Text.twoDigits($0 - 1) } ?? ""
  }
}
