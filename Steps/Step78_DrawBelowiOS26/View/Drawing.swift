/// How the screen is asked to draw what the view model exposes.
enum Drawing {
  /// UIKit 26 calls `updateProperties()` before it draws, and again after a change it read.
  case inUpdateProperties
  /// Below iOS 26 UIKit calls no `updateProperties()`: an `ObservedDrawing` draws, and hands
  /// each draw after a change to `schedule`.
  case observed(schedule: ObservedDrawing.Schedule)
}
