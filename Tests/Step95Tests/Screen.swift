import CharacterizationSuite
import PasswordService
import Step95

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step95.ChangePasswordViewController: ChangePasswordScreen {}

/// Where the app would build the screen: the screen gets the service and the token, and makes
/// its view model with them.
extension Step95.ChangePasswordViewController {
  convenience init(passwordChanger: any PasswordChanging, securityToken: String) {
    // The shared suite sees the end through the stand-in, as a person does: the screen goes.
    self.init(passwordChanger: passwordChanger, securityToken: securityToken, onEnd: { _ in })
  }
}

/// How the shared suite builds a screen of Step95 for each behaviour. It is public, and apart from
/// the suite's tests in `Step.swift`, so that the exercise can compile this file as a module of
/// its own: an edit to the screen then recompiles this file and not the tests.
@MainActor
public let makeScreen: ScreenFactory = { passwordChanger, securityToken in
  Step95.ChangePasswordViewController(
    passwordChanger: passwordChanger, securityToken: securityToken)
}
