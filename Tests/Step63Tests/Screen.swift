import CharacterizationSuite
import PasswordService
import Step63

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step63.ChangePasswordPresenter: ChangePasswordScreen {}

/// Where the app would build the screen: the view model gets the service and the token, the
/// screen gets the view model.
extension Step63.ChangePasswordPresenter {
  convenience init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.init(
      viewModel: ChangePasswordViewModel(
        passwordChanger: passwordChanger, securityToken: securityToken))
  }
}

/// How the shared suite builds a screen of Step63 for each behaviour. It is public, and apart from
/// the suite's tests in `Step.swift`, so that the exercise can compile this file as a module of
/// its own: an edit to the screen then recompiles this file and not the tests.
@MainActor
public let makeScreen: ScreenFactory = { passwordChanger, securityToken in
  Step63.ChangePasswordPresenter(passwordChanger: passwordChanger, securityToken: securityToken)
}
