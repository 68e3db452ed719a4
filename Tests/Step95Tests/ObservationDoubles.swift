// What the tests of ObservedDrawing draw from, draw on, and schedule with.

import Observation

/// A plain observable model: the draw reads one property and not the other.
@Observable
final class Model {
  var read = 0
  var unread = 0
}

/// What each draw read, in order.
@MainActor
final class Canvas {
  var drawn: [Int] = []
}

/// Holds each scheduled draw until the test runs it: no waiting, no run loop. The tests change
/// the model on the main actor, so Observation tells of a change there.
@MainActor
final class Scheduler {
  var pending: [@MainActor @Sendable () -> Void] = []

  func runPending() {
    let work = pending
    pending = []
    for draw in work { draw() }
  }
}
