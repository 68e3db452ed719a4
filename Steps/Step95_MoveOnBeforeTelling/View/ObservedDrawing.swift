import Observation

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
    drawAndTrack()
  }

  /// Draws, noting each `@Observable` property the draw reads. Observation tells of the first
  /// change of one, once, and before the change is made: so the next draw is scheduled, to read
  /// the new value, and tracks again.
  private func drawAndTrack() {
    let schedule = self.schedule
    withObservationTracking(draw) {
      schedule { [weak self] in self?.drawAndTrack() }
    }
  }
}
