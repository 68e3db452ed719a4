import CharacterizationSuite
import LiveValidationSuite
import Testing

/// Live validation on the fat presenter: the shared suite's behaviours the feature leaves as they
/// were, and the feature's own, each a case of its own, named by its sentence, on screens that
/// `makeScreen` (in `Screen.swift`) builds. `LiveValidation.changed` lists what it skips, and why.
@MainActor
@Suite("LiveValidationOnFat")
struct LiveValidationOnFatSuite {
  @Test(
    "LiveValidationOnFat does what step 00 does, and validates as the user types",
    arguments: LiveValidation.behaviours())
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
