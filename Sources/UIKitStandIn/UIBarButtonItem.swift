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
    didSet { Transcript.current?.record(self, "isEnabled", isEnabled) }
  }

  /// A name for tests and transcripts; the screen never reads it.
  public var accessibilityIdentifier: String?

  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
  }

  /// A user's tap: a disabled item ignores it.
  package func simulateTap() {
    guard isEnabled else { return }
    primaryAction?.perform()
  }
}

/// The items a view controller shows in a navigation bar.
@MainActor
public final class UINavigationItem {
  public var title: String?
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItem: UIBarButtonItem?

  init() {}
}
