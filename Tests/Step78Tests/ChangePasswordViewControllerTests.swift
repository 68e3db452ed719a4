// What the view does that the shared suite cannot see: it tells whoever presented the screen
// how the screen ended, once the screen has gone, and hides from VoiceOver what the blur covers.

import KataTestSupport
import Step78
import Step78ViewModel
import Testing
import UIKitStandIn

@MainActor
@Suite("Step78: the Change Password view controller")
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

  @Test("While the request is on its way, VoiceOver reaches neither the fields nor Submit")
  func voiceOverSkipsTheCoveredForm() {
    submitValidForm()

    #expect(isHiddenFromVoiceOver(sut.oldPasswordTextField))
    #expect(isHiddenFromVoiceOver(sut.newPasswordTextField))
    #expect(isHiddenFromVoiceOver(sut.confirmPasswordTextField))
    #expect(isHiddenFromVoiceOver(sut.submitButton))
  }

  @Test("While the request is on its way, VoiceOver still reaches the activity indicator")
  func voiceOverReachesTheIndicator() {
    submitValidForm()

    #expect(sut.activityIndicator.window != nil)
    #expect(!isHiddenFromVoiceOver(sut.activityIndicator))
  }

  @Test("Once OK takes a failure's alert away, VoiceOver reaches the fields again")
  func voiceOverReachesTheFormAgain() {
    submitValidForm()
    service.fail(message: "Server unavailable")

    User.tapAlertButton("OK", on: sut)

    #expect(!isHiddenFromVoiceOver(sut.oldPasswordTextField))
  }

  private func submitValidForm() {
    User.type("old123", into: sut.oldPasswordTextField)
    User.type("new456", into: sut.newPasswordTextField)
    User.type("new456", into: sut.confirmPasswordTextField)
    User.tap(sut.submitButton)
  }

  /// VoiceOver skips a view when a view that contains it hides the accessibility elements it holds.
  private func isHiddenFromVoiceOver(_ view: UIView) -> Bool {
    sequence(first: view, next: { $0.superview }).dropFirst().contains {
      $0.accessibilityElementsHidden
    }
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
