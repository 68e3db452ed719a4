import Foundation
import Testing

@testable import KataFormats

@Suite("The syllabus's columns, legend and acts, and the tour written from them")
struct SyllabusTests {
  static let syllabus = Syllabus(
    text: """
      # The syllabus

      **The naming act (steps 01–02)** gives things names. It is short.

      **The extracting act (steps 03–04)** moves decisions
      into functions. Then it stops.

      | step | time box | smell | refactoring |
      |---|---|---|---|
      | 00 | 5 min | (all of them) | (the starting point) |
      | 01 | 10 min | Mysterious Name | Rename Variable |
      | 02 | 10 min | Mysterious Name; a field | Rename Field |
      | 03 | 15 min | Long Function | Extract Function |
      | 04 | 15 min | Duplicated Code | Extract Function |

      ## The catalogue names

      | refactoring | source |
      |---|---|
      | Rename Variable | Fowler |
      | Extract Function | Fowler |
      """)

  @Test("A column is found by its header, wherever it stands")
  func column() {
    #expect(Self.syllabus.cell(step: "03", "refactoring") == "Extract Function")
  }

  @Test("A column no header names has no cells")
  func missingColumn() {
    #expect(Self.syllabus.column("the weather").isEmpty)
  }

  @Test("The legend lists the catalogue's names")
  func legend() {
    #expect(Self.syllabus.legend == ["Rename Variable", "Extract Function"])
  }

  @Test("An act is its first step, its name and its paragraph's first sentence")
  func acts() {
    #expect(
      Self.syllabus.acts == [
        .init(
          firstStep: "01", name: "The naming act", summary: "The naming act gives things names."),
        .init(
          firstStep: "03", name: "The extracting act",
          summary: "The extracting act moves decisions into functions."),
      ])
  }

  static func tour() throws -> Tour {
    let lessons = ["00", "01", "02", "03", "04"].map { step in
      (
        step,
        Lesson(text: "# Step \(step) · Title \(step)\n\nA summary.\n\n**Pictures:** 0 loaded\n")
      )
    }
    let input = TourInput(
      steps: lessons.map(\.0), lessons: Dictionary(uniqueKeysWithValues: lessons),
      syllabus: syllabus, moments: [Moment(name: "loaded", alt: "The screen.")],
      stage: URL(fileURLWithPath: "/nonexistent"))
    return try Tour(input, writing: [])
  }

  @Test("A step belongs to the last act that starts at or before it")
  func actOfAStep() throws {
    #expect(try Self.tour().act(of: "04")?.name == "The extracting act")
  }

  @Test("The wrong answers are smells that do not overlap the right one")
  func wrongSmells() throws {
    let wrong = try Self.tour().wrongSmells(asked: "01", smell: "Mysterious Name").map(\.smell)
    #expect(wrong == ["Long Function", "Duplicated Code"])
  }

  @Test("A lesson that names a picture nobody draws stops the tour, naming it")
  func unknownPicture() throws {
    var input = try Self.tour().input
    input.lessons["02"] = Lesson(text: "# Step 02 · X\n\n**Pictures:** 0 exploded\n")
    #expect(throws: TourProblem.self) { try Tour(input, writing: ["02"]) }
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
}
