// The one characterization suite. Every step's test target links this very file, so it must
// never name a step: it drives the screen through the UIKit stand-in and the mock service only.

import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

@MainActor
@Suite("The Change Password screen")
struct ChangePasswordCharacterizationTests {
  let passwordChanger = MockPasswordChanger()
  let sut: ChangePasswordPresenter
  let host: ScreenHost

  init() {
    sut = ChangePasswordPresenter(passwordChanger: passwordChanger, securityToken: "TOKEN")
    host = ScreenHost(presenting: sut)
  }

  // MARK: - The loaded screen

  @Test("The title is Change Password")
  func title() {
    #expect(sut.navigationItem.title == "Change Password")
  }

  @Test("The left bar button is the system Cancel item")
  func cancelBarButton() {
    #expect(sut.navigationItem.leftBarButtonItem === sut.cancelBarButton)
    #expect(sut.cancelBarButton.systemItem == .cancel)
  }

  @Test("The cancel button starts enabled")
  func cancelStartsEnabled() {
    #expect(sut.cancelBarButton.isEnabled)
  }

  @Test("Each field shows its placeholder", arguments: Field.allCases)
  func placeholder(of field: Field) {
    #expect(textField(field).placeholder == field.expectedPlaceholder)
  }

  @Test("Each field hides what is typed", arguments: Field.allCases)
  func secureEntry(of field: Field) {
    #expect(textField(field).isSecureTextEntry)
  }

  @Test("Each field tells the keyboard which password it holds", arguments: Field.allCases)
  func contentType(of field: Field) {
    #expect(textField(field).textContentType == field.expectedContentType)
  }

  @Test("Each field enables the return key only once something is typed", arguments: Field.allCases)
  func returnKeyEnabledAutomatically(of field: Field) {
    #expect(textField(field).enablesReturnKeyAutomatically)
  }

  @Test("Each field starts empty", arguments: Field.allCases)
  func startsEmpty(_ field: Field) {
    #expect(textField(field).text?.isEmpty ?? true)
  }

  @Test("The submit button is titled Submit")
  func submitTitle() {
    #expect(sut.submitButton.title(for: .normal) == "Submit")
  }

  @Test("The submit button has a one-point border")
  func submitBorderWidth() {
    #expect(sut.submitButton.layer.borderWidth == 1)
  }

  @Test("The submit button's border has rounded corners of radius 8")
  func submitCornerRadius() {
    #expect(sut.submitButton.layer.cornerRadius == 8)
  }

  @Test("The submit button's border is blue")
  func submitBorderColor() {
    #expect(
      sut.submitButton.layer.borderColor
        == UIColor(red: 55 / 255, green: 147 / 255, blue: 251 / 255, alpha: 1).cgColor)
  }

  @Test("The submit button is a system button, tinted rather than plain")
  func submitIsSystemButton() {
    #expect(sut.submitButton.buttonType == .system)
  }

  @Test("The fields and the submit button are on screen")
  func controlsOnScreen() {
    for field in Field.allCases {
      #expect(textField(field).superview === sut.view)
    }
    #expect(sut.submitButton.superview === sut.view)
  }

  @Test("The background starts white")
  func backgroundStartsWhite() {
    #expect(sut.view.backgroundColor == .white)
  }

  @Test("The blur starts hidden")
  func blurStartsHidden() {
    #expect(sut.blurView.superview == nil)
  }

  @Test("The spinner starts hidden and still")
  func spinnerStartsHidden() {
    #expect(sut.activityIndicator.superview == nil)
    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test("No field has the keyboard when the screen appears")
  func noKeyboardAtStart() {
    #expect(focusedField() == nil)
  }

  @Test("Nothing is presented and no request is sent when the screen appears")
  func quietStart() {
    #expect(sut.presentedViewController == nil)
    #expect(passwordChanger.requests.isEmpty)
  }

  // MARK: - Cancel

  @Test(
    "Tapping Cancel takes the keyboard away from whichever field has it", arguments: Field.allCases)
  func cancelEndsEditing(focusedOn field: Field) {
    User.moveFocus(to: textField(field))

    User.tap(sut.cancelBarButton)

    #expect(focusedField() == nil)
  }

  @Test("Tapping Cancel dismisses the screen, animated")
  func cancelDismisses() {
    User.tap(sut.cancelBarButton)

    #expect(host.isScreenDismissed)
    #expect(host.wasDismissalAnimated)
  }

  @Test("Tapping Cancel ends editing before the screen goes away")
  func cancelEndsEditingFirst() {
    User.moveFocus(to: sut.newPasswordTextField)
    let transcript = Transcript()

    transcript.recording { User.tap(sut.cancelBarButton) }

    let lines = transcript.lines.map(\.description)
    let focusLost = lines.firstIndex { $0.hasSuffix(".isFirstResponder: true → false") }
    let dismissed = lines.firstIndex { $0.contains(" dismisses ") }
    #expect(focusLost != nil && dismissed != nil && focusLost! < dismissed!)
  }

  @Test("Tapping Cancel sends no request")
  func cancelSendsNoRequest() {
    fill(old: "old123", new: "new456", confirmation: "new456")

    User.tap(sut.cancelBarButton)

    #expect(passwordChanger.requests.isEmpty)
  }

  // MARK: - Submit with the old password missing

  @Test("Submitting without the old password puts the focus on the old-password field")
  func emptyOldFocusesOld() {
    fill(old: "", new: "new456", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(sut.oldPasswordTextField.isFirstResponder)
  }

  @Test("Submitting without the old password shows no alert")
  func emptyOldShowsNoAlert() {
    fill(old: "", new: "new456", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(sut.presentedViewController == nil)
  }

  @Test("Submitting without the old password again, after the user moved the focus, brings it back")
  func emptyOldRefocusesAfterManualMove() {
    User.tap(sut.submitButton)
    User.moveFocus(to: sut.confirmPasswordTextField)

    User.tap(sut.submitButton)

    #expect(sut.oldPasswordTextField.isFirstResponder)
  }

  // MARK: - Submit with the new password missing

  @Test("Submitting without a new password asks for one")
  func emptyNewShowsAlert() {
    fill(old: "old123", new: "", confirmation: "")

    User.tap(sut.submitButton)

    #expect(sut.presentedAlert?.message == "Please enter a new password.")
  }

  @Test("Tapping OK in the missing-password alert puts the focus on the new-password field")
  func emptyNewOKFocusesNew() {
    fill(old: "old123", new: "", confirmation: "")
    User.tap(sut.submitButton)

    tapOK()

    #expect(sut.newPasswordTextField.isFirstResponder)
  }

  @Test("Tapping OK in the missing-password alert keeps what the fields hold")
  func emptyNewOKKeepsFields() {
    fill(old: "old123", new: "", confirmation: "abc")
    User.tap(sut.submitButton)

    tapOK()

    #expect(texts() == ["old123", "", "abc"])
  }

  // MARK: - Submit with a new password that is too short

  @Test("Submitting a five-character new password says it is too short")
  func tooShortShowsAlert() {
    fill(old: "old123", new: "12345", confirmation: "12345")

    User.tap(sut.submitButton)

    #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
  }

  @Test("Submitting a one-character new password says it is too short")
  func oneCharacterIsTooShort() {
    fill(old: "old123", new: "x", confirmation: "x")

    User.tap(sut.submitButton)

    #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
  }

  @Test("Length counts characters, not bytes: six accented letters are long enough")
  func lengthCountsCharacters() {
    fill(old: "old123", new: "éééééé", confirmation: "éééééé")

    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.count == 1)
  }

  // MARK: - Submit with a confirmation that differs

  @Test("Submitting a confirmation that differs says the passwords don't match")
  func mismatchShowsAlert() {
    fill(old: "old123", new: "new456", confirmation: "new457")

    User.tap(sut.submitButton)

    #expect(
      sut.presentedAlert?.message
        == "The new password and the confirmation password don’t match. Please try again.")
  }

  @Test("An empty confirmation differs from the new password")
  func emptyConfirmationMismatches() {
    fill(old: "old123", new: "new456", confirmation: "")

    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.isEmpty)
    #expect(sut.presentedAlert != nil)
  }

  // MARK: - What every rejected form has in common

  @Test("A rejected form sends no request", arguments: RejectedForm.allCases)
  func rejectedFormSendsNoRequest(_ form: RejectedForm) {
    submit(form)

    #expect(passwordChanger.requests.isEmpty)
  }

  @Test(
    "Tapping OK after a rejected new password clears the new and confirmation fields",
    arguments: [RejectedForm.tooShort, .mismatch])
  func okClearsNewPasswords(after form: RejectedForm) {
    submit(form)

    tapOK()

    #expect(sut.newPasswordTextField.text?.isEmpty ?? true)
    #expect(sut.confirmPasswordTextField.text?.isEmpty ?? true)
  }

  @Test(
    "Tapping OK after a rejected new password keeps the old password",
    arguments: [RejectedForm.tooShort, .mismatch])
  func okKeepsOldPassword(after form: RejectedForm) {
    submit(form)

    tapOK()

    #expect(sut.oldPasswordTextField.text == "old123")
  }

  @Test(
    "Tapping OK after a rejected new password puts the focus on the new-password field",
    arguments: [RejectedForm.tooShort, .mismatch])
  func okFocusesNewPassword(after form: RejectedForm) {
    submit(form)

    tapOK()

    #expect(sut.newPasswordTextField.isFirstResponder)
  }

  // MARK: - The order of the checks

  @Test("A missing old password is reported before a missing new password")
  func emptyOldBeforeEmptyNew() {
    fill(old: "", new: "", confirmation: "")

    User.tap(sut.submitButton)

    #expect(sut.presentedViewController == nil)
    #expect(sut.oldPasswordTextField.isFirstResponder)
  }

  @Test("A missing new password is reported before a mismatch")
  func emptyNewBeforeMismatch() {
    fill(old: "old123", new: "", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(sut.presentedAlert?.message == "Please enter a new password.")
  }

  @Test("A too-short new password is reported before a mismatch")
  func tooShortBeforeMismatch() {
    fill(old: "old123", new: "12345", confirmation: "1234")

    User.tap(sut.submitButton)

    #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
  }

  // MARK: - Every alert

  @Test("Every alert has no title", arguments: AlertCase.allCases)
  func alertHasNoTitle(_ alertCase: AlertCase) {
    show(alertCase)

    #expect(sut.presentedAlert != nil)
    #expect(sut.presentedAlert?.title == nil)
  }

  @Test("Every alert has a single OK button", arguments: AlertCase.allCases)
  func alertHasOneOKButton(_ alertCase: AlertCase) {
    show(alertCase)

    #expect(sut.presentedAlert?.actions.map(\.title) == ["OK"])
  }

  @Test("Every alert's OK button has the default style", arguments: AlertCase.allCases)
  func alertOKIsDefaultStyle(_ alertCase: AlertCase) {
    show(alertCase)

    #expect(sut.presentedAlert?.actions.first?.style == .default)
  }

  @Test("Every alert's OK button is its preferred action", arguments: AlertCase.allCases)
  func alertOKIsPreferred(_ alertCase: AlertCase) {
    show(alertCase)

    let alert = sut.presentedAlert
    #expect(alert?.preferredAction != nil)
    #expect(alert?.preferredAction === alert?.actions.first)
  }

  @Test("Every alert is an alert, not an action sheet", arguments: AlertCase.allCases)
  func alertStyle(_ alertCase: AlertCase) {
    show(alertCase)

    #expect(sut.presentedAlert?.preferredStyle == .alert)
  }

  @Test("Every alert appears animated", arguments: AlertCase.allCases)
  func alertIsAnimated(_ alertCase: AlertCase) {
    show(alertCase)

    #expect(sut.presentedAlert != nil)
    #expect(sut.lastTransitionWasAnimated == true)
  }

  @Test("Tapping OK takes every alert away", arguments: AlertCase.allCases)
  func okRemovesAlert(_ alertCase: AlertCase) throws {
    show(alertCase)
    try #require(sut.presentedAlert != nil)

    tapOK()

    #expect(sut.presentedAlert == nil)
  }

  // MARK: - A valid submit

  @Test("A valid submit takes the keyboard away")
  func validSubmitEndsEditing() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(focusedField() == nil)
  }

  @Test(
    "A valid submit takes the keyboard away, whichever field held it", arguments: Field.allCases)
  func validSubmitEndsEditingFromAnyField(focusedOn field: Field) {
    fillValidInput()
    User.moveFocus(to: textField(field))

    User.tap(sut.submitButton)

    #expect(focusedField() == nil)
  }

  @Test("A valid submit with the keyboard in no field gives it to no field")
  func validSubmitWithoutKeyboard() {
    autoFill(old: "old123", new: "new456", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(focusedField() == nil)
    #expect(passwordChanger.requests.count == 1)
  }

  @Test("Text that AutoFill puts into the fields is sent like typed text")
  func autoFilledTextIsSent() {
    autoFill(old: "old123", new: "new456", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(
      passwordChanger.requests
        == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
  }

  @Test("Text that AutoFill puts over typed text is the text that counts")
  func autoFillOverTypedText() {
    fill(old: "typed1", new: "typed2", confirmation: "typed2")
    autoFill(old: "old123", new: "new456", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.map(\.newPassword) == ["new456"])
    #expect(passwordChanger.requests.map(\.oldPassword) == ["old123"])
  }

  @Test("An AutoFilled confirmation that differs is rejected like a typed one")
  func autoFilledMismatchIsRejected() {
    fill(old: "old123", new: "new456", confirmation: "new456")
    User.autoFill("new457", into: sut.confirmPasswordTextField)

    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.isEmpty)
    #expect(
      sut.presentedAlert?.message
        == "The new password and the confirmation password don’t match. Please try again.")
  }

  @Test("The request carries the security token the screen was given")
  func requestCarriesGivenToken() {
    let other = ChangePasswordPresenter(passwordChanger: passwordChanger, securityToken: "OTHER")
    let otherHost = ScreenHost(presenting: other)
    User.autoFill("old123", into: other.oldPasswordTextField)
    User.autoFill("new456", into: other.newPasswordTextField)
    User.autoFill("new456", into: other.confirmPasswordTextField)

    User.tap(other.submitButton)

    #expect(passwordChanger.requests.map(\.securityToken) == ["OTHER"])
    _ = otherHost
  }

  @Test("A valid submit disables Cancel")
  func validSubmitDisablesCancel() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(!sut.cancelBarButton.isEnabled)
  }

  @Test("Tapping Cancel while the request is pending does nothing")
  func cancelIgnoredWhileWaiting() {
    submitValidInput()

    User.tap(sut.cancelBarButton)

    #expect(!host.isScreenDismissed)
  }

  @Test("A valid submit clears the background")
  func validSubmitClearsBackground() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(sut.view.backgroundColor == .clear)
  }

  @Test("A valid submit lays a blur over the screen")
  func validSubmitShowsBlur() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(sut.blurView.superview === sut.view)
    #expect(sut.blurView.effect != nil)
  }

  @Test("The blur over the waiting screen is dark")
  func blurIsDark() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect((sut.blurView.effect as? UIBlurEffect)?.style == .dark)
  }

  @Test("The spinner is the large one")
  func spinnerIsLarge() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(sut.activityIndicator.style == .large)
  }

  @Test("A valid submit shows the spinner")
  func validSubmitShowsSpinner() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(sut.activityIndicator.superview === sut.view)
  }

  @Test("A valid submit starts the spinner")
  func validSubmitStartsSpinner() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(sut.activityIndicator.isAnimating)
  }

  @Test("The spinner is above the blur")
  func spinnerAboveBlur() {
    submitValidInput()

    let blurIndex = sut.view.subviews.firstIndex { $0 === sut.blurView }
    let spinnerIndex = sut.view.subviews.firstIndex { $0 === sut.activityIndicator }
    #expect(blurIndex != nil && spinnerIndex != nil && blurIndex! < spinnerIndex!)
  }

  @Test("A valid submit shows no alert")
  func validSubmitShowsNoAlert() {
    submitValidInput()

    #expect(sut.presentedViewController == nil)
  }

  @Test("A valid submit sends exactly one request")
  func validSubmitSendsOneRequest() {
    fillValidInput()

    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.count == 1)
  }

  @Test("The request carries the security token and the old and new passwords")
  func requestArguments() {
    fill(old: "old123", new: "new456", confirmation: "new456")

    User.tap(sut.submitButton)

    #expect(
      passwordChanger.requests
        == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
  }

  @Test("A six-character new password is long enough")
  func sixCharactersIsEnough() {
    fill(old: "o", new: "123456", confirmation: "123456")

    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.map(\.newPassword) == ["123456"])
  }

  @Test("The waiting appearance is in place before the request goes out")
  func waitingAppearanceBeforeRequest() {
    fillValidInput()
    let transcript = Transcript()

    transcript.recording { User.tap(sut.submitButton) }

    let lines = transcript.lines.map(\.description)
    let request = lines.firstIndex { $0.contains("service: request") }
    let lastChangeOfScreen = lines.lastIndex { !$0.contains("service: request") }
    #expect(request != nil && lastChangeOfScreen != nil && lastChangeOfScreen! < request!)
  }

  @Test("The screen stays while the request is pending")
  func screenStaysWhileWaiting() {
    submitValidInput()

    #expect(!host.isScreenDismissed)
  }

  // MARK: - Success

  @Test("Success stops the spinner")
  func successStopsSpinner() {
    submitValidInput()

    passwordChanger.succeed()

    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test("Success takes the spinner away")
  func successHidesSpinner() {
    submitValidInput()

    passwordChanger.succeed()

    #expect(sut.activityIndicator.superview == nil)
  }

  @Test("Success says the password was changed")
  func successShowsAlert() {
    submitValidInput()

    passwordChanger.succeed()

    #expect(sut.presentedAlert?.message == "Your password has been successfully changed.")
  }

  @Test("The screen waits for OK before it goes away after success")
  func successWaitsForOK() {
    submitValidInput()

    passwordChanger.succeed()

    #expect(!host.isScreenDismissed)
  }

  @Test("Tapping OK in the success alert dismisses the screen, animated")
  func successOKDismisses() {
    submitValidInput()
    passwordChanger.succeed()

    tapOK()

    #expect(host.isScreenDismissed)
    #expect(host.wasDismissalAnimated)
  }

  @Test("After success the blur stays and Cancel stays disabled")
  func successKeepsWaitingLook() {
    submitValidInput()
    passwordChanger.succeed()

    tapOK()

    #expect(sut.blurView.superview === sut.view)
    #expect(!sut.cancelBarButton.isEnabled)
  }

  // MARK: - Failure

  @Test("Failure stops the spinner")
  func failureStopsSpinner() {
    submitValidInput()

    passwordChanger.fail(message: "DUMMY")

    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test("Failure takes the spinner away")
  func failureHidesSpinner() {
    submitValidInput()

    passwordChanger.fail(message: "DUMMY")

    #expect(sut.activityIndicator.superview == nil)
  }

  @Test("Failure shows the service's message")
  func failureShowsMessage() {
    submitValidInput()

    passwordChanger.fail(message: "Your old password is wrong.")

    #expect(sut.presentedAlert?.message == "Your old password is wrong.")
  }

  @Test("Tapping OK after a failure clears all three fields")
  func failureOKClearsFields() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")

    tapOK()

    #expect(texts() == ["", "", ""])
  }

  @Test("Tapping OK after a failure puts the focus on the old-password field")
  func failureOKFocusesOld() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")

    tapOK()

    #expect(sut.oldPasswordTextField.isFirstResponder)
  }

  @Test("Tapping OK after a failure makes the background white again")
  func failureOKRestoresBackground() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")

    tapOK()

    #expect(sut.view.backgroundColor == .white)
  }

  @Test("Tapping OK after a failure removes the blur")
  func failureOKRemovesBlur() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")

    tapOK()

    #expect(sut.blurView.superview == nil)
  }

  @Test("Tapping OK after a failure enables Cancel again")
  func failureOKEnablesCancel() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")

    tapOK()

    #expect(sut.cancelBarButton.isEnabled)
  }

  @Test("Tapping OK after a failure keeps the screen")
  func failureOKKeepsScreen() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")

    tapOK()

    #expect(!host.isScreenDismissed)
  }

  @Test("After a failure the user can start over and submit again")
  func failureThenResubmit() {
    submitValidInput()
    passwordChanger.fail(message: "DUMMY")
    tapOK()

    fill(old: "again1", new: "again2", confirmation: "again2")
    User.tap(sut.submitButton)

    #expect(passwordChanger.requests.map(\.oldPassword) == ["old123", "again1"])
  }

  // MARK: - The return key

  @Test("Return in the old-password field moves the focus to the new-password field")
  func returnInOldMovesToNew() {
    User.type("old123", into: sut.oldPasswordTextField)

    User.pressReturn(in: sut.oldPasswordTextField)

    #expect(sut.newPasswordTextField.isFirstResponder)
  }

  @Test("Return in the new-password field moves the focus to the confirmation field")
  func returnInNewMovesToConfirmation() {
    User.type("new456", into: sut.newPasswordTextField)

    User.pressReturn(in: sut.newPasswordTextField)

    #expect(sut.confirmPasswordTextField.isFirstResponder)
  }

  @Test("Return in the confirmation field submits a valid form")
  func returnInConfirmationSubmits() {
    fillValidInput()

    User.pressReturn(in: sut.confirmPasswordTextField)

    #expect(passwordChanger.requests.count == 1)
    #expect(sut.activityIndicator.isAnimating)
  }

  @Test("Return in the confirmation field checks the form as Submit does")
  func returnInConfirmationValidates() {
    fill(old: "old123", new: "12345", confirmation: "12345")

    User.pressReturn(in: sut.confirmPasswordTextField)

    #expect(sut.presentedAlert?.message == "The new password should have at least 6 characters.")
  }

  @Test("Return in the old or new field does not submit")
  func returnElsewhereDoesNotSubmit() {
    fillValidInput()

    User.moveFocus(to: sut.oldPasswordTextField)
    User.pressReturn(in: sut.oldPasswordTextField)
    User.pressReturn(in: sut.newPasswordTextField)

    #expect(passwordChanger.requests.isEmpty)
  }

  @Test("The return key is always allowed once the field holds text", arguments: Field.allCases)
  func returnAnswersTrue(in field: Field) {
    User.type("x", into: textField(field))

    #expect(User.pressReturn(in: textField(field)) == true)
  }

  @Test(
    "Return does nothing in an empty field, whose return key is disabled", arguments: Field.allCases
  )
  func returnDisabledWhenEmpty(in field: Field) {
    fillValidInput()
    User.type("", into: textField(field))

    #expect(User.pressReturn(in: textField(field)) == nil)
    #expect(passwordChanger.requests.isEmpty)
  }

  // MARK: - Lifetime

  @Test("A pending request does not keep the screen alive")
  func pendingRequestDoesNotRetainScreen() {
    weak var released: ChangePasswordPresenter?
    do {
      let screen = ChangePasswordPresenter(
        passwordChanger: passwordChanger, securityToken: "TOKEN")
      let host = ScreenHost(presenting: screen)
      User.type("old123", into: screen.oldPasswordTextField)
      User.type("new456", into: screen.newPasswordTextField)
      User.type("new456", into: screen.confirmPasswordTextField)
      User.tap(screen.submitButton)
      released = screen
      _ = host
    }

    #expect(passwordChanger.hasPendingRequest)
    #expect(released == nil)
  }

  @Test("An answer that arrives after the screen is gone does nothing")
  func lateAnswerIsIgnored() {
    do {
      let screen = ChangePasswordPresenter(
        passwordChanger: passwordChanger, securityToken: "TOKEN")
      let host = ScreenHost(presenting: screen)
      User.type("old123", into: screen.oldPasswordTextField)
      User.type("new456", into: screen.newPasswordTextField)
      User.type("new456", into: screen.confirmPasswordTextField)
      User.tap(screen.submitButton)
      _ = host
    }
    let transcript = Transcript()

    transcript.recording { passwordChanger.succeed() }

    #expect(transcript.lines.isEmpty)
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

  func textField(_ field: Field) -> UITextField {
    switch field {
    case .old: sut.oldPasswordTextField
    case .new: sut.newPasswordTextField
    case .confirmation: sut.confirmPasswordTextField
    }
  }

  func focusedField() -> Field? {
    Field.allCases.first { textField($0).isFirstResponder }
  }

  func texts() -> [String?] {
    Field.allCases.map { textField($0).text }
  }

  func fill(old: String, new: String, confirmation: String) {
    User.type(old, into: sut.oldPasswordTextField)
    User.type(new, into: sut.newPasswordTextField)
    User.type(confirmation, into: sut.confirmPasswordTextField)
  }

  func autoFill(old: String, new: String, confirmation: String) {
    User.autoFill(old, into: sut.oldPasswordTextField)
    User.autoFill(new, into: sut.newPasswordTextField)
    User.autoFill(confirmation, into: sut.confirmPasswordTextField)
  }

  func fillValidInput() {
    fill(old: "old123", new: "new456", confirmation: "new456")
  }

  func submitValidInput() {
    fillValidInput()
    User.tap(sut.submitButton)
  }

  func tapOK() {
    User.tapAlertButton("OK", on: sut)
  }

  func submit(_ form: RejectedForm) {
    fill(old: form.fields.old, new: form.fields.new, confirmation: form.fields.confirmation)
    User.tap(sut.submitButton)
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
