import Observation

/// The main run loop's update cycle, as UIKit runs it once an event has been handled: first the
/// properties pass (`updateProperties()`), then the layout pass (`viewWillLayoutSubviews()`,
/// `layoutSubviews()`), over every view and view controller on display, top down, and again
/// until nothing is pending.
///
/// Nothing runs while a handler runs: `setNeedsUpdateProperties()` and `setNeedsLayout()` only
/// take note, as a change to an `@Observable` property read in one of those methods does. The
/// turn ends when a test says so, with `UIWindow.simulateEndOfTurn()`; `User`'s actions and the
/// mock service's answers end theirs, as UIKit ends each event.
@MainActor
enum UpdateCycle {
  /// Some view or view controller on display may need its properties updated.
  private static var mayNeedProperties = false
  /// Some view on display may need a layout.
  private static var mayNeedLayout = false
  private static var isEndingTurn = false
  private static var windows: [WeakWindow] = []

  /// More passes than this in one turn is an update that keeps invalidating itself, which UIKit
  /// would run frame after frame, forever.
  private static let passLimit = 100

  static func register(_ window: UIWindow) {
    windows.removeAll { $0.value == nil }
    windows.append(WeakWindow(value: window))
  }

  static func propertiesNeeded() { mayNeedProperties = true }

  static func layoutNeeded() { mayNeedLayout = true }

  /// Runs every pending properties update, then every pending layout, until none is pending.
  static func endTurn() {
    guard !isEndingTurn, mayNeedProperties || mayNeedLayout else { return }
    isEndingTurn = true
    defer { isEndingTurn = false }
    var passes = 0
    func countPass() {
      passes += 1
      precondition(
        passes <= passLimit,
        "The update cycle did not settle in \(passLimit) passes: an update or a layout keeps "
          + "invalidating itself.")
    }
    while mayNeedProperties || mayNeedLayout {
      while mayNeedProperties {
        countPass()
        mayNeedProperties = false
        forEachOnDisplay(
          controller: { $0.runPropertiesUpdateIfNeeded() },
          view: { $0.runPropertiesUpdateIfNeeded() })
      }
      if mayNeedLayout {
        countPass()
        mayNeedLayout = false
        forEachOnDisplay(
          controller: { $0.runLayoutIfNeeded() }, view: { $0.runLayoutIfNeeded() })
      }
    }
  }

  /// Visits, top down, every visible window's views, then the screens it shows: each screen,
  /// then its view's tree, then the screen it presents. A view in no visible window is left
  /// pending, as UIKit leaves it until it is shown.
  private static func forEachOnDisplay(
    controller visitController: (UIViewController) -> Void, view visitView: (UIView) -> Void
  ) {
    func visitTree(_ view: UIView) {
      visitView(view)
      for subview in view.subviews { visitTree(subview) }
    }
    func visitScreen(_ screen: UIViewController) {
      if let view = screen.viewIfLoaded {
        visitController(screen)
        visitTree(view)
      }
      if let presented = screen.presentedViewController { visitScreen(presented) }
    }
    for window in windows.compactMap(\.value) where !window.isHidden {
      visitTree(window)
      if let root = window.rootViewController { visitScreen(root) }
    }
  }
}

/// One method of a view or a view controller that the update cycle runs and tracks
/// (`updateProperties()`, `layoutSubviews()`, `viewWillLayoutSubviews()`): whether it is pending,
/// and which of its runs is the latest, since only what the latest run read schedules the next.
@MainActor
final class TrackedMethod {
  var isNeeded = true
  private var runs = 0

  /// Runs `method`, and calls `invalidate` when an `@Observable` property it read changes, unless
  /// the method has run again since.
  func run(_ method: () -> Void, invalidate: @escaping @MainActor @Sendable () -> Void) {
    isNeeded = false
    runs += 1
    let run = runs
    withObservationTracking(method) { [weak self] in
      MainActor.assumeIsolated {
        if self?.runs == run { invalidate() }
      }
    }
  }
}

private struct WeakWindow {
  weak var value: UIWindow?
}
