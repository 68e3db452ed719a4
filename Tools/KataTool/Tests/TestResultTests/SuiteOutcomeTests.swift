import KataFormats
import Testing

@Suite("How a run of the exercise's suite ended")
struct SuiteOutcomeTests {
  @Test(
    "A run is stopped, green, red or broken, as its status, its failures and its tests tell",
    arguments: [
      (0, false, false, 5, "green"), (130, false, false, 3, "stopped"),
      (0, true, false, 5, "stopped"), (1, false, true, 0, "red"), (0, false, true, 5, "red"),
      (1, false, false, 2, "red"), (1, false, false, 0, "broken"),
    ] as [(Int32, Bool, Bool, Int, String)])
  func outcome(status: Int32, stopped: Bool, anyFailing: Bool, testsRan: Int, word: String) {
    let sut = ExerciseEvent.Outcome(
      status: status, stopped: stopped, anyFailing: anyFailing, testsRan: testsRan)
    #expect(sut.word == word)
  }
}

@Suite("What the exercise says of a run beside its log")
struct SuiteSaidTests {
  @Test(
    "A test run with nothing started says its result and lists the failing tests",
    arguments: [
      ("green", "", "exercise test: green\n"),
      ("red", "Greets\nGreets politely\n", "exercise test: red\n  - Greets\n  - Greets politely\n"),
      ("broken", "", "exercise test: did not compile\n"),
      ("stopped", "", "exercise test: stopped\n"),
    ])
  func unrecorded(result: String, failing: String, said: String) {
    let sut = SuiteSaid.unrecorded(.init(word: result), failing: failing)
    #expect(sut == said)
  }

  @Test(
    "Compare's run says the suite is green, or why not and the rest of its report",
    arguments: [
      ("green", "anything\n", "The suite is green.\n"),
      ("red", "red: 1 line\n  - Greets\n", "The suite is not green: red: 1 line\n  - Greets\n"),
      ("planned", "", "The suite is not green: \n"),
    ])
  func compared(result: String, run: String, said: String) {
    #expect(SuiteSaid.compared(.init(word: result), run: run) == said)
  }
}
