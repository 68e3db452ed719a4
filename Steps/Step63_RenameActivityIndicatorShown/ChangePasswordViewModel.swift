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

/// Where the screen is in its flow: the user edits the form, the request is on its way, or its
/// answer is on screen.
enum Phase {
  case editing
  case waiting
  case answered
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
  private var phase = Phase.editing
  public var isCancelButtonEnabled: Bool { phase == .editing }
  public var isBlurShown: Bool { phase != .editing }
  public var isActivityIndicatorShown: Bool { phase == .waiting }

  private var passwords = Passwords(old: "", new: "", confirmation: "")

  /// The alert the view presents, if any, until its OK is tapped.
  public private(set) var alert: AlertViewModel? = nil
  /// How the screen ended, once it has: whoever presented the screen reads it; the view dismisses.
  public private(set) var outcome: Outcome? = nil

  private var isOldPasswordEmpty: Bool { passwords.old.isEmpty }
  private var isNewPasswordEmpty: Bool { passwords.new.isEmpty }
  private var isNewPasswordTooShort: Bool { passwords.new.count < minimumPasswordLength }
  private var isConfirmPasswordMismatched: Bool { passwords.new != passwords.confirmation }

  /// The user submits the form with what its fields hold: checks the rules in order and stops
  /// at the first that fails, or shows the waiting appearance and sends the request. Only while
  /// the user edits: while a request is on its way, or its answer is up, it does nothing.
  public func submit(_ passwords: Passwords) {
    guard phase == .editing else { return }
    self.passwords = passwords
    if isOldPasswordEmpty {
      inputFocus = .oldPassword
    } else if isNewPasswordEmpty {
      showAlert(message: enterNewPasswordMessage, then: .focusNewPassword)
    } else if isNewPasswordTooShort {
      showAlert(message: newPasswordTooShortMessage, then: .resetNewPasswords)
    } else if isConfirmPasswordMismatched {
      showAlert(message: confirmationPasswordDoesNotMatchMessage, then: .resetNewPasswords)
    } else {
      showWaitingAppearance()
      changePassword()
    }
  }

  private func changePassword() {
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

  private func handleSuccess() {
    phase = .answered
    showAlert(message: successMessage, then: .dismissScreen)
  }

  private func handleFailure(_ message: String) {
    phase = .answered
    showAlert(message: message, then: .startOver)
  }

  /// The user presses return in a field: the keyboard moves to the next field, and the last
  /// field submits the form, with what the fields hold.
  public func returnPressed(in field: Field, with passwords: Passwords) {
    switch field {
    case .oldPassword: inputFocus = .newPassword
    case .newPassword: inputFocus = .confirmPassword
    case .confirmPassword:
      submit(passwords)
    }
  }

  /// The user taps Cancel: the keyboard goes, then the screen. Only while the user edits: a
  /// request on its way, or its answer, cannot be cancelled.
  public func cancelTapped() {
    guard phase == .editing else { return }
    inputFocus = nil
    outcome = .cancelled
  }

  /// The user moved the keyboard by hand, or the view moved it as asked: either way, this is
  /// where it is now.
  public func focusMoved(to focus: Field?) {
    inputFocus = focus
  }

  private func showAlert(message: String, then okAction: AlertViewModel.OKAction) {
    alert = AlertViewModel(message: message, okButtonLabel: okButtonLabel, okAction: okAction)
  }

  public func alertOKTapped() {
    guard let okAction = alert?.okAction else { return }
    alert = nil
    switch okAction {
    case .focusNewPassword: inputFocus = .newPassword
    case .resetNewPasswords: resetNewPasswords()
    case .startOver: startOver()
    case .dismissScreen: outcome = .changed
    }
  }

  private func resetNewPasswords() {
    inputFocus = .newPassword
  }

  private func showWaitingAppearance() {
    inputFocus = nil
    phase = .waiting
  }

  private func startOver() {
    inputFocus = .oldPassword
    phase = .editing
  }

  public init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
  }
}
