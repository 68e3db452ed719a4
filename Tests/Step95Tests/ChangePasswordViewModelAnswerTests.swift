// The view model against a service that answers one request twice, or late: the mock forgets its
// callbacks once it has answered, so only this double can.

import PasswordService
import Step95ViewModel
import Testing

@MainActor
@Suite("Step95: the Change Password view model, when the service answers out of turn")
struct ChangePasswordViewModelAnswerTests {
  let service = TwiceAnsweringService()
  let sut: ChangePasswordViewModel

  init() {
    sut = ChangePasswordViewModel(
      passwordChanger: service, securityToken: "TOKEN",
      listeners: .init(onFocusMove: { _ in }, onAlert: { _ in }, onEnd: { _ in }))
    sut.submit(Passwords(old: "old123", new: "new456", confirmation: "new456"))
  }

  @Test("A second answer to the same request changes nothing")
  func secondAnswer() {
    service.succeed()

    service.fail(message: "Server unavailable")

    #expect(sut.alert?.message == "Your password has been successfully changed.")
  }

  @Test("An answer that arrives after the user started over changes nothing")
  func lateAnswer() {
    service.fail(message: "Server unavailable")
    sut.alertOKTapped()

    service.succeed()

    #expect(sut.alert == nil)
    #expect(sut.isCancelButtonEnabled)
  }
}
