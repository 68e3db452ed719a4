import KataFormats
import Testing

@Suite("A lesson's micro-steps and their closing lines")
struct MechanicsTests {
  let sut = Lesson(
    text: """
      # Step 01 · Rename Variable: greeting

      ## Mechanics

      Two micro-steps.

      ### 1. Rename the property

      Its name says what it holds.

      ```diff
      -let text = "Hello"
      +let greeting = "Hello"
      ```

      **Expect red.** These tests fail: "Greets by name"; "Greets politely".

      The callers still use the old name.

      ### 2. Rename the callers

      ```diff
      -print(text)
      +print(greeting)
      ```

      Run the tests: green.

      ## What to notice in the diff

      One name, two places.
      """
  ).mechanics

  @Test("Each micro-step keeps its title")
  func titles() {
    #expect(sut.microSteps.map(\.title) == ["Rename the property", "Rename the callers"])
  }

  @Test("A micro-step's diff is the lines of its fenced diff block")
  func diff() {
    #expect(sut.microSteps.first?.diff == ["-let text = \"Hello\"", "+let greeting = \"Hello\""])
  }

  @Test("A planned red's closing line names its failing tests")
  func plannedRed() {
    let closing = sut.microSteps.first?.closing.flatMap(Closing.init(line:))
    #expect(closing == .plannedRed(failing: ["Greets by name", "Greets politely"]))
  }

  @Test("What follows a closing line, up to the next micro-step, is kept apart from it")
  func after() {
    let after = sut.microSteps.first?.after.filter { !$0.isEmpty }
    #expect(after == ["The callers still use the old name."])
  }

  @Test("The text before the first micro-step is the Mechanics' introduction")
  func intro() {
    #expect(sut.intro == ["", "Two micro-steps.", ""])
  }

  @Test("An old numbered list of micro-steps before the first one is left out of the introduction")
  func oldList() {
    let sut = Lesson(
      text: "## Mechanics\n\nIn short:\n\n1. Rename.\n2. Run the tests.\n\n### 1. Rename\n"
    ).mechanics
    #expect(sut.intro == ["", "In short:", ""])
  }

  @Test("The lesson after the Mechanics is its rest")
  func rest() {
    #expect(sut.rest.first == "## What to notice in the diff")
  }

  @Test("A planned red's line, written, reads back as the same tests")
  func closingLineRoundTrip() {
    let sut = Closing.plannedRed(failing: ["A test", "Another, with a comma"])
    #expect(Closing(line: sut.line) == sut)
  }

  @Test("A green closing line reads as green")
  func greenLine() {
    #expect(Closing(line: "Run the tests: green.") == .green)
  }
}
