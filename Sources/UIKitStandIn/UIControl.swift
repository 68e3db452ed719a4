/// A closure-based action, as UIKit's `UIAction` (iOS 14 and later).
@MainActor
open class UIAction: NSObject {
  open var title: String
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
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let normal: State = []
  }

  open var isEnabled = true {
    didSet { recordChange("isEnabled", from: oldValue, to: isEnabled) }
  }

  private var actions: [(action: UIAction, events: Event)] = []

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Runs the actions wired to `controlEvents`, as UIKit does, whether or not the control is
  /// enabled.
  open func sendActions(for controlEvents: Event) {
    for wired in actions where !wired.events.isDisjoint(with: controlEvents) {
      wired.action.perform()
    }
  }
}

/// A push button with a title.
@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom, system
  }

  /// `UIButton()` makes a custom button, as in UIKit; `UIButton(type: .system)` a system one.
  open private(set) var buttonType = ButtonType.custom

  private var titles: [State: String] = [:]

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  open func setTitle(_ title: String?, for state: State) {
    recordChange("title", from: titles[state], to: title)
    titles[state] = title
  }

  open func title(for state: State) -> String? {
    titles[state]
  }

  /// A user's tap: a disabled, hidden or covered button ignores it.
  @_spi(Testing)
  public func simulateTap() {
    guard isEnabled, isReachableByUser else { return }
    sendActions(for: .touchUpInside)
  }
}
