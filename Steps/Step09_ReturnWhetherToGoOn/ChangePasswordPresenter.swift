import PasswordService
import UIKitStandIn

/// The Change Password screen, on its way from a fat view controller to MVVM, a small step
/// at a time: the README.md beside this file names the refactoring that made this one.
public final class ChangePasswordPresenter: UIViewController, UITextFieldDelegate {
  public let cancelBarButton = UIBarButtonItem(systemItem: .cancel)
  public let oldPasswordTextField = UITextField()
  public let newPasswordTextField = UITextField()
  public let confirmPasswordTextField = UITextField()
  public let submitButton = UIButton(type: .system)
  public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
  public let activityIndicator = UIActivityIndicatorView(style: .large)

  private let passwordChanger: PasswordChanging
  private let securityToken: String

  public init(passwordChanger: PasswordChanging, securityToken: String) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable, message: "The screen is built in code, not in a storyboard.")
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Change Password"
    navigationItem.leftBarButtonItem = cancelBarButton
    cancelBarButton.primaryAction = UIAction { [weak self] _ in
      self?.cancel()
    }

    oldPasswordTextField.placeholder = "Current Password"
    oldPasswordTextField.isSecureTextEntry = true
    oldPasswordTextField.textContentType = .password
    oldPasswordTextField.enablesReturnKeyAutomatically = true
    oldPasswordTextField.delegate = self

    newPasswordTextField.placeholder = "New Password"
    newPasswordTextField.isSecureTextEntry = true
    newPasswordTextField.textContentType = .newPassword
    newPasswordTextField.enablesReturnKeyAutomatically = true
    newPasswordTextField.delegate = self

    confirmPasswordTextField.placeholder = "Confirm New Password"
    confirmPasswordTextField.isSecureTextEntry = true
    confirmPasswordTextField.textContentType = .newPassword
    confirmPasswordTextField.enablesReturnKeyAutomatically = true
    confirmPasswordTextField.delegate = self

    submitButton.setTitle("Submit", for: .normal)
    submitButton.layer.borderWidth = 1
    submitButton.layer.borderColor =
      UIColor(
        red: 55 / 255, green: 147 / 255, blue: 251 / 255, alpha: 1
      ).cgColor
    submitButton.layer.cornerRadius = 8
    submitButton.addAction(
      UIAction { [weak self] _ in
        self?.changePassword()
      }, for: .touchUpInside)
    let stackView = UIStackView(arrangedSubviews: [
      oldPasswordTextField, newPasswordTextField, confirmPasswordTextField, submitButton,
    ])
    stackView.axis = .vertical
    stackView.spacing = 16
    stackView.distribution = .fillEqually
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stackView.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 24),
      stackView.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
      submitButton.heightAnchor.constraint(equalToConstant: 44),
    ])
    blurView.translatesAutoresizingMaskIntoConstraints = false
    activityIndicator.translatesAutoresizingMaskIntoConstraints = false

    view.backgroundColor = .systemBackground
  }

  private func cancel() {
    oldPasswordTextField.resignFirstResponder()
    newPasswordTextField.resignFirstResponder()
    confirmPasswordTextField.resignFirstResponder()
    dismiss(animated: true)
  }

  private func changePassword() {
    guard validateInputs() else { return }
  }

  private func validateInputs() -> Bool {
    if oldPasswordTextField.text?.isEmpty ?? true {
      oldPasswordTextField.becomeFirstResponder()
      return false
    }

    if newPasswordTextField.text?.isEmpty ?? true {
      showAlert(message: "Please enter a new password.") { [weak self] _ in
        self?.newPasswordTextField.becomeFirstResponder()
      }
      return false
    }

    if newPasswordTextField.text?.count ?? 0 < 6 {
      showAlert(message: "The new password should have at least 6 characters.") {
        [weak self] _ in
        self?.newPasswordTextField.text = ""
        self?.confirmPasswordTextField.text = ""
        self?.newPasswordTextField.becomeFirstResponder()
      }
      return false
    }

    if newPasswordTextField.text != confirmPasswordTextField.text {
      showAlert(
        message: "The new password and the confirmation password don’t match. Please try again."
      ) { [weak self] _ in
        self?.newPasswordTextField.text = ""
        self?.confirmPasswordTextField.text = ""
        self?.newPasswordTextField.becomeFirstResponder()
      }
      return false
    }

    setUpWaitingAppearance()
    attemptToChangePassword()
    return true
  }

  private func attemptToChangePassword() {
    passwordChanger.change(
      securityToken: securityToken,
      oldPassword: oldPasswordTextField.text ?? "",
      newPassword: newPasswordTextField.text ?? "",
      onSuccess: { [weak self] in
        self?.handleSuccess()
      },
      onFailure: { [weak self] message in
        self?.handleFailure(message)
      })
  }

  private func handleSuccess() {
    activityIndicator.stopAnimating()
    activityIndicator.removeFromSuperview()
    showAlert(message: "Your password has been successfully changed.") { [weak self] _ in
      self?.dismiss(animated: true)
    }
  }

  private func handleFailure(_ message: String) {
    activityIndicator.stopAnimating()
    activityIndicator.removeFromSuperview()
    showAlert(message: message) { [weak self] _ in
      self?.oldPasswordTextField.text = ""
      self?.newPasswordTextField.text = ""
      self?.confirmPasswordTextField.text = ""
      self?.oldPasswordTextField.becomeFirstResponder()
      self?.view.backgroundColor = .systemBackground
      self?.blurView.removeFromSuperview()
      self?.cancelBarButton.isEnabled = true
    }
  }

  private func showAlert(message: String, okAction: @escaping (UIAlertAction) -> Void) {
    let alertController = UIAlertController(
      title: nil, message: message, preferredStyle: .alert)
    let okButton = UIAlertAction(title: "OK", style: .default, handler: okAction)
    alertController.addAction(okButton)
    alertController.preferredAction = okButton
    present(alertController, animated: true)
  }

  private func setUpWaitingAppearance() {
    oldPasswordTextField.resignFirstResponder()
    newPasswordTextField.resignFirstResponder()
    confirmPasswordTextField.resignFirstResponder()
    cancelBarButton.isEnabled = false
    view.backgroundColor = .clear
    view.addSubview(blurView)
    NSLayoutConstraint.activate([
      blurView.topAnchor.constraint(equalTo: view.topAnchor),
      blurView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      blurView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      blurView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    view.addSubview(activityIndicator)
    NSLayoutConstraint.activate([
      activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    activityIndicator.startAnimating()
  }

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === oldPasswordTextField {
      newPasswordTextField.becomeFirstResponder()
    } else if textField === newPasswordTextField {
      confirmPasswordTextField.becomeFirstResponder()
    } else if textField === confirmPasswordTextField {
      changePassword()
    }
    return true
  }
}
