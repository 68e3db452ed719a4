// What the view does that the shared suite cannot see: it tells whoever presented the screen
// how the screen ended, once the screen has gone.

import KataTestSupport
import Step90
import Step90ViewModel
import Testing
import UIKitStandIn

@MainActor
@Suite("Step90: the Change Password view controller")
struct ChangePasswordViewControllerTests {
  let service = MockPasswordChanger()
  let presenter = Presenter()
  let sut: ChangePasswordViewController
  let host: ScreenHost

  init() {
    sut = ChangePasswordViewController(
      viewModel: ChangePasswordViewModel(passwordChanger: service, securityToken: "TOKEN"),
      onEnd: { [presenter] in presenter.hear($0) })
    host = ScreenHost(presenting: sut)
    presenter.host = host
  }

  @Test("Whoever presented the screen hears that it was cancelled, once it has gone")
  func cancelIsTold() {
    User.tap(sut.cancelBarButton)

    #expect(presenter.told.map(\.outcome) == [.cancelled])
    #expect(presenter.told.map(\.gone) == [true])
  }

  @Test("Whoever presented the screen hears that the password changed, once it has gone")
  func changeIsTold() {
    User.type("old123", into: sut.oldPasswordTextField)
    User.type("new456", into: sut.newPasswordTextField)
    User.type("new456", into: sut.confirmPasswordTextField)
    User.tap(sut.submitButton)
    service.succeed()

    User.tapAlertButton("OK", on: sut)

    #expect(presenter.told.map(\.outcome) == [.changed])
    #expect(presenter.told.map(\.gone) == [true])
  }
}

/// Whoever presented the screen, as these tests play it: it hears how the screen ended, and
/// notes whether the screen had gone by then.
@MainActor
final class Presenter {
  var host: ScreenHost?
  private(set) var told: [(outcome: Outcome, gone: Bool)] = []

  func hear(_ outcome: Outcome) {
    told.append((outcome, host?.isScreenDismissed == true))
  }
}
