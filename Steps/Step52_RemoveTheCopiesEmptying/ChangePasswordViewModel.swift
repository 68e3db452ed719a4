import Observation
import PasswordService

/// Which field has the keyboard, as an idea rather than a UIKit call.
public enum InputFocus: Sendable {
  case noKeyboard
  case oldPassword
  case newPassword
  case confirmPassword
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
  private let okButtonLabel = "OK"
  private let enterNewPasswordMessage = "Please enter a new password."
  private let newPasswordTooShortMessage = "The new password should have at least 6 characters."
  private let confirmationPasswordDoesNotMatchMessage =
    "The new password and the confirmation password don’t match. Please try again."
  private let successMessage = "Your password has been successfully changed."

  private let passwordChanger: any PasswordChanging
  private let securityToken: String

  /// Set by the view, but nothing calls it any more: no property's didSet is left.
  var onChange: ((PartialKeyPath<ChangePasswordViewModel>) -> Void)?

  public private(set) var isCancelButtonEnabled = true
  public private(set) var inputFocus = InputFocus.noKeyboard
  public private(set) var isBlurShown = false
  public private(set) var isActivityIndicatorShowing = false

  private var oldPassword = ""
  private var newPassword = ""
  private var confirmPassword = ""

  /// The alert the view presents, if any, until its OK is tapped.
  public private(set) var alert: AlertViewModel? = nil
  public private(set) var isDismissed = false

  private var isOldPasswordEmpty: Bool { oldPassword.isEmpty }
  private var isNewPasswordEmpty: Bool { newPassword.isEmpty }
  private var isNewPasswordTooShort: Bool { newPassword.count < 6 }
  private var isConfirmPasswordMismatched: Bool { newPassword != confirmPassword }

  /// The user submits the form with what its fields hold: checks the rules in order and stops
  /// at the first that fails, or shows the waiting appearance and sends the request.
  public func submit(oldPassword: String, newPassword: String, confirmPassword: String) {
    self.oldPassword = oldPassword
    self.newPassword = newPassword
    self.confirmPassword = confirmPassword
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
      oldPassword: oldPassword,
      newPassword: newPassword,
      onSuccess: { [weak self] in
        self?.handleSuccess()
      },
      onFailure: { [weak self] message in
        self?.handleFailure(message)
      })
  }

  private func handleSuccess() {
    isActivityIndicatorShowing = false
    showAlert(message: successMessage, then: .dismissScreen)
  }

  private func handleFailure(_ message: String) {
    isActivityIndicatorShowing = false
    showAlert(message: message, then: .startOver)
  }

  /// The user presses return in a field: the keyboard moves to the next field, and the last
  /// field submits the form, with what the fields hold.
  public func returnPressed(
    in field: InputFocus, oldPassword: String, newPassword: String, confirmPassword: String
  ) {
    switch field {
    case .noKeyboard: break
    case .oldPassword: inputFocus = .newPassword
    case .newPassword: inputFocus = .confirmPassword
    case .confirmPassword:
      submit(oldPassword: oldPassword, newPassword: newPassword, confirmPassword: confirmPassword)
    }
  }

  /// The user taps Cancel: the keyboard goes, then the screen.
  public func cancelTapped() {
    inputFocus = .noKeyboard
    isDismissed = true
  }

  /// The user moved the keyboard by hand, or the view moved it as asked: either way, this is
  /// where it is now.
  public func focusMoved(to focus: InputFocus) {
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
    case .dismissScreen: isDismissed = true
    }
  }

  private func resetNewPasswords() {
    inputFocus = .newPassword
  }

  private func showWaitingAppearance() {
    inputFocus = .noKeyboard
    isCancelButtonEnabled = false
    isBlurShown = true
    isActivityIndicatorShowing = true
  }

  private func startOver() {
    inputFocus = .oldPassword
    isBlurShown = false
    isCancelButtonEnabled = true
  }

  public init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
  }
}
