// The stand-in must be as honest as UIKit, or the suite proves nothing: these tests pin the rules
// the steps and the characterization suite rely on.

import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

@MainActor
@Suite("The UIKit stand-in")
struct UIKitStandInTests {
  let screen = UIViewController()
  let first = UITextField()
  let second = UITextField()
  let host: ScreenHost

  init() {
    screen.view.addSubview(first)
    screen.view.addSubview(second)
    host = ScreenHost(presenting: screen)
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

  @Test("Return does nothing in an empty field that enables its return key automatically")
  func returnKeyDisabledWhenEmpty() {
    first.enablesReturnKeyAutomatically = true
    User.moveFocus(to: first)

    #expect(User.pressReturn(in: first) == nil)
  }

  @Test("A text field set to nil reads back an empty text, as in UIKit")
  func nilTextReadsEmpty() {
    first.text = "a"

    first.text = nil

    #expect(first.text == "")
  }

  @Test("AutoFill changes the text without moving the focus or sending an editing action")
  func autoFillSendsNoKeystrokes() {
    var edits = 0
    first.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
    User.moveFocus(to: second)

    User.autoFill("filled", into: first)

    #expect(first.text == "filled")
    #expect(second.isFirstResponder)
    #expect(edits == 0)
  }

  @Test("A view in no hierarchy is out of the user's reach")
  func detachedViewIsUnreachable() {
    let loose = UITextField()

    User.type("typed", into: loose)

    #expect(loose.text == "")
    #expect(!loose.isFirstResponder)
  }

  @Test("A view on a screen that is not on display cannot take the focus")
  func offScreenViewCannotFocus() {
    let hidden = UIViewController()
    let field = UITextField()
    hidden.view.addSubview(field)

    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test("A disabled button ignores a tap")
  func disabledButtonIgnoresTap() {
    let button = UIButton(type: .system)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    screen.view.addSubview(button)
    button.isEnabled = false

    User.tap(button)

    #expect(taps == 0)
  }

  @Test("A hidden button ignores a tap")
  func hiddenButtonIgnoresTap() {
    let button = UIButton(type: .system)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    screen.view.addSubview(button)
    button.isHidden = true

    User.tap(button)

    #expect(taps == 0)
  }

  @Test("A plain UIButton() is a custom button, as in UIKit")
  func plainButtonIsCustom() {
    #expect(UIButton().buttonType == .custom)
    #expect(UIButton(type: .system).buttonType == .system)
  }

  @Test("A disabled bar button ignores a tap")
  func disabledBarButtonIgnoresTap() {
    var taps = 0
    let item = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in taps += 1 })
    screen.navigationItem.leftBarButtonItem = item
    item.isEnabled = false

    User.tap(item)

    #expect(taps == 0)
  }

  @Test("A bar button in no bar is out of the user's reach")
  func barButtonInNoBarIgnoresTap() {
    var taps = 0
    let item = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in taps += 1 })

    User.tap(item)

    #expect(taps == 0)
  }

  @Test("An alert's button runs its handler once, and the alert goes away first")
  func alertHandlerRunsOnce() {
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
  }

  @Test("Hiding the keyboard ends editing in the field that had it, and no field begins")
  func hidingTheKeyboard() {
    let delegate = DelegateSpy()
    first.delegate = delegate
    second.delegate = delegate
    User.moveFocus(to: second)

    User.hideKeyboard(on: screen)

    #expect(!first.isFirstResponder && !second.isFirstResponder)
    #expect(delegate.ended.count == 1 && delegate.ended.first === second)
    #expect(delegate.began.count == 1)
  }

  @Test("Hiding the keyboard does nothing when no field has it")
  func hidingNoKeyboard() {
    let delegate = DelegateSpy()
    first.delegate = delegate

    User.hideKeyboard(on: screen)

    #expect(delegate.ended.isEmpty)
  }

  @Test("Return on a hardware keyboard taps the alert's preferred action")
  func hardwareReturnTapsPreferredAction() {
    var taps: [String] = []
    let alert = UIAlertController(title: nil, message: "M", preferredStyle: .alert)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in taps.append("Cancel") }
    let ok = UIAlertAction(title: "OK", style: .default) { _ in taps.append("OK") }
    alert.addAction(cancel)
    alert.addAction(ok)
    alert.preferredAction = ok
    screen.present(alert, animated: true)

    User.pressHardwareReturn(on: screen)

    #expect(taps == ["OK"])
    #expect(screen.presentedViewController == nil)
  }

  @Test("Return on a hardware keyboard does nothing to an alert without a preferred action")
  func hardwareReturnWithoutPreferredAction() {
    let alert = UIAlertController(title: nil, message: "M", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    screen.present(alert, animated: true)

    User.pressHardwareReturn(on: screen)

    #expect(screen.presentedViewController === alert)
  }

  @Test("Return on a hardware keyboard with no alert up is the focused field's return key")
  func hardwareReturnInAField() {
    let delegate = ReturnSpy()
    first.delegate = delegate
    User.type("a", into: first)

    User.pressHardwareReturn(on: screen)

    #expect(delegate.returns.count == 1 && delegate.returns.first === first)
  }

  @Test("One hardware Return reaches one field, even when that field hands the keyboard on")
  func hardwareReturnReachesOneField() {
    let delegate = ReturnSpy()
    delegate.next = second
    first.delegate = delegate
    second.delegate = delegate
    User.type("a", into: first)

    User.pressHardwareReturn(on: screen)

    #expect(delegate.returns.count == 1 && delegate.returns.first === first)
    #expect(second.isFirstResponder)
  }

  @Test("A hardware Return reaches the field with the keyboard inside a stack view")
  func hardwareReturnReachesStackedField() {
    let delegate = ReturnSpy()
    first.delegate = delegate
    screen.view.addSubview(UIStackView(arrangedSubviews: [first]))
    User.type("a", into: first)

    User.pressHardwareReturn(on: screen)

    #expect(delegate.returns.count == 1 && delegate.returns.first === first)
  }

  @Test("An alert's preferred action must be one of its actions")
  func preferredActionMustBeAnAction() {
    let alert = UIAlertController(title: nil, message: "M", preferredStyle: .alert)
    let ok = UIAlertAction(title: "OK", style: .default)

    alert.preferredAction = ok
    let beforeAdding = alert.preferredAction
    alert.addAction(ok)
    alert.preferredAction = ok

    #expect(beforeAdding == nil)
    #expect(alert.preferredAction === ok)
  }

  @Test("A presented alert is modal: the screen below ignores taps and typing")
  func alertIsModal() {
    screen.present(
      UIAlertController(title: nil, message: "M", preferredStyle: .alert), animated: true)

    User.type("typed", into: first)

    #expect(first.text == "")
    #expect(!first.isFirstResponder)
  }

  @Test("A blur pinned over the screen blocks touches to what lies below")
  func blurBlocksTouches() {
    pinnedBlur(over: screen.view)

    User.moveFocus(to: first)

    #expect(!first.isFirstResponder)
  }

  @Test("A blur with no constraints has no size, and blocks nothing")
  func unpinnedBlurBlocksNothing() {
    screen.view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))

    User.moveFocus(to: first)

    #expect(first.isFirstResponder)
  }

  @Test("A blur pinned to three edges leaves a strip uncovered, so it blocks nothing")
  func blurOnThreeEdgesBlocksNothing() {
    let blur = pinnedBlur(over: screen.view)
    screen.view.constraints.first { $0.firstItem === blur && $0.firstAttribute == .bottom }?
      .isActive = false

    User.moveFocus(to: first)

    #expect(first.isFirstResponder)
  }

  @Test("Activating a constraint installs it on the closest common ancestor")
  func constraintInstalledOnCommonAncestor() {
    let stack = UIStackView(arrangedSubviews: [UIView()])
    screen.view.addSubview(stack)

    let sut = stack.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor)
    sut.isActive = true

    #expect(sut.isActive)
    #expect(screen.view.constraints.contains { $0 === sut })
  }

  @Test("A constraint between views with no common ancestor is refused, as UIKit refuses it")
  func constraintWithoutCommonAncestorIsRefused() {
    let outsider = UIView()
    let transcript = Transcript()
    transcript.name(outsider, as: "outsider")
    transcript.name(screen, as: "screen")

    let sut = outsider.topAnchor.constraint(equalTo: screen.view.topAnchor)
    transcript.recording { NSLayoutConstraint.activate([sut]) }

    #expect(!sut.isActive)
    #expect(
      transcript.lines.map(\.description) == [
        "  outsider.top == screen.view.top: inactive → refused: its items have no common ancestor"
      ])
  }

  @Test("A view leaving its superview takes the constraints that tie it there with it")
  func removalDeactivatesCrossingConstraints() {
    let blur = pinnedBlur(over: screen.view)
    let size = blur.heightAnchor.constraint(equalToConstant: 10)
    size.isActive = true

    blur.removeFromSuperview()

    #expect(screen.view.constraints.isEmpty)
    #expect(size.isActive)
  }

  @Test("A view leaving a stack view leaves its arranged subviews too")
  func removalLeavesArrangedSubviews() {
    let second = UIView()
    let sut = UIStackView(arrangedSubviews: [UIView(), second])

    second.removeFromSuperview()

    #expect(sut.arrangedSubviews.count == 1)
    #expect(!sut.arrangedSubviews.contains { $0 === second })
  }

  @Test("A dismissed screen can no longer be touched")
  func dismissedScreenIgnoresTouches() {
    screen.dismiss(animated: true)

    User.moveFocus(to: first)

    #expect(host.isScreenDismissed)
    #expect(!first.isFirstResponder)
  }

  @Test("Colours compare as in UIKit: white is grey, so it is not the RGB white")
  func colourSpaces() {
    #expect(UIColor.white == UIColor.white)
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(
      UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        == UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
  }

  @Test("The system background is its own colour: neither white nor clear")
  func systemBackgroundIsDistinct() {
    #expect(UIColor.systemBackground == UIColor.systemBackground)
    #expect(UIColor.systemBackground != UIColor.white)
    #expect(UIColor.systemBackground != UIColor.clear)
  }

  @Test("The transcript names the system background by its name")
  func transcriptNamesSystemBackground() {
    let transcript = Transcript()
    transcript.name(screen, as: "screen")

    transcript.recording {
      screen.view.backgroundColor = .systemBackground
    }

    #expect(
      transcript.lines.map(\.description) == [
        "  screen.view.backgroundColor: nil → systemBackground"
      ])
  }

  @Test("The transcript records a change from its old value, but not a value set again")
  func transcriptRecordsOnlyChanges() {
    let transcript = Transcript()
    transcript.name(first, as: "first")

    transcript.recording {
      first.text = "a"
      first.text = "a"
      first.isSecureTextEntry = false
    }

    #expect(transcript.lines.map(\.description) == ["  first.text: \"\" → \"a\""])
  }

  @Test("The transcript names a screen by its role, never by its type")
  func transcriptNamesRoles() {
    let transcript = Transcript()
    transcript.name(screen, as: "screen")

    transcript.recording {
      screen.view.backgroundColor = .white
      screen.present(
        UIAlertController(title: nil, message: "M", preferredStyle: .alert), animated: true)
    }

    #expect(
      transcript.lines.map(\.description) == [
        "  screen.view.backgroundColor: nil → white", "  screen presents alert \"M\"",
      ])
  }

  @discardableResult
  private func pinnedBlur(over view: UIView) -> UIVisualEffectView {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(blur)
    NSLayoutConstraint.activate([
      blur.topAnchor.constraint(equalTo: view.topAnchor),
      blur.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      blur.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      blur.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    return blur
  }
}

@MainActor
private final class DelegateSpy: NSObject, UITextFieldDelegate {
  var began: [UITextField] = []
  var ended: [UITextField] = []

  func textFieldDidBeginEditing(_ textField: UITextField) {
    began.append(textField)
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    ended.append(textField)
  }
}

private final class ReturnSpy: NSObject, UITextFieldDelegate {
  var returns: [UITextField] = []
  /// The field a Return hands the keyboard to, as a form's return-key order does.
  var next: UITextField?

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns.append(textField)
    if textField !== next { next?.becomeFirstResponder() }
    return true
  }
}
