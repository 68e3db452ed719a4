/// A view in a tree of views.
///
/// Focus is single: the root of each tree remembers its one first responder, so a view that
/// becomes first responder takes the focus from any other view in the same tree.
@MainActor
open class UIView: UIResponder {
  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  public private(set) lazy var layer = CALayer(owner: self)

  open var backgroundColor: UIColor? {
    didSet { recordChange("backgroundColor", from: oldValue, to: backgroundColor) }
  }

  open var isHidden = false {
    didSet { recordChange("isHidden", from: oldValue, to: isHidden) }
  }

  /// A name for UI tests; the screen never reads it.
  open var accessibilityIdentifier: String?

  /// Whether VoiceOver skips the accessibility elements this view contains. UIKit declares it on
  /// `NSObject`; here only a view has it, and only tests read it: the stand-in has no VoiceOver.
  open var accessibilityElementsHidden = false

  /// Meaningful on a root view only: the view in this tree that holds the focus.
  private weak var focusedView: UIView?

  /// Meaningful on a root view only: the screen whose view this is.
  weak var owningViewController: UIViewController?

  /// Frames are not modelled: the stand-in solves no layout, so `frame` is taken and ignored.
  public init(frame: CGRect) {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.recordChange("superview", from: nil, to: self)
    invalidateLayout()
    view.invalidateLayout()
    UpdateCycle.propertiesNeeded()
  }

  open func removeFromSuperview() {
    guard let superview else { return }
    endEditing(true)
    superview.subviewWillLeave(self)
    var ancestor: UIView? = superview
    while let holder = ancestor {
      for constraint in holder.constraints { constraint.deactivateIfItCrosses(self) }
      ancestor = holder.superview
    }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    recordChange("superview", from: superview, to: nil)
    superview.invalidateLayout()
  }

  /// For a stack view to forget an arranged subview that leaves it.
  func subviewWillLeave(_ subview: UIView) {}

  // MARK: Auto Layout

  /// True by default, as in UIKit: the view's frame and autoresizing mask then make constraints
  /// of their own, so a view placed by constraints turns it off.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      recordChange(
        "translatesAutoresizingMaskIntoConstraints", from: oldValue,
        to: translatesAutoresizingMaskIntoConstraints)
    }
  }

  /// The active constraints installed on this view: those whose closest common ancestor it is.
  public private(set) var constraints: [NSLayoutConstraint] = []

  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self)

  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  func install(_ constraint: NSLayoutConstraint) {
    constraints.append(constraint)
    invalidateLayout()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
    invalidateLayout()
  }

  /// Whether active constraints tie this view's four edges to `other`'s, with no inset, and no
  /// autoresizing mask competes with them: the view then covers `other` exactly, at any size.
  @_spi(Testing)
  public func isPinnedToEdges(of other: UIView) -> Bool {
    guard !translatesAutoresizingMaskIntoConstraints else { return false }
    let ties = other.constraints.filter {
      $0.constant == 0 && $0.firstAttribute == $0.secondAttribute
    }
    return [.top, .bottom, .leading, .trailing].allSatisfy { (edge: NSLayoutConstraint.Attribute) in
      ties.contains {
        $0.firstAttribute == edge
          && (($0.firstItem === self && $0.secondItem === other)
            || ($0.firstItem === other && $0.secondItem === self))
      }
    }
  }

  // MARK: The update cycle

  /// The view's `updateProperties()` and `layoutSubviews()`, as the update cycle runs them. A new
  /// view needs both, as in UIKit.
  let propertiesPass = TrackedMethod()
  let layoutPass = TrackedMethod()

  /// Configures the view's content and styling before layout. UIKit calls it at the end of the
  /// turn when `setNeedsUpdateProperties()` was called, or when an `@Observable` property that its
  /// last run read has changed. Never call it yourself.
  open func updateProperties() {}

  /// Asks for `updateProperties()` at the end of the turn; several requests make one update.
  open func setNeedsUpdateProperties() {
    propertiesPass.isNeeded = true
    UpdateCycle.propertiesNeeded()
  }

  /// Lays out the subviews; the default does nothing, as the stand-in solves no constraints.
  /// UIKit calls it at the end of the turn when `setNeedsLayout()` was called, or when an
  /// `@Observable` property that its last run read has changed. Never call it yourself.
  open func layoutSubviews() {}

  /// Asks for a layout at the end of the turn; several requests make one layout.
  open func setNeedsLayout() {
    invalidateLayout()
  }

  /// What `setNeedsLayout()` does, for the stand-in's own use, whatever a subclass overrides.
  func invalidateLayout() {
    layoutPass.isNeeded = true
    UpdateCycle.layoutNeeded()
  }

  func runPropertiesUpdateIfNeeded() {
    guard propertiesPass.isNeeded else { return }
    propertiesPass.run(updateProperties) { [weak self] in self?.setNeedsUpdateProperties() }
  }

  func runLayoutIfNeeded() {
    guard layoutPass.isNeeded else { return }
    layoutPass.run(layoutSubviews) { [weak self] in self?.setNeedsLayout() }
  }

  open func isDescendant(of view: UIView) -> Bool {
    var candidate: UIView? = self
    while let current = candidate {
      if current === view { return true }
      candidate = current.superview
    }
    return false
  }

  /// The window that shows this view: through its root view's screen, and the screens that
  /// present that one, up to a window's root view controller. Nil for a view in no window.
  open var window: UIWindow? {
    let root = self.root
    if let window = root as? UIWindow { return window }
    return root.owningViewController?.windowShowingIt
  }

  /// Makes the first responder among this view and its descendants resign.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let focused = root.focusedView, focused.isDescendant(of: self) else { return false }
    return focused.resignFirstResponder()
  }

  open override var isFirstResponder: Bool { root.focusedView === self }

  /// As in UIKit, a view that is in no window cannot take the focus.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, window != nil else { return false }
    if isFirstResponder { return true }
    let root = self.root
    if let current = root.focusedView, !current.resignFirstResponder() { return false }
    root.focusedView = self
    recordChange("isFirstResponder", from: false, to: true)
    didBecomeFirstResponder()
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    root.focusedView = nil
    recordChange("isFirstResponder", from: true, to: false)
    didResignFirstResponder()
    return true
  }

  /// Hooks for the stand-in's own subclasses, so that `UITextField` can tell its delegate.
  func didBecomeFirstResponder() {}
  func didResignFirstResponder() {}

  /// Whether a person's touch can reach this view. It cannot when the view is hidden, or in no
  /// visible window (its screen was never shown, or was dismissed), nor while its screen
  /// presents another one (an alert is modal), nor while a visual effect view pinned to the root
  /// view's edges lies over it, as a blur does. An unpinned blur has no size, and covers nothing.
  @_spi(Testing)
  public var isReachableByUser: Bool {
    guard !isHidden, let window, !window.isHidden else { return false }
    let root = self.root
    if let screen = root.owningViewController, screen.presentedViewController != nil {
      return false
    }
    var branch = self
    while let parent = branch.superview, parent.superview != nil { branch = parent }
    guard branch !== root, let position = root.subviews.firstIndex(where: { $0 === branch })
    else { return true }
    return !root.subviews[(position + 1)...].contains {
      $0 is UIVisualEffectView && $0.isPinnedToEdges(of: root)
    }
  }

  private var root: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Records a property only when its value really changed: setting the same value again is
  /// nothing anyone could see.
  func recordChange(_ property: String, from oldValue: Any?, to newValue: Any?) {
    Transcript.current?.recordChange(of: self, property, from: oldValue, to: newValue)
  }
}

/// The part of Core Animation's layer that the screen uses: its border.
@MainActor
open class CALayer: NSObject {
  open var borderWidth: CGFloat = 0 {
    didSet { owner?.recordChange("layer.borderWidth", from: oldValue, to: borderWidth) }
  }

  open var cornerRadius: CGFloat = 0 {
    didSet { owner?.recordChange("layer.cornerRadius", from: oldValue, to: cornerRadius) }
  }

  open var borderColor: CGColor? {
    didSet { owner?.recordChange("layer.borderColor", from: oldValue, to: borderColor) }
  }

  private weak var owner: UIView?

  init(owner: UIView) {
    self.owner = owner
  }
}

/// The window a screen is shown in. It starts hidden, as in UIKit.
@MainActor
open class UIWindow: UIView {
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.windowAsRoot = nil
      rootViewController?.windowAsRoot = self
      rootViewController?.willBeShown()
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
    UpdateCycle.register(self)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
    UpdateCycle.register(self)
  }

  open func makeKeyAndVisible() {
    isHidden = false
    UpdateCycle.propertiesNeeded()
    invalidateLayout()
  }

  /// Ends the main run loop's turn, as UIKit does once an event has been handled: runs every
  /// pending `updateProperties()`, then every pending layout (`viewWillLayoutSubviews()`,
  /// `layoutSubviews()`), and again, until none is pending. Only views in a visible window are
  /// updated. `User`'s actions and the mock service's answers call it; nothing else does.
  @_spi(Testing)
  public static func simulateEndOfTurn() {
    UpdateCycle.endTurn()
  }
}
