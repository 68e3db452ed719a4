import KataFormats
import Testing

@Suite("check-kata's naming rules: one refactoring a step, and behaviour named as behaviour")
struct NamingRulesTests {
  let legend = ["Extract Function", "Move Function", "Move Function to Callers", "New behaviour"]

  func lesson(refactoring: String, closing: String = "Run the tests: green.") -> Lesson {
    Lesson(
      text: """
        # Step 04 · A title

        **Refactoring:** \(refactoring) **Smell:** Long Function.

        ## Mechanics

        ### 1. Write the test

        ```diff
        +  @Test("Cancel while waiting does nothing")
        ```

        \(closing)
        """)
  }

  @Test("A lesson that names one refactoring breaks no naming rule")
  func oneName() {
    let sut = lesson(refactoring: "Extract Function (Fowler, 2nd edition), at two sites.")
    #expect(sut.brokenNaming(step: "04", legend: legend, addedTests: []) == [])
  }

  @Test("A lesson whose first sentence names two refactorings is told to split")
  func twoNames() {
    let sut = lesson(refactoring: "Move Function, with Extract Function folded in.")
    #expect(
      sut.brokenNaming(step: "04", legend: legend, addedTests: []) == [
        "step 04: the lesson names 2 refactorings (Move Function, Extract Function): one a step, "
          + "so split it"
      ])
  }

  @Test("A name inside a longer one of the legend counts once, as the longer one")
  func longerName() {
    let sut = lesson(refactoring: "Move Function to Callers, at one site.")
    #expect(sut.refactorings(in: legend) == ["Move Function to Callers"])
  }

  @Test("A name after the field's first sentence is no second refactoring")
  func laterSentence() {
    let sut = lesson(refactoring: "Move Function. Extract Function came at step 03.")
    #expect(sut.refactorings(in: legend) == ["Move Function"])
  }

  @Test("A lesson that expects red a test its step adds must be named as behaviour")
  func behaviourUnnamed() {
    let sut = lesson(
      refactoring: "Move Function.",
      closing: "**Expect red.** These tests fail: \"Cancel while waiting does nothing\".")
    #expect(
      sut.brokenNaming(
        step: "04", legend: legend, addedTests: ["Cancel while waiting does nothing"])
        == [
          "step 04: the lesson expects red \"Cancel while waiting does nothing\", a test the step "
            + "adds, so it adds behaviour: name it 'New behaviour, tests first: …'"
        ])
  }

  @Test("A lesson named as behaviour may expect red the tests its step adds")
  func behaviourNamed() {
    let sut = lesson(
      refactoring: "New behaviour, tests first: Cancel waits.",
      closing: "**Expect red.** These tests fail: \"Cancel while waiting does nothing\".")
    #expect(
      sut.brokenNaming(
        step: "04", legend: legend, addedTests: ["Cancel while waiting does nothing"])
        == [])
  }

  @Test("A red on a test the step before had, a trap walked into, is no new behaviour")
  func trap() {
    let sut = lesson(
      refactoring: "Move Function.",
      closing: "**Expect red.** These tests fail: \"Typing keeps the text\".")
    #expect(sut.brokenNaming(step: "04", legend: legend, addedTests: ["Another test"]) == [])
  }

  @Test("Test names are read on @Test's line and on the line after a wrapped @Test(")
  func testNames() {
    let source = """
        @Test("Short name")
        func short() {}

        @Test(
          "A long name, wrapped",
          arguments: [1, 2]
        )
        func long(_ n: Int) {}

        @Test func unnamed() {}
      """
    #expect(TestNames.declared(in: source) == ["Short name", "A long name, wrapped"])
  }
}
