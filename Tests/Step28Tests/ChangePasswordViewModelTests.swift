// What MVVM buys: the screen's rules, tested with no view at all. Every step from the end of the
// MVVM path on has these tests for its own view model; they change when its surface changes.

import Step28
import Testing

@Suite("Step28: the Change Password view model")
struct ChangePasswordViewModelTests {
  var sut = ChangePasswordViewModel()

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
}
