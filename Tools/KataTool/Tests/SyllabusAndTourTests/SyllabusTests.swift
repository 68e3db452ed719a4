import KataFormats
import Testing

@Suite("The syllabus's columns, legend and acts")
struct SyllabusTests {
  static let sut = Syllabus(
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
    #expect(Self.sut.cell(step: "03", "refactoring") == "Extract Function")
  }

  @Test("A table row with a CRLF line end reads as the same row")
  func crlf() {
    let sut = Syllabus(text: "| step | refactoring |\r\n|---|---|\r\n| 01 | Rename |\r\n")
    #expect(sut.cell(step: "01", "refactoring") == "Rename")
  }

  @Test("A branch's and a feature build's rows are read by their IDs, in their own tables")
  func besideThePath() {
    let sut = Syllabus(
      text: "| step | time box |\n|---|---|\n| MVP01 | 5 min |\n| GreetingOnMVVM | 25 min |\n"
        + "| Step 3 | 9 min |\n")
    #expect(sut.cell(step: "MVP01", "time box") == "5 min")
    #expect(sut.cell(step: "GreetingOnMVVM", "time box") == "25 min")
    #expect(sut.column("time box").count == 2)
  }

  @Test("A column no header names has no cells")
  func missingColumn() {
    #expect(Self.sut.column("the weather").isEmpty)
  }

  @Test("The legend lists the catalogue's names")
  func legend() {
    #expect(Self.sut.legend == ["Rename Variable", "Extract Function"])
  }

  @Test("An act is its first step, its name and its paragraph's first sentence")
  func acts() {
    let sut = Self.sut.acts
    #expect(sut.map(\.firstStep) == ["01", "03"])
    #expect(sut.map(\.name) == ["The naming act", "The extracting act"])
    #expect(
      sut.map(\.summary) == [
        "The naming act gives things names.", "The extracting act moves decisions into functions.",
      ])
  }
}
