// What the view does that the shared suite cannot see: it tells whoever presented the screen
// how the screen ended, once the screen has gone.

import KataTestSupport
import Step87
import Step87ViewModel
import Testing
import UIKitStandIn

@MainActor
@Suite("Step87: the Change Password view controller")
struct ChangePasswordViewControllerTests {
  let service = MockPasswordChanger()
  let sut: ChangePasswordViewController
  let host: ScreenHost

  init() {
    sut = ChangePasswordViewController(
      viewModel: ChangePasswordViewModel(passwordChanger: service, securityToken: "TOKEN"))
    host = ScreenHost(presenting: sut)
  }

  @Test("Whoever presented the screen hears that it was cancelled, once it has gone")
  func cancelIsTold() {
    var told: [(outcome: Outcome, gone: Bool)] = []
    sut.onEnd = { [host] in told.append(($0, host.isScreenDismissed)) }

    User.tap(sut.cancelBarButton)

    #expect(told.map(\.outcome) == [.cancelled])
    #expect(told.map(\.gone) == [true])
  }

  @Test("Whoever presented the screen hears that the password changed, once it has gone")
  func changeIsTold() {
    var told: [(outcome: Outcome, gone: Bool)] = []
    sut.onEnd = { [host] in told.append(($0, host.isScreenDismissed)) }
    User.type("old123", into: sut.oldPasswordTextField)
    User.type("new456", into: sut.newPasswordTextField)
    User.type("new456", into: sut.confirmPasswordTextField)
    User.tap(sut.submitButton)
    service.succeed()

    User.tapAlertButton("OK", on: sut)

    #expect(told.map(\.outcome) == [.changed])
    #expect(told.map(\.gone) == [true])
  }
}
