import CharacterizationSuite
import Step42

/// The screen under test, as the shared suite reaches it: the conformance needs no code, since
/// the screen already has every part the suite asks for.
extension Step42.ChangePasswordPresenter: ChangePasswordScreen {}

/// How the shared suite builds a screen of Step42 for each behaviour. It is public, and apart from
/// the suite's tests in `Step.swift`, so that the exercise can compile this file as a module of
/// its own: an edit to the screen then recompiles this file and not the tests.
@MainActor
public let makeScreen: ScreenFactory = { passwordChanger, securityToken in
  Step42.ChangePasswordPresenter(passwordChanger: passwordChanger, securityToken: securityToken)
}
