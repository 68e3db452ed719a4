// The shared behaviours that answer a request, or release the screen while one is on its way, in
// their async form: the answer reaches the screen in its request task, which they await.

import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

extension ChangePasswordCharacterization {
  static let successAsync: [AsyncBehaviour] = [
    AsyncBehaviour("Success stops the spinner") { sut in
      await sut.sendValidInput()

      await sut.succeed()

      #expect(!sut.activityIndicator.isAnimating)
    },

    AsyncBehaviour("Success takes the spinner away") { sut in
      await sut.sendValidInput()

      await sut.succeed()

      #expect(sut.activityIndicator.superview == nil)
    },

    AsyncBehaviour("Success says the password was changed") { sut in
      await sut.sendValidInput()

      await sut.succeed()

      #expect(sut.presentedAlert?.message == "Your password has been successfully changed.")
    },

    AsyncBehaviour("The screen waits for OK before it goes away after success") { sut in
      await sut.sendValidInput()

      await sut.succeed()

      #expect(!sut.host.isScreenDismissed)
    },

    AsyncBehaviour("Tapping OK in the success alert dismisses the screen, animated") { sut in
      await sut.sendValidInput()
      await sut.succeed()

      sut.tapOK()

      #expect(sut.host.isScreenDismissed)
      #expect(sut.host.wasDismissalAnimated)
    },

    AsyncBehaviour("After success the blur stays and Cancel stays disabled") { sut in
      await sut.sendValidInput()
      await sut.succeed()

      sut.tapOK()

      #expect(sut.blurView.superview === sut.view)
      #expect(!sut.cancelBarButton.isEnabled)
    },
  ]

  static let failureAsync: [AsyncBehaviour] = [
    AsyncBehaviour("Failure stops the spinner") { sut in
      await sut.sendValidInput()

      await sut.fail(message: "DUMMY")

      #expect(!sut.activityIndicator.isAnimating)
    },

    AsyncBehaviour("Failure takes the spinner away") { sut in
      await sut.sendValidInput()

      await sut.fail(message: "DUMMY")

      #expect(sut.activityIndicator.superview == nil)
    },

    AsyncBehaviour("Failure shows the service's message") { sut in
      await sut.sendValidInput()

      await sut.fail(message: "Your old password is wrong.")

      #expect(sut.presentedAlert?.message == "Your old password is wrong.")
    },

    AsyncBehaviour("Tapping OK after a failure clears all three fields") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.texts() == ["", "", ""])
    },

    AsyncBehaviour("Tapping OK after a failure puts the focus on the old-password field") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.oldPasswordTextField.isFirstResponder)
    },

    AsyncBehaviour("Tapping OK after a failure brings the system background back") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.view.backgroundColor == .systemBackground)
    },

    AsyncBehaviour("Tapping OK after a failure removes the blur") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.blurView.superview == nil)
    },

    AsyncBehaviour("Tapping OK after a failure enables Cancel again") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")

      sut.tapOK()

      #expect(sut.cancelBarButton.isEnabled)
    },

    AsyncBehaviour("Tapping OK after a failure keeps the screen") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")

      sut.tapOK()

      #expect(!sut.host.isScreenDismissed)
    },

    AsyncBehaviour("After a failure the user can start over and submit again") { sut in
      await sut.sendValidInput()
      await sut.fail(message: "DUMMY")
      sut.tapOK()

      sut.fill(old: "again1", new: "again2", confirmation: "again2")
      await sut.settling { User.tap(sut.submitButton) }

      #expect(sut.passwordChanger.requests.map(\.oldPassword) == ["old123", "again1"])
    },
  ]

  static let returnKeyAsync: [AsyncBehaviour] = [
    AsyncBehaviour("Return in the confirmation field submits a valid form") { sut in
      sut.fillValidInput()

      await sut.settling { User.pressReturn(in: sut.confirmPasswordTextField) }

      #expect(sut.passwordChanger.requests.count == 1)
      #expect(sut.activityIndicator.isAnimating)
    },

    AsyncBehaviour("Return in the old or new field does not submit") { sut in
      sut.fillValidInput()

      User.moveFocus(to: sut.oldPasswordTextField)
      await sut.settling { User.pressReturn(in: sut.oldPasswordTextField) }
      await sut.settling { User.pressReturn(in: sut.newPasswordTextField) }

      #expect(sut.passwordChanger.requests.isEmpty)
    },

    AsyncBehaviour(
      "Return does nothing in an empty field, whose return key is disabled", for: Field.allCases
    ) { sut, field in
      sut.fillValidInput()
      User.type("", into: sut.textField(field))

      var answer: Bool??
      await sut.settling { answer = User.pressReturn(in: sut.textField(field)) }

      #expect(answer == .some(nil))
      #expect(sut.passwordChanger.requests.isEmpty)
    },
  ]

  static let lifetimeAsync: [AsyncBehaviour] = [
    AsyncBehaviour("A pending request does not keep the screen alive") { sut in
      weak var released: (any ChangePasswordScreen)?
      do {
        let screen = sut.anotherScreen()
        let host = ScreenHost(presenting: screen)
        User.type("old123", into: screen.oldPasswordTextField)
        User.type("new456", into: screen.newPasswordTextField)
        User.type("new456", into: screen.confirmPasswordTextField)
        await ScreenUnderTest.settling(
          { User.tap(screen.submitButton) }, screen: screen, service: sut.passwordChanger)
        released = screen
        _ = host
      }

      #expect(sut.passwordChanger.hasPendingRequest)
      #expect(released == nil)
    },

    // A transcript cannot watch the answer: it comes in the request's task, after other tests'
    // jobs on the main actor, which a transcript would record too. What stays to see: the
    // screen stays released, and the request answered.
    AsyncBehaviour("An answer that arrives after the screen is gone does nothing") { sut in
      weak var released: (any ChangePasswordScreen)?
      var task: Task<Void, Never>?
      do {
        let screen = sut.anotherScreen()
        let host = ScreenHost(presenting: screen)
        User.type("old123", into: screen.oldPasswordTextField)
        User.type("new456", into: screen.newPasswordTextField)
        User.type("new456", into: screen.confirmPasswordTextField)
        await ScreenUnderTest.settling(
          { User.tap(screen.submitButton) }, screen: screen, service: sut.passwordChanger)
        task = (screen as? any AwaitingScreen)?.requestTask
        released = screen
        _ = host
      }

      sut.passwordChanger.succeed()
      await task?.value

      #expect(released == nil)
      #expect(!sut.passwordChanger.hasPendingRequest)
    },
  ]
}

extension AsyncBehaviour {
  /// A behaviour checked once for each argument, each time on a fresh screen.
  init<Argument: Sendable>(
    _ name: String, for arguments: [Argument],
    _ body: @escaping @MainActor @Sendable (ScreenUnderTest, Argument) async throws -> Void
  ) {
    self.init(
      name,
      buildingScreens: { makeScreen in
        for argument in arguments {
          try await body(ScreenUnderTest(makeScreen: makeScreen), argument)
        }
      })
  }
}

extension ScreenUnderTest {
  func show(_ alertCase: AlertCase) async {
    switch alertCase {
    case .success:
      await sendValidInput()
      await succeed()
    case .failure:
      await sendValidInput()
      await fail(message: "DUMMY")
    default: await settling { show(alertCase) }
    }
  }
}
