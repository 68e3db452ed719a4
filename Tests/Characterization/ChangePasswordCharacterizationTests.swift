// The one characterization suite, compiled once for every step: each behaviour drives a screen
// of whichever step runs it, through the UIKit stand-in and the mock service only, so it never
// names a step. Each step's `Step.swift` runs every behaviour as a case of one test.

import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

/// Every behaviour of the Change Password screen, in the order a person meets them.
public enum ChangePasswordCharacterization {
  public static let behaviours: [Behaviour] = [
    loadedScreen,
    cancel,
    swipe,
    missingOldPassword,
    missingNewPassword,
    tooShortNewPassword,
    mismatchedConfirmation,
    rejectedForms,
    orderOfChecks,
    everyAlert,
    validSubmit,
    success,
    failure,
    returnKey,
    lifetime,
    goldenMaster,
    lockstep,
  ].flatMap { $0 }
}

extension ChangePasswordCharacterization {
  // MARK: - The loaded screen

  static let loadedScreen: [Behaviour] = [
    Behaviour("The title is Change Password") { sut in
      #expect(sut.navigationItem.title == "Change Password")
    },

    Behaviour("The left bar button is the system Cancel item") { sut in
      #expect(sut.navigationItem.leftBarButtonItem === sut.cancelBarButton)
      #expect(sut.cancelBarButton.systemItem == .cancel)
    },

    Behaviour("The cancel button starts enabled") { sut in
      #expect(sut.cancelBarButton.isEnabled)
    },

    Behaviour("Each field shows its placeholder", for: Field.allCases) { sut, field in
      #expect(sut.textField(field).placeholder == field.expectedPlaceholder)
    },

    Behaviour("Each field hides what is typed", for: Field.allCases) { sut, field in
      #expect(sut.textField(field).isSecureTextEntry)
    },

    Behaviour("Each field tells the keyboard which password it holds", for: Field.allCases) {
      sut, field in
      #expect(sut.textField(field).textContentType == field.expectedContentType)
    },

    Behaviour("Each field enables the return key only once something is typed", for: Field.allCases)
    { sut, field in
      #expect(sut.textField(field).enablesReturnKeyAutomatically)
    },

    Behaviour("Each field starts empty", for: Field.allCases) { sut, field in
      #expect(sut.textField(field).text?.isEmpty ?? true)
    },

    Behaviour("The submit button is titled Submit") { sut in
      #expect(sut.submitButton.title(for: .normal) == "Submit")
    },

    Behaviour("The submit button has a one-point border") { sut in
      #expect(sut.submitButton.layer.borderWidth == 1)
    },

    Behaviour("The submit button's border has rounded corners of radius 8") { sut in
      #expect(sut.submitButton.layer.cornerRadius == 8)
    },

    Behaviour("The submit button's border is blue") { sut in
      #expect(
        sut.submitButton.layer.borderColor
          == UIColor(red: 55 / 255, green: 147 / 255, blue: 251 / 255, alpha: 1).cgColor)
    },

    Behaviour("The submit button is a system button, tinted rather than plain") { sut in
      #expect(sut.submitButton.buttonType == .system)
    },

    Behaviour("The fields and the submit button are on screen") { sut in
      for field in Field.allCases {
        #expect(sut.textField(field).isDescendant(of: sut.view))
      }
      #expect(sut.submitButton.isDescendant(of: sut.view))
    },

    Behaviour("The fields and Submit stand in one column, in the order a person fills them") {
      sut in
      let stack = sut.oldPasswordTextField.superview as? UIStackView
      #expect(stack?.superview === sut.view)
      #expect(stack?.axis == .vertical)
      #expect(
        stack?.arrangedSubviews.map { ObjectIdentifier($0) }
          == [
            sut.oldPasswordTextField, sut.newPasswordTextField, sut.confirmPasswordTextField,
            sut.submitButton,
          ].map { ObjectIdentifier($0) })
    },

    Behaviour("The column leaves 16 points between rows, each as high as Submit's 44") { sut in
      let stack = sut.submitButton.superview as? UIStackView
      #expect(stack?.spacing == 16)
      #expect(stack?.distribution == .fillEqually)
      #expect(sut.layout().contains("submit.height == 44"))
    },

    Behaviour("The column hangs from the safe area, 24 points in from its top and sides") { sut in
      #expect(
        sut.layout().isSuperset(of: [
          "UIStackView.top == safeArea.top + 24",
          "UIStackView.leading == safeArea.leading + 24",
          "UIStackView.trailing == safeArea.trailing - 24",
        ]))
    },

    Behaviour("The background starts as the system background") { sut in
      #expect(sut.view.backgroundColor == .systemBackground)
    },

    Behaviour("The blur starts hidden") { sut in
      #expect(sut.blurView.superview == nil)
    },

    Behaviour("The spinner starts hidden and still") { sut in
      #expect(sut.activityIndicator.superview == nil)
      #expect(!sut.activityIndicator.isAnimating)
    },

    Behaviour("No field has the keyboard when the screen appears") { sut in
      #expect(sut.focusedField() == nil)
    },

    Behaviour("Nothing is presented and no request is sent when the screen appears") { sut in
      #expect(sut.presentedViewController == nil)
      #expect(sut.passwordChanger.requests.isEmpty)
    },
  ]

  // MARK: - Cancel

  static let cancel: [Behaviour] = [
    Behaviour(
      "Tapping Cancel takes the keyboard away from whichever field has it", for: Field.allCases
    ) { sut, field in
      User.moveFocus(to: sut.textField(field))

      User.tap(sut.cancelBarButton)

      #expect(sut.focusedField() == nil)
    },

    Behaviour("Tapping Cancel dismisses the screen, animated") { sut in
      User.tap(sut.cancelBarButton)

      #expect(sut.host.isScreenDismissed)
      #expect(sut.host.wasDismissalAnimated)
    },

    Behaviour("Tapping Cancel ends editing before the screen goes away") { sut in
      User.moveFocus(to: sut.newPasswordTextField)
      let transcript = Transcript()

      transcript.recording { User.tap(sut.cancelBarButton) }

      let lines = transcript.lines.map(\.description)
      let focusLost = lines.firstIndex { $0.hasSuffix(".isFirstResponder: true → false") }
      let dismissed = lines.firstIndex { $0.contains(" dismisses ") }
      #expect(focusLost != nil && dismissed != nil && focusLost! < dismissed!)
    },

    Behaviour("Tapping Cancel sends no request") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new456")

      User.tap(sut.cancelBarButton)

      #expect(sut.passwordChanger.requests.isEmpty)
    },
  ]

  // MARK: - The swipe down

  // The screen is presented as a sheet, which a person can swipe down. No step of the main path
  // answers the swipe: the sheet simply goes, as from any screen that sets nothing to stop it.
  static let swipe: [Behaviour] = [
    Behaviour("Swiping the sheet down dismisses the screen") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "")

      User.swipeDown(on: sut.screen)

      #expect(sut.host.isScreenDismissed)
    },

    Behaviour("Swiping the sheet down sends no request") { sut in
      sut.fillValidInput()

      User.swipeDown(on: sut.screen)

      #expect(sut.passwordChanger.requests.isEmpty)
    },

    Behaviour("A swipe abandoned halfway keeps the screen and what its fields hold") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new4")

      User.abandonSwipeDown(on: sut.screen)

      #expect(!sut.host.isScreenDismissed)
      #expect(sut.texts() == ["old123", "new456", "new4"])
    },

    Behaviour("Nothing can swipe the screen away while an alert is up", for: AlertCase.allCases) {
      sut, alertCase in
      sut.show(alertCase)

      User.swipeDown(on: sut.screen)

      #expect(!sut.host.isScreenDismissed)
      #expect(sut.presentedAlert != nil)
    },

    Behaviour("Swiping the sheet down while the request is pending dismisses the screen") { sut in
      sut.submitValidInput()

      User.swipeDown(on: sut.screen)

      #expect(sut.host.isScreenDismissed)
    },

    Behaviour("After a failure's OK, the sheet can be swiped down again") { sut in
      sut.show(.failure)
      sut.tapOK()

      User.swipeDown(on: sut.screen)

      #expect(sut.host.isScreenDismissed)
    },
  ]

  // MARK: - Submit with the old password missing

  static let missingOldPassword: [Behaviour] = [
    Behaviour("Submitting without the old password puts the focus on the old-password field") {
      sut in
      sut.fill(old: "", new: "new456", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(sut.oldPasswordTextField.isFirstResponder)
    },

    Behaviour("Submitting without the old password shows no alert") { sut in
      sut.fill(old: "", new: "new456", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(sut.presentedViewController == nil)
    },

    Behaviour(
      "Submitting without the old password again, after the user moved the focus, brings it back"
    ) { sut in
      User.tap(sut.submitButton)
      User.moveFocus(to: sut.confirmPasswordTextField)

      User.tap(sut.submitButton)

      #expect(sut.oldPasswordTextField.isFirstResponder)
    },

    Behaviour(
      "Submitting without the old password again, after the system hid the keyboard, brings it back"
    ) { sut in
      User.tap(sut.submitButton)
      User.hideKeyboard(on: sut.screen)

      User.tap(sut.submitButton)

      #expect(sut.oldPasswordTextField.isFirstResponder)
    },
  ]

  // MARK: - Submit with the new password missing

  static let missingNewPassword: [Behaviour] = [
    Behaviour("Submitting without a new password asks for one") { sut in
      sut.fill(old: "old123", new: "", confirmation: "")

      User.tap(sut.submitButton)

      #expect(sut.presentedAlert?.message == "Please enter a new password.")
    },

    Behaviour("Tapping OK in the missing-password alert puts the focus on the new-password field") {
      sut in
      sut.fill(old: "old123", new: "", confirmation: "")
      User.tap(sut.submitButton)

      sut.tapOK()

      #expect(sut.newPasswordTextField.isFirstResponder)
    },

    Behaviour("Return on a hardware keyboard answers the missing-password alert as OK does") {
      sut in
      sut.fill(old: "old123", new: "", confirmation: "")
      User.tap(sut.submitButton)

      User.pressHardwareReturn(on: sut.screen)

      #expect(sut.presentedAlert == nil)
      #expect(sut.newPasswordTextField.isFirstResponder)
    },

    Behaviour("Tapping OK in the missing-password alert keeps what the fields hold") { sut in
      sut.fill(old: "old123", new: "", confirmation: "abc")
      User.tap(sut.submitButton)

      sut.tapOK()

      #expect(sut.texts() == ["old123", "", "abc"])
    },
  ]

  // MARK: - Submit with a new password that is too short

  static let tooShortNewPassword: [Behaviour] = [
    Behaviour("Submitting a five-character new password says it is too short") { sut in
      sut.fill(old: "old123", new: "12345", confirmation: "12345")

      User.tap(sut.submitButton)

      #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
    },

    Behaviour("Submitting a one-character new password says it is too short") { sut in
      sut.fill(old: "old123", new: "x", confirmation: "x")

      User.tap(sut.submitButton)

      #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
    },

    Behaviour("Length counts characters, not bytes: six accented letters are long enough") { sut in
      sut.fill(old: "old123", new: "éééééé", confirmation: "éééééé")

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.count == 1)
    },
  ]

  // MARK: - Submit with a confirmation that differs

  static let mismatchedConfirmation: [Behaviour] = [
    Behaviour("Submitting a confirmation that differs says the passwords don't match") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new457")

      User.tap(sut.submitButton)

      #expect(
        sut.presentedAlert?.message
          == "The new password and the confirmation password don’t match. Please try again.")
    },

    Behaviour("An empty confirmation differs from the new password") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "")

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.isEmpty)
      #expect(sut.presentedAlert != nil)
    },
  ]

  // MARK: - What every rejected form has in common

  static let rejectedForms: [Behaviour] = [
    Behaviour("A rejected form sends no request", for: RejectedForm.allCases) { sut, form in
      sut.submit(form)

      #expect(sut.passwordChanger.requests.isEmpty)
    },

    Behaviour(
      "Tapping OK after a rejected new password clears the new and confirmation fields",
      for: [RejectedForm.tooShort, .mismatch]
    ) { sut, form in
      sut.submit(form)

      sut.tapOK()

      #expect(sut.newPasswordTextField.text?.isEmpty ?? true)
      #expect(sut.confirmPasswordTextField.text?.isEmpty ?? true)
    },

    Behaviour(
      "Tapping OK after a rejected new password keeps the old password",
      for: [RejectedForm.tooShort, .mismatch]
    ) { sut, form in
      sut.submit(form)

      sut.tapOK()

      #expect(sut.oldPasswordTextField.text == "old123")
    },

    Behaviour(
      "Tapping OK after a rejected new password puts the focus on the new-password field",
      for: [RejectedForm.tooShort, .mismatch]
    ) { sut, form in
      sut.submit(form)

      sut.tapOK()

      #expect(sut.newPasswordTextField.isFirstResponder)
    },
  ]

  // MARK: - The order of the checks

  static let orderOfChecks: [Behaviour] = [
    Behaviour("A missing old password is reported before a missing new password") { sut in
      sut.fill(old: "", new: "", confirmation: "")

      User.tap(sut.submitButton)

      #expect(sut.presentedViewController == nil)
      #expect(sut.oldPasswordTextField.isFirstResponder)
    },

    Behaviour("A missing new password is reported before a mismatch") { sut in
      sut.fill(old: "old123", new: "", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(sut.presentedAlert?.message == "Please enter a new password.")
    },

    Behaviour("A too-short new password is reported before a mismatch") { sut in
      sut.fill(old: "old123", new: "12345", confirmation: "1234")

      User.tap(sut.submitButton)

      #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
    },
  ]

  // MARK: - Every alert

  static let everyAlert: [Behaviour] = [
    Behaviour("Every alert has no title", for: AlertCase.allCases) { sut, alertCase in
      sut.show(alertCase)

      #expect(sut.presentedAlert != nil)
      #expect(sut.presentedAlert?.title == nil)
    },

    Behaviour("Every alert has a single OK button", for: AlertCase.allCases) { sut, alertCase in
      sut.show(alertCase)

      #expect(sut.presentedAlert?.actions.map(\.title) == ["OK"])
    },

    Behaviour("Every alert's OK button has the default style", for: AlertCase.allCases) {
      sut, alertCase in
      sut.show(alertCase)

      #expect(sut.presentedAlert?.actions.first?.style == .default)
    },

    Behaviour("Every alert's OK button is its preferred action", for: AlertCase.allCases) {
      sut, alertCase in
      sut.show(alertCase)

      let alert = sut.presentedAlert
      #expect(alert?.preferredAction != nil)
      #expect(alert?.preferredAction === alert?.actions.first)
    },

    Behaviour("Every alert is an alert, not an action sheet", for: AlertCase.allCases) {
      sut, alertCase in
      sut.show(alertCase)

      #expect(sut.presentedAlert?.preferredStyle == .alert)
    },

    Behaviour("Every alert appears animated", for: AlertCase.allCases) { sut, alertCase in
      sut.show(alertCase)

      #expect(sut.presentedAlert != nil)
      #expect(sut.lastTransitionWasAnimated == true)
    },

    Behaviour("Tapping OK takes every alert away", for: AlertCase.allCases) { sut, alertCase in
      sut.show(alertCase)
      try #require(sut.presentedAlert != nil)

      sut.tapOK()

      #expect(sut.presentedAlert == nil)
    },
  ]

  // MARK: - A valid submit

  static let validSubmit: [Behaviour] = [
    Behaviour("A valid submit takes the keyboard away") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.focusedField() == nil)
    },

    Behaviour(
      "A valid submit takes the keyboard away, whichever field held it", for: Field.allCases
    ) { sut, field in
      sut.fillValidInput()
      User.moveFocus(to: sut.textField(field))

      User.tap(sut.submitButton)

      #expect(sut.focusedField() == nil)
    },

    Behaviour("A valid submit with the keyboard in no field gives it to no field") { sut in
      sut.autoFill(old: "old123", new: "new456", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(sut.focusedField() == nil)
      #expect(sut.passwordChanger.requests.count == 1)
    },

    Behaviour("Text that AutoFill puts into the fields is sent like typed text") { sut in
      sut.autoFill(old: "old123", new: "new456", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(
        sut.passwordChanger.requests
          == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
    },

    Behaviour("Text that AutoFill puts over typed text is the text that counts") { sut in
      sut.fill(old: "typed1", new: "typed2", confirmation: "typed2")
      sut.autoFill(old: "old123", new: "new456", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.map(\.newPassword) == ["new456"])
      #expect(sut.passwordChanger.requests.map(\.oldPassword) == ["old123"])
    },

    Behaviour("An AutoFilled confirmation that differs is rejected like a typed one") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new456")
      User.autoFill("new457", into: sut.confirmPasswordTextField)

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.isEmpty)
      #expect(
        sut.presentedAlert?.message
          == "The new password and the confirmation password don’t match. Please try again.")
    },

    Behaviour("The request carries the security token the screen was given") { sut in
      let other = sut.anotherScreen(securityToken: "OTHER")
      let otherHost = ScreenHost(presenting: other)
      User.autoFill("old123", into: other.oldPasswordTextField)
      User.autoFill("new456", into: other.newPasswordTextField)
      User.autoFill("new456", into: other.confirmPasswordTextField)

      User.tap(other.submitButton)

      #expect(sut.passwordChanger.requests.map(\.securityToken) == ["OTHER"])
      _ = otherHost
    },

    Behaviour("A valid submit disables Cancel") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(!sut.cancelBarButton.isEnabled)
    },

    Behaviour("Tapping Cancel while the request is pending does nothing") { sut in
      sut.submitValidInput()

      User.tap(sut.cancelBarButton)

      #expect(!sut.host.isScreenDismissed)
    },

    Behaviour("A valid submit clears the background") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.view.backgroundColor == .clear)
    },

    Behaviour("A valid submit lays a blur over the screen") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.blurView.superview === sut.view)
      #expect(sut.blurView.effect != nil)
    },

    Behaviour("The blur over the waiting screen covers it edge to edge") { sut in
      sut.submitValidInput()

      #expect(
        sut.layout().isSuperset(of: [
          "blur.top == view.top", "blur.bottom == view.bottom", "blur.leading == view.leading",
          "blur.trailing == view.trailing",
        ]))
      #expect(!sut.blurView.translatesAutoresizingMaskIntoConstraints)
    },

    Behaviour("The spinner sits in the middle of the waiting screen") { sut in
      sut.submitValidInput()

      #expect(
        sut.layout().isSuperset(of: [
          "spinner.centerX == view.centerX", "spinner.centerY == view.centerY",
        ]))
      #expect(!sut.activityIndicator.translatesAutoresizingMaskIntoConstraints)
    },

    Behaviour("The blur over the waiting screen is dark") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect((sut.blurView.effect as? UIBlurEffect)?.style == .dark)
    },

    Behaviour("The spinner is the large one") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.activityIndicator.style == .large)
    },

    Behaviour("A valid submit shows the spinner") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.activityIndicator.superview === sut.view)
    },

    Behaviour("A valid submit starts the spinner") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.activityIndicator.isAnimating)
    },

    Behaviour("The spinner is above the blur") { sut in
      sut.submitValidInput()

      let blurIndex = sut.view.subviews.firstIndex { $0 === sut.blurView }
      let spinnerIndex = sut.view.subviews.firstIndex { $0 === sut.activityIndicator }
      #expect(blurIndex != nil && spinnerIndex != nil && blurIndex! < spinnerIndex!)
    },

    Behaviour("A valid submit shows no alert") { sut in
      sut.submitValidInput()

      #expect(sut.presentedViewController == nil)
    },

    Behaviour("A valid submit sends exactly one request") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.count == 1)
    },

    Behaviour("The request carries the security token and the old and new passwords") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new456")

      User.tap(sut.submitButton)

      #expect(
        sut.passwordChanger.requests
          == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
    },

    Behaviour("A six-character new password is long enough") { sut in
      sut.fill(old: "o", new: "123456", confirmation: "123456")

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.map(\.newPassword) == ["123456"])
    },

    // What a person sees is the screen at the end of the tap's turn, when UIKit draws: whether the
    // request went out before or after the waiting look was set inside the turn, nobody can see.
    Behaviour("A valid submit ends its turn with the request sent and the screen waiting") { sut in
      sut.fillValidInput()

      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.count == 1)
      #expect(sut.blurView.superview === sut.view && sut.activityIndicator.isAnimating)
      #expect(!sut.cancelBarButton.isEnabled && sut.focusedField() == nil)
    },

    Behaviour("The screen stays while the request is pending") { sut in
      sut.submitValidInput()

      #expect(!sut.host.isScreenDismissed)
    },
  ]

  // MARK: - Success

  static let success: [Behaviour] = [
    Behaviour("Success stops the spinner") { sut in
      sut.submitValidInput()

      sut.passwordChanger.succeed()

      #expect(!sut.activityIndicator.isAnimating)
    },

    Behaviour("Success takes the spinner away") { sut in
      sut.submitValidInput()

      sut.passwordChanger.succeed()

      #expect(sut.activityIndicator.superview == nil)
    },

    Behaviour("Success says the password was changed") { sut in
      sut.submitValidInput()

      sut.passwordChanger.succeed()

      #expect(sut.presentedAlert?.message == "Your password has been successfully changed.")
    },

    Behaviour("The screen waits for OK before it goes away after success") { sut in
      sut.submitValidInput()

      sut.passwordChanger.succeed()

      #expect(!sut.host.isScreenDismissed)
    },

    Behaviour("Tapping OK in the success alert dismisses the screen, animated") { sut in
      sut.submitValidInput()
      sut.passwordChanger.succeed()

      sut.tapOK()

      #expect(sut.host.isScreenDismissed)
      #expect(sut.host.wasDismissalAnimated)
    },

    Behaviour("After success the blur stays and Cancel stays disabled") { sut in
      sut.submitValidInput()
      sut.passwordChanger.succeed()

      sut.tapOK()

      #expect(sut.blurView.superview === sut.view)
      #expect(!sut.cancelBarButton.isEnabled)
    },
  ]

  // MARK: - Failure

  static let failure: [Behaviour] = [
    Behaviour("Failure stops the spinner") { sut in
      sut.submitValidInput()

      sut.passwordChanger.fail(message: "DUMMY")

      #expect(!sut.activityIndicator.isAnimating)
    },

    Behaviour("Failure takes the spinner away") { sut in
      sut.submitValidInput()

      sut.passwordChanger.fail(message: "DUMMY")

      #expect(sut.activityIndicator.superview == nil)
    },

    Behaviour("Failure shows the service's message") { sut in
      sut.submitValidInput()

      sut.passwordChanger.fail(message: "Your old password is wrong.")

      #expect(sut.presentedAlert?.message == "Your old password is wrong.")
    },

    Behaviour("Tapping OK after a failure clears all three fields") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.texts() == ["", "", ""])
    },

    Behaviour("Tapping OK after a failure puts the focus on the old-password field") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.oldPasswordTextField.isFirstResponder)
    },

    Behaviour("Tapping OK after a failure brings the system background back") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.view.backgroundColor == .systemBackground)
    },

    Behaviour("Tapping OK after a failure removes the blur") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.blurView.superview == nil)
    },

    Behaviour("Tapping OK after a failure enables Cancel again") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.cancelBarButton.isEnabled)
    },

    Behaviour("Tapping OK after a failure keeps the screen") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      #expect(!sut.host.isScreenDismissed)
    },

    Behaviour("After a failure the user can start over and submit again") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")
      sut.tapOK()

      sut.fill(old: "again1", new: "again2", confirmation: "again2")
      User.tap(sut.submitButton)

      #expect(sut.passwordChanger.requests.map(\.oldPassword) == ["old123", "again1"])
    },
  ]

  // MARK: - The return key

  static let returnKey: [Behaviour] = [
    Behaviour("Return in the old-password field moves the focus to the new-password field") { sut in
      User.type("old123", into: sut.oldPasswordTextField)

      User.pressReturn(in: sut.oldPasswordTextField)

      #expect(sut.newPasswordTextField.isFirstResponder)
    },

    Behaviour("Return in the new-password field moves the focus to the confirmation field") { sut in
      User.type("new456", into: sut.newPasswordTextField)

      User.pressReturn(in: sut.newPasswordTextField)

      #expect(sut.confirmPasswordTextField.isFirstResponder)
    },

    Behaviour(
      "Return in the new-password field moves the focus on again, after the user went back to it"
    ) { sut in
      User.type("new456", into: sut.newPasswordTextField)
      User.pressReturn(in: sut.newPasswordTextField)
      User.moveFocus(to: sut.newPasswordTextField)

      User.pressReturn(in: sut.newPasswordTextField)

      #expect(sut.confirmPasswordTextField.isFirstResponder)
    },

    Behaviour("Return in the confirmation field submits a valid form") { sut in
      sut.fillValidInput()

      User.pressReturn(in: sut.confirmPasswordTextField)

      #expect(sut.passwordChanger.requests.count == 1)
      #expect(sut.activityIndicator.isAnimating)
    },

    Behaviour("Return in the confirmation field checks the form as Submit does") { sut in
      sut.fill(old: "old123", new: "12345", confirmation: "12345")

      User.pressReturn(in: sut.confirmPasswordTextField)

      #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
    },

    Behaviour("Return in the old or new field does not submit") { sut in
      sut.fillValidInput()

      User.moveFocus(to: sut.oldPasswordTextField)
      User.pressReturn(in: sut.oldPasswordTextField)
      User.pressReturn(in: sut.newPasswordTextField)

      #expect(sut.passwordChanger.requests.isEmpty)
    },

    Behaviour("The return key is always allowed once the field holds text", for: Field.allCases) {
      sut, field in
      User.type("x", into: sut.textField(field))

      #expect(User.pressReturn(in: sut.textField(field)) == true)
    },

    Behaviour(
      "Return does nothing in an empty field, whose return key is disabled", for: Field.allCases
    ) { sut, field in
      sut.fillValidInput()
      User.type("", into: sut.textField(field))

      #expect(User.pressReturn(in: sut.textField(field)) == nil)
      #expect(sut.passwordChanger.requests.isEmpty)
    },
  ]

  // MARK: - Lifetime

  static let lifetime: [Behaviour] = [
    Behaviour("A pending request does not keep the screen alive") { sut in
      weak var released: (any ChangePasswordScreen)?
      do {
        let screen = sut.anotherScreen()
        let host = ScreenHost(presenting: screen)
        User.type("old123", into: screen.oldPasswordTextField)
        User.type("new456", into: screen.newPasswordTextField)
        User.type("new456", into: screen.confirmPasswordTextField)
        User.tap(screen.submitButton)
        released = screen
        _ = host
      }

      #expect(sut.passwordChanger.hasPendingRequest)
      #expect(released == nil)
    },

    Behaviour("An answer that arrives after the screen is gone does nothing") { sut in
      do {
        let screen = sut.anotherScreen()
        let host = ScreenHost(presenting: screen)
        User.type("old123", into: screen.oldPasswordTextField)
        User.type("new456", into: screen.newPasswordTextField)
        User.type("new456", into: screen.confirmPasswordTextField)
        User.tap(screen.submitButton)
        _ = host
      }
      let transcript = Transcript()

      transcript.recording { sut.passwordChanger.succeed() }

      #expect(transcript.lines.isEmpty)
    },
  ]
}

// MARK: - Helpers

enum Field: CaseIterable, Sendable, CustomTestStringConvertible {
  case old, new, confirmation

  var expectedPlaceholder: String {
    switch self {
    case .old: "Current Password"
    case .new: "New Password"
    case .confirmation: "Confirm New Password"
    }
  }

  var expectedContentType: UITextContentType {
    self == .old ? .password : .newPassword
  }

  var testDescription: String { "\(self) password field" }
}

enum AlertCase: CaseIterable, Sendable {
  case missingNewPassword, tooShort, mismatch, success, failure
}

/// A form that Submit turns down, one for each rule.
enum RejectedForm: CaseIterable, Sendable, CustomTestStringConvertible {
  case missingOldPassword, missingNewPassword, tooShort, mismatch

  var fields: (old: String, new: String, confirmation: String) {
    switch self {
    case .missingOldPassword: ("", "new456", "new456")
    case .missingNewPassword: ("old123", "", "")
    case .tooShort: ("old123", "12345", "12345")
    case .mismatch: ("old123", "new456", "new457")
    }
  }

  var testDescription: String {
    switch self {
    case .missingOldPassword: "missing old password"
    case .missingNewPassword: "missing new password"
    case .tooShort: "too-short new password"
    case .mismatch: "mismatched confirmation"
    }
  }
}

extension ScreenUnderTest {
  func textField(_ field: Field) -> UITextField {
    switch field {
    case .old: oldPasswordTextField
    case .new: newPasswordTextField
    case .confirmation: confirmPasswordTextField
    }
  }

  /// The active constraints of the screen's views, each as an equation of parts ("blur.top ==
  /// view.top").
  public func layout() -> Set<String> {
    Set(activeConstraints(in: ScreenParts(screen)))
  }

  func focusedField() -> Field? {
    Field.allCases.first { textField($0).isFirstResponder }
  }

  func texts() -> [String?] {
    Field.allCases.map { textField($0).text }
  }

  public func fill(old: String, new: String, confirmation: String) {
    User.type(old, into: oldPasswordTextField)
    User.type(new, into: newPasswordTextField)
    User.type(confirmation, into: confirmPasswordTextField)
  }

  func autoFill(old: String, new: String, confirmation: String) {
    User.autoFill(old, into: oldPasswordTextField)
    User.autoFill(new, into: newPasswordTextField)
    User.autoFill(confirmation, into: confirmPasswordTextField)
  }

  func fillValidInput() {
    fill(old: "old123", new: "new456", confirmation: "new456")
  }

  public func submitValidInput() {
    fillValidInput()
    User.tap(submitButton)
  }

  public func tapOK() {
    User.tapAlertButton("OK", on: screen)
  }

  func submit(_ form: RejectedForm) {
    fill(old: form.fields.old, new: form.fields.new, confirmation: form.fields.confirmation)
    User.tap(submitButton)
  }

  func show(_ alertCase: AlertCase) {
    switch alertCase {
    case .missingNewPassword: submit(.missingNewPassword)
    case .tooShort: submit(.tooShort)
    case .mismatch: submit(.mismatch)
    case .success:
      submitValidInput()
      passwordChanger.succeed()
    case .failure:
      submitValidInput()
      passwordChanger.fail(message: "DUMMY")
    }
  }
}
