// How the app chooses the screen's drawing: off iOS, `#available(iOS 26.0, *)` is always true, so
// these tests ask for each answer, and leave only the answer itself to an iOS 17 simulator.

import Testing

@testable import Step95

@MainActor
@Suite("Step95: how the app chooses the screen's drawing")
struct DrawingTests {
  @Test("A system with updateProperties() draws there")
  func withUpdateProperties() {
    let sut = Drawing.forSystem(hasUpdateProperties: true)

    #expect(isInUpdateProperties(sut))
  }

  @Test("A system without updateProperties() draws through an observed drawing")
  func withoutUpdateProperties() {
    let sut = Drawing.forSystem(hasUpdateProperties: false)

    #expect(!isInUpdateProperties(sut))
  }

  @Test("Without updateProperties(), a scheduled draw runs on the main actor, later")
  func scheduledDrawRunsLater() async throws {
    let canvas = Canvas()
    guard case .observed(let schedule) = Drawing.forSystem(hasUpdateProperties: false) else {
      Issue.record("The drawing is not observed")
      return
    }

    schedule { canvas.drawn.append(1) }
    #expect(canvas.drawn.isEmpty)
    // Both tasks are enqueued on the main actor, from it, at one priority: they run in order.
    await Task { @MainActor in }.value

    #expect(canvas.drawn == [1])
  }

  private func isInUpdateProperties(_ drawing: Drawing) -> Bool {
    if case .inUpdateProperties = drawing { return true }
    return false
  }
}
