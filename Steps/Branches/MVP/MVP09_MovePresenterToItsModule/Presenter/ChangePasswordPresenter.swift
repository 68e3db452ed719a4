import PasswordService

/// The presenter of MVP: the object that decides what the Change Password screen does, and tells
/// its view through `ChangePasswordViewCommands`: the labels, the validation, the request and
/// what each answer and each alert's OK does. It imports no UIKit, and its tests need no screen.
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

  private let passwordChanger: PasswordChanging
  private let securityToken: String

  public init(passwordChanger: PasswordChanging, securityToken: String) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
  }

  /// The view has loaded: it shows the labels.
  public func viewDidLoad() {
    view?.setLabels(labels)
  }

  /// Submit: checks the passwords, and sends the request once the waiting appearance is up.
  public func changePassword(_ passwords: Passwords) {
    guard validate(passwords) else { return }
    view?.setUpWaitingAppearance()
    attemptToChangePassword(passwords)
  }

  public func cancel() {
    view?.dismissModal()
  }

  /// Checks the passwords in step 00's order, stops at the first that fails and tells the view
  /// what to show; answers whether all passed.
  private func validate(_ passwords: Passwords) -> Bool {
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

  private func attemptToChangePassword(_ passwords: Passwords) {
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
    view?.hideSpinner()
    view?.showAlert(
      PasswordAlert(message: "Your password has been successfully changed.") { [weak self] in
        self?.view?.dismissModal()
      })
  }

  private func handleFailure(_ message: String) {
    view?.hideSpinner()
    view?.showAlert(
      PasswordAlert(message: message) { [weak self] in
        self?.startOver()
      })
  }

  private func startOver() {
    view?.clearAllPasswords()
    view?.focusOldPassword()
    view?.tearDownWaitingAppearance()
  }

  private func resetNewPasswords() {
    view?.clearNewPasswords()
    view?.focusNewPassword()
  }
}
