import KataTestSupport
@_spi(Testing) import UIKitStandIn

/// A screen of the step under test, on display, with the mock service it talks to. A behaviour
/// reaches the screen's controls through it, under the names every step gives them. It is public
/// for the exercise's own tests, where a participant pins what the lockstep net found.
@MainActor
public final class ScreenUnderTest {
  public let passwordChanger = MockPasswordChanger()
  public let screen: any ChangePasswordScreen
  public let host: ScreenHost
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

  public var oldPasswordTextField: UITextField { screen.oldPasswordTextField }
  public var newPasswordTextField: UITextField { screen.newPasswordTextField }
  public var confirmPasswordTextField: UITextField { screen.confirmPasswordTextField }
  public var submitButton: UIButton { screen.submitButton }
  public var cancelBarButton: UIBarButtonItem { screen.cancelBarButton }
  public var blurView: UIVisualEffectView { screen.blurView }
  public var activityIndicator: UIActivityIndicatorView { screen.activityIndicator }
  public var view: UIView { screen.view }
  public var navigationItem: UINavigationItem { screen.navigationItem }
  public var presentedViewController: UIViewController? { screen.presentedViewController }
  public var presentedAlert: UIAlertController? { screen.presentedAlert }
  public var lastTransitionWasAnimated: Bool? { screen.lastTransitionWasAnimated }
  /// The texts of every label on the screen, in the order of the view tree.
  public var labelTexts: [String?] { labels(in: view).map(\.text) }
  /// The screen's subviews from the back to the front, by part: "blur", "spinner", "old", ….
  public var subviewRoles: [String] { view.subviews.map { role(of: $0, in: ScreenParts(screen)) } }
}
