/// A button in a navigation bar.
@MainActor
public final class UIBarButtonItem {
  public enum SystemItem: Sendable, CustomStringConvertible {
    case cancel, done, save

    public var description: String {
      switch self {
      case .cancel: "cancel"
      case .done: "done"
      case .save: "save"
      }
    }
  }

  public let systemItem: SystemItem?
  public var primaryAction: UIAction?

  public var isEnabled = true {
    didSet { if oldValue != isEnabled { Transcript.current?.record(self, "isEnabled", isEnabled) } }
  }

  /// A name for tests and transcripts; the screen never reads it.
  public var accessibilityIdentifier: String?

  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
  }

  /// The bar that shows this item, if any.
  fileprivate weak var navigationItem: UINavigationItem?

  /// A user's tap: a disabled item ignores it, and so does one on a dismissed screen or under a
  /// presented one.
  package func simulateTap() {
    guard isEnabled else { return }
    if let screen = navigationItem?.owningViewController,
      screen.wasDismissed || screen.presentedViewController != nil
    {
      return
    }
    primaryAction?.perform()
  }
}

/// The items a view controller shows in a navigation bar.
@MainActor
public final class UINavigationItem {
  public var title: String?
  public var leftBarButtonItem: UIBarButtonItem? {
    didSet { leftBarButtonItem?.navigationItem = self }
  }
  public var rightBarButtonItem: UIBarButtonItem? {
    didSet { rightBarButtonItem?.navigationItem = self }
  }

  weak var owningViewController: UIViewController?

  init() {}
}
