import CharacterizationSuite
import Exercise
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Exercise.ChangePasswordPresenter: ChangePasswordScreen {}

/// The shared suite, compiled once, run on Exercise: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Exercise")
struct ExerciseSuite {
  @Test("Exercise does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Exercise.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
