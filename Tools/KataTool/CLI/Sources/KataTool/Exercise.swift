// KataTool exercise: what Scripts/exercise asks of the workshop exercise's formats. The script
// keeps to process glue (swift test, Ctrl-C, waiting for a save); its log, golf card, hints and
// messages are read and written here, the work's files in Workspace.swift, and its usage, start,
// reset, restore, one run's bookkeeping and the private history of greens in ExerciseRun.swift.

import Foundation
import KataFormats

#if canImport(Glibc)
  import Glibc
#endif

/// Where `exercise output` marks that Ctrl-C reached it: a C string, for its signal handler.
nonisolated(unsafe) var stopMark: UnsafeMutablePointer<CChar>?

extension KataTool {
  static func exercise(_ command: String, _ arguments: [String]) throws {
    // A state from before a renumbering reads in the new numbers first.
    try readOldNumbering()
    switch (command, arguments.count) {
    case ("lights", 1), ("lights-in-colour", 1):
      let log = ExerciseLog(text: try text(of: arguments[0]))
      print(log.trafficLights(colour: command == "lights-in-colour"), terminator: "")
    case ("score", 2), ("card", 2):
      let log = ExerciseLog(text: try text(of: arguments[0]))
      let pars = log.pars { lesson(ofStep: $0, in: arguments[1]) }
      print(command == "card" ? log.card(pars: pars) : log.score(pars: pars), terminator: "")
    case ("share", 3), ("share", 4):
      try share(
        log: arguments[0], steps: arguments[1], room: arguments[2],
        name: arguments.count == 4 ? arguments[3] : "")
    case ("room", 1): print(try room(in: arguments[0]), terminator: "")
    case ("attempts", 1): print(attempts(in: arguments[0]), terminator: "")
    case ("hint", 4):
      // WORK START HOLE HINTS: the next hint, a rung higher (see `HintLadder`), which the state
      // keeps.
      let (work, hole) = (arguments[0], arguments[2])
      let rung = HintLadder.next(after: Text.whole(arguments[3]))
      try writeState(start: arguments[1], hole: hole, hints: String(rung))
      let log = (try? text(of: Work.log)).map { ExerciseLog(text: $0) }
      if let finished = log?.finishedHint(hole: hole) {
        print(finished, terminator: "")
        return
      }
      let lesson = Lesson(text: try text(of: try lessonFile(of: hole)))
      let count = rung < 3 ? 0 : try prepareLesson(hole: hole, work: work)
      let place =
        count == 0
        ? Place(position: 0, offset: 0) : Place(distances: try distances(hole: hole, work: work))
      let lastRun = log?.lastState?.result
      print(
        lesson.hint(rung, replayed: count, at: place, lastRun: lastRun ?? .green), terminator: "")
    case ("compare", 2): try compare(work: arguments[0], hole: arguments[1])
    case ("target", 1):
      // The hole `Scripts/exercise start ARGUMENT` plays: START HOLE, or the one line that says
      // why there is none.
      do {
        let target = try stepCatalog(kata: ".").exerciseHole(named: arguments[0])
        print(target.start, target.hole)
      } catch let problem as StepProblem {
        throw Failure(said: problem.message)
      }
    case ("verdict", 4):
      // STATUS-FILE STOPPED-MARK FAILING EVENTS: how the suite's run ended; a run that wrote
      // no status failed.
      let status =
        (try? text(of: arguments[0])).flatMap {
          Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        } ?? 1
      let events = try? text(of: arguments[3])
      let outcome = ExerciseEvent.Outcome(
        status: status, stopped: FileManager.default.fileExists(atPath: arguments[1]),
        anyFailing: !((try? text(of: arguments[2])) ?? "").isEmpty,
        testsRan: events.map { TestEventStream(text: $0).casesEnded } ?? 0)
      print(outcome.word)
    case ("lock", 1):
      try lock(pid: Int32(Text.whole(arguments[0])))
    case ("unlock", 1):
      if ExerciseLock.holder(try? text(of: Work.lockPid)) == Int32(Text.whole(arguments[0])) {
        try? FileManager.default.removeItem(atPath: Work.lock)
      }
    case ("output", 6):
      stopMark = strdup(arguments[3])
      signal(SIGINT) { _ in
        if let mark = stopMark {
          let file = open(mark, O_CREAT | O_WRONLY, 0o644)
          if file >= 0 { close(file) }
        }
      }
      // The run waits on the fifo MARK.armed, when there is one, until Ctrl-C can be heard.
      if let armed = FileHandle(forWritingAtPath: arguments[3] + ".armed") {
        armed.write(Data("armed\n".utf8))
        try? armed.close()
      }
      filterOutput(
        ScratchOutput(scratch: arguments[0], top: arguments[1], tests: arguments[2]),
        events: arguments[4], live: LiveOutput(quiet: arguments[5] == "quiet"))
    default:
      if !(try workspace(command, arguments)), !(try exerciseRun(command, arguments)) {
        throw Failure(usage, status: 2)
      }
    }
  }

  // MARK: - The log

  /// Appends to LOG the event EVENT (start, reset, restore or compare), now, with FIELDS given as
  /// NAME=VALUE, named as the log names them.
  @discardableResult
  static func note(log: String, event: String, _ fields: [String]) throws -> ExerciseEvent {
    guard event != "run", let names = ExerciseEvent.fieldNames[event] else {
      throw Failure("no event '\(event)' to note (start, reset, restore or compare)", status: 2)
    }
    var values = try named(fields, among: names)
    values["time"] = "\(Int(Date().timeIntervalSince1970))"
    let noted = ExerciseEvent(name: event, fields: values)
    try append(noted, to: log)
    return noted
  }

  /// Appends to LOG one run of the suite, now, with where the work stood, its stroke's worth (from
  /// the lesson replayed in REPLAY) and its cost, and says how it went. FIELDS, as NAME=VALUE, are
  /// the run's fields in the log but its time, tested_pos, after_pos, worth and cost, and:
  /// tested_at and after_at, the lines from the work tested and after the run to each
  /// micro-step's result (DISTANCE ...); previous_result, how the run before ended; failing, the
  /// file of the failing tests' names; output, the file of the run's whole output; kept, the
  /// folder tcr kept the attempt in; events, the run's event stream, which ranks the failures.
  static func record(log: String, replay folder: String, _ fields: [String]) throws {
    let computed = ["tested_pos", "after_pos", "worth", "cost", "path"]
    let extras = [
      "tested_at", "after_at", "previous_result", "failing", "output", "kept", "events",
    ]
    let runFields = (ExerciseEvent.fieldNames["run"] ?? []).filter { !computed.contains($0) }
    var values = try named(fields, among: runFields + extras)
    if values["result"] == ExerciseEvent.Outcome.stopped.word {
      // Stopped: noted as such, with nothing charged, and the log's last state left as it was.
      try note(
        log: log, event: "stopped",
        ["mode=" + (values["mode"] ?? ""), "tested=" + (values["tested"] ?? "")])
      var report = RunReport(
        kind: .init(word: values["mode"] ?? ""), result: .stopped, linesSinceGreen: 0)
      report.outputFile = values["output"] ?? ""
      print(report.text, terminator: "")
      return
    }
    // The runs before this one: where they left the work, on the lesson's path or not.
    let logged = (try? text(of: log)).map { ExerciseLog(text: $0) } ?? ExerciseLog(text: "")
    values["time"] = "\(Int(Date().timeIntervalSince1970))"
    let replay = replay(in: folder)
    guard let run = logged.recording(values, replay: replay) else { return }
    try append(.run(run), to: log)
    var report = RunReport(kind: run.kind, result: run.result, linesSinceGreen: run.linesSinceGreen)
    report.planned = run.planned
    report.count = replay.count
    report.kept = values["kept"] ?? ""
    report.outputFile = values["output"] ?? ""
    if ![.green, .red, .planned].contains(run.result) {
      // A run that did not compile shows its errors from the output.
      report.output = values["output"].flatMap { try? text(of: $0) } ?? ""
    }
    report.failing = values["failing"].flatMap { try? text(of: $0) }.map(Text.lines) ?? []
    if let stream = values["events"].flatMap({ FileManager.default.contents(atPath: $0) }) {
      // Ranked from the event stream: the failures that name the broken behaviour first.
      let ranked = TestEventStream(data: stream).rankedFailures
      if !ranked.isEmpty {
        report.failing = ranked.map(\.name)
        report.firstSaid = ranked[0].said
      }
    }
    print(report.text, terminator: "")
  }

  /// NAME=VALUE arguments as a dictionary; a name not among NAMES stops the tool.
  static func named(_ arguments: [String], among names: [String]) throws -> [String: String] {
    var values: [String: String] = [:]
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "="), names.contains(String(argument[..<equals]))
      else {
        throw Failure(
          "'\(argument)' is no NAME=VALUE of \(names.joined(separator: ", "))", status: 2)
      }
      values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
    }
    return values
  }

  static func append(_ event: ExerciseEvent, to log: String) throws {
    guard let line = event.line else { return }
    let files = FileManager.default
    guard files.fileExists(atPath: log) || files.createFile(atPath: log, contents: nil),
      let handle = FileHandle(forWritingAtPath: log)
    else {
      throw Failure("cannot write \(log)", status: 1)
    }
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Writes into ROOM/NAME/ the pair's card, for the room, and what the pair reads: the score,
  /// the traffic lights and the raw log; says where. NAME: the one given, else git's user.name,
  /// else the login, as a folder's name (`PairName`). What stops it is said for the script.
  static func share(log file: String, steps: String, room typed: String, name given: String) throws
  {
    let room = SharedFolder.normalized(typed)
    if let problem = SharedFolder.problem(room, found(room)) { throw Failure(said: problem) }
    var name = given
    if name.isEmpty {
      name = trailingNewlinesDropped(
        String(
          decoding: (try? git(["config", "user.name"], quiet: true))?.output ?? [], as: UTF8.self))
    }
    if name.isEmpty { name = ProcessInfo.processInfo.environment["USER"] ?? "pair" }
    let folder = PairName.folder(name)
    guard !folder.isEmpty else { throw Failure(said: "'\(name)' is not a name for a folder") }
    let dest = room + "/" + folder
    guard let raw = FileManager.default.contents(atPath: file) else {
      throw Failure("cannot read \(file)", status: 1)
    }
    let log = ExerciseLog(text: String(decoding: raw, as: UTF8.self))
    let pars = log.pars { lesson(ofStep: $0, in: steps) }
    guard
      (try? FileManager.default.createDirectory(atPath: dest, withIntermediateDirectories: true))
        != nil
    else { throw Failure(said: "cannot write into '\(room)'") }
    for (name, data) in [
      ("card", Data(log.card(pars: pars).utf8)), ("score.txt", Data(log.score(pars: pars).utf8)),
      ("log.txt", Data(log.trafficLights(colour: false).utf8)), ("log", raw),
    ] where !FileManager.default.createFile(atPath: dest + "/" + name, contents: data) {
      throw Failure(said: "cannot write into '\(dest)'")
    }
    print("Shared as \(dest)/ (card, score.txt, log.txt and the raw log).")
  }

  /// What stands at PATH: a folder, a file or nothing.
  static func found(_ path: String) -> SharedFolder.Found {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .nothing
    }
    return isFolder.boolValue ? .folder : .file
  }

  // MARK: - The lesson and the steps

  /// The lesson replayed in FOLDER, as `prepareLesson` writes it: count (the micro-steps
  /// replayed as code), size.K (each one's changed lines) and, when none was, par and reference
  /// (the reference's changed lines). A file missing reads as 0.
  static func replay(in folder: String) -> Replay {
    func number(_ name: String) -> Int {
      Text.whole((try? text(of: folder + "/" + name)) ?? "")
    }
    let count = number("count")
    return Replay(
      sizes: count > 0 ? (1...count).map { number("size.\($0)") } : [],
      par: number("par"), referenceLines: number("reference"))
  }

  /// The lesson of step NN in the kata whose STEPS folder is given (`StepCatalog` finds the
  /// step); nil when there is no such step.
  static func lesson(ofStep step: String, in steps: String) -> Lesson? {
    let kata = URL(fileURLWithPath: steps).deletingLastPathComponent().path
    guard let folder = (try? stepCatalog(kata: kata))?.step(step)?.folder else { return nil }
    return Lesson(text: (try? text(of: kata + "/" + folder + "/README.md")) ?? "")
  }

  // MARK: - compare and the test output

  /// The Swift files under FOLDER, by their path in it; links are left out.
  static func swiftFiles(in folder: String) -> [String: [UInt8]] {
    let files = FileManager.default
    var found: [String: [UInt8]] = [:]
    func walk(_ relative: String) {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      for name in (try? files.contentsOfDirectory(atPath: path)) ?? [] {
        let child = relative.isEmpty ? name : relative + "/" + name
        let type =
          (try? files.attributesOfItem(atPath: folder + "/" + child))?[.type] as? FileAttributeType
        if type == .typeDirectory {
          walk(child)
        } else if type == .typeRegular, name.hasSuffix(".swift"),
          let data = files.contents(atPath: folder + "/" + child)
        {
          found[child] = Array(data)
        }
      }
    }
    walk("")
    return found
  }

  /// Says how the work compares with the reference, the hole's step HOLE, both as foldedTree
  /// gives a step: the same, the same but for layout (both formatted), or the difference; and
  /// writes the verdict, match, layout or differs, into WORK/verdict.
  static func compare(work: String, hole next: String) throws {
    guard let reference = try stepCatalog(kata: ".").step(next) else {
      throw Failure("no step \(next) for the hole", status: 2)
    }
    let folder = work + "/compare"
    try foldedWork(start: try start(ofHole: next), into: folder + "/Exercise")
    try foldedTree(reference, into: folder + "/Step" + next)
    let trees = ["Exercise", "Step" + next]
    func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    var verdict = "differs"
    if try run(["git", "diff", "--no-index", "--quiet", "--"] + trees, in: folder, quiet: true)
      .status == 0
    {
      verdict = "match"
      say("Exercise/ matches the reference step \(next).")
    } else {
      let configuration = FileManager.default.currentDirectoryPath + "/.swift-format"
      let formatted = try trees.allSatisfy { tree in
        let options =
          FileManager.default.fileExists(atPath: configuration)
          ? ["--configuration", configuration] : []
        let format = ["swift", "format", "format", "--in-place", "--recursive"] + options + [tree]
        return try run(format, in: folder, quiet: true).status == 0
      }
      if Layout.same(
        swiftFiles(in: folder + "/" + trees[0]), swiftFiles(in: folder + "/" + trees[1]))
      {
        verdict = "layout"
        say("Exercise/ matches the reference step \(next) except layout.")
      } else if formatted {
        say(
          "Your Exercise/ (-) against the reference step \(next) (+), both formatted, module names folded:"
        )
      } else {
        say(
          "Your Exercise/ (-) against the reference step \(next) (+), module names folded (swift "
            + "format is not there to set layout aside):")
      }
      if verdict != "layout" {
        _ = try run(
          ["git", "diff", "--no-index", "--no-prefix", "-M", "--"] + trees, in: folder,
          showing: true)
      }
    }
    try write(["verdict": Array((verdict + "\n").utf8)], into: work)
  }

  /// Takes the exercise's lock for the script whose process is PID, waiting while another live
  /// process holds it; a lock whose process is gone is taken over. See `ExerciseLock`.
  static func lock(pid: Int32) throws {
    let files = FileManager.default
    let interval = Double(ProcessInfo.processInfo.environment["EXERCISE_POLL_SECONDS"] ?? "") ?? 0.2
    var said = false
    try files.createDirectory(
      atPath: (Work.lock as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    while true {
      if (try? files.createDirectory(atPath: Work.lock, withIntermediateDirectories: false)) != nil
      {
        guard files.createFile(atPath: Work.lockPid, contents: Data("\(pid)\n".utf8)) else {
          throw Failure("cannot write \(Work.lockPid)", status: 1)
        }
        return
      }
      let holder = ExerciseLock.holder(try? text(of: Work.lockPid))
      switch ExerciseLock.decision(
        found: found(Work.lock), holder: holder, me: pid,
        isAlive: { kill($0, 0) == 0 || errno == EPERM })
      {
      case .again: continue
      case .blocked: throw Failure("cannot make \(Work.lock): a file is in its place", status: 1)
      case .mine: return
      case .stale:
        // Moved aside first, so that of two runs that find it stale, one takes it over.
        let aside = Work.lock + ".stale.\(pid)"
        if (try? files.moveItem(atPath: Work.lock, toPath: aside)) != nil {
          if ExerciseLock.holder(try? text(of: aside + "/pid")) == holder {
            try? files.removeItem(atPath: aside)
          } else {
            try? files.moveItem(atPath: aside, toPath: Work.lock)
          }
        }
      case .wait:
        if !said, let holder {
          FileHandle.standardError.write(Data(ExerciseLock.waiting(holder: holder).utf8))
          said = true
        }
        Thread.sleep(forTimeInterval: interval)
      }
    }
  }

  /// Copies standard input to standard output, the log, line by line as it comes, through
  /// FILTER; and to standard error the lines LIVE shows, until the run's EVENTS file has a record.
  static func filterOutput(_ filter: ScratchOutput, events: String, live: LiveOutput) {
    var (filter, live) = (filter, live)
    var pending: [UInt8] = []
    let output = FileHandle.standardOutput
    func emit(_ line: [UInt8]) {
      guard let shown = filter.line(line) else { return }
      let data = Data(shown + [UInt8(ascii: "\n")])
      output.write(data)
      let size = (try? FileManager.default.attributesOfItem(atPath: events))?[.size] as? Int
      if live.shows(eventsWritten: (size ?? 0) > 0) { FileHandle.standardError.write(data) }
    }
    while case let data = FileHandle.standardInput.availableData, !data.isEmpty {
      pending += data
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        emit(Array(pending[..<end]))
        pending.removeSubrange(...end)
      }
    }
    if !pending.isEmpty { emit(pending) }
  }

  /// The attempts saved in FOLDER, each a folder; a hidden one is none.
  static func attempts(in folder: String) -> String {
    let files = FileManager.default
    let names = ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && files.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    return SavedAttempts.listing(
      folder: folder, attempts: names.map { ($0, try? text(of: folder + "/" + $0 + "/why")) })
  }

  /// Every pair's card in the room's shared folder TYPED: FOLDER/PAIR/card, a file; a hidden folder
  /// is no pair. A folder that is missing, or where no pair shared yet, is said for the script.
  static func room(in typed: String) throws -> String {
    let folder = SharedFolder.normalized(typed)
    if let problem = SharedFolder.problem(folder, found(folder)) { throw Failure(said: problem) }
    let files = FileManager.default
    let pairs = try files.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    var cards: [RoomCard] = []
    for pair in pairs {
      let card = folder + "/" + pair + "/card"
      guard found(card) == .file, let text = try? text(of: card) else { continue }
      cards += Text.lines(text).filter { !$0.isEmpty }.map { RoomCard(pair: pair, line: $0) }
    }
    guard !cards.isEmpty else {
      throw Failure(
        said: "no pair has shared into '\(folder)' yet (Scripts/exercise share \(folder))")
    }
    return RoomCard.table(cards)
  }
}
