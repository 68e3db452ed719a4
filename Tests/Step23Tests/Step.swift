import CharacterizationSuite
import Step23
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step23.ChangePasswordPresenter: ChangePasswordScreen {}

/// The shared suite, compiled once, run on Step23: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Step23")
struct Step23Suite {
  @Test("Step23 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Step23.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
