/// A log of every observable change the stand-in makes, in order. Only tests see it.
///
/// It is what a golden-master test compares: the screen's behaviour, seen from the outside.
/// Nothing is recorded unless a transcript is installed with `recording(_:)`. Objects appear
/// under the roles a test gives them (`name(_:as:)`), never under a step's type names, so a
/// transcript survives a rename.
@_spi(Testing)
@MainActor
public final class Transcript {
  /// One line: something that happened to the screen, a property's change, or an effect.
  public enum Line: Hashable, Sendable, CustomStringConvertible {
    /// What happened from outside: a user's action or the service's answer.
    case event(String)
    /// A property that went from one value to another.
    case change(of: String, property: String, from: String, to: String)
    /// Something that is not a property: a presentation, a dismissal, a tap in an alert, a
    /// request to the service.
    case effect(String)

    public var description: String {
      switch self {
      case .event(let text): text
      case .change(let subject, let property, let from, let to):
        "  \(subject).\(property): \(from) → \(to)"
      case .effect(let text): "  \(text)"
      }
    }
  }

  public private(set) static var current: Transcript?

  public private(set) var lines: [Line] = []

  /// Each named object's role, found by its identity; the weak reference tells a live object
  /// from a new one at the address of a released one.
  private var roles: [ObjectIdentifier: (object: Weak, role: String)] = [:]

  public init() {}

  /// Runs `body` with this transcript installed, then removes it.
  public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    return try body()
  }

  /// Calls `object` by `role` ("screen", "old", …) in every line about it. An object keeps the
  /// first role it is given.
  public func name(_ object: AnyObject, as role: String) {
    guard roles[ObjectIdentifier(object)]?.object.value == nil else { return }
    roles[ObjectIdentifier(object)] = (Weak(object), role)
  }

  /// Adds a line of the test's own, such as the user's actions or a service's callbacks.
  public func append(_ line: Line) {
    lines.append(line)
  }

  func recordChange(of object: AnyObject, _ property: String, from: Any?, to: Any?) {
    let from = describe(from)
    let to = describe(to)
    guard from != to else { return }
    lines.append(.change(of: name(of: object), property: property, from: from, to: to))
  }

  func recordEffect(_ subject: AnyObject, _ verb: String, _ object: AnyObject) {
    lines.append(.effect("\(name(of: subject)) \(verb) \(name(of: object))"))
  }

  /// A constraint's change of state, as a change of its equation: "blur.top == screen.view.top:
  /// inactive → active". A change, not an effect, so that it sorts with the view changes of its
  /// turn, wherever in the turn a step makes it.
  func recordConstraint(_ constraint: NSLayoutConstraint, from: String, to: String) {
    let (subject, equation) = describe(constraint)
    lines.append(.change(of: subject, property: equation, from: from, to: to))
  }

  /// A constraint as its first item's role and the rest of its equation: ("a UIStackView", "top ==
  /// screen.view.safeAreaLayoutGuide.top + 24").
  func describe(_ constraint: NSLayoutConstraint) -> (subject: String, equation: String) {
    func named(_ item: AnyObject) -> String {
      guard let guide = item as? UILayoutGuide else { return name(of: item) }
      return "\(guide.owningView.map { name(of: $0) } ?? "nil").safeAreaLayoutGuide"
    }
    let constant = constraint.constant
    let number = constant == constant.rounded() ? "\(Int(abs(constant)))" : "\(abs(constant))"
    let subject = constraint.firstItem.map(named) ?? "nil"
    let left = "\(constraint.firstAttribute) =="
    guard let second = constraint.secondItem else { return (subject, "\(left) \(number)") }
    let right = "\(named(second)).\(constraint.secondAttribute)"
    if constant == 0 { return (subject, "\(left) \(right)") }
    return (subject, "\(left) \(right) \(constant < 0 ? "-" : "+") \(number)")
  }

  /// The object's role; a view controller's root view is "<role>.view"; an alert is named by its
  /// message; anything else by the stand-in's own class, never by a step's.
  func name(of object: AnyObject) -> String {
    if let named = roles[ObjectIdentifier(object)], named.object.value === object {
      return named.role
    }
    switch object {
    case let alert as UIAlertController: return "alert \(describe(alert.message))"
    case let view as UIView:
      if let owner = view.owningViewController { return name(of: owner) + ".view" }
    default: break
    }
    return "a " + Self.standInClass(of: object)
  }

  private static func standInClass(of object: AnyObject) -> String {
    switch object {
    case is UIWindow: "UIWindow"
    case is UIViewController: "UIViewController"
    case is UITextField: "UITextField"
    case is UIButton: "UIButton"
    case is UIActivityIndicatorView: "UIActivityIndicatorView"
    case is UIVisualEffectView: "UIVisualEffectView"
    case is UIStackView: "UIStackView"
    case is UIControl: "UIControl"
    case is UIView: "UIView"
    case is UIBarButtonItem: "UIBarButtonItem"
    default: "object"
    }
  }

  func describe(_ value: Any?) -> String {
    // A cast to a type sees through optionals: only what no case takes needs unwrapping.
    switch value {
    case nil: "nil"
    case let flag as Bool: flag ? "true" : "false"
    case let text as String: "\"\(text)\""
    case let color as UIColor: color.space.description
    case let color as CGColor: color.space.description
    case let view as UIView: name(of: view)
    case let contentType as UITextContentType: contentType.rawValue
    case let axis as NSLayoutConstraint.Axis: axis == .vertical ? ".vertical" : ".horizontal"
    case let distribution as UIStackView.Distribution:
      distribution == .fillEqually ? ".fillEqually" : ".fill"
    case let value?: unwrapped(value).map { String(describing: $0) } ?? "nil"
    }
  }

  /// The value inside any number of optionals, or nil.
  private func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard let optional = value as? any OptionalValue else { return value }
    return unwrapped(optional.wrappedValue)
  }
}

private struct Weak {
  weak var value: AnyObject?

  init(_ value: AnyObject) {
    self.value = value
  }
}

/// Lets `Transcript` see through an optional that was passed as `Any`.
private protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedValue: Any? { map { $0 as Any } }
}
