// What MVVM buys: the screen's rules, tested with no view at all. Every step from step 28 on has
// these tests for its own view model; they change when its surface changes.

import KataTestSupport
import Step39
import Testing

@MainActor
@Suite("Step39: the Change Password view model")
struct ChangePasswordViewModelTests {
  let service = MockPasswordChanger()
  var sut: ChangePasswordViewModel

  init() {
    sut = ChangePasswordViewModel(passwordChanger: service, securityToken: "TOKEN")
  }

  @Test("An empty old password is reported")
  mutating func emptyOldPassword() {
    sut.oldPassword = ""
    #expect(sut.isOldPasswordEmpty)
    sut.oldPassword = "x"
    #expect(!sut.isOldPasswordEmpty)
  }

  @Test("An empty new password is reported")
  mutating func emptyNewPassword() {
    sut.newPassword = ""
    #expect(sut.isNewPasswordEmpty)
    sut.newPassword = "x"
    #expect(!sut.isNewPasswordEmpty)
  }

  @Test("A new password is too short below six characters, and long enough at six")
  mutating func minimumLength() {
    sut.newPassword = "12345"
    #expect(sut.isNewPasswordTooShort)
    sut.newPassword = "123456"
    #expect(!sut.isNewPasswordTooShort)
  }

  @Test("The length counts characters, not bytes")
  mutating func lengthInCharacters() {
    sut.newPassword = "éééééé"
    #expect(!sut.isNewPasswordTooShort)
  }

  @Test("A confirmation that differs from the new password is a mismatch")
  mutating func mismatch() {
    sut.newPassword = "new456"
    sut.confirmPassword = "new457"
    #expect(sut.isConfirmPasswordMismatched)
    sut.confirmPassword = "new456"
    #expect(!sut.isConfirmPasswordMismatched)
  }

  @Test("The screen starts with no keyboard, Cancel enabled, no blur and no spinner")
  func initialState() {
    #expect(sut.inputFocus == .noKeyboard)
    #expect(sut.isCancelButtonEnabled)
    #expect(!sut.isBlurShown)
    #expect(!sut.isActivityIndicatorShowing)
  }

  @Test("Resetting the new passwords empties both and focuses the new-password field")
  mutating func resetNewPasswords() {
    sut.oldPassword = "old123"
    sut.newPassword = "12345"
    sut.confirmPassword = "12345"

    sut.resetNewPasswords()

    #expect([sut.oldPassword, sut.newPassword, sut.confirmPassword] == ["old123", "", ""])
    #expect(sut.inputFocus == .newPassword)
  }

  @Test("Waiting takes the keyboard away, disables Cancel and shows the blur and the spinner")
  mutating func waitingAppearance() {
    sut.inputFocus = .confirmPassword

    sut.showWaitingAppearance()

    #expect(sut.inputFocus == .noKeyboard)
    #expect(!sut.isCancelButtonEnabled)
    #expect(sut.isBlurShown)
    #expect(sut.isActivityIndicatorShowing)
  }

  @Test(
    "Starting over empties the form, focuses the old password, removes the blur and enables Cancel")
  mutating func startOver() {
    sut.oldPassword = "old123"
    sut.newPassword = "new456"
    sut.confirmPassword = "new456"
    sut.showWaitingAppearance()
    sut.isActivityIndicatorShowing = false

    sut.startOver()

    #expect([sut.oldPassword, sut.newPassword, sut.confirmPassword] == ["", "", ""])
    #expect(sut.inputFocus == .oldPassword)
    #expect(!sut.isBlurShown)
    #expect(sut.isCancelButtonEnabled)
  }

  @Test("The view model holds the screen's fixed messages and the OK label")
  func messages() {
    #expect(sut.enterNewPasswordMessage == "Please enter a new password.")
    #expect(sut.newPasswordTooShortMessage == "The new password should have at least 6 characters.")
    #expect(
      sut.confirmationPasswordDoesNotMatchMessage
        == "The new password and the confirmation password don’t match. Please try again.")
    #expect(sut.successMessage == "Your password has been successfully changed.")
    #expect(sut.okButtonLabel == "OK")
  }

  @Test("An alert says its message, labels its button OK and knows what OK does")
  func alert() {
    sut.showAlert(message: "Nope.", then: .startOver)

    #expect(sut.alert?.message == "Nope.")
    #expect(sut.alert?.okButtonLabel == "OK")
    #expect(sut.alert?.okAction == .startOver)
  }

  @Test("Tapping OK takes the alert away")
  func okTakesAlertAway() {
    sut.showAlert(message: "Nope.", then: .focusNewPassword)

    sut.alertOKTapped()

    #expect(sut.alert == nil)
  }

  @Test("OK in an alert that focuses the new password moves the focus there")
  func okFocusesNewPassword() {
    sut.showAlert(message: "Nope.", then: .focusNewPassword)

    sut.alertOKTapped()

    #expect(sut.inputFocus == .newPassword)
  }

  @Test("OK in an alert that resets the new passwords empties them")
  mutating func okResetsNewPasswords() {
    sut.newPassword = "12345"
    sut.showAlert(message: "Nope.", then: .resetNewPasswords)

    sut.alertOKTapped()

    #expect(sut.newPassword == "")
  }

  @Test("OK in an alert that starts over enables Cancel again")
  mutating func okStartsOver() {
    sut.showWaitingAppearance()
    sut.showAlert(message: "Nope.", then: .startOver)

    sut.alertOKTapped()

    #expect(sut.isCancelButtonEnabled)
  }

  @Test("OK in an alert that dismisses the screen dismisses it, and only then")
  func okDismisses() {
    sut.showAlert(message: "Done.", then: .dismissScreen)
    #expect(!sut.isDismissed)

    sut.alertOKTapped()

    #expect(sut.isDismissed)
  }

  @Test("Submitting without the old password puts the focus on it, with no alert")
  mutating func submitWithoutOldPassword() {
    fill(old: "", new: "new456", confirmation: "new456")

    #expect(!sut.submit())
    #expect(sut.inputFocus == .oldPassword)
    #expect(sut.alert == nil)
  }

  @Test(
    "Submitting a form that breaks a rule shows that rule's alert",
    arguments: [
      ("", "", "Please enter a new password.", AlertViewModel.OKAction.focusNewPassword),
      ("12345", "12345", "The new password should have at least 6 characters.", .resetNewPasswords),
      ("12345", "1234", "The new password should have at least 6 characters.", .resetNewPasswords),
      (
        "new456", "new457",
        "The new password and the confirmation password don’t match. Please try again.",
        .resetNewPasswords
      ),
    ])
  mutating func submitBreakingARule(
    new: String, confirmation: String, message: String, okAction: AlertViewModel.OKAction
  ) {
    fill(old: "old123", new: new, confirmation: confirmation)

    #expect(!sut.submit())
    #expect(sut.alert?.message == message)
    #expect(sut.alert?.okAction == okAction)
  }

  @Test("Submitting a valid form shows the spinner and no alert")
  mutating func submitValidForm() {
    fill(old: "old123", new: "éééééé", confirmation: "éééééé")

    #expect(sut.submit())
    #expect(sut.isActivityIndicatorShowing)
    #expect(sut.alert == nil)
  }

  private mutating func fill(old: String, new: String, confirmation: String) {
    sut.oldPassword = old
    sut.newPassword = new
    sut.confirmPassword = confirmation
  }
}
