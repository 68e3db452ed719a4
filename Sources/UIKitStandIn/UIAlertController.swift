/// One button of an alert.
@MainActor
public final class UIAlertAction {
  public enum Style: Sendable, CustomStringConvertible {
    case `default`, cancel, destructive

    public var description: String {
      switch self {
      case .default: "default"
      case .cancel: "cancel"
      case .destructive: "destructive"
      }
    }
  }

  public let title: String?
  public let style: Style
  fileprivate let handler: ((UIAlertAction) -> Void)?

  public init(
    title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// An alert: a message and its buttons.
@MainActor
public final class UIAlertController: UIViewController {
  public enum Style: Sendable {
    case actionSheet, alert
  }

  public let message: String?
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  public var preferredAction: UIAlertAction?

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
  }

  public func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// A user's tap on one of the alert's buttons: as in UIKit, the alert goes away first, then the
  /// button's handler runs. An alert that is not on screen ignores taps, so a handler runs once.
  package func simulateTap(on action: UIAlertAction) {
    guard let presenting = presentingViewController, actions.contains(where: { $0 === action })
    else { return }
    Transcript.current?.record(self, "tapped", action.title)
    presenting.dismiss(animated: true)
    action.handler?(action)
  }
}
