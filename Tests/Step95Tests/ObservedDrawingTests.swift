import Testing

@testable import Step95

@MainActor
@Suite("Step95: drawing again below iOS 26")
struct ObservedDrawingTests {
  let model = Model()
  let canvas = Canvas()
  let scheduler = Scheduler()
  let sut: ObservedDrawing

  init() {
    sut = ObservedDrawing(
      draw: { [model, canvas] in canvas.drawn.append(model.read) },
      schedule: { [scheduler] work in MainActor.assumeIsolated { scheduler.pending.append(work) } })
  }

  @Test("Starting draws once, with what the model holds")
  func startDraws() {
    sut.start()

    #expect(canvas.drawn == [0])
  }

  @Test("A change of a property the draw read draws again, with the new value")
  func readChange() {
    sut.start()

    model.read = 1
    scheduler.runPending()

    #expect(canvas.drawn == [0, 1])
  }

  @Test("A change of a property the draw did not read draws nothing more")
  func unreadChange() {
    sut.start()

    model.unread = 1
    scheduler.runPending()

    #expect(canvas.drawn == [0])
  }

  @Test("The drawing keeps tracking after a draw")
  func tracksAgain() {
    sut.start()
    model.read = 1
    scheduler.runPending()

    model.read = 2
    scheduler.runPending()

    #expect(canvas.drawn == [0, 1, 2])
  }
}
