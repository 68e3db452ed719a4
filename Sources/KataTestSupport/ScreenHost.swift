@_spi(Testing) import UIKitStandIn

/// A window and the screen that presents the screen under test, so that the latter is on
/// display and can dismiss itself.
@MainActor
public final class ScreenHost {
  private let window = UIWindow(frame: .zero)
  let host = UIViewController(nibName: nil, bundle: nil)

  /// A host on display, not yet presenting anything.
  init() {
    window.rootViewController = host
    window.makeKeyAndVisible()
  }

  public convenience init(presenting screen: UIViewController) {
    self.init()
    present(screen)
  }

  /// Loads the screen's view, then presents it, without animation, as a test wants it, and ends
  /// the turn, so that the screen has had its first update and layout before anyone touches it.
  func present(_ screen: UIViewController) {
    screen.loadViewIfNeeded()
    host.present(screen, animated: false)
    UIWindow.simulateEndOfTurn()
  }

  /// Whether the screen under test has gone away.
  public var isScreenDismissed: Bool { host.presentedViewController == nil }

  /// Whether the screen under test went away with an animation.
  public var wasDismissalAnimated: Bool {
    isScreenDismissed && host.lastTransitionWasAnimated == true
  }
}

extension UIViewController {
  /// The alert this screen shows, if any.
  public var presentedAlert: UIAlertController? {
    presentedViewController as? UIAlertController
  }
}
