import CharacterizationSuite
import Testing

/// The shared suite, compiled once, run on Step53: each behaviour of the screen is a case of its
/// own, named by its sentence, on screens that `makeScreen` (in `Screen.swift`) builds.
@MainActor
@Suite("Step53")
struct Step53Suite {
  @Test("Step53 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
