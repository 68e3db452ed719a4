import KataFormats
import Testing

@Suite("Where the work stands in the lesson replayed, a stroke's worth and the planned reds")
struct ReplayTests {
  @Test("The work stands at the micro-step whose result it is closest to")
  func closest() {
    #expect(Place(distances: [9, 4, 1, 6]) == Place(position: 2, offset: 1))
  }

  @Test("On a tie the work stands at the earlier micro-step")
  func tie() {
    #expect(Place(distances: [5, 3, 3]).position == 1)
  }

  @Test("Work that is still the starting step's stands at micro-step 0")
  func start() {
    #expect(Place(distances: [0, 4, 8]) == Place(position: 0, offset: 0))
  }

  @Test(
    "Work between two micro-steps' results, whose lines to both add up to the micro-step, is on the path"
  )
  func onThePath() {
    let sut = Replay(sizes: [3, 37, 4])
    // 19 lines added of the second micro-step's 37: 22 lines from the start, 18 to its result.
    #expect(sut.pathLines(distances: [22, 19, 18, 22]) == 22)
  }

  @Test("Work at a micro-step's result is on the path at its end")
  func atAResult() {
    #expect(Replay(sizes: [3, 37, 4]).pathLines(distances: [3, 0, 37, 41]) == 3)
  }

  @Test("Work with a line of its own is off the path")
  func offThePath() {
    #expect(Replay(sizes: [3, 37, 4]).pathLines(distances: [23, 20, 19, 23]) == nil)
  }

  @Test("Lines along the path stand for micro-steps and their parts")
  func progress() {
    let sut = Replay(sizes: [4, 8])
    #expect(sut.progress(pathLines: 2) == 0.5)
    #expect(sut.progress(pathLines: 4) == 1)
    #expect(sut.progress(pathLines: 10) == 1.75)
    #expect(sut.progress(pathLines: 12) == 2)
  }

  @Test("The next result is the end of the micro-step the work is in, or after")
  func nextResult() {
    let sut = Replay(sizes: [4, 8])
    #expect(sut.nextResult(after: 0) == 4)
    #expect(sut.nextResult(after: 4) == 12)
    #expect(sut.nextResult(after: 7) == 12)
  }

  @Test("Past the last micro-step there is no next result")
  func noNextResult() {
    #expect(Replay(sizes: [4, 8]).nextResult(after: 12) == nil)
  }

  @Test("A stroke is worth the size of the micro-step after where the code stood")
  func worthOfTheNext() {
    let sut = Replay(sizes: [4, 12, 7])
    #expect(sut.worth(after: 1) == "12")
  }

  @Test("After the last micro-step a stroke is worth the lesson's largest")
  func worthAfterTheLast() {
    let sut = Replay(sizes: [4, 12, 7])
    #expect(sut.worth(after: 3) == "12")
  }

  @Test("A micro-step that changes no line is worth one line")
  func worthAtLeastOne() {
    let sut = Replay(sizes: [0, 5])
    #expect(sut.worth(after: 0) == "1")
  }

  @Test("Without micro-steps as code, a stroke is the reference's lines over par, as awk writes it")
  func worthWithoutMicroSteps() {
    let sut = Replay(sizes: [], par: 3, referenceLines: 7)
    #expect(sut.worth(after: 0) == "2.33333")
  }

  @Test("Without micro-steps as code or a par, a stroke is the reference's lines")
  func worthWithoutPar() {
    let sut = Replay(sizes: [], par: 0, referenceLines: 9)
    #expect(sut.worth(after: 0) == "9")
  }

  static let lesson = Lesson(
    text: """
      ## Mechanics

      ### 1. Bind one way

      ```diff
      +a
      ```

      **Expect red.** These tests fail: "Focus follows"; "Return moves on".

      ### 2. Bind back

      ```diff
      +b
      ```

      Run the tests: green.
      """
  ).mechanics

  @Test("A red is planned when exactly the tests its micro-step declares fail")
  func plannedRed() {
    let sut = Self.lesson
    let planned = sut.plannedRed(
      failing: ["Return moves on", "Focus follows"], candidates: [1], count: 2)
    #expect(planned == 1)
  }

  @Test("A red with a failing test the micro-step does not declare is not planned")
  func moreFailing() {
    let sut = Self.lesson
    let failing = ["Focus follows", "Return moves on", "The title reads"]
    #expect(sut.plannedRed(failing: failing, candidates: [1], count: 2) == nil)
  }

  @Test("A red with fewer failing tests than declared is not planned")
  func fewerFailing() {
    let sut = Self.lesson
    #expect(sut.plannedRed(failing: ["Focus follows"], candidates: [1], count: 2) == nil)
  }

  @Test("The next micro-step's planned red counts too, when the code stands before it")
  func nextMicroStep() {
    let sut = Self.lesson
    let failing = ["Focus follows", "Return moves on"]
    #expect(sut.plannedRed(failing: failing, candidates: [0, 1], count: 2) == 1)
  }

  @Test("A micro-step that closes green plans no red")
  func greenMicroStep() {
    let sut = Self.lesson
    #expect(sut.plannedRed(failing: ["Focus follows"], candidates: [2], count: 2) == nil)
  }

  @Test("A micro-step the replay did not reach plans no red")
  func notReplayed() {
    let sut = Self.lesson
    let failing = ["Focus follows", "Return moves on"]
    #expect(sut.plannedRed(failing: failing, candidates: [1], count: 0) == nil)
  }
}
