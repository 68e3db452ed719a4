/// A blur to lay over content.
public struct UIBlurEffect: Equatable, Sendable {
  public enum Style: Sendable {
    case light, dark
  }

  public let style: Style

  public init(style: Style) {
    self.style = style
  }
}

/// A view that applies a visual effect, such as a blur, to what lies behind it.
@MainActor
public final class UIVisualEffectView: UIView {
  public var effect: UIBlurEffect?

  public init(effect: UIBlurEffect?) {
    self.effect = effect
    super.init()
  }
}
