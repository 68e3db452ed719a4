import Observation
import PasswordService

/// How the screen ended, for whoever presented it.
public enum Outcome: Sendable {
  case changed
  case cancelled
}

/// One of the screen's three fields, as an idea rather than a UIKit view.
public enum Field: Sendable {
  case oldPassword
  case newPassword
  case confirmPassword
}

/// Where the screen is in its flow: the user edits the form, the request is on its way, its
/// answer is on screen, or the screen has ended. Editing and answered may show an alert.
enum Phase: Equatable {
  case editing(alert: AlertViewModel?)
  case waiting
  case answered(alert: AlertViewModel?)
  case ended(Outcome)

  /// Editing stays editing, now showing `alert`; any other phase becomes answered, showing it.
  func showing(_ alert: AlertViewModel?) -> Phase {
    if case .editing = self { .editing(alert: alert) } else { .answered(alert: alert) }
  }
}

/// What the Change Password screen shows and decides, with no view in sight.
@MainActor
@Observable
public final class ChangePasswordViewModel {
  public let title = "Change Password"
  public let oldPasswordPlaceholder = "Current Password"
  public let newPasswordPlaceholder = "New Password"
  public let confirmPasswordPlaceholder = "Confirm New Password"
  public let submitButtonLabel = "Submit"
  private let minimumPasswordLength = 6
  private let okButtonLabel = "OK"
  private let enterNewPasswordMessage = "Please enter a new password."
  private var newPasswordTooShortMessage: String {
    "The new password should have at least \(minimumPasswordLength) characters."
  }
  private let confirmationPasswordDoesNotMatchMessage =
    "The new password and the confirmation password don’t match. Please try again."
  private let successMessage = "Your password has been successfully changed."

  private let passwordChanger: any PasswordChanging
  private let securityToken: String

  /// The field with the keyboard, or nil when no field has it.
  public private(set) var inputFocus: Field? = nil
  private var phase = Phase.editing(alert: nil)
  public var isCancelButtonEnabled: Bool { showsForm }
  public var isBlurShown: Bool { !showsForm }
  public var isActivityIndicatorShown: Bool { phase == .waiting }

  /// The alert the view model showed, if any, until its OK is tapped: the phase's. `onAlert`
  /// hears it as it goes up.
  public var alert: AlertViewModel? {
    switch phase {
    case .editing(let alert), .answered(let alert): alert
    case .waiting, .ended: nil
    }
  }

  /// How the screen ended, once it has; `onEnd` hears it as it happens.
  public var outcome: Outcome? {
    if case .ended(let outcome) = phase { outcome } else { nil }
  }

  /// Hears each move of the keyboard the view model decides, as it decides it: to a field, or
  /// away. The view sets it: it moves the keyboard.
  public var onFocusMove: ((Field?) -> Void)?

  /// Hears each alert once, as the view model shows it. The view sets it: it presents the alert.
  public var onAlert: ((AlertViewModel) -> Void)?

  /// Hears how the screen ended, once, as it ends. The view sets it: it dismisses the screen and
  /// tells whoever presented it.
  public var onEnd: ((Outcome) -> Void)?

  /// Only a form the user edits, with no alert over it, takes Submit, Return and Cancel.
  private var isTakingInput: Bool { phase == .editing(alert: nil) }

  /// Whether the form is open to the user, not covered. A screen ends as it looked: cancelled
  /// from the form, changed from the success alert over the blur.
  private var showsForm: Bool {
    switch phase {
    case .editing, .ended(.cancelled): true
    case .waiting, .answered, .ended(.changed): false
    }
  }

  private var isEditing: Bool {
    if case .editing = phase { true } else { false }
  }

  private func isOldPasswordEmpty(_ passwords: Passwords) -> Bool { passwords.old.isEmpty }
  private func isNewPasswordEmpty(_ passwords: Passwords) -> Bool { passwords.new.isEmpty }
  private func isNewPasswordTooShort(_ passwords: Passwords) -> Bool {
    passwords.new.count < minimumPasswordLength
  }
  private func isConfirmPasswordMismatched(_ passwords: Passwords) -> Bool {
    passwords.new != passwords.confirmation
  }

  /// The user submits the form with what its fields hold: checks the rules in order and stops
  /// at the first that fails, or shows the waiting appearance and sends the request. Only while
  /// the user edits with no alert up: under an alert, while a request is on its way, or once the
  /// screen has ended, submitting does nothing.
  public func submit(_ passwords: Passwords) {
    guard isTakingInput else { return }
    if isOldPasswordEmpty(passwords) {
      moveFocus(to: .oldPassword)
    } else if isNewPasswordEmpty(passwords) {
      showAlert(message: enterNewPasswordMessage, then: .focusNewPassword)
    } else if isNewPasswordTooShort(passwords) {
      showAlert(message: newPasswordTooShortMessage, then: .retypeNewPassword)
    } else if isConfirmPasswordMismatched(passwords) {
      showAlert(message: confirmationPasswordDoesNotMatchMessage, then: .retypeNewPassword)
    } else {
      showWaitingAppearance()
      changePassword(passwords)
    }
  }

  private func changePassword(_ passwords: Passwords) {
    passwordChanger.change(
      securityToken: securityToken,
      oldPassword: passwords.old,
      newPassword: passwords.new,
      onSuccess: { [weak self] in
        self?.handleSuccess()
      },
      onFailure: { [weak self] message in
        self?.handleFailure(message)
      })
  }

  /// The service's answers are inputs too: one counts only while a request waits, and once.
  private func handleSuccess() {
    guard phase == .waiting else { return }
    phase = .answered(alert: nil)
    showAlert(message: successMessage, then: .endAsChanged)
  }

  private func handleFailure(_ message: String) {
    guard phase == .waiting else { return }
    phase = .answered(alert: nil)
    showAlert(message: message, then: .startOver)
  }

  /// The user presses return in a field: the keyboard moves to the next field, and the last
  /// field submits the form, with what the fields hold. Only while the user edits with no alert
  /// up.
  public func returnPressed(in field: Field, with passwords: Passwords) {
    guard isTakingInput else { return }
    switch field {
    case .oldPassword: moveFocus(to: .newPassword)
    case .newPassword: moveFocus(to: .confirmPassword)
    case .confirmPassword:
      submit(passwords)
    }
  }

  /// The user taps Cancel: the keyboard goes, then the screen. Only while the user edits with no
  /// alert up: an alert, a request on its way, or its answer, cannot be cancelled.
  public func cancelTapped() {
    guard isTakingInput else { return }
    moveFocus(to: nil)
    end(.cancelled)
  }

  /// The user moved the keyboard by hand, or the view moved it as asked: either way, this is
  /// where it is now. Not while the request is on its way, its answer is up, or after the end:
  /// the fields are covered or gone, and no keyboard comes back.
  public func focusMoved(to focus: Field?) {
    guard isEditing else { return }
    inputFocus = focus
  }

  /// The only way an alert goes up, so the listener hears each once: under an alert, no input
  /// shows another.
  private func showAlert(message: String, then okAction: AlertViewModel.OKAction) {
    let alert = AlertViewModel(message: message, okButtonLabel: okButtonLabel, okAction: okAction)
    phase = phase.showing(alert)
    onAlert?(alert)
  }

  public func alertOKTapped() {
    guard let okAction = alert?.okAction else { return }
    phase = phase.showing(nil)
    switch okAction {
    case .focusNewPassword: moveFocus(to: .newPassword)
    case .retypeNewPassword: retypeNewPassword()
    case .startOver: startOver()
    case .endAsChanged: end(.changed)
    }
  }

  /// The only way into `ended`: the phase lets no input end an ended screen again, so each
  /// input that ends the screen tells the listener once.
  private func end(_ outcome: Outcome) {
    phase = .ended(outcome)
    onEnd?(outcome)
  }

  private func retypeNewPassword() {
    moveFocus(to: .newPassword)
  }

  /// The view model moves the keyboard: to a field, or away. `focusMoved(to:)` only hears a move.
  private func moveFocus(to focus: Field?) {
    inputFocus = focus
    onFocusMove?(focus)
  }

  private func showWaitingAppearance() {
    moveFocus(to: nil)
    phase = .waiting
  }

  private func startOver() {
    phase = .editing(alert: nil)
    moveFocus(to: .oldPassword)
  }

  public init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
  }
}
