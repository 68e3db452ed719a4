@_spi(Testing) import UIKitStandIn

/// What a person can do to the screen: every test drives the screen through these alone.
@MainActor
public enum User {
  /// Taps into the field, which takes the focus, then types `text` over what it held.
  public static func type(_ text: String, into field: UITextField) {
    field.simulateTouch()
    field.simulateTyping(text)
  }

  /// Fills the field without typing, as AutoFill or a password manager does: the text changes,
  /// but no key is pressed and the focus stays where it was.
  public static func autoFill(_ text: String, into field: UITextField) {
    field.simulateAutoFill(text)
  }

  /// Taps into the field without typing.
  public static func moveFocus(to field: UITextField) {
    field.simulateTouch()
  }

  /// Presses the keyboard's return key while `field` has the focus, and gives back what the
  /// field's delegate answered (`nil` when the field has no keyboard, so nothing happened).
  @discardableResult
  public static func pressReturn(in field: UITextField) -> Bool? {
    field.simulateReturn()
  }

  public static func tap(_ button: UIButton) {
    button.simulateTap()
  }

  public static func tap(_ item: UIBarButtonItem) {
    item.simulateTap()
  }

  /// Taps the button titled `title` in the alert that `screen` presents. Does nothing when no
  /// such alert or button is on screen.
  public static func tapAlertButton(_ title: String, on screen: UIViewController) {
    guard let alert = screen.presentedViewController as? UIAlertController,
      let action = alert.actions.first(where: { $0.title == title })
    else { return }
    alert.simulateTap(on: action)
  }
}
