// KataTool exercise, the participant's work as files (KataFormats' Workspace.swift has the
// rules): Exercise/ and the test files of Tests/ExerciseTests that are its own, not links to the
// shared suite (the glue, Screen.swift and Step.swift, and any view-model tests); the starting
// step's copy; the saved attempts; and the hole's lesson replayed on it. It runs from the kata's
// top, as Scripts/exercise does; WORK is the script's temporary folder.

import Foundation
import KataFormats

/// Where the exercise keeps the work and its state, from the kata's top.
enum Work {
  static let code = "Exercise"
  static let tests = "Tests/ExerciseTests"
  /// A feature's tests, while a feature build is the hole: its lesson writes or turns them on.
  static let feature = "Tests/ExerciseFeature"
  static let state = ".exercise/state"
  /// The log of the runs and holes (`ExerciseLog`).
  static let log = ".exercise/log"
  /// The lock one run holds at a time, and the process that holds it (`ExerciseLock`).
  static let lock = ".exercise/lock"
  static let lockPid = ".exercise/lock/pid"
  /// The failing tests of the last run, one a line.
  static let lastFailing = ".exercise/last-run.failing"
  /// The starting step's code and own tests, as Exercise/ and Tests/.
  static let pristine = ".exercise/start"
  static let attempts = ".exercise/attempts"
  /// The lesson replayed: split/, state.K (micro-step K's result as the lessons' diffs see the
  /// code: Step/ and StepTests/, module names folded; state.0 is the starting step), size.K (its
  /// changed lines), count (how many applied) and, when none did, par and reference (the
  /// reference's changed lines); for says what it was made for.
  static let lesson = ".exercise/lesson"
}

extension KataTool {
  static func workspace(_ command: String, _ arguments: [String]) throws -> Bool {
    switch (command, arguments.count) {
    case ("diff", 1):
      guard FileManager.default.fileExists(atPath: Work.pristine) else {
        throw Failure("cannot read \(Work.pristine), the starting step's copy", status: 1)
      }
      FileHandle.standardOutput.write(Data(try changesSinceStart(work: arguments[0])))
    case ("state", 0):
      let (start, hole, hints) = try exerciseState()
      print(start, hole, hints)
    case ("signature", 0):
      let signature = signature()
      if !signature.isEmpty { print(signature) }
    case ("wait-change", 1):
      // SIGNATURE: returns once the work's signature differs, polling every second (or every
      // EXERCISE_POLL_SECONDS).
      let environment = ProcessInfo.processInfo.environment
      let interval = Double(environment["EXERCISE_POLL_SECONDS"] ?? "") ?? 1
      ChangeWatch.wait(from: arguments[0], current: signature) {
        Thread.sleep(forTimeInterval: interval)
      }
    case ("unrecorded", 2):
      // RESULT FAILING: what `exercise test` says with nothing started.
      print(
        SuiteSaid.unrecorded(.init(word: arguments[0]), failing: try text(of: arguments[1])),
        terminator: "")
    case ("finish", 4):
      // LOG WORK HOLE RESULT: says the suite's RESULT (its report in WORK/run), notes the
      // compare, its verdict from WORK/verdict and RESULT; a match on green finishes the hole,
      // and says so, else the status is 1.
      let result = ExerciseEvent.Outcome(word: arguments[3])
      print(
        SuiteSaid.compared(result, run: (try? text(of: arguments[1] + "/run")) ?? ""),
        terminator: "")
      let verdict = trailingNewlinesDropped(try text(of: arguments[1] + "/verdict"))
      let noted = try note(
        log: arguments[0], event: "compare", ["verdict=" + verdict, "result=" + arguments[3]])
      guard case .compare(let compare) = noted, compare.finishesTheHole else {
        throw Failure(nil, status: 1)
      }
      let next = try stepCatalog(kata: ".").nextExercise(after: arguments[2])
      let hole = HoleReport(step: try start(ofHole: arguments[2]), hole: arguments[2], title: "")
      print(hole.finished(next: next), terminator: "")
    case ("status", 1):
      print(try holeReport(arguments[0]).status(untouched: try workIsUntouched()), terminator: "")
    default: return false
    }
    return true
  }

  // MARK: - The work

  /// The Swift files of FOLDER, by name, as sh's glob finds them: links followed, or, for OWN,
  /// left out. A step of two modules adds those of its `View/` and `ViewModel/` or `Presenter/`,
  /// as "View/NAME".
  static func swiftFiles(of folder: String, own: Bool = false) -> [String: [UInt8]] {
    var found = ownSwiftFiles(of: folder, own: own)
    for module in Step.moduleFolders {
      for (name, bytes) in ownSwiftFiles(of: folder + "/" + module, own: own) {
        found[module + "/" + name] = bytes
      }
    }
    return found
  }

  private static func ownSwiftFiles(of folder: String, own: Bool) -> [String: [UInt8]] {
    let files = FileManager.default
    var found: [String: [UInt8]] = [:]
    for name in (try? files.contentsOfDirectory(atPath: folder)) ?? []
    where name.hasSuffix(".swift") {
      let path = folder + "/" + name
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
        !own || (try? files.destinationOfSymbolicLink(atPath: path)) == nil,
        let data = files.contents(atPath: path)
      else { continue }
      found[name] = Array(data)
    }
    return found
  }

  /// The work as a snapshot holds it: Exercise/NAME and Tests/NAME, and Feature/NAME when a
  /// feature build is the hole.
  static func workFiles() -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for (name, bytes) in swiftFiles(of: Work.code) { files["Exercise/" + name] = bytes }
    for (name, bytes) in swiftFiles(of: Work.tests, own: true) { files["Tests/" + name] = bytes }
    for (name, bytes) in ownSwiftFiles(of: Work.feature, own: true) {
      files["Feature/" + name] = bytes
    }
    return files
  }

  /// Writes FILES, by their path in FOLDER.
  static func write(_ files: [String: [UInt8]], into folder: String) throws {
    for (path, bytes) in files {
      let file = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }
  }

  /// A copy of the work in FOLDER, as FOLDER/Exercise and FOLDER/Tests.
  static func snapshot(into folder: String) throws {
    for part in ["Exercise", "Tests"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + part, withIntermediateDirectories: true)
    }
    try write(workFiles(), into: folder)
  }

  /// Exercise/, the exercise's own tests and a feature's get FOLDER's Exercise/, Tests/ and
  /// Feature/.
  static func putWork(from folder: String) throws {
    let files = FileManager.default
    for (folder, own) in [(Work.code, false), (Work.tests, true)] {
      for name in swiftFiles(of: folder, own: own).keys {
        try files.removeItem(atPath: folder + "/" + name)
      }
    }
    for name in ownSwiftFiles(of: Work.feature, own: true).keys {
      try files.removeItem(atPath: Work.feature + "/" + name)
    }
    for (name, bytes) in ownSwiftFiles(of: folder + "/Feature", own: false) {
      try write([name: bytes], into: Work.feature)
    }
    // An empty ViewModel/ or Presenter/ left behind would still make the package two modules.
    for module in Step.moduleFolders {
      let path = Work.code + "/" + module
      if let left = try? files.contentsOfDirectory(atPath: path), left.isEmpty {
        try files.removeItem(atPath: path)
      }
    }
    for (name, bytes) in swiftFiles(of: folder + "/Exercise") {
      try write([name: bytes], into: Work.code)
    }
    for (name, bytes) in swiftFiles(of: folder + "/Tests") {
      try write([name: bytes], into: Work.tests)
    }
  }

  /// The work gets step STEP's code and own tests, module name folded, and the copy in
  /// .exercise/start; and, when HOLE is a feature build, its feature's tests as its lesson starts
  /// from them.
  static func fill(from step: String, hole: String = "") throws {
    guard let found = try stepCatalog(kata: ".").step(step) else {
      throw Failure("no step \(step)", status: 2)
    }
    try? FileManager.default.removeItem(atPath: Work.pristine)
    var files: [String: [UInt8]] = [:]
    // A step of two modules names its view model's module in its view: Exercise's, here.
    let fold = NameFold.exercise(fromModule: found.module)
    for (name, bytes) in swiftFiles(of: found.folder) {
      files["Exercise/" + name] = fold.apply(bytes)
    }
    for (name, bytes) in swiftFiles(of: found.tests, own: true) {
      files["Tests/" + name] = fold.apply(bytes)
    }
    if !hole.isEmpty {
      for (name, bytes) in try featureStart(hole: hole) { files["Feature/" + name] = bytes }
    }
    try snapshotFolders(Work.pristine)
    try write(files, into: Work.pristine)
    try putWork(from: Work.pristine)
  }

  static func snapshotFolders(_ folder: String) throws {
    for part in ["Exercise", "Tests"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + part, withIntermediateDirectories: true)
    }
  }

  /// Whether the work is what the exercise gave: the starting step's, or else what git has.
  static func workIsUntouched() throws -> Bool {
    guard FileManager.default.fileExists(atPath: Work.pristine) else {
      let folders = [Work.code, Work.tests, Work.feature]
      return try git(["diff", "--quiet", "HEAD", "--"] + folders).status == 0
        && (try git(["ls-files", "--others", "--exclude-standard"] + folders)).output.isEmpty
    }
    return filesUnder(Work.pristine) == workFiles()
  }

  /// Every file under FOLDER, by its path in it.
  static func filesUnder(_ folder: String) -> [String: [UInt8]] {
    var found: [String: [UInt8]] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return found }
    while let path = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue, let data = FileManager.default.contents(atPath: folder + "/" + path)
      {
        found[path] = Array(data)
      }
    }
    return found
  }

  // MARK: - Attempts

  /// The exercise's state: where it started, its hole and the hints taken.
  static func writeState(start: String, hole: String, hints: String) throws {
    try FileManager.default.createDirectory(atPath: ".exercise", withIntermediateDirectories: true)
    try write("start=\(start)\nhole=\(hole)\nhints=\(hints)\n", to: Work.state)
    try stampNumbering()
  }

  /// The work's files and their checksums, one a line: it changes with any save.
  static func signature() -> String {
    workFiles().sorted(by: { $0.key < $1.key }).map { "\($0.key) \(Cksum.line($0.value))" }
      .joined(separator: "\n")
  }

  /// The hole HOLE, the step it starts from and its lesson's title, as the exercise says them.
  static func holeReport(_ hole: String) throws -> HoleReport {
    HoleReport(
      step: try start(ofHole: hole), hole: hole,
      title: Lesson(text: try text(of: try lessonFile(of: hole))).title ?? "")
  }

  /// START HOLE HINTS, from .exercise/state; or the one line that says what to run.
  static func exerciseState() throws -> (start: String, hole: String, hints: String) {
    let start = stateField("start")
    guard !start.isEmpty else {
      throw Failure(said: "no exercise started yet: run Scripts/exercise start N")
    }
    var hole = stateField("hole")
    if hole.isEmpty, let number = Int(start) { hole = Text.twoDigits(number + 1) }
    guard let step = (try? stepCatalog(kata: "."))?.step(hole) else {
      throw Failure(
        said: "the exercise's hole is step \(hole), which no longer exists: "
          + "run Scripts/exercise start N")
    }
    // A split between the start and the hole: the work started from code no hole starts from.
    if let parent = step.parent, parent != start {
      throw Failure(
        said: "the exercise started from step \(start) for hole \(hole), which a renumbering "
          + "split: run Scripts/exercise start \(parent) (it saves your work first)")
    }
    let hints = stateField("hints")
    return (start, hole, hints.isEmpty ? "0" : hints)
  }

  /// Saves the work in the attempts, unless it is the starting step's, and says where, with WHY
  /// in the attempt and NOTE after the folder's name.
  static func keepWork(work: String, why: String, note: String = ".") throws {
    guard !(try workIsUntouched()) else { return }
    let kept = try saveAttempt(why: why, kind: "", work: work)
    print("Your work is saved in \(kept)/\(note)")
  }

  /// Field NAME of .exercise/state (start, hole, hints); nothing before a start.
  static func stateField(_ name: String) -> String {
    let state = (try? text(of: Work.state)) ?? ""
    return Text.lines(state).first { $0.hasPrefix(name + "=") }
      .map { String($0.dropFirst(name.count + 1)) } ?? ""
  }

  /// Saves the work in .exercise/attempts/, named by its starting step, the time and KIND, with
  /// WHY, its starting step, its hole and its changes since the start; returns the folder.
  static func saveAttempt(why: String, kind: String, work: String) throws -> String {
    let (start, hole) = (stateField("start"), stateField("hole"))
    let name = AttemptName.name(start: start, time: Date(), zone: .current, kind: kind)
    let folder =
      Work.attempts + "/"
      + AttemptName.free(name) { FileManager.default.fileExists(atPath: Work.attempts + "/" + $0) }
    try snapshot(into: folder)
    var files = [
      "why": Array((why + "\n").utf8),
      "start": Array(((start.isEmpty ? "none" : start) + "\n").utf8),
    ]
    if !hole.isEmpty { files["hole"] = Array((hole + "\n").utf8) }
    if FileManager.default.fileExists(atPath: Work.pristine) {
      files["changes.diff"] = try changesSinceStart(work: work)
    }
    try write(files, into: folder)
    return folder
  }

  /// The diff from the starting step to the work, with a/ and b/ paths from the kata's top.
  static func changesSinceStart(work: String) throws -> [UInt8] {
    let changes = work + "/changes"
    try? FileManager.default.removeItem(atPath: changes)
    try snapshotFolders(changes + "/start")
    try write(filesUnder(Work.pristine), into: changes + "/start")
    try snapshot(into: changes + "/now")
    let diff = try git(["diff", "--no-index", "--", "start", "now"], in: changes).output
    return ChangesDiff.fromTop(diff, tests: Work.tests)
  }

  /// Copies the attempt TYPED names to DEST; returns its starting step, its hole and its name.
  static func takeAttempt(_ typed: String, to dest: String) throws -> (String, String, String) {
    let name = AttemptName.typed(typed)
    guard AttemptName.isName(name) else {
      throw Failure(
        said: "'\(name)' is not an attempt's name (Scripts/exercise attempts lists them)")
    }
    let folder = Work.attempts + "/" + name
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder + "/Exercise", isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw Failure(said: "no saved attempt '\(name)' (Scripts/exercise attempts lists them)")
    }
    try? FileManager.default.removeItem(atPath: dest)
    try FileManager.default.copyItem(atPath: folder, toPath: dest)
    let start = AttemptName.start(file: try? text(of: dest + "/start"), name: name)
    guard !start.isEmpty, try stepCatalog(kata: ".").step(start) != nil else {
      throw Failure(said: "cannot tell which step attempt '\(name)' started from")
    }
    let hole = trailingNewlinesDropped((try? text(of: dest + "/hole")) ?? "")
    return (start, hole.isEmpty ? ExerciseHole.mainHole(after: start) : hole, name)
  }
}

extension KataTool {
  // MARK: - The lesson replayed

  /// DEST/Step and DEST/StepTests get STEP's Swift files and own test files, module names folded,
  /// and DEST/Feature, for a feature build, its feature's tests, which every build of it runs.
  static func foldedTree(_ step: Step, into dest: String) throws {
    let fold = try stepCatalog(kata: ".").moduleFold(for: step)
    try? FileManager.default.removeItem(atPath: dest)
    try foldedCopy(step.folder, fold: fold, into: dest + "/Step")
    try foldedCopy(step.tests, fold: fold, into: dest + "/StepTests")
    if let suite = step.featureSuite {
      try foldedCopy(suite.folder, fold: fold, into: dest + "/Feature")
    }
  }

  /// DEST gets FOLDER's own Swift files, folded, and those of its `View/` and `ViewModel/` or
  /// `Presenter/`, in folders of the same names, for a step of two modules.
  static func foldedCopy(_ folder: String, fold: NameFold, into dest: String) throws {
    try FileManager.default.createDirectory(atPath: dest, withIntermediateDirectories: true)
    try write(swiftFiles(of: folder, own: true).mapValues(fold.apply), into: dest)
  }

  /// The work as foldedTree gives a step: its code, its tests over the starting step's, and a
  /// feature's tests when it has them.
  static func foldedWork(start: String, into dest: String) throws {
    let catalog = try stepCatalog(kata: ".")
    try? FileManager.default.removeItem(atPath: dest)
    // The code names no module but its view model's, in a step of two modules.
    try write(
      swiftFiles(of: Work.code).mapValues { ExerciseGlue.folded(catalog.moduleFold.apply($0)) },
      into: dest + "/Step")
    try foldedCopy(
      catalog.step(start)?.tests ?? "", fold: catalog.moduleFold, into: dest + "/StepTests")
    try write(
      swiftFiles(of: Work.tests, own: true).mapValues(ExerciseGlue.folded),
      into: dest + "/StepTests")
    try write(ownSwiftFiles(of: Work.feature, own: true), into: dest + "/Feature")
  }

  /// The feature's tests as the lesson of HOLE, a feature build, starts from them: the kata's,
  /// less what its micro-steps change (the build that writes them first starts without them);
  /// none for another hole. As `Scripts/check-lessons` replays the lesson.
  static func featureStart(hole: String) throws -> [String: [UInt8]] {
    let catalog = try stepCatalog(kata: ".")
    guard let step = catalog.step(hole), let suite = step.featureSuite else { return [:] }
    let files = FileManager.default
    let place = files.currentDirectoryPath + "/" + Work.lesson + ".feature"
    try? files.removeItem(atPath: place)
    defer { try? files.removeItem(atPath: place) }
    try foldedCopy(suite.folder, fold: catalog.moduleFold(for: step), into: place + "/tree/Feature")
    try files.createDirectory(atPath: place + "/split", withIntermediateDirectories: true)
    let total = try split(
      Lesson(text: try text(of: step.folder + "/README.md")), into: place + "/split")
    try undoFeatureChanges(in: place + "/tree", split: place + "/split", count: total)
    return swiftFiles(of: place + "/tree/Feature", own: true)
  }

  /// Undoes in TREE/Feature each change the lesson's diffs SPLIT/diff.K make to Feature/, from K =
  /// COUNT down to 1.
  static func undoFeatureChanges(in tree: String, split: String, count: Int) throws {
    for k in stride(from: count, through: 1, by: -1) {
      let diff = split + "/diff.\(k)"
      guard (try? text(of: diff))?.contains("diff --git a/Feature/") == true else { continue }
      let undone = try git(
        ["apply", "-R", "--include=Feature/*", "--whitespace=nowarn", diff], in: tree, quiet: true,
        environment: ["GIT_CEILING_DIRECTORIES": (tree as NSString).deletingLastPathComponent])
      guard undone.status == 0 else {
        throw Failure("micro-step \(k)'s change to the feature's tests does not undo", status: 1)
      }
    }
  }

  /// The lines changed from folder A to folder B, as git counts them.
  static func distance(_ a: String, _ b: String) throws -> Int {
    let numstat = try git(["diff", "--no-index", "--numstat", "--", a, b], quiet: true).output
    return Numstat.changedLines(String(decoding: numstat, as: UTF8.self))
  }

  /// The lesson of the hole HOLE: its step's.
  static func lessonFile(of hole: String) throws -> String {
    guard let step = try stepCatalog(kata: ".").step(hole) else {
      throw Failure("no step \(hole) for the hole", status: 2)
    }
    return step.folder + "/README.md"
  }

  /// The step the hole HOLE is played from: its parent.
  static func start(ofHole hole: String) throws -> String {
    guard let start = try stepCatalog(kata: ".").step(hole)?.parent else {
      throw Failure("no step to play hole \(hole) from", status: 2)
    }
    return start
  }

  /// Replays the lesson of the hole HOLE in .exercise/lesson/ (see `Work.lesson`), unless it is
  /// there already; returns how many micro-steps applied.
  static func prepareLesson(hole: String, work: String) throws -> Int {
    let files = FileManager.default
    let lessonFile = try lessonFile(of: hole)
    let start = try start(ofHole: hole)
    // Made again when the hole or its lesson changed, or these files ("3").
    let lessonSum = Cksum.line(Array(files.contents(atPath: lessonFile) ?? Data()))
    let key = "4 \(start) \(hole) \(lessonSum)"
    if trailingNewlinesDropped((try? text(of: Work.lesson + "/for")) ?? "") == key,
      let count = try? text(of: Work.lesson + "/count")
    {
      return Text.whole(count)
    }
    let catalog = try stepCatalog(kata: ".")
    guard let step = catalog.step(start) else { throw Failure("no step \(start)", status: 2) }
    let lesson = files.currentDirectoryPath + "/" + Work.lesson
    try? files.removeItem(atPath: lesson)
    try files.createDirectory(atPath: lesson + "/split", withIntermediateDirectories: true)
    let total = try split(Lesson(text: try text(of: lessonFile)), into: lesson + "/split")
    try foldedTree(step, into: lesson + "/state.0")
    // A feature build's lesson starts from its feature's tests, less what it changes in them.
    if let next = catalog.step(hole), let suite = next.featureSuite {
      try foldedCopy(
        suite.folder, fold: catalog.moduleFold(for: next), into: lesson + "/state.0/Feature")
      try undoFeatureChanges(in: lesson + "/state.0", split: lesson + "/split", count: total)
    }
    var count = 0
    while count < total {
      let k = count + 1
      let (before, after) = (lesson + "/state.\(count)", lesson + "/state.\(k)")
      try files.copyItem(atPath: before, toPath: after)
      let applied = try git(
        ["apply", "--whitespace=nowarn", lesson + "/split/diff.\(k)"], in: after, quiet: true,
        environment: ["GIT_CEILING_DIRECTORIES": lesson])
      guard applied.status == 0 else {
        try files.removeItem(atPath: after)
        break
      }
      try write(["size.\(k)": Array("\(try distance(before, after))\n".utf8)], into: lesson)
      count = k
    }
    if count == 0, let next = catalog.step(hole) {
      try foldedTree(next, into: work + "/reference")
      let reference = try distance(lesson + "/state.0", work + "/reference")
      try write(
        ["par": Array("\(total)\n".utf8), "reference": Array("\(reference)\n".utf8)], into: lesson)
    }
    try write(["count": Array("\(count)\n".utf8), "for": Array("\(key)\n".utf8)], into: lesson)
    return count
  }

  /// The lines from the work to each micro-step's result of the hole HOLE's lesson, the starting
  /// step's first; work that matches one except layout stands at it (`Layout.distances`).
  static func distances(hole: String, work: String) throws -> [Int] {
    let count = try prepareLesson(hole: hole, work: work)
    try foldedWork(start: try start(ofHole: hole), into: work + "/where")
    return try Layout.distances(
      from: work + "/where", to: (0...count).map { Work.lesson + "/state.\($0)" },
      files: swiftFiles(in:), distance: distance)
  }

  static func trailingNewlinesDropped(_ text: String) -> String {
    var text = text
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The lines changed from tree FROM to tree TO in the git folder HISTORY; 0 when one is not
  /// known.
  static func linesBetween(_ from: String, _ to: String, history: String) throws -> Int {
    guard !from.isEmpty, !to.isEmpty else { return 0 }
    let numstat = try git(["--git-dir=" + history, "diff", "--numstat", from, to]).output
    return Numstat.changedLines(String(decoding: numstat, as: UTF8.self))
  }

  /// Runs git with ARGUMENTS: see `run`.
  static func git(
    _ arguments: [String], in folder: String? = nil, quiet: Bool = false,
    environment: [String: String] = [:], input: String? = nil
  ) throws -> (output: [UInt8], status: Int32) {
    try run(["git"] + arguments, in: folder, quiet: quiet, environment: environment, input: input)
  }

  /// Runs COMMAND, found on the PATH, in FOLDER (here when nil), with ENVIRONMENT added, INPUT
  /// on its standard input when given, its standard error the tool's, or none when QUIET; returns
  /// its standard output, unless SHOWING it as the tool's, and its status.
  static func run(
    _ command: [String], in folder: String? = nil, quiet: Bool = false, showing: Bool = false,
    environment: [String: String] = [:], input: String? = nil
  ) throws -> (output: [UInt8], status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    if !showing { process.standardOutput = output }
    if quiet { process.standardError = FileHandle.nullDevice }
    let standardInput = Pipe()
    if input != nil { process.standardInput = standardInput }
    // Not waitUntilExit, which on Linux notices the end only every 50 ms.
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    if let input {
      // Short, as a commit's message is: the pipe holds it all.
      standardInput.fileHandleForWriting.write(Data(input.utf8))
      try standardInput.fileHandleForWriting.close()
    }
    let data = showing ? Data() : output.fileHandleForReading.readDataToEndOfFile()
    ended.wait()
    return (Array(data), process.terminationStatus)
  }
}
