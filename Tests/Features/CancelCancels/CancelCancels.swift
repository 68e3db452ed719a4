// Cancel cancels, the payoff's third feature: while the request is on its way, Cancel stays
// enabled, and tapping it cancels the request and ends the screen as Cancel does. The service is
// async, the request a task. Its behaviours are the one oracle of both its builds, on the fat
// presenter and on the MVVM ending: both run every behaviour here, in the suite's async form, and
// the build on MVVM runs the lockstep net against the build on the fat presenter too.

import CharacterizationSuite
import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

/// A behaviour of the shared suite that a feature changes: why, and the feature's behaviour that
/// replaces it. None is dropped silently: the feature's builds skip exactly these.
public struct ChangedBehaviour: Sendable {
  public let name: String
  public let reason: String
  public let replacedBy: String
}

/// What a build of Cancel cancels runs, and what it no longer runs. The accounting behaviour
/// checks that each replacement is a behaviour the build runs.
public enum CancelCancels {
  /// The shared suite's behaviours that Cancel cancels changes.
  public static let changed: [ChangedBehaviour] = [
    ChangedBehaviour(
      name: "Every scenario's transcript matches the one step 00 approved",
      reason: """
        A scenario plays its events with no wait between them, and here a request reaches the \
        service, and its answer the screen, in a task, after the event.
        """,
      replacedBy: stepZeroNet),
    ChangedBehaviour(
      name:
        "Random sequences of everything a person can do leave the screen as they leave step 00's",
      reason: "The synchronous net does not wait for the request's task either.",
      replacedBy: stepZeroNet),
    ChangedBehaviour(
      name: "A valid submit disables Cancel",
      reason: "Cancel stays enabled while the request is on its way: it cancels it.",
      replacedBy: "Cancel stays enabled while the request is on its way"),
    ChangedBehaviour(
      name: "A valid submit ends its turn with the request sent and the screen waiting",
      reason: "It checks that Cancel is disabled by then, and Cancel stays enabled.",
      replacedBy: "Cancel stays enabled while the request is on its way"),
    ChangedBehaviour(
      name: "Tapping Cancel while the request is pending does nothing",
      reason: "Cancel while waiting ends the screen, as Cancel does from the form.",
      replacedBy: "Cancel while the request is on its way dismisses the screen, animated"),
  ]

  /// The net against step 00 in its async form: the sequences of the synchronous net, each event
  /// followed by the waits it needs, Cancel while waiting aside (step 00's does nothing then).
  static let stepZeroNet =
    "Random sequences of everything a person can do but Cancel while waiting, leave the screen as "
    + "they leave step 00's, each request in a task"

  /// The shared suite's behaviours that the feature does not change, in their async form, the
  /// feature's own, and, given a reference, the lockstep net against it.
  public static func behaviours(reference: LockstepReference? = nil) -> [AsyncBehaviour] {
    let changedNames = Set(changed.map(\.name))
    let net = reference.map { [ChangePasswordCharacterization.asyncLockstep(against: $0)] } ?? []
    return ChangePasswordCharacterization.asyncBehaviours.filter { !changedNames.contains($0.name) }
      + feature + net
  }

  /// The feature's own behaviours, each named as a person sees it.
  static let feature: [AsyncBehaviour] = [
    ChangePasswordCharacterization.asyncLockstep(against: .step00, cancelWhileWaiting: false),

    AsyncBehaviour(
      "Each shared behaviour Cancel cancels changes is in the shared suite, and replaced",
      buildingScreens: { _ in
        let shared = Set(ChangePasswordCharacterization.behaviours.map(\.name))
        let own = Set(behaviours().map(\.name))
        for change in changed {
          #expect(shared.contains(change.name), "not in the shared suite: \(change.name)")
          #expect(own.contains(change.replacedBy), "no such behaviour: \(change.replacedBy)")
        }
      }),

    AsyncBehaviour("Cancel stays enabled while the request is on its way") { sut in
      await sut.sendValidInput()

      #expect(sut.passwordChanger.hasPendingRequest)
      #expect(sut.cancelBarButton.isEnabled)
    },

    AsyncBehaviour("Cancel while the request is on its way dismisses the screen, animated") { sut in
      await sut.sendValidInput()

      await sut.settling { User.tap(sut.cancelBarButton) }

      #expect(sut.host.isScreenDismissed)
      #expect(sut.host.wasDismissalAnimated)
    },

    AsyncBehaviour("Cancel while the request is on its way cancels it, and nothing waits") { sut in
      await sut.sendValidInput()

      await sut.settling { User.tap(sut.cancelBarButton) }

      #expect(sut.passwordChanger.cancelledRequests == sut.passwordChanger.requests)
      #expect(!sut.passwordChanger.hasPendingRequest)
    },

    // The server may have changed the password before the cancel reached it: the screen has
    // gone by then, and says nothing more.
    AsyncBehaviour("A success that comes after Cancel leaves the screen as Cancel left it") {
      sut in
      await sut.sendValidInput()
      sut.passwordChanger.answersCancelledCalls = true
      await sut.settling { User.tap(sut.cancelBarButton) }

      await sut.succeed()

      #expect(sut.presentedViewController == nil)
      #expect(sut.activityIndicator.isAnimating && sut.cancelBarButton.isEnabled)
    },

    AsyncBehaviour("A failure that comes after Cancel leaves the screen as Cancel left it") {
      sut in
      await sut.sendValidInput()
      sut.passwordChanger.answersCancelledCalls = true
      await sut.settling { User.tap(sut.cancelBarButton) }

      await sut.fail(message: "Too late.")

      #expect(sut.presentedViewController == nil)
      #expect(sut.activityIndicator.isAnimating && sut.cancelBarButton.isEnabled)
    },
  ]
}
