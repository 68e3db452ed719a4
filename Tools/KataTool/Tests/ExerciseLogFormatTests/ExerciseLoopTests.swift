import KataFormats
import Testing

@Suite("The exercise's loop: hints and waiting for a save")
struct ExerciseLoopTests {
  @Test("Each hint is a rung higher, up to the third", arguments: [(0, 1), (1, 2), (2, 3), (3, 3)])
  func nextRung(rung: Int, next: Int) {
    #expect(HintLadder.next(after: rung) == next)
  }

  @Test("Waiting for a save pauses until the work's signature changes, and not when it has")
  func waitsForChange() {
    var signatures = ["a", "a", "b"]
    // Then "a" again, so that a wrong rule ends too.
    let current = { signatures.isEmpty ? "a" : signatures.removeFirst() }
    #expect(ChangeWatch.wait(from: "a", current: current, pause: {}) == 2)
    signatures = ["b"]
    #expect(ChangeWatch.wait(from: "a", current: current, pause: {}) == 0)
  }
}
