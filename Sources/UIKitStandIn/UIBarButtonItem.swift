/// An item in a bar: what every bar button shares.
@MainActor
open class UIBarItem: NSObject {
  open var isEnabled = true {
    didSet {
      Transcript.current?.recordChange(of: self, "isEnabled", from: oldValue, to: isEnabled)
    }
  }

  /// A name for UI tests; the screen never reads it.
  open var accessibilityIdentifier: String?
}

/// A button in a navigation bar.
@MainActor
open class UIBarButtonItem: UIBarItem {
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case save = 3
  }

  /// UIKit keeps the system item to itself; tests may read it.
  @_spi(Testing)
  public private(set) var systemItem: SystemItem?

  open var primaryAction: UIAction?

  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
  }

  /// The bar that shows this item, if any.
  fileprivate weak var navigationItem: UINavigationItem?

  /// A user's tap: a disabled item ignores it, and so does one in no bar, or on a screen that is
  /// not on display or lies under a presented one.
  @_spi(Testing)
  public func simulateTap() {
    guard isEnabled, let screen = navigationItem?.owningViewController,
      screen.viewIfLoaded?.isReachableByUser == true
    else { return }
    primaryAction?.perform()
  }
}

/// The items a view controller shows in a navigation bar.
@MainActor
open class UINavigationItem: NSObject {
  open var title: String?

  open var leftBarButtonItem: UIBarButtonItem? {
    didSet { leftBarButtonItem?.navigationItem = self }
  }

  open var rightBarButtonItem: UIBarButtonItem? {
    didSet { rightBarButtonItem?.navigationItem = self }
  }

  weak var owningViewController: UIViewController?

  public init(title: String) {
    self.title = title
  }

  override init() {}
}
