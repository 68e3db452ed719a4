import PasswordService

/// Which field has the keyboard, as an idea rather than a UIKit call.
public enum InputFocus {
  case noKeyboard
  case oldPassword
  case newPassword
  case confirmPassword
}

/// What the Change Password screen shows and decides, with no view in sight.
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

  // Internal, not private: the presenter's request reads them.
  let passwordChanger: any PasswordChanging
  let securityToken: String

  /// Tells the view which property changed, so that it renders that one (one-way binding).
  var onChange: ((PartialKeyPath<ChangePasswordViewModel>) -> Void)?

  public var isCancelButtonEnabled = true { didSet { onChange?(\.isCancelButtonEnabled) } }
  public var inputFocus = InputFocus.noKeyboard { didSet { onChange?(\.inputFocus) } }
  public var isBlurShown = false { didSet { onChange?(\.isBlurShown) } }
  public var isActivityIndicatorShowing = false {
    didSet { onChange?(\.isActivityIndicatorShowing) }
  }

  public var oldPassword = "" { didSet { onChange?(\.oldPassword) } }
  public var newPassword = "" { didSet { onChange?(\.newPassword) } }
  public var confirmPassword = "" { didSet { onChange?(\.confirmPassword) } }

  /// The alert the view presents, if any, until its OK is tapped.
  public private(set) var alert: AlertViewModel? { didSet { onChange?(\.alert) } }
  public private(set) var isDismissed = false { didSet { onChange?(\.isDismissed) } }

  public var isOldPasswordEmpty: Bool { oldPassword.isEmpty }
  public var isNewPasswordEmpty: Bool { newPassword.isEmpty }
  public var isNewPasswordTooShort: Bool { newPassword.count < 6 }
  public var isConfirmPasswordMismatched: Bool { newPassword != confirmPassword }

  /// The user submits the form: checks the rules in order and stops at the first that fails,
  /// or shows the waiting appearance. Returns whether the form is valid.
  public func submit() -> Bool {
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
      return true
    }
    return false
  }

  public func showAlert(message: String, then okAction: AlertViewModel.OKAction) {
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

  public init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
  }
}
