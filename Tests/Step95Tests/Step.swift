import CharacterizationSuite
import Testing

/// The shared suite, compiled once, run on Step95: each behaviour of the screen is a case of its
/// own, named by its sentence, on screens that `makeScreen` (in `Screen.swift`) builds.
@MainActor
@Suite("Step95")
struct Step95Suite {
  @Test("Step95 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
