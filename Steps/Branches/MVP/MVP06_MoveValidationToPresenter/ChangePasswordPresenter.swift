/// The presenter of MVP: the object that decides what the Change Password screen does, and tells
/// its view through `ChangePasswordViewCommands`. It imports no UIKit. The labels and the
/// validation are its so far: the next steps move the other decisions into it, one at a time.
@MainActor
public final class ChangePasswordPresenter {
  /// Weak, since the view controller owns its presenter.
  public weak var view: (any ChangePasswordViewCommands)?

  private let labels = ChangePasswordLabels(
    title: "Change Password",
    oldPasswordPlaceholder: "Current Password",
    newPasswordPlaceholder: "New Password",
    confirmPasswordPlaceholder: "Confirm New Password",
    submitButton: "Submit")

  public init() {}

  /// The view has loaded: it shows the labels.
  public func viewDidLoad() {
    view?.setLabels(labels)
  }

  /// Checks the passwords in step 00's order, stops at the first that fails and tells the view
  /// what to show; answers whether all passed.
  public func validate(_ passwords: Passwords) -> Bool {
    if passwords.old.isEmpty {
      view?.focusOldPassword()
      return false
    }
    if passwords.new.isEmpty {
      view?.showAlert(
        PasswordAlert(message: "Please enter a new password.") { [weak self] in
          self?.view?.focusNewPassword()
        })
      return false
    }
    if passwords.new.count < 6 {
      view?.showAlert(
        PasswordAlert(message: "The new password should have at least 6 characters.") {
          [weak self] in
          self?.resetNewPasswords()
        })
      return false
    }
    if passwords.new != passwords.confirmation {
      view?.showAlert(
        PasswordAlert(
          message: "The new password and the confirmation password don’t match. Please try again."
        ) { [weak self] in
          self?.resetNewPasswords()
        })
      return false
    }
    return true
  }

  private func resetNewPasswords() {
    view?.clearNewPasswords()
    view?.focusNewPassword()
  }
}
