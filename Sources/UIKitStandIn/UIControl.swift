/// A closure-based action, as UIKit's `UIAction` (iOS 14 and later).
@MainActor
public final class UIAction {
  public let title: String
  private let handler: (UIAction) -> Void

  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }

  func perform() {
    handler(self)
  }
}

/// A view that turns a user's touch into actions.
@MainActor
open class UIControl: UIView {
  public struct Event: Hashable, Sendable {
    public static let touchUpInside = Event(name: "touchUpInside")
    public static let editingChanged = Event(name: "editingChanged")
    let name: String
  }

  public struct State: Hashable, Sendable {
    public static let normal = State()
  }

  public var isEnabled = true {
    didSet { recordChange("isEnabled", from: oldValue, to: isEnabled) }
  }

  private var actions: [(action: UIAction, event: Event)] = []

  public func addAction(_ action: UIAction, for event: Event) {
    actions.append((action, event))
  }

  /// Runs the actions wired to `event`, as UIKit does, whether or not the control is enabled.
  public func sendActions(for event: Event) {
    for wired in actions where wired.event == event {
      wired.action.perform()
    }
  }
}

/// A push button with a title.
@MainActor
open class UIButton: UIControl {
  private var titles: [State: String] = [:]

  public func setTitle(_ title: String?, for state: State) {
    recordChange("title", from: titles[state], to: title)
    titles[state] = title
  }

  public func title(for state: State) -> String? {
    titles[state]
  }

  /// A user's tap: a disabled, hidden or covered button ignores it.
  package func simulateTap() {
    guard isEnabled, !isHidden, isReachableByUser else { return }
    sendActions(for: .touchUpInside)
  }
}
