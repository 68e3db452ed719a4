/// A relation between two layout attributes: `first.attribute == second.attribute × multiplier +
/// constant`, or `first.attribute == constant` for a stated size.
///
/// Activating a constraint installs it on the closest common ancestor of its items, as UIKit
/// does; removing a view from its superview deactivates every constraint that ties it, or a view
/// inside it, to a view outside. Nothing is solved: the stand-in has no frames. What a test reads
/// is which constraints are active.
@MainActor
open class NSLayoutConstraint: NSObject {
  public enum Attribute: Int, Sendable {
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case height = 8
    case centerX = 9
    case centerY = 10
    case notAnAttribute = 0
  }

  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute

  open var constant: CGFloat {
    didSet {
      guard isActive, constant != oldValue else { return }
      let now = constant
      constant = oldValue
      Transcript.current?.recordConstraint(self, from: "active", to: "inactive")
      constant = now
      Transcript.current?.recordConstraint(self, from: "inactive", to: "active")
    }
  }

  /// The view it is installed on while active.
  private weak var holder: UIView?

  open var isActive: Bool {
    get { holder != nil }
    set { newValue ? activate() : deactivate() }
  }

  init(
    _ first: AnyObject, _ firstAttribute: Attribute, _ second: AnyObject?,
    _ secondAttribute: Attribute, constant: CGFloat
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute
    secondItem = second
    self.secondAttribute = secondAttribute
    self.constant = constant
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// UIKit throws an exception for a constraint whose items have no common ancestor, which ends
  /// the app. The stand-in leaves it inactive and writes the refusal into the transcript, so a
  /// test fails where the app would have crashed.
  private func activate() {
    guard holder == nil else { return }
    guard let ancestor = Self.closestCommonAncestor(firstView, secondView) else {
      Transcript.current?.recordConstraint(
        self, from: "inactive", to: "refused: its items have no common ancestor")
      return
    }
    holder = ancestor
    ancestor.install(self)
    Transcript.current?.recordConstraint(self, from: "inactive", to: "active")
  }

  private func deactivate() {
    guard let holder else { return }
    holder.uninstall(self)
    self.holder = nil
    Transcript.current?.recordConstraint(self, from: "active", to: "inactive")
  }

  /// Deactivates it when it ties a view inside `removed` to one outside, as UIKit does when
  /// `removed` leaves its superview.
  func deactivateIfItCrosses(_ removed: UIView) {
    let inside = [firstView, secondView].map { $0?.isDescendant(of: removed) ?? false }
    if inside.contains(true) && inside.contains(false) { deactivate() }
  }

  var firstView: UIView? { Self.view(of: firstItem) }
  var secondView: UIView? { Self.view(of: secondItem) }

  private static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private static func closestCommonAncestor(_ first: UIView?, _ second: UIView?) -> UIView? {
    guard let first else { return nil }
    guard let second else { return first }
    var candidate: UIView? = first
    while let view = candidate {
      if second.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }
}

/// A view's or a layout guide's edge, centre or size, from which constraints are made. The type
/// parameter keeps an x-axis anchor from being tied to a y-axis one, as in UIKit.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: c)
  }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, nil, .notAnAttribute, constant: c)
  }
}

/// A rectangle that takes part in layout without being a view; the stand-in has only a view's
/// safe area, with the anchors a step ties a column to.
@MainActor
open class UILayoutGuide: NSObject {
  public private(set) weak var owningView: UIView?

  init(owningView: UIView) {
    self.owningView = owningView
  }

  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
}

/// A view that lines up its arranged subviews along one axis.
@MainActor
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
  }

  public private(set) var arrangedSubviews: [UIView] = []

  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { recordChange("axis", from: oldValue, to: axis) }
  }

  open var spacing: CGFloat = 0 {
    didSet { recordChange("spacing", from: oldValue, to: spacing) }
  }

  open var distribution: Distribution = .fill {
    didSet { recordChange("distribution", from: oldValue, to: distribution) }
  }

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init(coder: NSCoder) {
    super.init(coder: coder)!
  }

  /// Adds the view at the end of the arranged subviews, and as a subview.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// As in UIKit, a subview that leaves the stack leaves its arranged subviews too.
  override func subviewWillLeave(_ subview: UIView) {
    arrangedSubviews.removeAll { $0 === subview }
  }
}
