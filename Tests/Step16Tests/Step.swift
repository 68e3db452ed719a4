import CharacterizationSuite
import Step16
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step16.ChangePasswordPresenter: ChangePasswordScreen {}

/// The shared suite, compiled once, run on Step16: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Step16")
struct Step16Suite {
  @Test("Step16 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Step16.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
