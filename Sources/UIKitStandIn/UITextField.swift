/// What kind of content a text field holds, so the keyboard can offer to fill it.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}

/// The messages a text field sends about editing. Every method is optional, as in UIKit, where
/// the protocol's methods are `optional`; here a default implementation stands for each.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
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
  private var storedText = ""

  /// Optional, as in UIKit, and as in UIKit it reads back `""` after being set to nil.
  open var text: String? {
    get { storedText }
    set {
      let oldValue = storedText
      storedText = newValue ?? ""
      recordChange("text", from: oldValue, to: storedText)
    }
  }

  open var placeholder: String? {
    didSet { recordChange("placeholder", from: oldValue, to: placeholder) }
  }

  open var isSecureTextEntry = false {
    didSet { recordChange("isSecureTextEntry", from: oldValue, to: isSecureTextEntry) }
  }

  open var textContentType: UITextContentType! {
    didSet { recordChange("textContentType", from: oldValue, to: textContentType) }
  }

  open var enablesReturnKeyAutomatically = false {
    didSet {
      recordChange(
        "enablesReturnKeyAutomatically", from: oldValue, to: enablesReturnKeyAutomatically)
    }
  }

  open weak var delegate: (any UITextFieldDelegate)?

  open override var canBecomeFirstResponder: Bool { isEnabled }

  override func didBecomeFirstResponder() {
    delegate?.textFieldDidBeginEditing(self)
  }

  override func didResignFirstResponder() {
    delegate?.textFieldDidEndEditing(self)
  }

  /// A user's tap into the field, which gives it the focus unless it is covered.
  @_spi(Testing)
  public func simulateTouch() {
    guard isReachableByUser else { return }
    becomeFirstResponder()
  }

  /// A user's typing: replaces the whole text, then tells the editing-changed actions. Only the
  /// field with the focus has a keyboard to type on.
  @_spi(Testing)
  public func simulateTyping(_ newText: String) {
    guard isFirstResponder, isReachableByUser else { return }
    text = newText
    sendActions(for: .editingChanged)
  }

  /// A user's press on one key of the keyboard: the character goes at the end of the text, then
  /// the editing-changed actions run, once per key, as UIKit sends them while a person types.
  @_spi(Testing)
  public func simulateKeyPress(_ character: Character) {
    guard isFirstResponder, isReachableByUser else { return }
    text = storedText + String(character)
    sendActions(for: .editingChanged)
  }

  /// A user's press on the delete key: the last character goes, then the editing-changed
  /// actions run. An empty field has nothing to delete, and sends nothing.
  @_spi(Testing)
  public func simulateDeleteBackward() {
    guard isFirstResponder, isReachableByUser, !storedText.isEmpty else { return }
    text = String(storedText.dropLast())
    sendActions(for: .editingChanged)
  }

  /// The system takes the keyboard away without giving it to another field, as the
  /// hide-keyboard key of an iPad's software keyboard does: the field resigns, so editing ends
  /// (`textFieldDidEndEditing(_:)`), and no field begins. Only a field with the keyboard has the
  /// key to press.
  @_spi(Testing)
  public func simulateKeyboardHidden() {
    guard isFirstResponder, isReachableByUser else { return }
    resignFirstResponder()
  }

  private var isReturnKeyEnabled: Bool {
    !(enablesReturnKeyAutomatically && storedText.isEmpty)
  }

  /// Text that arrives without typing, as AutoFill or a password manager fills a field: the
  /// text changes, the focus does not move, and no editing action is sent.
  @_spi(Testing)
  public func simulateAutoFill(_ newText: String) {
    guard isReachableByUser else { return }
    text = newText
  }

  /// A user's press on the keyboard's return key: only the field with the focus has a keyboard,
  /// and its return key is disabled while the field is empty if it enables it automatically.
  @_spi(Testing)
  public func simulateReturn() -> Bool? {
    guard isFirstResponder, isReachableByUser, isReturnKeyEnabled else { return nil }
    return delegate?.textFieldShouldReturn(self) ?? true
  }
}
