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
}
