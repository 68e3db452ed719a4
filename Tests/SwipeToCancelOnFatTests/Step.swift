import CharacterizationSuite
import SwipeToCancelSuite
import Testing

/// Swipe to cancel on the fat presenter: the shared suite's behaviours the feature leaves as they
/// were, and the feature's own, each a case of its own, named by its sentence, on screens that
/// `makeScreen` (in `Screen.swift`) builds. `SwipeToCancel.changed` lists what it skips, and why.
@MainActor
@Suite("SwipeToCancelOnFat")
struct SwipeToCancelOnFatSuite {
  @Test(
    "SwipeToCancelOnFat does what step 00 does, and takes the swipe as Cancel",
    arguments: SwipeToCancel.behaviours())
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
