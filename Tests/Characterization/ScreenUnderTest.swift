import KataTestSupport
@_spi(Testing) import UIKitStandIn

/// A screen of the step under test, on display, with the mock service it talks to. A behaviour
/// reaches the screen's controls through it, under the names every step gives them.
@MainActor
final class ScreenUnderTest {
  let passwordChanger = MockPasswordChanger()
  let screen: any ChangePasswordScreen
  let host: ScreenHost
  private let makeScreen: ScreenFactory

  init(makeScreen: @escaping ScreenFactory) {
    self.makeScreen = makeScreen
    screen = makeScreen(passwordChanger, "TOKEN")
    host = ScreenHost(presenting: screen)
  }

  /// Another screen of the same step, talking to the same service, not yet on display.
  func anotherScreen(securityToken: String = "TOKEN") -> any ChangePasswordScreen {
    makeScreen(passwordChanger, securityToken)
  }

  var oldPasswordTextField: UITextField { screen.oldPasswordTextField }
  var newPasswordTextField: UITextField { screen.newPasswordTextField }
  var confirmPasswordTextField: UITextField { screen.confirmPasswordTextField }
  var submitButton: UIButton { screen.submitButton }
  var cancelBarButton: UIBarButtonItem { screen.cancelBarButton }
  var blurView: UIVisualEffectView { screen.blurView }
  var activityIndicator: UIActivityIndicatorView { screen.activityIndicator }
  var view: UIView { screen.view }
  var navigationItem: UINavigationItem { screen.navigationItem }
  var presentedViewController: UIViewController? { screen.presentedViewController }
  var presentedAlert: UIAlertController? { screen.presentedAlert }
  var lastTransitionWasAnimated: Bool? { screen.lastTransitionWasAnimated }
  /// The screen's subviews from the back to the front, by part: "blur", "spinner", "old", ….
  var subviewRoles: [String] { view.subviews.map { role(of: $0, in: ScreenParts(screen)) } }
}
