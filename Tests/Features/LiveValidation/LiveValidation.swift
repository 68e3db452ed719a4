// Live validation, the payoff's first feature: as the user types, the screen tells them whether
// the form can be sent and, if not, why. Its behaviours are the one oracle of both its builds,
// on the fat presenter and on the MVVM ending: both run every behaviour here, and the build on
// MVVM runs the lockstep net against the build on the fat presenter too.

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

/// What a build of live validation runs, and what it no longer runs. The accounting behaviour
/// checks that each replacement is a behaviour the build runs.
public enum LiveValidation {
  /// The shared suite's behaviours that live validation changes.
  public static let changed: [ChangedBehaviour] = [
    ChangedBehaviour(
      name: "The fields and Submit stand in one column, in the order a person fills them",
      reason: "The message is the column's last row, under Submit.",
      replacedBy: "The message stands in the column, under Submit"),
    ChangedBehaviour(
      name: "Every scenario's transcript matches the one step 00 approved",
      reason: """
        A transcript records every property a screen sets, and the message's label is new: \
        every scenario differs from step 00's from the screen's load.
        """,
      replacedBy:
        "Random sequences of everything a person can do leave the screen as they leave step 00's"
    ),
  ]

  /// The shared suite's behaviours that live validation does not change, the feature's own, and,
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
      "Each shared behaviour live validation changes is in the shared suite, and replaced",
      buildingScreens: { _ in
        let shared = Set(ChangePasswordCharacterization.behaviours.map(\.name))
        let own = Set(behaviours().map(\.name))
        for change in changed {
          #expect(shared.contains(change.name), "not in the shared suite: \(change.name)")
          #expect(own.contains(change.replacedBy), "no such behaviour: \(change.replacedBy)")
        }
      }),

    Behaviour("The message stands in the column, under Submit") { sut in
      let stack = sut.submitButton.superview as? UIStackView
      let rows: [UIView] = [
        sut.oldPasswordTextField, sut.newPasswordTextField, sut.confirmPasswordTextField,
        sut.submitButton, try sut.messageLabel(),
      ]
      #expect(stack?.superview === sut.view)
      #expect(stack?.arrangedSubviews.map(ObjectIdentifier.init) == rows.map(ObjectIdentifier.init))
    },

    Behaviour("The message may wrap: its label sets no limit on lines") { sut in
      let label = try sut.messageLabel()
      #expect(label.numberOfLines == 0)
    },

    Behaviour("The screen opens asking for the current password") { sut in
      let message = try sut.message()
      #expect(message == "Please enter your current password.")
    },

    Behaviour("The first key of the current password turns the message to the new password") {
      sut in
      User.typeKeys("o", into: sut.oldPasswordTextField)

      let message = try sut.message()
      #expect(message == "Please enter a new password.")
    },

    Behaviour("Submit stays enabled while the form cannot be sent") { sut in
      User.typeKeys("old", into: sut.oldPasswordTextField)

      #expect(sut.submitButton.isEnabled)
    },

    Behaviour("Each key of a new password under six characters says it is too short") { sut in
      User.typeKeys("old123", into: sut.oldPasswordTextField)

      for key in "new45" {
        User.typeKeys(String(key), into: sut.newPasswordTextField)
        let message = try sut.message()
        #expect(message == "The new password should have at least 6 characters.")
      }
    },

    Behaviour("While the confirmation differs, the message says the passwords don't match") {
      sut in
      sut.fill(old: "old123", new: "new456", confirmation: "")

      User.typeKeys("new45", into: sut.confirmPasswordTextField)

      let message = try sut.message()
      #expect(message == "The new password and the confirmation password don’t match.")
    },

    Behaviour("The key that makes the confirmation match clears the message") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new45")

      User.typeKeys("6", into: sut.confirmPasswordTextField)

      let message = try sut.message()
      #expect(message == nil)
    },

    Behaviour("After a strong-password suggestion, Submit sends it and the message clears") { sut in
      User.typeKeys("old123", into: sut.oldPasswordTextField)
      User.typeKeys("new", into: sut.newPasswordTextField)
      User.acceptStrongPassword(
        "Strong-Pass-1", into: sut.newPasswordTextField, and: sut.confirmPasswordTextField)

      User.tap(sut.submitButton)

      let message = try sut.message()
      #expect(sut.passwordChanger.requests.last?.newPassword == "Strong-Pass-1")
      #expect(message == nil)
    },

    Behaviour("Tapping into a field after AutoFill brings the message up to date") { sut in
      sut.fill(old: "old123", new: "new456", confirmation: "")
      User.autoFill("new456", into: sut.confirmPasswordTextField)

      User.moveFocus(to: sut.oldPasswordTextField)

      let message = try sut.message()
      #expect(message == nil)
    },

    Behaviour("OK in the too-short alert, typed from the new field, asks for a new password") {
      sut in
      sut.fill(old: "old123", new: "", confirmation: "12345")
      User.type("12345", into: sut.newPasswordTextField)
      User.tap(sut.submitButton)

      sut.tapOK()

      let message = try sut.message()
      #expect(message == "Please enter a new password.")
    },

    Behaviour("OK in the mismatch alert, sent from the new field, asks for a new password") {
      sut in
      sut.fill(old: "old123", new: "new456", confirmation: "new457")
      User.moveFocus(to: sut.newPasswordTextField)
      User.tap(sut.submitButton)

      sut.tapOK()

      let message = try sut.message()
      #expect(message == "Please enter a new password.")
    },

    Behaviour("Tapping OK after a failure asks again for the current password") { sut in
      sut.submitValidInput()
      sut.passwordChanger.fail(message: "DUMMY")

      sut.tapOK()

      let message = try sut.message()
      #expect(message == "Please enter your current password.")
    },
  ]
}

extension ScreenUnderTest {
  /// The message under Submit: the one label on the screen.
  func messageLabel() throws -> UILabel {
    let all = labels(in: view)
    try #require(all.count == 1, "the screen shows \(all.count) labels, not one message")
    return all[0]
  }

  /// What the message says.
  func message() throws -> String? {
    try messageLabel().text
  }
}
