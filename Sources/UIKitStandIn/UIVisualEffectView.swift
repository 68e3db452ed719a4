/// An effect to lay over content, such as a blur.
@MainActor
open class UIVisualEffect: NSObject {}

/// A blur to lay over content.
@MainActor
open class UIBlurEffect: UIVisualEffect {
  public enum Style: Int, Sendable {
    case light = 1
    case dark = 2
    case regular = 4
  }

  /// UIKit keeps the style to itself; only tests may read it here.
  @_spi(Testing)
  public let style: Style

  public init(style: Style) {
    self.style = style
  }
}

/// A view that applies a visual effect, such as a blur, to what lies behind it.
@MainActor
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
