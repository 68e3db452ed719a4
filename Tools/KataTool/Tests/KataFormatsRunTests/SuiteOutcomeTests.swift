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
