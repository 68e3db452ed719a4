import CancelCancelsSuite
import CharacterizationSuite
import Testing

/// Cancel cancels on the fat presenter: the shared suite's behaviours the feature leaves as they
/// were, in their async form, and the feature's own, each a case of its own, named by its
/// sentence, on screens that `makeScreen` (in `Screen.swift`) builds. `CancelCancels.changed`
/// lists what it skips, and why.
@MainActor
@Suite("CancelCancelsOnFat")
struct CancelCancelsOnFatSuite {
  @Test(
    "CancelCancelsOnFat does what step 00 does, and Cancel cancels",
    arguments: CancelCancels.behaviours())
  func behaves(_ behaviour: AsyncBehaviour) async throws {
    try await behaviour.check(makeScreen)
  }
}
