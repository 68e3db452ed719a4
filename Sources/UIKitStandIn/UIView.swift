/// A view in a tree of views.
///
/// Focus is single: the root of each tree remembers its one first responder, so a view that
/// becomes first responder takes the focus from any other view in the same tree.
@MainActor
open class UIView: UIResponder {
  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  public private(set) lazy var layer = CALayer(owner: self)

  public var backgroundColor: UIColor? {
    didSet { recordChange("backgroundColor", from: oldValue, to: backgroundColor) }
  }

  public var isHidden = false {
    didSet { recordChange("isHidden", from: oldValue, to: isHidden) }
  }

  /// A name for tests and transcripts; the screen never reads it.
  public var accessibilityIdentifier: String?

  /// Meaningful on a root view only: the view in this tree that holds the focus.
  private weak var focusedView: UIView?

  /// Meaningful on a root view only: the screen whose view this is.
  weak var owningViewController: UIViewController?

  public override init() {
    super.init()
  }

  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.record("superview", "added")
  }

  public func removeFromSuperview() {
    guard let superview else { return }
    endEditing(true)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    record("superview", "removed")
  }

  public func isDescendant(of view: UIView) -> Bool {
    var candidate: UIView? = self
    while let current = candidate {
      if current === view { return true }
      candidate = current.superview
    }
    return false
  }

  /// Makes the first responder among this view and its descendants resign.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let focused = root.focusedView, focused.isDescendant(of: self) else { return false }
    return focused.resignFirstResponder()
  }

  open override var isFirstResponder: Bool { root.focusedView === self }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if isFirstResponder { return true }
    let root = self.root
    if let current = root.focusedView, !current.resignFirstResponder() { return false }
    root.focusedView = self
    record("isFirstResponder", true)
    didBecomeFirstResponder()
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    root.focusedView = nil
    record("isFirstResponder", false)
    didResignFirstResponder()
    return true
  }

  /// Hooks for subclasses that tell a delegate, as `UITextField` does.
  open func didBecomeFirstResponder() {}
  open func didResignFirstResponder() {}

  /// Whether a person's touch can reach this view. It cannot once its screen is dismissed, nor
  /// while the screen presents another one (an alert is modal), nor while a visual effect view
  /// lies over it, as a blur does.
  package var isReachableByUser: Bool {
    var branch = self
    while let parent = branch.superview, parent.superview != nil { branch = parent }
    let root = self.root
    if let screen = root.owningViewController,
      screen.wasDismissed || screen.presentedViewController != nil
    {
      return false
    }
    guard branch !== root, let position = root.subviews.firstIndex(where: { $0 === branch })
    else { return true }
    return !root.subviews[(position + 1)...].contains { $0 is UIVisualEffectView }
  }

  private var root: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Sends one observable change to the transcript, if one is recording.
  func record(_ property: String, _ value: Any?) {
    Transcript.current?.record(self, property, value)
  }

  /// Records a property only when its value really changed: setting the same value again is
  /// nothing anyone could see.
  func recordChange<Value: Equatable>(_ property: String, from oldValue: Value, to newValue: Value)
  {
    if oldValue != newValue { record(property, newValue) }
  }
}

/// The part of Core Animation's layer that the screen uses: its border.
@MainActor
public final class CALayer {
  public var borderWidth: Double = 0 {
    didSet { owner?.recordChange("layer.borderWidth", from: oldValue, to: borderWidth) }
  }
  public var cornerRadius: Double = 0 {
    didSet { owner?.recordChange("layer.cornerRadius", from: oldValue, to: cornerRadius) }
  }
  /// UIKit takes a `CGColor` here; the stand-in keeps the `UIColor`.
  public var borderColor: UIColor? {
    didSet { owner?.recordChange("layer.borderColor", from: oldValue, to: borderColor) }
  }

  private weak var owner: UIView?

  init(owner: UIView) {
    self.owner = owner
  }
}
