/// The messages a presentation controller sends about a user's swipe down on a sheet. Every
/// method is optional, as in UIKit, where the protocol's methods are `optional`; here a default
/// implementation stands for each. UIKit's adaptivity methods are left out: nothing adapts here.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// What manages a presented screen: here, only what a user's swipe down on a sheet needs, the
/// screen it manages and the delegate it tells.
@MainActor
open class UIPresentationController: NSObject {
  /// Unowned: the screen owns its presentation controller.
  private unowned let presented: UIViewController

  open var presentedViewController: UIViewController { presented }

  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presentedViewController: UIViewController) {
    presented = presentedViewController
    super.init()
  }
}
