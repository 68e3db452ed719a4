// The stand-in must be as honest as UIKit, or the suite proves nothing: these tests pin the rules
// the steps and the characterization suite rely on.

import KataTestSupport
import Testing
import UIKitStandIn

@MainActor
@Suite("The UIKit stand-in")
struct UIKitStandInTests {
  let screen = UIViewController()
  let first = UITextField()
  let second = UITextField()

  init() {
    screen.view.addSubview(first)
    screen.view.addSubview(second)
  }

  @Test("Only one field has the focus at a time")
  func focusIsSingle() {
    first.becomeFirstResponder()

    second.becomeFirstResponder()

    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
  }

  @Test("Ending editing takes the focus from whichever field has it")
  func endEditing() {
    second.becomeFirstResponder()

    screen.view.endEditing(true)

    #expect(!first.isFirstResponder && !second.isFirstResponder)
  }

  @Test("A field tells its delegate when the user taps into it")
  func delegateHearsOfFocus() {
    let delegate = DelegateSpy()
    second.delegate = delegate

    User.moveFocus(to: second)

    #expect(delegate.began.count == 1 && delegate.began.first === second)
  }

  @Test("Return does nothing in a field without the keyboard")
  func returnNeedsFocus() {
    #expect(User.pressReturn(in: first) == nil)
  }

  @Test("A disabled button ignores a tap")
  func disabledButtonIgnoresTap() {
    let button = UIButton()
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    screen.view.addSubview(button)
    button.isEnabled = false

    User.tap(button)

    #expect(taps == 0)
  }

  @Test("A disabled bar button ignores a tap")
  func disabledBarButtonIgnoresTap() {
    var taps = 0
    let item = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in taps += 1 })
    item.isEnabled = false

    User.tap(item)

    #expect(taps == 0)
  }

  @Test("An alert's button runs its handler once, and the alert goes away first")
  func alertHandlerRunsOnce() {
    let host = ScreenHost(presenting: screen)
    var presentedDuringHandler: [Bool] = []
    let alert = UIAlertController(title: nil, message: "M", preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [screen] _ in
        presentedDuringHandler.append(screen.presentedViewController != nil)
      })
    screen.present(alert, animated: true)

    User.tapAlertButton("OK", on: screen)
    User.tapAlertButton("OK", on: screen)

    #expect(presentedDuringHandler == [false])
    _ = host
  }

  @Test("A presented alert is modal: the screen below ignores taps and typing")
  func alertIsModal() {
    let host = ScreenHost(presenting: screen)
    screen.present(
      UIAlertController(title: nil, message: "M", preferredStyle: .alert), animated: true)

    User.type("typed", into: first)

    #expect(first.text == "")
    #expect(!first.isFirstResponder)
    _ = host
  }

  @Test("A blur laid over the screen blocks touches to what lies below")
  func blurBlocksTouches() {
    screen.view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))

    User.moveFocus(to: first)

    #expect(!first.isFirstResponder)
  }

  @Test("A dismissed screen can no longer be touched")
  func dismissedScreenIgnoresTouches() {
    let host = ScreenHost(presenting: screen)
    screen.dismiss(animated: true)

    User.moveFocus(to: first)

    #expect(host.isScreenDismissed)
    #expect(!first.isFirstResponder)
  }

  @Test("The transcript records a change, but not a value set again")
  func transcriptRecordsOnlyChanges() {
    first.accessibilityIdentifier = "first"
    let transcript = Transcript()

    transcript.recording {
      first.text = "a"
      first.text = "a"
      first.isSecureTextEntry = false
    }

    #expect(transcript.lines == ["  first.text = \"a\""])
  }
}

@MainActor
private final class DelegateSpy: UITextFieldDelegate {
  var began: [UITextField] = []

  func textFieldDidBeginEditing(_ textField: UITextField) {
    began.append(textField)
  }
}
