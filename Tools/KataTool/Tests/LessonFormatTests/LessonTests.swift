import KataFormats
import Testing

@Suite("A lesson's title, summary, fields and sections")
struct LessonTests {
  let sut = Lesson(
    text: """
      # Step 02 · Extract Function: polite

      The name gets a function of its own,
      in a new file.

      **Refactoring:** Extract Function. **Smell:** Long Function: it decides too much.
      **Pictures:** 0 loaded, 1 typing, 2 waiting
      See **Cost:** in the middle of a sentence.

      ## Mechanics

      ```swift
      **Time box:** 5 minutes
      ## Not a heading
      ```

      ## What it costs
      A file more.
      """)

  @Test("The title is the first heading without the step's number")
  func title() {
    #expect(sut.title == "Extract Function: polite")
  }

  @Test("A lesson with CRLF line ends reads as with LF")
  func crlf() {
    let sut = Lesson(text: "# Step 01 · Rename\r\n\r\n**Refactoring:** Rename Variable.\r\n")
    #expect(sut.title == "Rename")
    #expect(sut.field("Refactoring") == "Rename Variable")
  }

  @Test("An empty lesson has no lines")
  func empty() {
    #expect(Lesson(text: "").lines.isEmpty)
  }

  @Test("A lesson without a step heading has no title")
  func noTitle() {
    #expect(Lesson(text: "# Notes\n").title == nil)
  }

  @Test("The summary is the first paragraph after the title, every line of it")
  func summary() {
    #expect(sut.summary == ["The name gets a function of its own,", "in a new file."])
  }

  @Test("A field ends where the next field on its line starts, without its full stop")
  func fieldBeforeAnother() {
    #expect(sut.field("Refactoring") == "Extract Function")
  }

  @Test("A field that ends its line keeps everything but its full stop")
  func fieldAtTheEnd() {
    #expect(sut.field("Smell") == "Long Function: it decides too much")
  }

  @Test("A field in the middle of prose is no field")
  func fieldInProse() {
    #expect(sut.field("Cost") == nil)
  }

  @Test("A line inside a code fence holds no field")
  func fieldInAFence() {
    #expect(sut.field("Time box") == nil)
  }

  @Test("The pictures are a moment for the step and one per micro-step")
  func pictures() {
    #expect(sut.pictures.map(\.moment) == ["loaded", "typing", "waiting"])
    #expect(sut.pictures.map(\.microStep) == ["0", "1", "2"])
  }

  @Test("The outline lists the title, every field and every heading outside a fence, in order")
  func outline() {
    #expect(
      sut.outline == [
        "title\tExtract Function: polite", "field\tRefactoring\tExtract Function",
        "field\tSmell\tLong Function: it decides too much",
        "field\tPictures\t0 loaded, 1 typing, 2 waiting",
        "section\tMechanics", "section\tWhat it costs",
      ])
  }

  @Test("A section is its lines up to the next heading, and a fenced heading does not end it")
  func section() {
    let mechanics = sut.section("Mechanics")
    #expect(mechanics?.contains("## Not a heading") == true)
    #expect(mechanics?.contains("A file more.") == false)
  }

  @Test("A section the lesson does not have is nil, even as a fenced line")
  func missingSection() {
    #expect(sut.section("Not a heading") == nil)
  }
}
