// Swipe to cancel, the payoff's second feature: the screen is a sheet that no swipe can take
// away while the request is on its way, and a swipe while the user edits ends the screen as
// Cancel does. Its behaviours are the one oracle of both its builds, on the fat presenter and on
// the MVVM ending: both run every behaviour here, and the build on MVVM runs the lockstep net
// against the build on the fat presenter too.

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

/// What a build of swipe to cancel runs, and what it no longer runs. The accounting behaviour
/// checks that each replacement is a behaviour the build runs.
public enum SwipeToCancel {
  /// The shared suite's behaviours that swipe to cancel changes.
  public static let changed: [ChangedBehaviour] = [
    ChangedBehaviour(
      name: "Every scenario's transcript matches the one step 00 approved",
      reason: "Some scenarios swipe while the request is on its way, and the sheet now stays.",
      replacedBy: netLeavingOutTheSwipe),
    ChangedBehaviour(
      name:
        "Random sequences of everything a person can do leave the screen as they leave step 00's",
      reason: "Some sequences swipe while the request is on its way, and the sheet now stays.",
      replacedBy: netLeavingOutTheSwipe),
    ChangedBehaviour(
      name: "Swiping the sheet down while the request is pending dismisses the screen",
      reason: "The feature: no swipe takes the sheet away while the request is on its way.",
      replacedBy: "A swipe while the request is on its way leaves the screen up"),
  ]

  private static let netLeavingOutTheSwipe =
    ChangePasswordCharacterization.lockstepLeavingOutTheSwipe.name

  /// The shared suite's behaviours that swipe to cancel does not change, the feature's own, and,
  /// given a reference, the lockstep net against it.
  public static func behaviours(reference: LockstepReference? = nil) -> [Behaviour] {
    let changedNames = Set(changed.map(\.name))
    let net = reference.map { [ChangePasswordCharacterization.lockstep(against: $0)] } ?? []
    return ChangePasswordCharacterization.behaviours.filter { !changedNames.contains($0.name) }
      + feature + net
  }

  /// The feature's own behaviours, each named as a person sees it.
  static let feature: [Behaviour] = [
    Behaviour(
      "Each shared behaviour swipe to cancel changes is in the shared suite, and replaced",
      buildingScreens: { _ in
        let shared = Set(ChangePasswordCharacterization.behaviours.map(\.name))
        let own = Set(behaviours().map(\.name))
        for change in changed {
          #expect(shared.contains(change.name), "not in the shared suite: \(change.name)")
          #expect(own.contains(change.replacedBy), "no such behaviour: \(change.replacedBy)")
        }
      }),

    ChangePasswordCharacterization.lockstepLeavingOutTheSwipe,

    Behaviour("A swipe while the request is on its way leaves the screen up") { sut in
      sut.submitValidInput()

      User.swipeDown(on: sut.screen)

      #expect(!sut.host.isScreenDismissed)
    },

    Behaviour("A swipe while the request is on its way leaves the waiting screen as it was") {
      sut in
      sut.submitValidInput()

      User.swipeDown(on: sut.screen)

      #expect(sut.blurView.superview === sut.view)
      #expect(sut.activityIndicator.isAnimating)
      #expect(!sut.cancelBarButton.isEnabled)
      #expect(sut.passwordChanger.requests.count == 1)
    },

    Behaviour("After a swipe while the request is on its way, the answer still comes") { sut in
      sut.submitValidInput()
      User.swipeDown(on: sut.screen)

      sut.passwordChanger.succeed()

      #expect(sut.presentedAlert?.message == "Your password has been successfully changed.")
    },

    Behaviour("An abandoned swipe while the request is on its way leaves the screen up") { sut in
      sut.submitValidInput()

      User.abandonSwipeDown(on: sut.screen)

      #expect(!sut.host.isScreenDismissed)
      #expect(sut.activityIndicator.isAnimating)
    },

    Behaviour("A swipe while editing takes the keyboard away, as Cancel does") { sut in
      User.type("new4", into: sut.newPasswordTextField)

      User.swipeDown(on: sut.screen)

      #expect(!sut.newPasswordTextField.isFirstResponder)
    },

    Behaviour("A swipe abandoned while editing leaves the keyboard where it was") { sut in
      User.type("new4", into: sut.newPasswordTextField)

      User.abandonSwipeDown(on: sut.screen)

      #expect(sut.newPasswordTextField.isFirstResponder)
    },

    Behaviour("After a swipe abandoned while editing, Cancel still ends the screen") { sut in
      User.abandonSwipeDown(on: sut.screen)

      User.tap(sut.cancelBarButton)

      #expect(sut.host.isScreenDismissed)
    },
  ]
}
