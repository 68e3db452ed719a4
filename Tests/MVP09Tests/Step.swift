import CharacterizationSuite
import Testing

/// The shared suite, compiled once, run on MVP09: each behaviour of the screen is a case of its
/// own, named by its sentence, on screens that `makeScreen` (in `Screen.swift`) builds.
@MainActor
@Suite("MVP09")
struct MVP09Suite {
  @Test("MVP09 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
