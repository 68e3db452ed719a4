import CharacterizationSuite
import Step05
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step05.ChangePasswordPresenter: ChangePasswordScreen {}

/// The shared suite, compiled once, run on Step05: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Step05")
struct Step05Suite {
  @Test("Step05 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Step05.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
