import CharacterizationSuite
import Testing

/// The shared suite, compiled once, run on CancelCancelsOnMVVM: each behaviour of the screen is a
/// case of its own, named by its sentence, on screens that `makeScreen` (in `Screen.swift`)
/// builds.
@MainActor
@Suite("CancelCancelsOnMVVM")
struct CancelCancelsOnMVVMSuite {
  @Test(
    "CancelCancelsOnMVVM does what step 00 does",
    arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
