import CharacterizationSuite
import PasswordService
import Step33
import Testing

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step33.ChangePasswordPresenter: ChangePasswordScreen {}

/// Where the app would build the screen: the view model gets the service and the token, the
/// screen gets the view model.
extension Step33.ChangePasswordPresenter {
  convenience init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.init(
      viewModel: ChangePasswordViewModel(
        passwordChanger: passwordChanger, securityToken: securityToken))
  }
}

/// The shared suite, compiled once, run on Step33: each behaviour of the screen is a case of its
/// own, named by its sentence.
@MainActor
@Suite("Step33")
struct Step33Suite {
  @Test("Step33 does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check {
      Step33.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
  }
}
