import Testing

@testable import Step78

@MainActor
@Suite("Step78: drawing again below iOS 26")
struct ObservedDrawingTests {
  let model = Model()
  let canvas = Canvas()
  let sut: ObservedDrawing

  init() {
    sut = ObservedDrawing(draw: { [model, canvas] in canvas.drawn.append(model.read) })
  }

  @Test("Starting draws once, with what the model holds")
  func startDraws() {
    sut.start()

    #expect(canvas.drawn == [0])
  }
}
