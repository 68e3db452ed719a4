// What MVVM buys: the screen's whole flow, tested with no view at all. The tests send the view
// model what the user does, answer its requests through the mock service, and read its state.

import KataTestSupport
import Step51
import Testing

@MainActor
@Suite("Step51: the Change Password view model")
struct ChangePasswordViewModelTests {
  let service = MockPasswordChanger()
  let sut: ChangePasswordViewModel

  init() {
    sut = ChangePasswordViewModel(passwordChanger: service, securityToken: "TOKEN")
  }

  // MARK: - The screen as it appears

  @Test("The screen's labels come from the view model")
  func labels() {
    #expect(sut.title == "Change Password")
    #expect(sut.oldPasswordPlaceholder == "Current Password")
    #expect(sut.newPasswordPlaceholder == "New Password")
    #expect(sut.confirmPasswordPlaceholder == "Confirm New Password")
    #expect(sut.submitButtonLabel == "Submit")
  }

  @Test("The screen starts with no keyboard, Cancel enabled, no blur, no spinner and no alert")
  func initialState() {
    #expect(sut.inputFocus == .noKeyboard)
    #expect(sut.isCancelButtonEnabled)
    #expect(!sut.isBlurShown)
    #expect(!sut.isActivityIndicatorShowing)
    #expect(sut.alert == nil)
    #expect(!sut.isDismissed)
  }

  // MARK: - Submitting

  @Test("Submitting without the old password puts the focus on it, with no alert and no request")
  func submitWithoutOldPassword() {
    submit(old: "", new: "new456", confirmation: "new456")

    #expect(sut.inputFocus == .oldPassword)
    #expect(sut.alert == nil)
    #expect(service.requests.isEmpty)
  }

  @Test(
    "Submitting a form that breaks a rule shows that rule's alert and sends no request",
    arguments: [
      ("", "", "Please enter a new password."),
      ("12345", "12345", "The new password should have at least 6 characters."),
      ("12345", "1234", "The new password should have at least 6 characters."),
      (
        "new456", "new457",
        "The new password and the confirmation password don’t match. Please try again."
      ),
      (
        "new456", "",
        "The new password and the confirmation password don’t match. Please try again."
      ),
    ])
  func submitBreakingARule(new: String, confirmation: String, message: String) {
    submit(old: "old123", new: new, confirmation: confirmation)

    #expect(sut.alert?.message == message)
    #expect(sut.alert?.okButtonLabel == "OK")
    #expect(service.requests.isEmpty)
  }

  @Test(
    "Submitting a valid form takes the keyboard away, disables Cancel, shows the blur and the spinner"
  )
  func submitValidFormWaits() {
    sut.focusMoved(to: .confirmPassword)

    submit(old: "old123", new: "éééééé", confirmation: "éééééé")

    #expect(sut.inputFocus == .noKeyboard)
    #expect(!sut.isCancelButtonEnabled)
    #expect(sut.isBlurShown)
    #expect(sut.isActivityIndicatorShowing)
    #expect(sut.alert == nil)
  }

  @Test("Submitting a valid form sends one request with the token and the old and new passwords")
  func submitSendsRequest() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    #expect(
      service.requests
        == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
  }

  // MARK: - The answer

  @Test("Success hides the spinner and says so; the blur stays and Cancel stays disabled")
  func success() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    service.succeed()

    #expect(!sut.isActivityIndicatorShowing)
    #expect(sut.alert?.message == "Your password has been successfully changed.")
    #expect(sut.isBlurShown)
    #expect(!sut.isCancelButtonEnabled)
  }

  @Test("Failure hides the spinner and shows the service's message")
  func failure() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    service.fail(message: "Server unavailable")

    #expect(!sut.isActivityIndicatorShowing)
    #expect(sut.alert?.message == "Server unavailable")
  }

  // MARK: - OK in each alert

  @Test("OK in the missing-password alert takes the alert away and focuses the new password")
  func okAfterMissingNewPassword() {
    submit(old: "old123", new: "", confirmation: "")
    #expect(sut.alert?.clearedFields == [])

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(sut.inputFocus == .newPassword)
  }

  @Test(
    "OK in a rejected-password alert names the new fields to empty, not the old one, and focuses the new",
    arguments: [("12345", "12345"), ("new456", "new457")])
  func okAfterRejectedNewPassword(new: String, confirmation: String) {
    submit(old: "old123", new: new, confirmation: confirmation)
    #expect(sut.alert?.clearedFields == [.newPassword, .confirmPassword])

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(sut.inputFocus == .newPassword)
  }

  @Test("OK after success dismisses the screen, and not before")
  func okAfterSuccess() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.succeed()
    #expect(!sut.isDismissed)

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(sut.isDismissed)
  }

  @Test(
    "OK after failure starts over: every field to empty, the focus on the old one, no blur, Cancel enabled"
  )
  func okAfterFailure() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.fail(message: "Server unavailable")
    #expect(sut.alert?.clearedFields == [.oldPassword, .newPassword, .confirmPassword])

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(sut.inputFocus == .oldPassword)
    #expect(!sut.isBlurShown)
    #expect(sut.isCancelButtonEnabled)
    #expect(!sut.isDismissed)
  }

  @Test("OK with no alert on screen does nothing")
  func okWithoutAlert() {
    sut.alertOKTapped()

    #expect(sut.inputFocus == .noKeyboard)
    #expect(!sut.isDismissed)
  }

  // MARK: - The keyboard and Cancel

  @Test("A focus moved by hand is where the view model thinks the keyboard is")
  func focusMovedByHand() {
    sut.focusMoved(to: .confirmPassword)

    #expect(sut.inputFocus == .confirmPassword)
  }

  @Test(
    "Return moves the keyboard to the next field and sends nothing",
    arguments: [(InputFocus.oldPassword, InputFocus.newPassword), (.newPassword, .confirmPassword)])
  func returnMovesFocus(from field: InputFocus, to next: InputFocus) {
    sut.returnPressed(
      in: field, oldPassword: "old123", newPassword: "new456", confirmPassword: "new456")

    #expect(sut.inputFocus == next)
    #expect(service.requests.isEmpty)
  }

  @Test("Return in the confirmation field submits what the fields hold")
  func returnInConfirmationSubmits() {
    sut.returnPressed(
      in: .confirmPassword, oldPassword: "old123", newPassword: "new456",
      confirmPassword: "new456")

    #expect(service.requests.map(\.newPassword) == ["new456"])
  }

  @Test("Cancel takes the keyboard away and dismisses the screen")
  func cancel() {
    sut.focusMoved(to: .newPassword)

    sut.cancelTapped()

    #expect(sut.inputFocus == .noKeyboard)
    #expect(sut.isDismissed)
  }

  private func submit(old: String, new: String, confirmation: String) {
    sut.submit(oldPassword: old, newPassword: new, confirmPassword: confirmation)
  }
}
