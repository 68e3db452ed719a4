import CharacterizationSuite
import Testing

/// The shared suite, compiled once, run on SwipeToCancelOnMVVM: each behaviour of the screen is a
/// case of its own, named by its sentence, on screens that `makeScreen` (in `Screen.swift`)
/// builds.
@MainActor
@Suite("SwipeToCancelOnMVVM")
struct SwipeToCancelOnMVVMSuite {
  @Test(
    "SwipeToCancelOnMVVM does what step 00 does",
    arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
