/// What the Change Password screen shows, gathered here a piece at a time; the presenter decides.
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

  public init() {}
}
