@_spi(Testing) import UIKitStandIn

/// What a person can do to the screen: every test drives the screen through these alone.
///
/// Each action is one event: it runs its handlers, then ends the run loop's turn, as UIKit does,
/// so that the updates and layouts the handlers asked for run before the action returns.
@MainActor
public enum User {
  /// Taps into the field, which takes the focus, then types `text` over what it held.
  public static func type(_ text: String, into field: UITextField) {
    endingTheTurn {
      field.simulateTouch()
      field.simulateTyping(text)
    }
  }

  /// Taps into the field, then types `text` one key at a time after what it holds: the field
  /// sends an editing change for each key, as it does while a person types.
  public static func typeKeys(_ text: String, into field: UITextField) {
    endingTheTurn {
      field.simulateTouch()
      for character in text { field.simulateKeyPress(character) }
    }
  }

  /// Presses the delete key in the field with the keyboard: its last character goes.
  public static func deleteBackward(in field: UITextField) {
    endingTheTurn { field.simulateDeleteBackward() }
  }

  /// Accepts the keyboard's strong-password suggestion: the same password fills the new-password
  /// field and its confirmation at once, with no key pressed in either, as AutoFill fills.
  public static func acceptStrongPassword(
    _ password: String, into newPasswordField: UITextField, and confirmationField: UITextField
  ) {
    endingTheTurn {
      newPasswordField.simulateAutoFill(password)
      confirmationField.simulateAutoFill(password)
    }
  }

  /// Fills the field without typing, as AutoFill or a password manager does: the text changes,
  /// but no key is pressed and the focus stays where it was.
  public static func autoFill(_ text: String, into field: UITextField) {
    endingTheTurn { field.simulateAutoFill(text) }
  }

  /// Taps into the field without typing.
  public static func moveFocus(to field: UITextField) {
    endingTheTurn { field.simulateTouch() }
  }

  /// Presses the keyboard's return key while `field` has the focus, and gives back what the
  /// field's delegate answered (`nil` when the field has no keyboard, so nothing happened).
  @discardableResult
  public static func pressReturn(in field: UITextField) -> Bool? {
    endingTheTurn { field.simulateReturn() }
  }

  /// The system hides the keyboard, as the hide-keyboard key of an iPad's software keyboard
  /// does: whichever field of `screen` has it stops editing, and none begins.
  public static func hideKeyboard(on screen: UIViewController) {
    endingTheTurn { fieldWithKeyboard(on: screen)?.simulateKeyboardHidden() }
  }

  /// Presses Return on a hardware keyboard: in the alert `screen` presents, that is its preferred
  /// action; otherwise the field with the focus takes it as its return key.
  public static func pressHardwareReturn(on screen: UIViewController) {
    endingTheTurn {
      if let alert = screen.presentedViewController as? UIAlertController {
        alert.simulateHardwareReturn()
      } else {
        _ = fieldWithKeyboard(on: screen)?.simulateReturn()
      }
    }
  }

  /// The field of `screen` that has the keyboard, wherever it sits in the view tree, found before
  /// the key press: the press goes to that field alone, even when its handler gives the keyboard
  /// to the next field.
  private static func fieldWithKeyboard(on screen: UIViewController) -> UITextField? {
    var views: [UIView] = [screen.view]
    while let view = views.popLast() {
      if let field = view as? UITextField, field.isFirstResponder { return field }
      views += view.subviews
    }
    return nil
  }

  public static func tap(_ button: UIButton) {
    endingTheTurn { button.simulateTap() }
  }

  public static func tap(_ item: UIBarButtonItem) {
    endingTheTurn { item.simulateTap() }
  }

  /// Taps the button titled `title` in the alert that `screen` presents. Does nothing when no
  /// such alert or button is on screen.
  public static func tapAlertButton(_ title: String, on screen: UIViewController) {
    guard let alert = screen.presentedViewController as? UIAlertController,
      let action = alert.actions.first(where: { $0.title == title })
    else { return }
    endingTheTurn { alert.simulateTap(on: action) }
  }

  /// Swipes `screen`, presented as a sheet, down and away, as far as UIKit lets it go: a sheet
  /// the screen keeps modal, or whose delegate refuses, springs back; nothing happens under an
  /// alert.
  public static func swipeDown(on screen: UIViewController) {
    endingTheTurn { screen.simulateSwipeDown() }
  }

  /// Starts to swipe `screen` down, then lets go before it has gone far enough: the sheet springs
  /// back, after its delegate has heard that it will dismiss.
  public static func abandonSwipeDown(on screen: UIViewController) {
    endingTheTurn { screen.simulateSwipeDown(abandoned: true) }
  }

  /// Runs one event's handlers, then ends the run loop's turn, as UIKit does after each event.
  private static func endingTheTurn<Result>(_ event: () -> Result) -> Result {
    defer { UIWindow.simulateEndOfTurn() }
    return event()
  }
}
