// Live validation in the view model, with no view: the passwords go in, the message comes out.

import KataTestSupport
import LiveValidationOnMVVMViewModel
import Testing

@MainActor
@Suite("LiveValidationOnMVVM: the validation message")
struct ValidationMessageTests {
  let sut = ChangePasswordViewModel(
    passwordChanger: MockPasswordChanger(), securityToken: "T",
    listeners: .init(onFocusMove: { _ in }, onAlert: { _ in }, onEnd: { _ in }))

  @Test("Before anything is typed, the message asks for the current password")
  func startsAskingForOld() {
    #expect(sut.validationMessage == "Please enter your current password.")
  }

  @Test("With the current password only, the message asks for a new password")
  func asksForNew() {
    change(old: "o", new: "", confirmation: "")
    #expect(sut.validationMessage == "Please enter a new password.")
  }

  @Test("A new password under six characters is too short")
  func tooShort() {
    change(old: "old123", new: "new45", confirmation: "new45")
    #expect(sut.validationMessage == "The new password should have at least 6 characters.")
  }

  @Test("A confirmation that differs does not match")
  func mismatch() {
    change(old: "old123", new: "new456", confirmation: "new45")
    #expect(
      sut.validationMessage == "The new password and the confirmation password don’t match.")
  }

  @Test("A form Submit would send has no message")
  func sendable() {
    change(old: "old123", new: "new456", confirmation: "new456")
    #expect(sut.validationMessage == nil)
  }

  @Test("Submit tells the view model what the fields hold, AutoFill's text included")
  func submitReadsFields() {
    change(old: "old123", new: "new", confirmation: "")
    sut.submit(Passwords(old: "old123", new: "Strong-Pass-1", confirmation: "Strong-Pass-1"))
    #expect(sut.validationMessage == nil)
  }

  @Test("OK in a rejected-password alert empties the new passwords, and asks for one again")
  func okAfterTooShort() {
    sut.submit(Passwords(old: "old123", new: "new45", confirmation: "new45"))
    sut.alertOKTapped()
    #expect(sut.validationMessage == "Please enter a new password.")
  }

  @Test("A submit under an alert, which the guard refuses, leaves the message as it was")
  func submitUnderAlertChangesNothing() {
    sut.submit(Passwords(old: "old123", new: "new45", confirmation: "new45"))
    sut.submit(Passwords(old: "old123", new: "Strong-Pass-1", confirmation: "Strong-Pass-1"))
    #expect(sut.validationMessage == "The new password should have at least 6 characters.")
  }

  private func change(old: String, new: String, confirmation: String) {
    sut.passwordsChanged(Passwords(old: old, new: new, confirmation: confirmation))
  }
}
