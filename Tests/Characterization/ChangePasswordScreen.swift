import KataTestSupport
import PasswordService
import UIKitStandIn

/// What every step's screen has in common, and all the shared suite needs to reach it: a view
/// controller with its controls under the names every step gives them. Each step's test target
/// declares its screen's conformance in `Screen.swift`, with an empty body.
@MainActor
public protocol ChangePasswordScreen: UIViewController {
  var oldPasswordTextField: UITextField { get }
  var newPasswordTextField: UITextField { get }
  var confirmPasswordTextField: UITextField { get }
  var submitButton: UIButton { get }
  var cancelBarButton: UIBarButtonItem { get }
  var blurView: UIVisualEffectView { get }
  var activityIndicator: UIActivityIndicatorView { get }
}

/// Builds a step's screen as the app would, from the service and the security token it talks to.
public typealias ScreenFactory =
  @MainActor (
    _ passwordChanger: any PasswordChanging, _ securityToken: String
  ) -> any ChangePasswordScreen

extension ScreenParts {
  /// The parts of a screen of any step, by role.
  public convenience init(_ screen: any ChangePasswordScreen) {
    self.init(
      screen: screen, oldPasswordTextField: screen.oldPasswordTextField,
      newPasswordTextField: screen.newPasswordTextField,
      confirmPasswordTextField: screen.confirmPasswordTextField,
      submitButton: screen.submitButton, cancelBarButton: screen.cancelBarButton,
      blurView: screen.blurView, activityIndicator: screen.activityIndicator)
  }
}
