import Foundation
import Testing

@testable import KataFormats

/// A stage in memory: each file's path, relative to the stage, and its text.
struct MemoryStage: StageReader {
  var texts: [String: String] = [:]

  func contents(of path: String) -> Data? {
    texts[path].map { Data($0.utf8) }
  }

  func files(under folder: String) -> [String] {
    texts.keys.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
  }
}

@Suite("The tour's tutorials, written from the lessons and the syllabus")
struct TourTests {
  static func tour() throws -> Tour {
    let lessons = ["00", "01", "02", "03", "04"].map { step in
      (
        step,
        Lesson(text: "# Step \(step) · Title \(step)\n\nA summary.\n\n**Pictures:** 0 loaded\n")
      )
    }
    let input = TourInput(
      steps: lessons.map(\.0), lessons: Dictionary(uniqueKeysWithValues: lessons),
      syllabus: SyllabusTests.sut, moments: [Moment(name: "loaded", alt: "The screen.")],
      stage: MemoryStage())
    return try Tour(input, writing: [])
  }

  @Test("A step belongs to the last act that starts at or before it")
  func actOfAStep() throws {
    #expect(try Self.tour().act(of: "02")?.name == "The naming act")
  }

  @Test("The wrong answers are smells that do not overlap the right one")
  func wrongSmells() throws {
    let wrong = try Self.tour().wrongSmells(asked: "01", smell: "Mysterious Name").map(\.text)
    #expect(wrong == ["Long Function", "Duplicated Code"])
  }

  @Test("A lesson that names a picture nobody draws stops the tour, naming it")
  func unknownPicture() throws {
    var input = try Self.tour().input
    input.lessons["02"] = Lesson(text: "# Step 02 · X\n\n**Pictures:** 0 exploded\n")
    #expect(
      throws: TourProblem(
        message:
          "lesson 02 names a picture KataPictures does not draw: 'exploded' (it draws: loaded)")
    ) {
      try Tour(input, writing: ["02"])
    }
  }

  @Test("A micro-step shows the file it changes most; on a tie, the one it creates")
  func mostChanged() {
    let changes = Tour.changedFiles([
      "--- a/Step/A.swift", "+++ b/Step/A.swift", "-old", "+new",
      "--- /dev/null", "+++ b/Step/B.swift", "+one", "+two",
    ])
    #expect(Tour.mostChanged(changes) == "Step/B.swift")
  }

  @Test("On a tie between code and tests, a micro-step shows the code")
  func codeBeforeTests() {
    let changes = Tour.changedFiles([
      "--- a/StepTests/T.swift", "+++ b/StepTests/T.swift", "+test",
      "--- a/Step/A.swift", "+++ b/Step/A.swift", "+code",
    ])
    #expect(Tour.mostChanged(changes) == "Step/A.swift")
  }

  @Test("Every step gets a tutorial, and the table of contents one chapter per act")
  func tableOfContents() throws {
    let sut = try Self.tour()
    #expect(sut.files.map(\.path).filter { $0.hasPrefix("Step") }.count == 5)
    let contents = sut.files.last?.text ?? ""
    #expect(contents.components(separatedBy: "@Chapter(").count - 1 == 2)
  }

  @Test("A step's question is asked with the smell it removes as the right answer")
  func assessment() throws {
    var input = try Self.tour().input
    input.lessons["03"] = Lesson(
      text: "# Step 03 · X\n\n**Pictures:** 0 loaded\n\n## Question for discussion\n\nWhy?\n")
    let tutorial = try Tour(input, writing: ["03"]).files.first?.text ?? ""
    #expect(tutorial.contains("@Choice(isCorrect: true) {\nLong Function\n"))
  }
}
