/// How the screen is asked to draw what the view model exposes.
enum Drawing {
  /// UIKit 26 calls `updateProperties()` before it draws, and again after a change it read.
  case inUpdateProperties
  /// Below iOS 26 UIKit calls no `updateProperties()`: an `ObservedDrawing` draws, and hands
  /// each draw after a change to `schedule`.
  case observed(schedule: ObservedDrawing.Schedule)

  /// The way this system needs: it passes on the `#available` answer, always true off iOS.
  static var forThisSystem: Drawing {
    if #available(iOS 26.0, *) { return forSystem(hasUpdateProperties: true) }
    return forSystem(hasUpdateProperties: false)
  }

  /// The way a system needs: without `updateProperties()`, the drawing's next draw runs on the
  /// main actor, in a `Task`.
  static func forSystem(hasUpdateProperties: Bool) -> Drawing {
    if hasUpdateProperties { return .inUpdateProperties }
    return .observed(schedule: { draw in Task { @MainActor in draw() } })
  }
}
