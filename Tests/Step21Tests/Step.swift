import CharacterizationSuite
import Step21
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step21.ChangePasswordPresenter: ChangePasswordScreen {}

/// The shared suite, compiled once, run on Step21: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Step21")
struct Step21Suite {
  @Test("Step21 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Step21.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
