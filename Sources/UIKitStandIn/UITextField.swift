/// What kind of content a text field holds, so the keyboard can offer to fill it.
public struct UITextContentType: Hashable, Sendable, CustomStringConvertible {
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }
}

/// The messages a text field sends about editing. Every method is optional, as in UIKit.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single-line text input.
@MainActor
open class UITextField: UIControl {
  /// Optional, as in UIKit, though it starts empty rather than nil.
  public var text: String? = "" {
    didSet { recordChange("text", from: oldValue, to: text) }
  }

  public var placeholder: String? {
    didSet { recordChange("placeholder", from: oldValue, to: placeholder) }
  }

  public var isSecureTextEntry = false {
    didSet { recordChange("isSecureTextEntry", from: oldValue, to: isSecureTextEntry) }
  }

  public var textContentType: UITextContentType? {
    didSet { recordChange("textContentType", from: oldValue, to: textContentType) }
  }

  public var enablesReturnKeyAutomatically = false {
    didSet {
      recordChange(
        "enablesReturnKeyAutomatically", from: oldValue, to: enablesReturnKeyAutomatically)
    }
  }

  public weak var delegate: UITextFieldDelegate?

  open override var canBecomeFirstResponder: Bool { isEnabled }

  open override func didBecomeFirstResponder() {
    delegate?.textFieldDidBeginEditing(self)
  }

  open override func didResignFirstResponder() {
    delegate?.textFieldDidEndEditing(self)
  }

  /// A user's tap into the field, which gives it the focus unless it is covered.
  package func simulateTouch() {
    guard isReachableByUser else { return }
    becomeFirstResponder()
  }

  /// A user's typing: replaces the whole text, then tells the editing-changed actions. Only the
  /// field with the focus has a keyboard to type on.
  package func simulateTyping(_ newText: String) {
    guard isFirstResponder, isReachableByUser else { return }
    text = newText
    sendActions(for: .editingChanged)
  }

  /// A user's press on the keyboard's return key: only the field with the focus has a keyboard.
  package func simulateReturn() -> Bool? {
    guard isFirstResponder, isReachableByUser else { return nil }
    return delegate?.textFieldShouldReturn(self) ?? true
  }
}
