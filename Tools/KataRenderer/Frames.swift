@_spi(Testing) import UIKitStandIn

/// A frame in the picture's points.
struct Frame: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var isEmpty: Bool { width <= 0 || height <= 0 }
  var midX: Int { x + width / 2 }
  var midY: Int { y + height / 2 }
}

/// The frames of a screen's views, solved from the constraints it declares, so that a picture
/// never shows a layout the code does not have. It reads what the kata's screen uses: edges and
/// centres tied to the view or its safe area, stated heights, and a vertical stack view's rows
/// and spacing. Anything else is an error that names the constraint or the view: a picture would
/// otherwise guess.
@MainActor
struct Frames {
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  private let root: UIView
  private let rootFrame: Frame
  private let safeArea: Frame
  private var solved: [ObjectIdentifier: Frame] = [:]
  private let constraints: [NSLayoutConstraint]

  /// The root view fills the picture; its safe area starts below the navigation bar.
  init(of root: UIView, size: (width: Int, height: Int), safeAreaTop: Int) throws {
    self.root = root
    rootFrame = Frame(x: 0, y: 0, width: size.width, height: size.height)
    safeArea = Frame(x: 0, y: safeAreaTop, width: size.width, height: size.height - safeAreaTop)
    var all: [NSLayoutConstraint] = []
    var views = [root]
    while let view = views.popLast() {
      all += view.constraints
      views += view.subviews
    }
    constraints = all
    for view in root.subviews where !view.translatesAutoresizingMaskIntoConstraints {
      try solve(view)
    }
    for constraint in constraints where !isRead(constraint) {
      throw Unreadable(
        description:
          "a constraint on a \(constraint.firstItem.map { "\(type(of: $0))" } ?? "nil")'s "
          + "\(constraint.firstAttribute), which the picture cannot place")
    }
  }

  /// Whether solving used it: a placed view's own constraint, or a stated height of a row.
  private func isRead(_ constraint: NSLayoutConstraint) -> Bool {
    guard let first = constraint.firstItem as? UIView, solved[ObjectIdentifier(first)] != nil
    else { return false }
    return first.superview === root
      || (constraint.firstAttribute == .height && constraint.secondItem == nil)
  }

  /// The view's frame; `nil` for a view that constraints do not place, which UIKit leaves with
  /// the zero frame it was made with.
  func frame(of view: UIView) -> Frame? {
    solved[ObjectIdentifier(view)]
  }

  private mutating func solve(_ view: UIView) throws {
    let own = constraints.filter { $0.firstItem === view }
    for constraint in own {
      guard constraint.secondItem == nil || isRootOrSafeArea(constraint.secondItem) else {
        throw Unreadable(
          description: "a \(type(of: view))'s \(constraint.firstAttribute) tied to something "
            + "other than the screen's view or its safe area")
      }
    }
    func edge(_ attribute: NSLayoutConstraint.Attribute) -> Int? {
      guard let tie = own.first(where: { $0.firstAttribute == attribute && $0.secondItem != nil })
      else { return nil }
      let base = tie.secondItem is UILayoutGuide ? safeArea : rootFrame
      return value(of: tie.secondAttribute, in: base) + Int(tie.constant)
    }
    let statedHeight = own.first { $0.firstAttribute == .height && $0.secondItem == nil }
      .map { Int($0.constant) }
    let height = try statedHeight ?? intrinsicHeight(of: view)
    let width = intrinsicWidth(of: view)
    var frame = Frame(x: 0, y: 0, width: 0, height: 0)
    switch (edge(.leading), edge(.trailing), edge(.centerX), width) {
    case (let leading?, let trailing?, _, _): (frame.x, frame.width) = (leading, trailing - leading)
    case (nil, nil, let centre?, let width?): (frame.x, frame.width) = (centre - width / 2, width)
    default: throw Unreadable(description: "no horizontal place for a \(type(of: view))")
    }
    switch (edge(.top), edge(.bottom), edge(.centerY), height) {
    case (let top?, let bottom?, _, _): (frame.y, frame.height) = (top, bottom - top)
    case (let top?, nil, nil, let height?): (frame.y, frame.height) = (top, height)
    case (nil, nil, let centre?, let height?):
      (frame.y, frame.height) = (centre - height / 2, height)
    default: throw Unreadable(description: "no vertical place for a \(type(of: view))")
    }
    solved[ObjectIdentifier(view)] = frame
    if let stack = view as? UIStackView { try solveRows(of: stack, in: frame) }
  }

  /// A vertical stack's rows: its arranged subviews top to bottom, as wide as the stack.
  private mutating func solveRows(of stack: UIStackView, in frame: Frame) throws {
    var y = frame.y
    for row in stack.arrangedSubviews {
      let height = try rowHeight(row, in: stack)
      solved[ObjectIdentifier(row)] = Frame(x: frame.x, y: y, width: frame.width, height: height)
      y += height + Int(stack.spacing)
    }
  }

  private func rowHeight(_ row: UIView, in stack: UIStackView) throws -> Int {
    let rows = stack.distribution == .fillEqually ? stack.arrangedSubviews : [row]
    let stated = constraints.filter { constraint in
      constraint.firstAttribute == .height && constraint.secondItem == nil
        && rows.contains { $0 === constraint.firstItem }
    }
    guard let height = stated.first.map({ Int($0.constant) }) else {
      throw Unreadable(description: "no stated height for a row of a stack: a \(type(of: row))")
    }
    return height
  }

  /// A stack's height is its rows'; a spinner's is UIKit's.
  private func intrinsicHeight(of view: UIView) throws -> Int? {
    switch view {
    case let stack as UIStackView:
      guard stack.axis == .vertical else {
        throw Unreadable(description: "a horizontal stack view")
      }
      let rows = try stack.arrangedSubviews.map { try rowHeight($0, in: stack) }
      return rows.reduce(0, +) + max(0, rows.count - 1) * Int(stack.spacing)
    case let spinner as UIActivityIndicatorView: return spinner.style == .large ? 37 : 20
    default: return nil
    }
  }

  private func intrinsicWidth(of view: UIView) -> Int? {
    (view as? UIActivityIndicatorView).map { $0.style == .large ? 37 : 20 }
  }

  private func isRootOrSafeArea(_ item: AnyObject?) -> Bool {
    item === root || item === root.safeAreaLayoutGuide
  }

  private func value(of attribute: NSLayoutConstraint.Attribute, in frame: Frame) -> Int {
    switch attribute {
    case .top: frame.y
    case .bottom: frame.y + frame.height
    case .leading: frame.x
    case .trailing: frame.x + frame.width
    case .centerX: frame.midX
    case .centerY: frame.midY
    case .height: frame.height
    case .notAnAttribute: 0
    }
  }
}
