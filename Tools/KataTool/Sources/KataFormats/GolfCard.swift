// What Scripts/exercise shows from its log: the session as traffic lights (log), the golf card
// (score), the card one line a hole (card, for share) and every pair's cards (room). The rules of
// Refactoring Golf are in Steps/WORKSHOP.md.

import Foundation

/// Refactoring Golf's rules.
public enum Golf {
  /// The strokes of a run along the lesson's path, from FROM to TO lines along it (`Replay`),
  /// changing exactly the lines between: the micro-steps it covers, the first micro-step's worth
  /// once and the rest double, as blind; a run that does not compile adds one. Nil for a run that
  /// is not one: it leaves the path, comes back to it, or goes back along it.
  public static func strokes(
    along replay: Replay, from: Int, to: Int, linesSincePrevious d: Double,
    result: ExerciseEvent.Outcome
  ) -> Double? {
    guard to > from, d == Double(to - from) else { return nil }
    let covered = replay.progress(pathLines: to) - replay.progress(pathLines: from)
    return covered + max(0, covered - 1) + (result == .broken ? 1 : 0)
  }

  /// The strokes of a good run that ends a detour off the lesson's path (`Replay`), which left
  /// it at FROM lines along it: it lands on TO, the next micro-step's result, after only good
  /// runs, which cost SPENT. The detour costs in all what a run from FROM straight to TO along
  /// the path would; this run carries the difference. Nil for any other run.
  public static func strokes(
    landing replay: Replay, from: Int, to: Int, spent: Double, result: ExerciseEvent.Outcome
  ) -> Double? {
    guard result.isGood, to == replay.nextResult(after: from) else { return nil }
    let straight = strokes(
      along: replay, from: from, to: to, linesSincePrevious: Double(to - from), result: result)
    return straight.map { $0 - spent }
  }

  /// The strokes of a run off the lesson's path (it changes a line of no micro-step, or comes
  /// back to the path, or goes back along it): its lines as `strokes(linesSincePrevious:…)`
  /// count them, at least one stroke when it changed anything; and one more when it ends red or
  /// does not compile. That one pays for the way back, which going back to the last green does
  /// not charge: a detour that goes red and back costs what a green one does.
  public static func strokes(
    offThePath d: Double, linesSinceGreen g: Double, worth w: Double,
    previous: ExerciseEvent.Outcome, result: ExerciseEvent.Outcome
  ) -> Double {
    let lines = strokes(
      linesSincePrevious: d, linesSinceGreen: g, worth: w, previous: previous, result: .green)
    return lines > 0 ? max(1, lines) + (result.isGood ? 0 : 1) : 0
  }

  /// The strokes one run costs. A run costs its changed lines since the run before over a
  /// stroke's worth; the lines beyond the worth count double, and so do all of them after a red
  /// (not after a red the lesson planned); a run that does not compile adds one. Going back to the
  /// last green, or changing nothing, is free.
  public static func strokes(
    linesSincePrevious d: Double, linesSinceGreen g: Double, worth w: Double,
    previous: ExerciseEvent.Outcome, result: ExerciseEvent.Outcome
  ) -> Double {
    guard d > 0 && g > 0 else { return 0 }
    let lines = previous.isGood ? d + max(0, d - w) : 2 * d
    return lines / w + (result == .broken ? 1 : 0)
  }
}

extension ExerciseLog {
  /// The detour the work is on: where it left the lesson's path, in lines along it (a start or
  /// a reset leaves it at 0), and the strokes the runs since have cost. Nil when the work left
  /// from a red, a run since was not good (red or not compiled), or a restore took it off.
  public var detour: (from: Int, spent: Double)? {
    var spent = 0.0
    for event in events.reversed() {
      switch event {
      case .start, .reset: return (0, spent)
      case .run(let run):
        if let path = Int(run.path) { return run.afterResult.isGood ? (path, spent) : nil }
        guard run.result.isGood else { return nil }
        spent += run.cost
      case .restore: return nil
      case .stopped, .compare, .other: continue
      }
    }
    return nil
  }

  /// The strokes RUN costs after this log's runs: along the lesson's path (REPLAY) when the
  /// work it tested lies on it (at TESTED_PATH lines along it) and the run before (which ended
  /// PREVIOUS) left the work on it; when it lands a detour of good runs on the next micro-step's
  /// result, as the detour's end; else off the path; without micro-steps as code, by its lines.
  public func strokes(
    of run: ExerciseEvent.Run, testedPath: Int?, replay: Replay,
    previous: ExerciseEvent.Outcome
  ) -> Double {
    let (d, g, w) = (
      Double(run.linesSincePrevious), Double(run.linesSinceGreen), Text.number(run.worth)
    )
    if previous.isGood, g > 0, let from = lastState?.path, let to = testedPath,
      let along = Golf.strokes(
        along: replay, from: from, to: to, linesSincePrevious: d, result: run.result)
    {
      return along
    }
    if let (from, spent) = detour, let to = testedPath,
      let landing = Golf.strokes(
        landing: replay, from: from, to: to, spent: spent, result: run.result)
    {
      return landing
    }
    if replay.count > 0 {
      return Golf.strokes(
        offThePath: d, linesSinceGreen: g, worth: w, previous: previous, result: run.result)
    }
    // A lesson without micro-steps as code has no path: lines over a stroke's worth.
    return Golf.strokes(
      linesSincePrevious: d, linesSinceGreen: g, worth: w, previous: previous, result: run.result)
  }
}

extension ExerciseLog {
  /// The run Scripts/exercise records after this log's events (KataTool exercise after-run), with
  /// where the work stood in the lesson REPLAY and what the run costs (`strokes(of:…)`). VALUES
  /// are the run's fields as the log names them, but those worked out here (tested_pos,
  /// after_pos, worth, path and cost); and tested_at and after_at, the lines from the work
  /// tested and after the run to each micro-step's result, the starting step's first
  /// ("DISTANCE ..."; after_at missing: as tested_at), and previous_result, how the run before
  /// ended.
  public func recording(_ values: [String: String], replay: Replay) -> ExerciseEvent.Run? {
    var values = values
    func distances(_ key: String) -> [Int]? {
      values[key].map { $0.split(separator: " ").map { Text.whole(String($0)) } }
    }
    let testedPath = distances("tested_at").flatMap(replay.pathLines(distances:))
    let afterPath =
      values["after_at"] == nil || values["after_at"] == values["tested_at"]
      ? testedPath : distances("after_at").flatMap(replay.pathLines(distances:))
    values["path"] = afterPath.map(String.init) ?? ""
    values["tested_pos"] = "\(Place(distances: distances("tested_at") ?? []).position)"
    values["after_pos"] =
      "\(Place(distances: distances("after_at") ?? distances("tested_at") ?? []).position)"
    values["worth"] = replay.worth(after: Text.whole(values["previous_pos"] ?? ""))
    guard case .run(var run) = ExerciseEvent(name: "run", fields: values) else { return nil }
    run.cost = strokes(
      of: run, testedPath: testedPath, replay: replay,
      previous: ExerciseEvent.Outcome(word: values["previous_result"] ?? ""))
    return run
  }
}

/// One hole's play: the runs from one starting step towards the hole's step.
public struct Hole: Sendable {
  public var step: String
  /// The hole's name: the step it leads to.
  public var name: String
  public var par: Int
  public var strokes: Double = 0
  public var runs = 0
  public var finished = false
  /// Runs after the finish, which do not count.
  public var late = 0
  public var lights = ""
  /// Each counted run, as a row of the card.
  public var rows: [String] = []
}

extension ExerciseLog {
  /// The session as traffic lights, a line a hole, its numbers and the debrief's questions.
  /// COLOUR paints each light for a terminal.
  public func trafficLights(colour: Bool) -> String {
    var out = ""
    var hole: ExerciseEvent.Tee?
    var row = ""
    var runs: [ExerciseEvent.Outcome] = []
    var mostLines = 0
    var longest = 0
    var lastGreen: Int?
    func endHole() {
      if let hole {
        out += "step \(hole.step) -> \(hole.hole): "
        out += (row.isEmpty ? "(no run yet)" : row) + "\n"
      }
      row = ""
    }
    for event in events {
      switch event {
      case .start(let tee):
        endHole()
        hole = tee
        lastGreen = tee.time
      case .reset(let tee): lastGreen = tee.time
      case .run(let run):
        runs.append(run.result)
        row += colour ? painted(run.result) : run.result.light
        mostLines = max(mostLines, run.linesSinceGreen)
        if run.result.isGood {
          if let lastGreen { longest = max(longest, run.time - lastGreen) }
          lastGreen = run.time
        }
      case .restore, .stopped, .compare, .other: break
      }
    }
    endHole()
    func count(_ outcome: ExerciseEvent.Outcome) -> Int { runs.filter { $0 == outcome }.count }
    out += """

      \(runs.count) runs: \(count(.green)) green, \(count(.red)) red, \
      \(count(.planned)) red as the lesson planned, \(count(.broken)) did not compile
      (G green, R red, P red as the lesson planned, C did not compile)
      longest time between two greens: \(longest / 60)m \(longest % 60 < 10 ? "0" : "")\(longest % 60)s
      most lines changed away from green: \(mostLines)

      Debrief:
        - Could you have taken smaller steps? Where would you cut the longest stretch above?
        - Where did you go red, and why? What did the red test tell you?
        - What would you do differently next time?

      """
    return out
  }

  func painted(_ result: ExerciseEvent.Outcome) -> String {
    let code =
      switch result {
      case .green: "42"
      case .red: "41"
      case .planned: "44"
      case .stopped: "47"
      case .broken, .other: "43"
      }
    return "\u{1B}[30;\(code)m\(result.light)\u{1B}[0m"
  }

  /// Each hole's par, by the hole's step: the number of micro-steps of its LESSON; a hole with
  /// no lesson has none.
  public func pars(lesson: (String) -> Lesson?) -> [String: Int] {
    var pars: [String: Int] = [:]
    for hole in startedHoles {
      if let lesson = lesson(hole) { pars[hole] = lesson.mechanics.microSteps.count }
    }
    return pars
  }

  /// The holes played, in the order they were first started. PARS gives each hole's par. A hole has one card: teeing off again goes on with it, so a finished hole stays frozen
  /// and restored work is no free replay.
  public func holes(pars: [String: Int]) -> [Hole] {
    var holes: [Hole] = []
    var current: Int?
    for event in events {
      switch event {
      case .start(let tee):
        if let index = holes.firstIndex(where: { $0.name == tee.hole }) {
          current = index
        } else {
          holes.append(Hole(step: tee.step, name: tee.hole, par: pars[tee.hole] ?? 0))
          current = holes.count - 1
        }
      case .run(let run):
        guard let current else { continue }
        holes[current].play(run)
      case .compare(let compare):
        guard let current, !holes[current].finished else { continue }
        if compare.finishesTheHole {
          holes[current].finished = true
        }
      case .reset, .restore, .stopped, .other: break
      }
    }
    return holes
  }

  /// What hint says on the hole HOLE once it is finished: that it is, and its frozen score; nil
  /// while it is open.
  public func finishedHint(hole: String) -> String? {
    guard let played = holes(pars: [:]).first(where: { $0.name == hole }), played.finished else {
      return nil
    }
    return "Hole \(hole) is finished: compare matched on green, and its score is frozen at "
      + "\(fixed(played.strokes, 1)) strokes (Scripts/exercise score). No hint needed: start "
      + "the next hole.\n"
  }

  /// One line a hole, hole|par|strokes|runs|finished|lights, for Scripts/exercise share.
  public func card(pars: [String: Int]) -> String {
    holes(pars: pars).map { hole in
      "\(hole.name)|\(hole.par)|\(fixed(hole.strokes, 1))|\(hole.runs)|"
        + "\(hole.finished ? "finished" : "open")|\(hole.lights)\n"
    }.joined()
  }

  /// The golf card: each hole run by run, then the holes' totals and how strokes are counted.
  public func score(pars: [String: Int]) -> String {
    let holes = holes(pars: pars)
    var out = ""
    for hole in holes {
      out += "Hole \(hole.name), from step \(hole.step): par \(hole.par)\n"
      if hole.rows.isEmpty {
        out += "  no run yet\n"
      } else {
        out +=
          "  \(right("run", 3))  \(left("kind", 7))  \(left("result", 8)) \(right("lines", 5))  "
        out += "\(left("micro-step", 18)) \(right("worth", 6)) \(right("strokes", 7))\n"
        out += hole.rows.joined()
      }
      out += "  \(fixed(hole.strokes, 1)) strokes"
      out += hole.finished ? ", finished: the score is frozen\n" : "\n"
      if hole.late > 0 {
        out += "  (\(hole.late) run\(hole.late == 1 ? "" : "s") after the finish, not counted)\n"
      }
      out += "\n"
    }
    // A feature build's name is long: the column is as wide as the longest.
    let width = holes.map { "step \($0.name)".count + 1 }.reduce(14, max)
    out +=
      "\(left("hole", width)) \(right("par", 4)) \(right("strokes", 8)) \(right("runs", 6))  \n"
    for hole in holes {
      out += "\(left("step \(hole.name)", width)) \(right(hole.par, 4)) "
      out += "\(right(hole.strokes, 8, digits: 1)) \(right(hole.runs, 6))  "
      out += (hole.finished ? "finished" : "not finished (Scripts/exercise compare)") + "\n"
    }
    let total = holes.reduce(0) { $0 + $1.strokes }
    let totalPar = holes.reduce(0) { $0 + $1.par }
    out += "\(left("total", width)) \(right(totalPar, 4)) \(right(total, 8, digits: 1))\n"
    out += """

      micro-step: where the code stood in the lesson before the run -> after it (the micro-step
      whose result it is closest to). A run along the lesson's path (every line it changed is a
      line of the micro-steps' diffs, in order) costs the micro-steps it covers, beyond the first
      double; split a micro-step over green runs as you like, it costs 1. A run off the path
      costs its changed lines / worth (the lines of the micro-step after where the code stood),
      lines beyond the worth double, and at least 1; but a detour of green runs that lands on the
      next micro-step's result from where it left the path costs in all what one run straight
      there would: the landing run takes back the rest, below 0 if need be. The run after a red
      (not a red the lesson planned) is off the path, its lines doubled; a run that does not
      compile adds 1, and so does a red off the path (the way back: going back to the last green
      is free); a run costs nothing by itself. The
      lesson's micro-steps, one run each, make par. compare matching on green finishes the hole
      and freezes its score (Steps/WORKSHOP.md).

      """
    return out
  }
}

extension Hole {
  mutating func play(_ run: ExerciseEvent.Run) {
    if finished {
      late += 1
      return
    }
    runs += 1
    lights += run.result.light
    strokes += run.cost
    var place = ""
    if !run.previousPosition.isEmpty { place = "\(run.previousPosition) -> \(run.testedPosition)" }
    if !run.afterPosition.isEmpty && run.afterPosition != run.testedPosition {
      place += " (back to \(run.afterPosition))"
    }
    let worth = run.worth.isEmpty ? "" : fixed(Text.number(run.worth), 0)
    rows.append(
      "  \(right(runs, 3))  \(left(run.kind.word, 7))  \(left(run.result.word, 8)) "
        + "\(right(run.linesSincePrevious, 5))  \(left(place, 18)) \(right(worth, 6)) "
        + "\(right(run.cost, 7, digits: 2))\n")
  }
}

/// A hole of a pair's shared card, in a room.
public struct RoomCard: Sendable {
  public var pair: String
  public var hole: String
  public var par: Int
  public var strokes: Double
  public var runs: Int
  public var finished: Bool
  public var lights: String

  /// One line of a pair's card, hole|par|strokes|runs|finished|lights.
  public init(pair: String, line: String) {
    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }
    self.pair = pair
    hole = field(0)
    par = Text.whole(field(1))
    strokes = Text.number(field(2))
    runs = Text.whole(field(3))
    finished = field(4) == "finished"
    lights = field(5)
  }

  /// The widest a pair's name is in the table: a longer one is shortened in its middle, so that
  /// the columns after it stay where they are and a row fits a projector's line.
  public static let nameWidth = 24

  /// NAME as the table shows it: whole when it fits, else its start and end around "…".
  public static func shown(_ name: String) -> String {
    guard name.count > nameWidth else { return name }
    let end = (nameWidth - 1) / 2
    return String(name.prefix(nameWidth - 1 - end)) + "…" + String(name.suffix(end))
  }

  /// Every pair's card as one table, then each pair's totals, which count finished holes only: an
  /// open hole has its par but not yet its strokes. The lights' legend closes it.
  public static func table(_ cards: [RoomCard]) -> String {
    let width = max(4, cards.map { shown($0.pair).count }.max() ?? 0)
    // A hole beside the main path is named by its step's ID, longer than two digits.
    let holeWidth = max(5, cards.map(\.hole.count).max() ?? 0)
    var out = "\(left("pair", width)) \(left("hole", holeWidth)) \(right("par", 4)) "
    out += "\(right("strokes", 8)) "
    out += "\(right("runs", 5))  \(left("state", 9)) lights\n"
    for card in cards {
      out += "\(left(shown(card.pair), width)) \(left(card.hole, holeWidth)) \(right(card.par, 4)) "
      out += "\(right(card.strokes, 8, digits: 1)) \(right(card.runs, 5))  "
      out += "\(left(card.finished ? "finished" : "open", 9)) \(card.lights)\n"
    }
    out +=
      "\n\(left("pair", width)) \(right("holes", 6)) \(right("par", 4)) \(right("strokes", 8))  "
    out += "(finished holes only)\n"
    var pairs: [String] = []
    for card in cards where !pairs.contains(card.pair) { pairs.append(card.pair) }
    for pair in pairs {
      let finished = cards.filter { $0.pair == pair && $0.finished }
      let open = cards.filter { $0.pair == pair && !$0.finished }.count
      let par = finished.reduce(0) { $0 + $1.par }
      let strokes = finished.reduce(0) { $0 + $1.strokes }
      out += "\(left(shown(pair), width)) \(right("\(finished.count) done", 6)) \(right(par, 4)) "
      out += "\(right(strokes, 8, digits: 1))  \(open > 0 ? "\(open) open" : "")\n"
    }
    return out + "\nlights: G green, R red, P red as planned, C did not compile\n"
  }
}

// printf's columns: %-Ns, %Ns, %Nd and %N.Df.
func left(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

func right(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

func right(_ number: Int, _ width: Int) -> String { right(String(number), width) }

func right(_ number: Double, _ width: Int, digits: Int) -> String {
  right(fixed(number, digits), width)
}

func fixed(_ number: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", number)
}
