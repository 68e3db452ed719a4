/// Below iOS 26, UIKit calls no `updateProperties()`: this draws in its place.
@MainActor
final class ObservedDrawing {
  /// Runs a draw on the main actor, later.
  typealias Schedule = @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

  private let draw: () -> Void
  private let schedule: Schedule

  init(draw: @escaping () -> Void, schedule: @escaping Schedule) {
    self.draw = draw
    self.schedule = schedule
  }

  func start() {
    draw()
  }
}
