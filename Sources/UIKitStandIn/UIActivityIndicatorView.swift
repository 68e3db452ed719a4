/// A spinner that shows work in progress.
@MainActor
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }

  open var style: Style

  open private(set) var isAnimating = false {
    didSet { recordChange("isAnimating", from: oldValue, to: isAnimating) }
  }

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
  }

  public required init(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)!
  }

  open func startAnimating() {
    isAnimating = true
  }

  open func stopAnimating() {
    isAnimating = false
  }
}
