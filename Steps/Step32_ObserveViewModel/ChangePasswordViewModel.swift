import Observation

/// Which field has the keyboard, as an idea rather than a UIKit call.
public enum InputFocus {
  case noKeyboard
  case oldPassword
  case newPassword
  case confirmPassword
}

/// What a submitted form leads to.
public enum ValidationResult: Equatable {
  case valid
  /// Not valid: the view shows the alert, if there is one.
  case invalid(AlertViewModel?)
}

/// What the Change Password screen shows and decides, with no view in sight. Observable, so a
/// view can follow its changes.
@Observable
public final class ChangePasswordViewModel {
  public let title = "Change Password"
  public let oldPasswordPlaceholder = "Current Password"
  public let newPasswordPlaceholder = "New Password"
  public let confirmPasswordPlaceholder = "Confirm New Password"
  public let submitButtonLabel = "Submit"
  public let okButtonLabel = "OK"
  public let enterNewPasswordMessage = "Please enter a new password."
  public let newPasswordTooShortMessage = "The new password should have at least 6 characters."
  public let confirmationPasswordDoesNotMatchMessage =
    "The new password and the confirmation password don’t match. Please try again."
  public let successMessage = "Your password has been successfully changed."

  public private(set) var isCancelButtonEnabled = true
  public private(set) var inputFocus = InputFocus.noKeyboard
  public private(set) var isBlurShown = false
  public private(set) var isActivityIndicatorShowing = false

  public private(set) var oldPassword = ""
  public private(set) var newPassword = ""
  public private(set) var confirmPassword = ""

  public var isOldPasswordEmpty: Bool { oldPassword.isEmpty }
  public var isNewPasswordEmpty: Bool { newPassword.isEmpty }
  public var isNewPasswordTooShort: Bool { newPassword.count < 6 }
  public var isConfirmPasswordMismatched: Bool { newPassword != confirmPassword }

  /// Checks the rules in order and stops at the first that fails. A missing old password needs
  /// no alert: its field takes the focus.
  public func validateInputs() -> ValidationResult {
    if isOldPasswordEmpty {
      inputFocus = .oldPassword
      return .invalid(nil)
    }
    if isNewPasswordEmpty { return .invalid(enterNewPasswordAlert) }
    if isNewPasswordTooShort { return .invalid(newPasswordTooShortAlert) }
    if isConfirmPasswordMismatched { return .invalid(confirmationPasswordDoesNotMatchAlert) }
    return .valid
  }

  public var enterNewPasswordAlert: AlertViewModel {
    alert(enterNewPasswordMessage, then: .focusNewPassword)
  }

  public var newPasswordTooShortAlert: AlertViewModel {
    alert(newPasswordTooShortMessage, then: .resetNewPasswords)
  }

  public var confirmationPasswordDoesNotMatchAlert: AlertViewModel {
    alert(confirmationPasswordDoesNotMatchMessage, then: .resetNewPasswords)
  }

  public var successAlert: AlertViewModel {
    alert(successMessage, then: .dismissScreen)
  }

  public func failureAlert(message: String) -> AlertViewModel {
    alert(message, then: .startOver)
  }

  private func alert(_ message: String, then okAction: AlertViewModel.OKAction) -> AlertViewModel {
    AlertViewModel(message: message, okButtonLabel: okButtonLabel, okAction: okAction)
  }

  /// Copies what the user typed, which the view reads on submit.
  public func updateInputs(
    oldPassword: String, newPassword: String, confirmPassword: String
  ) {
    self.oldPassword = oldPassword
    self.newPassword = newPassword
    self.confirmPassword = confirmPassword
  }

  /// Moves the keyboard, or records where the user moved it.
  public func moveFocus(to focus: InputFocus) {
    inputFocus = focus
  }

  public func hideActivityIndicator() {
    isActivityIndicatorShowing = false
  }

  public func resetNewPasswords() {
    newPassword = ""
    confirmPassword = ""
    inputFocus = .newPassword
  }

  public func showWaitingAppearance() {
    inputFocus = .noKeyboard
    isCancelButtonEnabled = false
    isBlurShown = true
    isActivityIndicatorShowing = true
  }

  public func startOver() {
    oldPassword = ""
    newPassword = ""
    confirmPassword = ""
    inputFocus = .oldPassword
    isBlurShown = false
    isCancelButtonEnabled = true
  }

  public init() {}
}
