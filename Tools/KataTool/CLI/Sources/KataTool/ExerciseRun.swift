// KataTool exercise: what Scripts/exercise says it does (usage); start, reset and attempts
// restore; the bookkeeping around one run of its loop, and the files' times before its build
// (`SecondsApart`); and the private history of the green states, a bare repository whose work
// tree is the kata and which only ever holds the work. The script keeps to the processes: it runs
// the suite between before-run and after-run, waits for a save, and handles Ctrl-C.

import Foundation
import KataFormats

extension KataTool {
  static let exerciseUsage = """
    usage: Scripts/exercise COMMAND [ARGS]

      start N           put step N's code (and its view-model tests, if it has any) into
                        Exercise/ and print the task, the hole: the next step's refactoring
      start ID          a hole beside the main path, a branch step or a feature build (MVP01):
                        Exercise/ gets the step it starts from, the task is ID's refactoring
      test              the fast loop: builds and tests Exercise/ on its own, about 1 s on 2 quiet cores;
                        names the failing tests, ranked, when it is red (the whole output:
                        .exercise/last-run.log)
      tcr [--watch]     test && commit || revert: green records the state as the new last green,
                        red (or not compiling) puts Exercise/ back to the last green and keeps
                        the red attempt in .exercise/attempts/, except a red the lesson plans
                        for its next micro-step, which stays; --watch reruns on every save
      hint              the next hint: the smell, then the refactoring, then the next micro-step
                        from where your code stands
      diff              what you changed since the start
      compare           your code against the hole's step, the reference: matches, matches except
                        layout, or the difference; and runs the suite. A match on green
                        finishes the hole: its score is frozen (anything else exits 1)
      status            the step you started from, and whether the suite is green
      log               the session as traffic lights, its numbers and the debrief questions
      score             the golf card: par and strokes for each hole, run by run
      reset             put the starting step's code back (your work is saved first)
      attempts          the saved attempts, oldest first
      attempts restore ID
                        put a saved attempt back into Exercise/ (your work is saved first)
      share DIR [NAME]  write your log and card into DIR/NAME/ (NAME: your git user.name),
                        for the facilitator to gather
      room DIR          the room's table from every pair's card in DIR: holes, strokes, lights

    Nothing is ever thrown away: start, reset and attempts restore save work that differs from the
    starting step in .exercise/attempts/ first, and say where.

    """

  static func exerciseRun(_ command: String, _ arguments: [String]) throws -> Bool {
    switch (command, arguments.count) {
    case ("usage", 0): print(exerciseUsage, terminator: "")
    case ("start", 2):
      // ARGUMENT WORK: Exercise/ gets the step the hole ARGUMENT names starts from, after the work
      // is saved, and the task is said; or the one line that says why there is no such hole.
      let target: ExerciseHole
      do {
        target = try stepCatalog(kata: ".").exerciseHole(named: arguments[0])
      } catch let problem as StepProblem {
        throw Failure(said: problem.message)
      }
      try keepWork(
        work: arguments[1], why: "replaced by Scripts/exercise start \(arguments[0])",
        note: " (Scripts/exercise attempts lists them).")
      try fromStep("start", step: target.start, hole: target.hole)
      let first = try stepCatalog(kata: ".").mainPath.first?.id ?? ""
      print(
        try holeReport(target.hole).started(
          ownTests: Array(swiftFiles(of: Work.tests, own: true).keys), firstStep: first,
          feature: Array(swiftFiles(of: Work.feature, own: true).keys)),
        terminator: "")
    case ("reset", 1):
      // WORK: Exercise/ gets the starting step again, after the work is saved.
      let (start, hole, _) = try exerciseState()
      try keepWork(work: arguments[0], why: "replaced by Scripts/exercise reset")
      try fromStep("reset", step: start, hole: hole)
      print("Exercise/ holds step \(start) again.")
    case ("restore", 2): try restore(arguments[0], work: arguments[1])
    case ("times", 1): try moveSameSecondEdits(record: arguments[0] + "/times")
    case ("before-run", 3):
      try beforeRun(work: arguments[0], start: arguments[1], hole: arguments[2])
    case ("after-run", 4):
      try afterRun(kind: arguments[0], work: arguments[1], hole: arguments[2], output: arguments[3])
    default: return false
    }
    return true
  }

  /// Exercise/ gets STEP for the hole HOLE, the new last green, and the log notes EVENT, a start
  /// or a reset.
  static func fromStep(_ event: String, step: String, hole: String) throws {
    try fill(from: step, hole: hole)
    if event == "start" { try writeState(start: step, hole: hole, hints: "0") }
    let tree = try History.workTree()
    try History.recordGreen(
      tree, why: event == "reset" ? "reset to step \(step)" : "start from step \(step)")
    try note(
      log: Work.log, event: event, ["step=" + step, "tree=" + tree, "pos=0", "hole=" + hole])
  }

  /// Puts the attempt TYPED names back into the work, after saving the work; an attempt at
  /// another hole starts that hole again first.
  static func restore(_ typed: String, work: String) throws {
    let (start, hole, name) = try takeAttempt(typed, to: work + "/restore")
    try keepWork(work: work, why: "replaced by Scripts/exercise attempts restore \(name)")
    if (try? exerciseState())?.hole != hole {
      try fromStep("start", step: start, hole: hole)
      print("The attempt started from step \(start): the hole is step \(hole) again.")
    }
    try putWork(from: work + "/restore")
    let now = try exerciseState()
    let place = Place(distances: try distances(hole: now.hole, work: work))
    try note(
      log: Work.log, event: "restore",
      [
        "step=" + now.start, "tree=" + (try History.workTree()), "pos=\(place.position)",
        "hole=" + now.hole,
      ])
    print("Exercise/ holds attempt \(name) again. Run Scripts/exercise test.")
  }

  /// Before a build of the work, in the scratch package: moves each of its files that changed
  /// within the second the last build saw it on to the next second (`SecondsApart`), and records
  /// in RECORD the times this build sees.
  static func moveSameSecondEdits(record: String) throws {
    let files = FileManager.default
    var now: [String: SecondsApart.Time] = [:]
    for folder in [Work.code, Work.tests, Work.feature] {
      let paths = (files.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
      for path in paths where path.hasSuffix(".swift") {
        let file = folder + "/" + path
        guard let attributes = try? files.attributesOfItem(atPath: file),
          attributes[.type] as? FileAttributeType == .typeRegular,
          let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970
        else { continue }
        let seconds = Int(time.rounded(.down))
        now[file] = .init(
          seconds: seconds, nanoseconds: Int(((time - Double(seconds)) * 1e9).rounded()))
      }
    }
    let moves = SecondsApart.moves(
      seen: SecondsApart.times(record: (try? text(of: record)) ?? ""), now: now)
    for (file, second) in moves {
      try files.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: TimeInterval(second))], ofItemAtPath: file)
    }
    try write(SecondsApart.record(SecondsApart.seen(now: now, moves: moves)), to: record)
  }

  /// While the suite runs: takes the work's tree, long before the build reads the files, and
  /// writes into WORK/before where the log's last event left the work (its micro-step and
  /// result), the lines changed since the last green and since that event, and the lines from
  /// the work to each micro-step's result.
  static func beforeRun(work: String, start: String, hole: String) throws {
    let tested = try History.workTree()
    var green = History.greenTree()
    if green.isEmpty {
      // An exercise started before the history existed: its start is the first green.
      try History.recordGreen(try History.workTree(), why: "start from step \(start)")
      green = History.greenTree()
    }
    let last = ((try? text(of: Work.log)).map { ExerciseLog(text: $0) })?.lastState
    let sinceGreen: Int = try History.linesBetween(green, tested)
    let sincePrevious: Int = try History.linesBetween(last?.tree ?? green, tested)
    let testedAt: [Int] = try distances(hole: hole, work: work)
    let before: [String] = [
      "tested=\(tested)", "previous_pos=\(last?.position ?? "0")",
      "previous_result=\(last?.result.word ?? "green")", "since_green=\(sinceGreen)",
      "since_previous=\(sincePrevious)",
      "tested_at=\(testedAt.map(String.init).joined(separator: " "))",
    ]
    try Data(before.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: work + "/before"))
  }

  /// After the suite: its result, in WORK/result, is a red the lesson planned when the failing
  /// tests are those of the micro-step the work stands at, or of the one after; green and planned
  /// become the last green; tcr keeps any other red in the attempts and puts the last green back.
  /// Records the run in the log, says how it went, and writes the result back into WORK/result.
  static func afterRun(kind: String, work: String, hole: String, output: String) throws {
    var result = trailingNewlinesDropped((try? text(of: work + "/result")) ?? "")
    let before = try named(
      Text.lines(try text(of: work + "/before")),
      among: [
        "tested", "previous_pos", "previous_result", "since_green", "since_previous", "tested_at",
      ])
    func field(_ name: String) -> String { before[name] ?? "" }
    let failing = work + "/failing"
    try? FileManager.default.removeItem(atPath: Work.lastFailing)
    try? FileManager.default.copyItem(atPath: failing, toPath: Work.lastFailing)
    let testedAt = field("tested_at").split(separator: " ").map { Text.whole(String($0)) }
    var planned = ""
    if result == ExerciseEvent.Outcome.red.word,
      let micro = try plannedRed(
        hole: hole, failing: failing, previous: Text.whole(field("previous_pos")),
        tested: testedAt)
    {
      planned = String(micro)
      result = ExerciseEvent.Outcome.planned.word
    }
    var (after, afterResult, afterAt, kept) = (field("tested"), result, field("tested_at"), "")
    switch ExerciseEvent.Outcome(word: result) {
    case .green:
      try History.recordGreen(after, why: "green after \(field("since_green")) changed lines")
    case .planned:
      try History.recordGreen(after, why: History.plannedWhy + ", micro-step \(planned)")
    case .stopped: break
    default:
      guard kind == "tcr" else { break }
      let why = "tcr: " + ExerciseEvent.Outcome(word: result).said
      kept = try saveAttempt(why: why, kind: result, work: work)
      try History.backToGreen()
      (after, afterResult) = (History.greenTree(), History.greenKind())
      afterAt = (try distances(hole: hole, work: work)).map(String.init).joined(separator: " ")
    }
    try record(
      log: Work.log, replay: Work.lesson,
      [
        "mode=" + kind, "result=" + result, "since_green=" + field("since_green"),
        "since_previous=" + field("since_previous"), "tested=" + field("tested"),
        "after_result=" + afterResult, "after=" + after,
        "previous_pos=" + field("previous_pos"), "tested_at=" + field("tested_at"),
        "after_at=" + afterAt, "planned=" + planned,
        "previous_result=" + field("previous_result"), "failing=" + failing, "output=" + output,
        "kept=" + kept, "events=" + work + "/events",
      ])
    try Data((result + "\n").utf8).write(to: URL(fileURLWithPath: work + "/result"))
  }

  /// The micro-step whose planned red the FAILING tests are: the one the work stands at (its
  /// distances to each micro-step's result, TESTED), or the one after PREVIOUS, where it stood
  /// before the run; nil when neither plans them.
  static func plannedRed(hole: String, failing: String, previous: Int, tested: [Int]) throws
    -> Int?
  {
    let mechanics = Lesson(text: try text(of: try lessonFile(of: hole))).mechanics
    return mechanics.plannedRed(
      failing: Text.lines(try text(of: failing)),
      candidates: [Place(distances: tested).position, previous + 1],
      count: replay(in: Work.lesson).count)
  }
}

/// The private history of the green states: a bare repository, .exercise/history.git, whose work
/// tree is the kata, and which only ever holds Exercise/ and its tests. Its branch green is the
/// last green state.
enum History {
  static let folder = ".exercise/history.git"
  /// How the commit of a red the lesson planned starts, which `greenKind` reads back.
  static let plannedWhy = "red as the lesson planned"

  /// Runs git on the history, from the kata's top, with an identity of its own and no hooks.
  @discardableResult
  static func git(_ arguments: [String], quiet: Bool = false, input: String? = nil) throws
    -> String
  {
    let top = FileManager.default.currentDirectoryPath
    let options = [
      "--git-dir=" + top + "/" + folder, "--work-tree=" + top, "-c", "user.name=exercise",
      "-c", "user.email=exercise@example.invalid", "-c", "commit.gpgsign=false",
      "-c", "core.hooksPath=/dev/null", "-c", "gc.auto=0",
    ]
    let (output, status) = try KataTool.git(options + arguments, quiet: quiet, input: input)
    guard status == 0 else {
      throw Failure("git \(arguments.first ?? "") failed on \(folder)", status: 1)
    }
    return KataTool.trailingNewlinesDropped(String(decoding: output, as: UTF8.self))
  }

  /// The work as a tree object; the history is made first, when there is none.
  static func workTree() throws -> String {
    if !FileManager.default.fileExists(atPath: folder) {
      _ = try KataTool.git(["init", "-q", "--bare", folder])
      try git(["symbolic-ref", "HEAD", "refs/heads/green"])
    }
    try git(["add", "-A", "--", Work.code, Work.tests, Work.feature], quiet: true)
    return try git(["write-tree"])
  }

  /// The last green's tree; nothing before the first.
  static func greenTree() -> String {
    (try? git(["rev-parse", "-q", "--verify", "green^{tree}"], quiet: true)) ?? ""
  }

  /// Records TREE as the last green, with WHY as the commit's message.
  static func recordGreen(_ tree: String, why: String) throws {
    let parent = greenTree().isEmpty ? [] : ["-p", "green"]
    let commit = try git(["commit-tree", tree] + parent, input: why + "\n")
    try git(["update-ref", "refs/heads/green", commit])
  }

  /// Puts the last green back into the work.
  static func backToGreen() throws {
    try git(["add", "-A", "--", Work.code, Work.tests, Work.feature], quiet: true)
    try git(["reset", "-q", "--hard", "green"])
  }

  /// The result of the last green state: green, or planned when it is a red the lesson planned.
  static func greenKind() -> String {
    let subject = (try? git(["log", "-1", "--format=%s", "green"], quiet: true)) ?? ""
    return subject.hasPrefix(plannedWhy)
      ? ExerciseEvent.Outcome.planned.word : ExerciseEvent.Outcome.green.word
  }

  /// The lines changed from tree FROM to tree TO; 0 when one is not known.
  static func linesBetween(_ from: String, _ to: String) throws -> Int {
    try KataTool.linesBetween(from, to, history: folder)
  }
}
