// The kata's typed tool: it reads the lessons and the syllabus for the scripts, which keep to git
// and process glue, keeps the workshop exercise's log and card (Exercise.swift), and writes the
// tour's DocC catalog. The formats are in KataFormats; this is only the command line. Scripts/lib/steps.sh builds it
// (need_kata_tool) and runs it.

import Foundation
import KataFormats

@main
enum KataTool {
  static let usage = """
    usage: KataTool -h | --help
           KataTool lesson title|summary|pictures|outline LESSON
           KataTool lesson field LESSON NAME
           KataTool lesson section|has-section LESSON HEADING
           KataTool lesson split LESSON FOLDER
           KataTool syllabus column SYLLABUS HEADER [STEP]
           KataTool syllabus legend|acts SYLLABUS
           KataTool tour KATA STAGE MOMENTS CATALOG [STEP]
           KataTool closing line ["NAME 1"; "NAME 2"]
           KataTool closing red-tests CLOSING-FILE
           KataTool closing planned-reds FOLDER
           KataTool exercise last|lights|lights-in-colour LOG
           KataTool exercise score|card LOG STEPS
           KataTool exercise share LOG STEPS FOLDER
           KataTool exercise room|attempts FOLDER
           KataTool exercise note LOG start|reset|restore|compare NAME=VALUE ...
           KataTool exercise record LOG REPLAY NAME=VALUE ...
           KataTool exercise locate DISTANCE ...
           KataTool exercise planned LESSON REPLAY FAILING PREVIOUS-POSITION DISTANCE ...
           KataTool exercise hint RUNG LESSON REPLAY POSITION OFFSET
           KataTool exercise same-but-layout FOLDER FOLDER
           KataTool exercise output SCRATCH/ TOP/ TESTS/
    """

  static func main() {
    do {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch let failure as Failure {
      if let message = failure.message {
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
    case ("syllabus", let command?, 3...5):
      try syllabus(command, file: arguments[2], arguments: Array(arguments.dropFirst(3)))
    case ("tour", _, 5), ("tour", _, 6):
      try tour(
        kata: arguments[1], stage: arguments[2], moments: arguments[3], catalog: arguments[4],
        step: arguments.count == 6 ? arguments[5] : nil)
    case ("closing", "line", 2): print(Closing.green.line)
    case ("closing", "line", 3):
      print(Closing.plannedRed(failing: Closing.names(in: Substring(arguments[2]))).line)
    case ("closing", "red-tests", 3):
      for line in Text.lines(try text(of: arguments[2])) {
        if case .plannedRed(let failing)? = Closing(line: line) { printLines(failing) }
      }
    case ("closing", "planned-reds", 3): print(try plannedReds(in: arguments[2]))
    case ("exercise", let command?, 2...): try exercise(command, Array(arguments.dropFirst(2)))
    default:
      throw Failure(usage, status: 2)
    }
  }

  // MARK: - Lessons

  static func lesson(_ command: String, file: String, argument: String?) throws {
    let lesson = Lesson(text: try text(of: file))
    switch (command, argument) {
    case ("title", nil): if let title = lesson.title { print(title) }
    case ("summary", nil): printLines(lesson.summary)
    case ("outline", nil): printLines(lesson.outline)
    case ("pictures", nil): printLines(lesson.pictures.map { "\($0.microStep) \($0.moment)" })
    case ("field", let name?): if let value = lesson.field(name) { print(value) }
    case ("section", let heading?): printLines(lesson.section(heading) ?? [])
    case ("has-section", let heading?):
      // No section: the status says so, without a word.
      if lesson.section(heading) == nil { throw Failure(nil, status: 1) }
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
  /// KataPictures drew, "name|alt text" a line.
  static func tour(kata: String, stage: String, moments: String, catalog: String, step: String?)
    throws
  {
    let files = FileManager.default
    let stepsFolder = kata + "/Steps"
    // The step folders, Steps/StepNN_Name, as Scripts/lib/steps.sh finds them.
    let folders = try files.contentsOfDirectory(atPath: stepsFolder).filter { name in
      var isFolder: ObjCBool = false
      return name.hasPrefix("Step") && name.count > 7
        && name.dropFirst(4).prefix(2).allSatisfy { $0.isASCII && $0.isNumber }
        && name.dropFirst(6).hasPrefix("_")
        && files.fileExists(atPath: stepsFolder + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
    var steps: [String] = []
    var lessons: [String: Lesson] = [:]
    for folder in folders {
      let number = String(folder.dropFirst(4).prefix(2))
      steps.append(number)
      lessons[number] = Lesson(text: (try? text(of: "\(stepsFolder)/\(folder)/README.md")) ?? "")
    }
    let drawn = Text.lines(try text(of: moments)).compactMap { line -> Moment? in
      let parts = line.split(separator: "|", maxSplits: 1).map(String.init)
      guard let name = parts.first else { return nil }
      return Moment(name: name, alt: parts.count > 1 ? parts[1] : "")
    }
    let input = TourInput(
      steps: steps, lessons: lessons,
      syllabus: Syllabus(text: try text(of: stepsFolder + "/README.md")),
      moments: drawn, stage: URL(fileURLWithPath: stage, isDirectory: true))
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
      let destination = resources + "/" + resource.name
      try? files.removeItem(atPath: destination)
      try files.copyItem(atPath: resource.source.path, toPath: destination)
    }
  }

  // MARK: - The syllabus

  static func syllabus(_ command: String, file: String, arguments: [String]) throws {
    let syllabus = Syllabus(text: try text(of: file))
    switch (command, arguments.count) {
    case ("column", 1): printLines(syllabus.column(arguments[0]).map { "\($0.step)|\($0.text)" })
    case ("column", 2):
      if let cell = syllabus.cell(step: arguments[1], arguments[0]) { print(cell) }
    case ("legend", 0): printLines(syllabus.legend)
    case ("acts", 0): printLines(syllabus.acts.map { "\($0.firstStep)|\($0.name)|\($0.summary)" })
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

/// Why the tool stops, and its exit status: 2 for a bad command line, 1 for what it could not
/// read or write. A failure without a message stops it without a word.
struct Failure: Error {
  let message: String?
  let status: Int32
  init(_ message: String?, status: Int32) {
    self.message = message
    self.status = status
  }
}
