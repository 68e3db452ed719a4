/// Below iOS 26, UIKit calls no `updateProperties()`: this draws in its place.
@MainActor
final class ObservedDrawing {
  private let draw: () -> Void

  init(draw: @escaping () -> Void) {
    self.draw = draw
  }

  func start() {
    draw()
  }
}
