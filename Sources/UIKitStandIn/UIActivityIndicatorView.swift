/// A spinner that shows work in progress.
@MainActor
public final class UIActivityIndicatorView: UIView {
  public enum Style: Sendable {
    case medium, large
  }

  public let style: Style
  public private(set) var isAnimating = false {
    didSet { recordChange("isAnimating", from: oldValue, to: isAnimating) }
  }

  public init(style: Style) {
    self.style = style
    super.init()
  }

  public func startAnimating() {
    isAnimating = true
  }

  public func stopAnimating() {
    isAnimating = false
  }
}
