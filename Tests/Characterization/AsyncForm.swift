// The shared behaviours in their async form: each behaviour that sends a request, answers one, or
// says that none was sent, as it reads in ChangePasswordCharacterizationTests.swift, with the
// waits a request in a task needs. The others run as they are.

import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

extension ChangePasswordCharacterization {
  /// Every shared behaviour, in the form a screen whose request is a task needs, under the same
  /// sentence and in the same order.
  public static let asyncBehaviours: [AsyncBehaviour] = {
    let forms = Dictionary(uniqueKeysWithValues: asyncForms.map { ($0.name, $0) })
    return behaviours.map { forms[$0.name] ?? AsyncBehaviour($0) }
  }()

  /// The async form's own behaviours, each named as the synchronous one it stands for.
  static let asyncForms =
    noRequestAsync + swipeAsync + everyAlertAsync + validSubmitAsync + successAsync
    + failureAsync + returnKeyAsync + lifetimeAsync

  static let swipeAsync: [AsyncBehaviour] = [
    AsyncBehaviour(
      "Nothing can swipe the screen away while an alert is up", for: AlertCase.allCases
    ) {
      sut, alertCase in
      await sut.show(alertCase)

      User.swipeDown(on: sut.screen)

      #expect(!sut.host.isScreenDismissed)
      #expect(sut.presentedAlert != nil)
    },

    AsyncBehaviour("After a failure's OK, the sheet can be swiped down again") { sut in
      await sut.show(.failure)
      sut.tapOK()

      User.swipeDown(on: sut.screen)

      #expect(sut.host.isScreenDismissed)
    },
  ]

  static let noRequestAsync: [AsyncBehaviour] = [
    AsyncBehaviour("Nothing is presented and no request is sent when the screen appears") { sut in
      await sut.settling {}

      #expect(sut.presentedViewController == nil)
      #expect(sut.passwordChanger.requests.isEmpty)
    },

    AsyncBehaviour("Tapping Cancel sends no request") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new456")

      await sut.settling { User.tap(sut.cancelBarButton) }

      #expect(sut.passwordChanger.requests.isEmpty)
    },

    AsyncBehaviour("Length counts characters, not bytes: six accented letters are long enough") {
      sut in
      sut.fill(old: "old123", new: "éééééé", confirmation: "éééééé")

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.count == 1)
    },

    AsyncBehaviour("A rejected form sends no request", for: RejectedForm.allCases) { sut, form in
      await sut.settling { sut.submit(form) }

      #expect(sut.passwordChanger.requests.isEmpty)
    },
  ]

  static let everyAlertAsync: [AsyncBehaviour] = [
    AsyncBehaviour("Every alert has no title", for: AlertCase.allCases) { sut, alertCase in
      await sut.show(alertCase)

      #expect(sut.presentedAlert != nil)
      #expect(sut.presentedAlert?.title == nil)
    },

    AsyncBehaviour("Every alert has a single OK button", for: AlertCase.allCases) {
      sut, alertCase in
      await sut.show(alertCase)

      #expect(sut.presentedAlert?.actions.map(\.title) == ["OK"])
    },

    AsyncBehaviour("Every alert's OK button has the default style", for: AlertCase.allCases) {
      sut, alertCase in
      await sut.show(alertCase)

      #expect(sut.presentedAlert?.actions.first?.style == .default)
    },

    AsyncBehaviour("Every alert's OK button is its preferred action", for: AlertCase.allCases) {
      sut, alertCase in
      await sut.show(alertCase)

      let alert = sut.presentedAlert
      #expect(alert?.preferredAction != nil)
      #expect(alert?.preferredAction === alert?.actions.first)
    },

    AsyncBehaviour("Every alert is an alert, not an action sheet", for: AlertCase.allCases) {
      sut, alertCase in
      await sut.show(alertCase)

      #expect(sut.presentedAlert?.preferredStyle == .alert)
    },

    AsyncBehaviour("Every alert appears animated", for: AlertCase.allCases) { sut, alertCase in
      await sut.show(alertCase)

      #expect(sut.presentedAlert != nil)
      #expect(sut.lastTransitionWasAnimated == true)
    },

    AsyncBehaviour("Tapping OK takes every alert away", for: AlertCase.allCases) {
      sut, alertCase in
      await sut.show(alertCase)
      try #require(sut.presentedAlert != nil)

      sut.tapOK()

      #expect(sut.presentedAlert == nil)
    },
  ]

  static let validSubmitAsync: [AsyncBehaviour] = [
    AsyncBehaviour("A valid submit with the keyboard in no field gives it to no field") { sut in
      sut.autoFill(old: "old123", new: "new456", confirmation: "new456")

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.focusedField() == nil)
      #expect(sut.passwordChanger.requests.count == 1)
    },

    AsyncBehaviour("Text that AutoFill puts into the fields is sent like typed text") { sut in
      sut.autoFill(old: "old123", new: "new456", confirmation: "new456")

      await sut.settling { User.tap(sut.submitButton) }

      #expect(
        sut.passwordChanger.requests
          == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
    },

    AsyncBehaviour("Text that AutoFill puts over typed text is the text that counts") { sut in
      sut.fill(old: "typed1", new: "typed2", confirmation: "typed2")
      sut.autoFill(old: "old123", new: "new456", confirmation: "new456")

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.map(\.newPassword) == ["new456"])
      #expect(sut.passwordChanger.requests.map(\.oldPassword) == ["old123"])
    },

    AsyncBehaviour("An AutoFilled confirmation that differs is rejected like a typed one") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new456")
      User.autoFill("new457", into: sut.confirmPasswordTextField)

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.isEmpty)
      #expect(
        sut.presentedAlert?.message
          == "The new password and the confirmation password don’t match. Please try again.")
    },

    AsyncBehaviour("The request carries the security token the screen was given") { sut in
      let other = sut.anotherScreen(securityToken: "OTHER")
      let otherHost = ScreenHost(presenting: other)
      User.autoFill("old123", into: other.oldPasswordTextField)
      User.autoFill("new456", into: other.newPasswordTextField)
      User.autoFill("new456", into: other.confirmPasswordTextField)

      await ScreenUnderTest.settling(
        { User.tap(other.submitButton) }, screen: other, service: sut.passwordChanger)

      #expect(sut.passwordChanger.requests.map(\.securityToken) == ["OTHER"])
      _ = otherHost
    },

    AsyncBehaviour("A valid submit sends exactly one request") { sut in
      sut.fillValidInput()

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.count == 1)
    },

    AsyncBehaviour("The request carries the security token and the old and new passwords") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new456")

      await sut.settling { User.tap(sut.submitButton) }

      #expect(
        sut.passwordChanger.requests
          == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
    },

    AsyncBehaviour("A six-character new password is long enough") { sut in
      sut.fill(old: "o", new: "123456", confirmation: "123456")

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.map(\.newPassword) == ["123456"])
    },

    AsyncBehaviour("A valid submit ends its turn with the request sent and the screen waiting") {
      sut in
      sut.fillValidInput()

      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.count == 1)
      #expect(sut.blurView.superview === sut.view && sut.activityIndicator.isAnimating)
      #expect(!sut.cancelBarButton.isEnabled && sut.focusedField() == nil)
    },

    AsyncBehaviour("The screen stays while the request is pending") { sut in
      await sut.sendValidInput()

      #expect(!sut.host.isScreenDismissed)
    },
  ]
}
