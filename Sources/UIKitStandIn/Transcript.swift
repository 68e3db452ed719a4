/// A log of every observable change the stand-in makes, one readable line each, in order.
///
/// It is what a golden-master test compares: the screen's behaviour, seen from the outside.
/// Nothing is recorded unless a transcript is installed with `Transcript.recording(_:)`.
@MainActor
public final class Transcript {
  public private(set) static var current: Transcript?

  public private(set) var lines: [String] = []

  public init() {}

  /// Runs `body` with this transcript installed, then removes it.
  public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = Self.current
    Self.current = self
    defer { Self.current = outer }
    return try body()
  }

  /// Adds a line of the test's own, such as the user's actions or a service's callbacks.
  public func note(_ line: String) {
    lines.append(line)
  }

  func record(_ object: AnyObject, _ property: String, _ value: Any?) {
    lines.append("  \(Self.describe(object)).\(property) = \(Self.describe(value))")
  }

  static func describe(_ object: AnyObject) -> String {
    switch object {
    case let view as UIView:
      view.accessibilityIdentifier
        ?? (view.owningViewController != nil ? "view" : String(describing: type(of: view)))
    case let item as UIBarButtonItem: item.accessibilityIdentifier ?? "UIBarButtonItem"
    case let alert as UIAlertController: "alert(\(describe(alert.message)))"
    default: String(describing: type(of: object))
    }
  }

  static func describe(_ value: Any?) -> String {
    guard let value = unwrapped(value) else { return "nil" }
    if let text = value as? String { return "\"\(text)\"" }
    return String(describing: value)
  }

  /// The value inside any number of optionals, or nil.
  private static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard let optional = value as? any OptionalValue else { return value }
    return unwrapped(optional.wrappedValue)
  }
}

/// Lets `Transcript` see through an optional that was passed as `Any`.
private protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedValue: Any? { map { $0 as Any } }
}
