import KataFormats
import Testing

@Suite("What the exercise says after a run")
struct RunReportTests {
  @Test("A green run says how many lines changed since the green before")
  func green() {
    let sut = RunReport(kind: .test, result: .green, linesSinceGreen: 4)
    #expect(
      sut.text
        == "exercise test: green: recorded as the last green (4 lines since the one before)\n")
  }

  @Test("One changed line is a line, not lines")
  func oneLine() {
    let sut = RunReport(kind: .test, result: .red, linesSinceGreen: 1)
    #expect(sut.text == "exercise test: red: 1 line since the last green (or the start)\n")
  }

  @Test("A red test run ends with where its whole output is")
  func redTestPointsToTheLog() {
    var sut = RunReport(kind: .test, result: .red, linesSinceGreen: 1)
    sut.outputFile = ".exercise/last-run.log"
    sut.failing = ["The title reads Change Password"]
    #expect(sut.text.hasSuffix("  (.exercise/last-run.log has the whole output)\n"))
  }

  @Test("A red tcr says the work is back at the last green and where the attempt is")
  func tcrRed() {
    var sut = RunReport(kind: .tcr, result: .red, linesSinceGreen: 2)
    sut.kept = ".exercise/attempts/step03-20250101-120000-red"
    sut.outputFile = ".exercise/last-run.log"
    #expect(
      sut.text
        == "exercise tcr: red: Exercise/ is back at the last green; the attempt is in "
        + ".exercise/attempts/step03-20250101-120000-red (.exercise/last-run.log has the whole output)\n"
    )
  }

  @Test("A run stopped by Ctrl-C says nothing is recorded or charged, and where its output is")
  func stopped() {
    var sut = RunReport(kind: .tcr, result: .stopped, linesSinceGreen: 0)
    sut.outputFile = ".exercise/last-run.log"
    #expect(
      sut.text
        == "exercise tcr: stopped (Ctrl-C) before the suite ended: nothing is recorded and nothing "
        + "is charged; Exercise/ stays as it is (.exercise/last-run.log has the output so far)\n")
  }

  @Test("A planned red says which micro-step of how many, and names its failing tests")
  func planned() {
    var sut = RunReport(kind: .tcr, result: .planned, linesSinceGreen: 9)
    sut.planned = "3"
    sut.count = 4
    sut.failing = ["Cancel does nothing"]
    #expect(
      sut.text
        == "exercise tcr: red as the lesson planned (micro-step 3 of 4): the code stays, recorded as "
        + "the last good state; a later micro-step makes it green\nThis test fails:\n"
        + "  - Cancel does nothing\n")
  }

  @Test("A red test run where no test recorded an issue (a crash) says where the output is")
  func redWithoutIssues() {
    var sut = RunReport(kind: .test, result: .red, linesSinceGreen: 1)
    sut.outputFile = ".exercise/last-run.log"
    #expect(
      sut.text.hasSuffix(
        "\n  (no test recorded an issue: .exercise/last-run.log has the whole output)\n"))
  }

  @Test("A red run names at most ten failing tests, and says where the others are")
  func tenFailing() {
    var sut = RunReport(kind: .test, result: .red, linesSinceGreen: 2)
    sut.outputFile = ".exercise/last-run.log"
    sut.failing = (1...12).map { "Test \($0)" }
    let lines = sut.text.split(separator: "\n")
    #expect(lines[1] == "These 12 tests fail, those that name one behaviour first:")
    #expect(lines.count == 13)
    #expect(lines.last == "  ... and 2 more (in .exercise/last-run.log)")
  }

  @Test("A tcr that does not compile shows each error by its file and line, at most five")
  func compileErrors() {
    var sut = RunReport(kind: .tcr, result: .broken, linesSinceGreen: 1)
    sut.outputFile = ".exercise/last-run.log"
    sut.output = (1...7).map {
      "/Exercise/A.swift:\($0):1: error: nope\n\($0) |   x\n  |   `- error: nope\nnote: here"
    }.joined(separator: "\n")
    let lines = sut.text.split(separator: "\n").dropFirst()
    #expect(
      lines
        == ((1...5).map { "  /Exercise/A.swift:\($0):1: error: nope" }
        + ["  ... and 2 more (in .exercise/last-run.log)"])[...])
  }

  @Test("An error given twice is shown once")
  func compileErrorOnce() {
    var sut = RunReport(kind: .compare, result: .broken, linesSinceGreen: 1)
    sut.output =
      "/E/A.swift:4:5: error: cannot find 'x' in scope\n/E/A.swift:4:5: error: cannot find 'x' in scope\n"
    #expect(
      sut.text.split(separator: "\n").dropFirst() == [
        "  /E/A.swift:4:5: error: cannot find 'x' in scope"
      ])
  }

  @Test("A link error, which names no line, is shown as it is")
  func linkError() {
    var sut = RunReport(kind: .tcr, result: .broken, linesSinceGreen: 1)
    sut.output = "ld.lld: error: undefined symbol: x\nerror: link command failed\n"
    #expect(
      sut.text.split(separator: "\n").dropFirst() == [
        "  ld.lld: error: undefined symbol: x", "  error: link command failed",
      ])
  }

  @Test("A test run that does not compile points to the errors it has just shown, not again")
  func compileErrorsShown() {
    var sut = RunReport(kind: .test, result: .broken, linesSinceGreen: 1)
    sut.outputFile = ".exercise/last-run.log"
    sut.output = "/E/A.swift:4:5: error: nope\n"
    #expect(
      sut.text
        == "exercise test: did not compile: 1 line since the last green (or the start)\n"
        + "  (the errors are above; .exercise/last-run.log has them too)\n")
  }
}

@Suite("The exercise's three hints")
struct HintTests {
  static let sut = Lesson(
    text: """
      # Step 04 · Extract Function: attemptToChangePassword

      **Refactoring:** Extract Function. **Smell:** Long Function: the request sits inline.

      ## Mechanics

      ### 1. Open the function

      ```diff
      +  private func attemptToChangePassword() {
      ```

      Run the tests: green.

      ### 2. Guard it

      ```diff
      +    guard phase == .editing else { return }
      ```

      **Expect red.** These tests fail: "Cancel does nothing".
      """)

  @Test("The first hint names the smell")
  func smell() {
    #expect(
      Self.sut.hint(1, replayed: 2, at: Place(position: 0, offset: 0))
        == "Hint 1 of 3, the smell: Long Function: the request sits inline.\n"
        + "Which refactoring removes it? Name it before you type.\n")
  }

  @Test("The first hint gives the smell whole, with a full stop or a colon in a code span")
  func smellWhole() {
    let sut = Lesson(
      text: "**Refactoring:** Rename. **Smell:** Mysterious Name: `a.b` says `x: y`, not why.\n")
    #expect(
      sut.hint(1, replayed: 0, at: Place(position: 0, offset: 0)).hasPrefix(
        "Hint 1 of 3, the smell: Mysterious Name: `a.b` says `x: y`, not why.\n"))
  }

  @Test("A feature build's first hint, with no smell, says what the hole asks for, tests first")
  func feature() {
    let sut = Lesson(
      text:
        "# LiveValidationOnFat · Live validation\n\n**What it is.** A feature,\nadded test first.\n"
    )
    #expect(
      sut.hint(1, replayed: 0, at: Place(position: 0, offset: 0))
        == "Hint 1 of 3, what the hole asks for: **What it is.** A feature, added test first.\n"
        + "Which test says the feature first? Write it before the code.\n")
  }

  @Test("A feature build's first hint names the smell its feature meets, when the lesson does")
  func featureSmell() {
    let sut = Lesson(
      text: """
        # SwipeToCancelOnFat · Swipe to cancel

        **The smell it meets.** Shotgun Surgery. The waiting state is
        set in three places.
        """)
    #expect(
      sut.hint(1, replayed: 0, at: Place(position: 0, offset: 0))
        == "Hint 1 of 3, the smell the feature meets: Shotgun Surgery.\n"
        + "Which test says the feature first? Write it before the code.\n")
  }

  @Test("The third hint says where a feature's tests are, when the lesson changes them")
  func featureFolder() {
    let sut = Lesson(
      text: """
        # LiveValidationOnFat · Live validation

        ## Mechanics

        ### 1. Write the first test

        ```diff
        diff --git a/Feature/F.swift b/Feature/F.swift
        ```

        Run the tests: green.
        """)
    #expect(
      sut.hint(3, replayed: 1, at: Place(position: 0, offset: 0)).contains(
        "StepTests/ is Tests/ExerciseTests/, Feature/ is Tests/ExerciseFeature/, StepNN is Exercise."
      ))
    #expect(!Self.sut.hint(3, replayed: 2, at: Place(position: 0, offset: 0)).contains("Feature/"))
  }

  @Test("The second hint is the title when it starts with the refactoring")
  func moveInTitle() {
    #expect(
      Self.sut.hint(2, replayed: 2, at: Place(position: 0, offset: 0))
        == "Hint 2 of 3, the move: Extract Function: attemptToChangePassword.\n")
  }

  @Test(
    "The second hint names the refactoring, then the title, when the title does not start with it")
  func moveBesideTitle() {
    let sut = Lesson(text: "# Step 09 · End editing\n\n**Refactoring:** Substitute Algorithm.\n")
    #expect(
      sut.hint(2, replayed: 0, at: Place(position: 0, offset: 0))
        == "Hint 2 of 3, the move: Substitute Algorithm (End editing).\n")
  }

  @Test("The third hint shows the next micro-step's diff, with the exercise's test command")
  func nextMicroStep() {
    let lines = Self.sut.hint(3, replayed: 2, at: Place(position: 0, offset: 0)).split(
      separator: "\n")
    #expect(lines.first == "Hint 3 of 3, the next micro-step (1 of 2): Open the function")
    #expect(
      lines.dropFirst(2) == [
        "+  private func attemptToChangePassword() {", "Run Scripts/exercise test: green.",
      ])
  }

  @Test("The third hint says where the work stands, and how far from there")
  func whereItStands() {
    let hint = Self.sut.hint(3, replayed: 2, at: Place(position: 0, offset: 1))
    #expect(
      hint.contains(
        "(Where you are: your code is still the starting step's, or closest to it (1 line apart). ")
    )
  }

  @Test("The third hint says a planned red is planned")
  func plannedRed() {
    let hint = Self.sut.hint(3, replayed: 2, at: Place(position: 1, offset: 0))
    #expect(
      hint.hasSuffix(
        "This red is planned: Scripts/exercise tcr keeps it when exactly these tests fail.\n"))
  }

  @Test("Past the last micro-step, the third hint says to compare")
  func allDone() {
    #expect(
      Self.sut.hint(3, replayed: 2, at: Place(position: 2, offset: 0))
        == "Hint 3 of 3: every micro-step of the lesson is in your code. Run Scripts/exercise compare.\n"
    )
  }

  @Test("Close to the last micro-step but not at it, the third hint says compare shows the rest")
  func closeToTheEnd() {
    #expect(
      Self.sut.hint(3, replayed: 2, at: Place(position: 2, offset: 3))
        == "Hint 3 of 3: your code is micro-step 2's result, or closest to it (3 lines apart), the "
        + "lesson's last. Run Scripts/exercise compare: it shows what still differs.\n")
  }

  @Test(
    "Past the last micro-step after a red run, the third hint says to get back to green, not to compare"
  )
  func allDoneButRed() {
    let sut = Self.sut.hint(3, replayed: 2, at: Place(position: 2, offset: 3), lastRun: .red)
    #expect(
      sut
        == "Hint 3 of 3: your last run was red: get back to green first. Undo your last change "
        + "(Scripts/exercise diff shows your changes), or run Scripts/exercise tcr, which on red puts "
        + "the last green back and keeps your attempt.\n")
  }

  @Test("Before the last micro-step after a run that did not compile, the hint says so first")
  func nextMicroStepButBroken() {
    let sut = Self.sut.hint(3, replayed: 2, at: Place(position: 0, offset: 4), lastRun: .broken)
    let lines = sut.split(separator: "\n")
    #expect(
      lines.first?.hasPrefix("First, your last run did not compile: get back to green first.")
        == true)
    #expect(
      lines.dropFirst().first == "Hint 3 of 3, the next micro-step (1 of 2): Open the function")
  }

  @Test("After a red the lesson planned, the hint is the green one")
  func plannedRedIsNoRed() {
    let sut = Self.sut.hint(3, replayed: 2, at: Place(position: 2, offset: 0), lastRun: .planned)
    #expect(sut == Self.sut.hint(3, replayed: 2, at: Place(position: 2, offset: 0)))
  }

  @Test(
    "Without micro-steps as code, the third hint is the Mechanics' list, with the exercise's command"
  )
  func mechanics() {
    let sut = Lesson(
      text: "## Mechanics\n\nIn order:\n\n1. Extract.\n2. Run swift test --filter Step04Tests.\n")
    #expect(
      sut.hint(3, replayed: 0, at: Place(position: 0, offset: 0))
        == "Hint 3 of 3, the mechanics:\n1. Extract.\n2. Run Scripts/exercise test.\n")
  }
}

@Suite("The saved attempts")
struct SavedAttemptsTests {
  @Test("The attempts are listed oldest first, by the time in their name, not their step")
  func oldestFirst() {
    let listing = SavedAttempts.listing(
      folder: ".exercise/attempts",
      attempts: [
        ("step05-20250101-120500", "replaced by Scripts/exercise reset\n"),
        ("step03-20250101-120000-red", "tcr: red\n"),
      ])
    #expect(
      listing.split(separator: "\n").prefix(2) == [
        ".exercise/attempts/step03-20250101-120000-red: tcr: red",
        ".exercise/attempts/step05-20250101-120500: replaced by Scripts/exercise reset",
      ])
  }

  @Test("An attempt without a reason was saved")
  func noReason() {
    let listing = SavedAttempts.listing(folder: "a", attempts: [("step01-20250101-120000", nil)])
    #expect(listing.hasPrefix("a/step01-20250101-120000: saved\n"))
  }

  @Test("No attempt says so")
  func none() {
    #expect(SavedAttempts.listing(folder: "a", attempts: []) == "No saved attempt yet.\n")
  }
}
