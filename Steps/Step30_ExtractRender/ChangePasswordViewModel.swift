/// Which field has the keyboard, as an idea rather than a UIKit call.
public enum InputFocus {
  case noKeyboard
  case oldPassword
  case newPassword
  case confirmPassword
}

/// What the Change Password screen shows and decides, with no view in sight.
public struct ChangePasswordViewModel {
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

  public var isCancelButtonEnabled = true
  public var inputFocus = InputFocus.noKeyboard
  public var isBlurShown = false
  public var isActivityIndicatorShowing = false

  public var oldPassword = ""
  public var newPassword = ""
  public var confirmPassword = ""

  public var isOldPasswordEmpty: Bool { oldPassword.isEmpty }
  public var isNewPasswordEmpty: Bool { newPassword.isEmpty }
  public var isNewPasswordTooShort: Bool { newPassword.count < 6 }
  public var isConfirmPasswordMismatched: Bool { newPassword != confirmPassword }

  public mutating func resetNewPasswords() {
    newPassword = ""
    confirmPassword = ""
    inputFocus = .newPassword
  }

  public mutating func showWaitingAppearance() {
    inputFocus = .noKeyboard
    isCancelButtonEnabled = false
    isBlurShown = true
    isActivityIndicatorShowing = true
  }

  public mutating func startOver() {
    oldPassword = ""
    newPassword = ""
    confirmPassword = ""
    inputFocus = .oldPassword
    isBlurShown = false
    isCancelButtonEnabled = true
  }

  public init() {}
}
