// The kata's typed tool: for the scripts, which keep to git and process glue, it answers what a
// step is, reads the lessons, the syllabus, the exercise's log and Swift Testing's event stream,
// checks the kata's rules, and writes the exercise's log, the scratch package and the tour's DocC
// catalog. The formats are in KataFormats; this is only the command line.
// Scripts/lib/steps.sh builds it (need_kata_tool) and runs it.

import Foundation
import KataFormats

@main
enum KataTool {
  static let usage = """
    usage: KataTool -h | --help
           KataTool lesson summary|outline LESSON
           KataTool lesson split LESSON FOLDER
           KataTool feature-start DIR SPLIT COUNT
           KataTool syllabus column SYLLABUS HEADER
           KataTool scratch-package DEST MODULE CODE TESTS KATA [--suite MODULE FOLDER]
                                    [--reference MODULE FOLDER] [--whole-modules]
           KataTool steps KATA | steps id KATA ARGUMENT | steps children KATA STEP
           KataTool steps titles KATA
           KataTool steps new KATA main NAME | branch BRANCH NAME | feature FEATURE BASE
           KataTool steps list KATA FOLDER | steps make KATA PARENT FOLDER
           KataTool fold STEP DEST | fold-copy FOLDER DEST [STEP] | fold-steps DEST
           KataTool tour KATA STAGE MOMENTS CATALOG [STEP]
           KataTool closing line ["NAME 1"; "NAME 2"]
           KataTool closing red-tests CLOSING-FILE
           KataTool closing planned-reds FOLDER
           KataTool exercise lights|lights-in-colour LOG
           KataTool exercise score|card LOG STEPS
           KataTool exercise share LOG STEPS FOLDER [NAME]
           KataTool exercise room|attempts FOLDER
           KataTool exercise usage | start STEP WORK | reset WORK | restore ATTEMPT WORK
           KataTool exercise times SCRATCH
           KataTool exercise before-run WORK START HOLE | after-run KIND WORK HOLE OUTPUT
           KataTool exercise hint WORK START HOLE HINTS
           KataTool exercise signature | wait-change SIGNATURE | diff WORK
           KataTool exercise status HOLE | finish LOG WORK HOLE RESULT
           KataTool exercise unrecorded RESULT FAILING
           KataTool exercise compare WORK HOLE | target STEP
           KataTool exercise output SCRATCH/ TOP/ TESTS/ STOPPED-MARK EVENTS quiet|shown
           KataTool exercise verdict STATUS-FILE STOPPED-MARK FAILING EVENTS
           KataTool exercise lock|unlock PID
           KataTool exercise state
           KataTool results failing|ran|behaviours|account|steps EVENTS
           KataTool measure EVENTS ID...
           KataTool mutants list MUTANTS | apply MUTANTS LINE CODE
           KataTool mutants schema MUTANTS CODE MAP [LINE ...] | blame MAP LOG
           KataTool kata steps PACKAGE-SWIFT
           KataTool kata stand-in-api FOLDER
           KataTool kata check KATA SIZES SIZES-STATUS TRACKED
           KataTool renumber plan|manifest|record KATA MAP | text MAP FILE... | again KATA FILE...
           KataTool renumber starts KATA
    """

  static func main() {
    do {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch let failure as Failure {
      if let message = failure.message, failure.forTheScript {
        print(message)
      } else if let message = failure.message {
        FileHandle.standardError.write(Data("KataTool: \(message)\n".utf8))
      }
      exit(failure.status)
    } catch {
      FileHandle.standardError.write(Data("KataTool: \(error)\n".utf8))
      exit(1)
    }
  }

  static func run(_ arguments: [String]) throws {
    switch (arguments.first, arguments.dropFirst().first, arguments.count) {
    case ("-h", nil, 1), ("--help", nil, 1): print(usage)
    case ("lesson", let command?, 3), ("lesson", let command?, 4):
      try lesson(command, file: arguments[2], argument: arguments.count == 4 ? arguments[3] : nil)
    case ("feature-start", _, 4):
      try featureStart(arguments[1], split: arguments[2], count: Text.whole(arguments[3]))
    case ("syllabus", let command?, 3...4):
      try syllabus(command, file: arguments[2], arguments: Array(arguments.dropFirst(3)))
    case ("scratch-package", _, 6...): try scratchPackage(Array(arguments.dropFirst()))
    case ("steps", _, 2): printLines(try stepCatalog(kata: arguments[1]).lines)
    case ("steps", let command?, 3...6): try steps(command, Array(arguments.dropFirst(2)))
    case ("tour", _, 5), ("tour", _, 6):
      try tour(
        kata: arguments[1], stage: arguments[2], moments: arguments[3], catalog: arguments[4],
        step: arguments.count == 6 ? arguments[5] : nil)
    case ("closing", "line", 2): print(Closing.green.line)
    case ("closing", "line", 3) where arguments[2].isEmpty: print(Closing.green.line)
    case ("closing", "line", 3):
      print(Closing.plannedRed(failing: Closing.names(in: Substring(arguments[2]))).line)
    case ("closing", "red-tests", 3):
      for line in Text.lines(try text(of: arguments[2])) {
        if case .plannedRed(let failing)? = Closing(line: line) { printLines(failing) }
      }
    case ("closing", "planned-reds", 3): print(try plannedReds(in: arguments[2]))
    case ("fold", _, 3):
      // STEP DEST, from the kata's top: see `foldedTree`.
      guard let step = try stepCatalog(kata: ".").step(arguments[1]) else {
        throw Failure("no step \(arguments[1])", status: 2)
      }
      try foldedTree(step, into: arguments[2])
    case ("fold-copy", _, 3...4):
      // FOLDER DEST [STEP]: folded as STEP's files are, when it is given (see `foldedTree`).
      let catalog = try stepCatalog(kata: ".")
      var fold = catalog.moduleFold
      if arguments.count == 4 {
        guard let step = catalog.step(arguments[3]) else {
          throw Failure("no step \(arguments[3])", status: 2)
        }
        fold = catalog.moduleFold(for: step)
      }
      try foldedCopy(arguments[1], fold: fold, into: arguments[2])
    case ("fold-steps", _, 2):
      // DEST: DEST/ID gets each step's own sources, folded, as fold-copy gives them one at a time.
      let catalog = try stepCatalog(kata: ".")
      for step in catalog.steps {
        try foldedCopy(
          step.folder, fold: catalog.moduleFold(for: step), into: arguments[1] + "/" + step.id)
      }
    case ("exercise", let command?, 2...): try exercise(command, Array(arguments.dropFirst(2)))
    case ("results", let command?, 3): try results(command, events: arguments[2])
    case ("measure", let events?, 3...):
      try measure(events: events, ids: Array(arguments.dropFirst(2)))
    case ("kata", let command?, 3...): try kata(command, arguments: Array(arguments.dropFirst(2)))
    case ("renumber", let command?, 3...): try renumber(command, Array(arguments.dropFirst(2)))
    case ("mutants", let command?, 3...): try mutants(command, Array(arguments.dropFirst(2)))
    default:
      throw Failure(usage, status: 2)
    }
  }

  // MARK: - Lessons

  static func lesson(_ command: String, file: String, argument: String?) throws {
    let lesson = Lesson(text: try text(of: file))
    switch (command, argument) {
    case ("summary", nil): printLines(lesson.summary)
    case ("outline", nil): printLines(lesson.outline)
    case ("split", let folder?): print(try split(lesson, into: folder))
    default: throw Failure(usage, status: 2)
    }
  }

  /// Writes into FOLDER, for each micro-step K: title.K, prose.K (between the heading and the
  /// diff), diff.K, closing.K (its closing line) and after.K (what follows it, up to the next
  /// micro-step); and around them: head, intro and rest (see `Mechanics`). A part without lines
  /// has no file, but a title and a diff. Returns the number of micro-steps.
  static func split(_ lesson: Lesson, into folder: String) throws -> Int {
    let files = FileManager.default
    let parts = ["title.", "prose.", "diff.", "closing.", "after."]
    for name in (try? files.contentsOfDirectory(atPath: folder)) ?? []
    where parts.contains(where: name.hasPrefix) || ["head", "intro", "rest"].contains(name) {
      try files.removeItem(atPath: folder + "/" + name)
    }
    func write(_ lines: [String], to name: String, evenEmpty: Bool = false) throws {
      guard evenEmpty || !lines.isEmpty else { return }
      let text = lines.map { $0 + "\n" }.joined()
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    let mechanics = lesson.mechanics
    try write(mechanics.head, to: "head")
    try write(mechanics.intro, to: "intro")
    try write(mechanics.rest, to: "rest")
    for (index, step) in mechanics.microSteps.enumerated() {
      let k = index + 1
      try write([step.title], to: "title.\(k)")
      try write(step.prose, to: "prose.\(k)")
      try write(step.diff, to: "diff.\(k)", evenEmpty: true)
      try write(step.closing.map { [$0] } ?? [], to: "closing.\(k)")
      try write(step.after, to: "after.\(k)")
    }
    return mechanics.microSteps.count
  }

  /// Undoes in DIR/Feature each micro-step's change to the feature's tests, SPLIT/diff.K (see
  /// `FeatureStart`; SPLIT absolute, as git reads it in DIR); prints the K that does not undo,
  /// and fails.
  static func featureStart(_ folder: String, split: String, count: Int) throws {
    let above = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? folder
    let undo = FeatureStart.microStepsToUndo(count: count) { try? text(of: "\(split)/diff.\($0)") }
    for k in undo {
      let undone = try run(
        ["git", "apply", "-R", "--include=Feature/*", "\(split)/diff.\(k)"], in: folder,
        environment: ["GIT_CEILING_DIRECTORIES": above])
      guard undone.status == 0 else {
        print(k)
        throw Failure(nil, status: 1)
      }
    }
  }

  /// How many closing.K files in FOLDER plan a red.
  static func plannedReds(in folder: String) throws -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return try names.filter { $0.hasPrefix("closing.") }.filter { name in
      Text.lines(try text(of: folder + "/" + name)).contains {
        if case .plannedRed? = Closing(line: $0) { true } else { false }
      }
    }.count
  }

  // MARK: - The tour

  /// Writes the tour's DocC catalog into CATALOG: see `Tour`. MOMENTS holds the moments
  /// KataPictures drew, "name|alt text" a line. The steps are every step of the `StepCatalog`: the main path's, each branch's, the feature builds'.
  static func tour(kata: String, stage: String, moments: String, catalog: String, step: String?)
    throws
  {
    let files = FileManager.default
    var steps: [String] = []
    var lessons: [String: Lesson] = [:]
    var parents: [String: String] = [:]
    for step in try stepCatalog(kata: kata).steps {
      steps.append(step.id)
      parents[step.id] = step.parent
      lessons[step.id] = Lesson(text: (try? text(of: "\(kata)/\(step.folder)/README.md")) ?? "")
    }
    let drawn = Text.lines(try text(of: moments)).compactMap { line -> Moment? in
      let parts = line.split(separator: "|", maxSplits: 1).map(String.init)
      guard let name = parts.first else { return nil }
      return Moment(name: name, alt: parts.count > 1 ? parts[1] : "")
    }
    let input = TourInput(
      steps: steps, lessons: lessons,
      syllabus: Syllabus(text: try text(of: kata + "/Steps/README.md")),
      moments: drawn, stage: StageFolder(root: stage), parents: parents)
    let tour: Tour
    do {
      tour = try Tour(input, writing: step.map { [$0] } ?? [])
    } catch let problem as TourProblem {
      throw Failure(problem.message, status: 2)
    }
    let resources = catalog + "/Resources"
    try files.createDirectory(atPath: resources, withIntermediateDirectories: true)
    for file in tour.files {
      try Data(file.text.utf8).write(to: URL(fileURLWithPath: catalog + "/" + file.path))
    }
    for resource in tour.resources {
      try resource.contents.write(to: URL(fileURLWithPath: resources + "/" + resource.name))
    }
  }

  // MARK: - The syllabus

  static func syllabus(_ command: String, file: String, arguments: [String]) throws {
    let syllabus = Syllabus(text: try text(of: file))
    switch (command, arguments.count) {
    case ("column", 1): printLines(syllabus.column(arguments[0]).map { "\($0.step)|\($0.text)" })
    default: throw Failure(usage, status: 2)
    }
  }

  // MARK: - Files

  static func printLines(_ lines: [String]) {
    for line in lines { print(line) }
  }

  static func text(of file: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw Failure("cannot read \(file)", status: 1)
    }
    return String(decoding: data, as: UTF8.self)
  }

}

/// The stage's folder on disk, as the tour reads it.
struct StageFolder: StageReader {
  let root: String

  func contents(of path: String) -> Data? {
    FileManager.default.contents(atPath: root + "/" + path)
  }

  func files(under folder: String) -> [String] {
    let files = FileManager.default
    let top = root + "/" + folder
    guard let walker = files.enumerator(atPath: top) else { return [] }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      if files.fileExists(atPath: top + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
        found.append(path)
      }
    }
    return found
  }
}

/// A failure the tool ends with: its status, and a message unless the output has said it all.
/// The status is 2 for a bad command line, 1 for what it could not read or write.
struct Failure: Error {
  let message: String?
  let status: Int32
  /// Whether the message is for the script to say as its own (`die`): printed on standard output,
  /// without the tool's name, and the status is 2.
  var forTheScript = false

  init(_ message: String?, status: Int32) {
    self.message = message
    self.status = status
  }

  init(said message: String) {
    self.init(message, status: 2)
    forTheScript = true
  }
}
