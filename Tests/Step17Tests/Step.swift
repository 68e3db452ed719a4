import CharacterizationSuite
import Step17
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step17.ChangePasswordPresenter: ChangePasswordScreen {}

/// The shared suite, compiled once, run on Step17: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Step17")
struct Step17Suite {
  @Test("Step17 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Step17.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
