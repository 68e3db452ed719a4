// What MVVM buys: the screen's rules, tested with no view at all. Every step from the end of the
// MVVM path on has these tests for its own view model; they change when its surface changes.

import Testing

@testable import Step32

@Suite("The Change Password view model")
struct ChangePasswordViewModelTests {
  var sut = ChangePasswordViewModel()

  // MARK: - The rules, in order

  @Test("An empty old password is invalid, with no alert, and takes the focus")
  mutating func emptyOldPassword() {
    submit(old: "", new: "new456", confirmation: "new456")

    #expect(sut.validateInputs() == .invalid(nil))
    #expect(sut.inputFocus == .oldPassword)
  }

  @Test("An empty new password asks for one; OK focuses the new-password field")
  mutating func emptyNewPassword() {
    submit(old: "old123", new: "", confirmation: "")

    #expect(
      sut.validateInputs()
        == .invalid(
          AlertViewModel(
            message: "Please enter a new password.", okButtonLabel: "OK",
            okAction: .focusNewPassword)))
  }

  @Test("Five characters are too short; OK resets the new passwords")
  mutating func fiveCharactersTooShort() {
    submit(old: "old123", new: "12345", confirmation: "12345")

    #expect(
      sut.validateInputs()
        == .invalid(
          AlertViewModel(
            message: "The new password should have at least 6 characters.",
            okButtonLabel: "OK", okAction: .resetNewPasswords)))
  }

  @Test("Six characters are long enough, counted as characters, not bytes")
  mutating func sixCharactersLongEnough() {
    submit(old: "old123", new: "éééééé", confirmation: "éééééé")

    #expect(sut.validateInputs() == .valid)
  }

  @Test("A confirmation that differs is a mismatch; OK resets the new passwords")
  mutating func mismatch() {
    submit(old: "old123", new: "new456", confirmation: "new457")

    #expect(
      sut.validateInputs()
        == .invalid(
          AlertViewModel(
            message:
              "The new password and the confirmation password don’t match. Please try again.",
            okButtonLabel: "OK", okAction: .resetNewPasswords)))
  }

  @Test("A too-short password is reported before a mismatch")
  mutating func tooShortBeforeMismatch() {
    submit(old: "old123", new: "12345", confirmation: "1234")

    #expect(sut.validateInputs() == .invalid(sut.newPasswordTooShortAlert))
  }

  @Test("A valid form moves no focus")
  mutating func validFormKeepsFocus() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    sut.moveFocus(to: .confirmPassword)

    #expect(sut.validateInputs() == .valid)
    #expect(sut.inputFocus == .confirmPassword)
  }

  // MARK: - The service's answers

  @Test("Success says so; OK dismisses the screen")
  func successAlert() {
    #expect(
      sut.successAlert
        == AlertViewModel(
          message: "Your password has been successfully changed.", okButtonLabel: "OK",
          okAction: .dismissScreen))
  }

  @Test("Failure shows the service's message; OK starts over")
  func failureAlert() {
    #expect(
      sut.failureAlert(message: "Nope.")
        == AlertViewModel(message: "Nope.", okButtonLabel: "OK", okAction: .startOver))
  }

  // MARK: - The view state

  @Test("The screen starts with no keyboard, Cancel enabled, no blur and no spinner")
  func initialState() {
    #expect(sut.inputFocus == .noKeyboard)
    #expect(sut.isCancelButtonEnabled)
    #expect(!sut.isBlurShown)
    #expect(!sut.isActivityIndicatorShowing)
  }

  @Test("Waiting takes the keyboard away, disables Cancel and shows the blur and the spinner")
  mutating func waitingAppearance() {
    sut.moveFocus(to: .confirmPassword)

    sut.showWaitingAppearance()

    #expect(sut.inputFocus == .noKeyboard)
    #expect(!sut.isCancelButtonEnabled)
    #expect(sut.isBlurShown)
    #expect(sut.isActivityIndicatorShowing)
  }

  @Test("Hiding the spinner keeps the blur and Cancel disabled")
  mutating func hideActivityIndicator() {
    sut.showWaitingAppearance()

    sut.hideActivityIndicator()

    #expect(!sut.isActivityIndicatorShowing)
    #expect(sut.isBlurShown)
    #expect(!sut.isCancelButtonEnabled)
  }

  @Test("Resetting the new passwords empties both, keeps the old one and focuses the new field")
  mutating func resetNewPasswords() {
    submit(old: "old123", new: "12345", confirmation: "12345")

    sut.resetNewPasswords()

    #expect([sut.oldPassword, sut.newPassword, sut.confirmPassword] == ["old123", "", ""])
    #expect(sut.inputFocus == .newPassword)
  }

  @Test("Starting over empties the form, focuses the old field, removes the blur, enables Cancel")
  mutating func startOver() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    sut.showWaitingAppearance()
    sut.hideActivityIndicator()

    sut.startOver()

    #expect([sut.oldPassword, sut.newPassword, sut.confirmPassword] == ["", "", ""])
    #expect(sut.inputFocus == .oldPassword)
    #expect(!sut.isBlurShown)
    #expect(sut.isCancelButtonEnabled)
  }

  @Test("The screen's labels come from the view model")
  func labels() {
    #expect(sut.title == "Change Password")
    #expect(sut.oldPasswordPlaceholder == "Current Password")
    #expect(sut.newPasswordPlaceholder == "New Password")
    #expect(sut.confirmPasswordPlaceholder == "Confirm New Password")
    #expect(sut.submitButtonLabel == "Submit")
  }

  private mutating func submit(old: String, new: String, confirmation: String) {
    sut.updateInputs(oldPassword: old, newPassword: new, confirmPassword: confirmation)
  }
}
