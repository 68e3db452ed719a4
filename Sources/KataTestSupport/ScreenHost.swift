import UIKitStandIn

/// The screen that presents the screen under test, so that the latter can dismiss itself.
@MainActor
public final class ScreenHost {
  private let host = UIViewController()

  public init(presenting screen: UIViewController) {
    screen.loadViewIfNeeded()
    host.present(screen, animated: false)
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
