/// One button of an alert.
@MainActor
open class UIAlertAction: NSObject {
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  open private(set) var title: String?
  open private(set) var style = Style.default
  fileprivate var handler: ((UIAlertAction) -> Void)?

  public convenience init(
    title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// An alert: a message and its buttons.
@MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  open var message: String?
  open private(set) var preferredStyle = Style.actionSheet
  open private(set) var actions: [UIAlertAction] = []

  /// UIKit calls an action that is not among `actions` a programmer error; the stand-in ignores
  /// it, so a step that sets it too early shows no preferred action and the suite says so.
  open var preferredAction: UIAlertAction? {
    get { storedPreferredAction }
    set {
      guard let newValue else {
        storedPreferredAction = nil
        return
      }
      if actions.contains(where: { $0 === newValue }) { storedPreferredAction = newValue }
    }
  }

  private var storedPreferredAction: UIAlertAction?

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Return pressed on a hardware keyboard while the alert is up: as in UIKit, it triggers the
  /// preferred action, as a tap on it would; with no preferred action, it does nothing.
  @_spi(Testing)
  public func simulateHardwareReturn() {
    guard let preferredAction else { return }
    simulateTap(on: preferredAction)
  }

  /// A user's tap on one of the alert's buttons: as in UIKit, the alert goes away first, then the
  /// button's handler runs. An alert that is not on screen ignores taps, so a handler runs once.
  @_spi(Testing)
  public func simulateTap(on action: UIAlertAction) {
    guard let presenting = presentingViewController, windowShowingIt?.isHidden == false,
      actions.contains(where: { $0 === action })
    else { return }
    Transcript.current?.append(
      .effect("alert: tapped \(action.title.map { "\"\($0)\"" } ?? "nil")"))
    presenting.dismiss(animated: true)
    action.handler?(action)
  }
}
