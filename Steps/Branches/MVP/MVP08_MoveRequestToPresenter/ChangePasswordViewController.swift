import PasswordService
import UIKitStandIn

/// The Change Password screen: the view of MVP. It builds the controls, forwards what the user
/// does to its presenter, and carries out the presenter's commands; every decision but the
/// Return key's order of the fields is the presenter's.
public final class ChangePasswordViewController: UIViewController, UITextFieldDelegate,
  ChangePasswordViewCommands
{
  public let cancelBarButton = UIBarButtonItem(systemItem: .cancel)
  public let oldPasswordTextField = UITextField()
  public let newPasswordTextField = UITextField()
  public let confirmPasswordTextField = UITextField()
  public let submitButton = UIButton(type: .system)
  public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
  public let activityIndicator = UIActivityIndicatorView(style: .large)

  private let presenter: ChangePasswordPresenter

  public init(passwordChanger: PasswordChanging, securityToken: String) {
    presenter = ChangePasswordPresenter(
      passwordChanger: passwordChanger, securityToken: securityToken)
    super.init(nibName: nil, bundle: nil)
    presenter.view = self
  }

  @available(*, unavailable, message: "The screen is built in code, not in a storyboard.")
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = cancelBarButton
    cancelBarButton.primaryAction = UIAction { [weak self] _ in
      self?.cancel()
    }

    oldPasswordTextField.isSecureTextEntry = true
    oldPasswordTextField.textContentType = .password
    oldPasswordTextField.enablesReturnKeyAutomatically = true
    oldPasswordTextField.delegate = self

    newPasswordTextField.isSecureTextEntry = true
    newPasswordTextField.textContentType = .newPassword
    newPasswordTextField.enablesReturnKeyAutomatically = true
    newPasswordTextField.delegate = self

    confirmPasswordTextField.isSecureTextEntry = true
    confirmPasswordTextField.textContentType = .newPassword
    confirmPasswordTextField.enablesReturnKeyAutomatically = true
    confirmPasswordTextField.delegate = self

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
    presenter.viewDidLoad()
  }

  private func cancel() {
    presenter.cancel()
  }

  private func changePassword() {
    let passwords = Passwords(
      old: oldPasswordTextField.text ?? "",
      new: newPasswordTextField.text ?? "",
      confirmation: confirmPasswordTextField.text ?? "")
    presenter.changePassword(passwords)
  }

  public func hideSpinner() {
    activityIndicator.stopAnimating()
    activityIndicator.removeFromSuperview()
  }

  public func setUpWaitingAppearance() {
    view.endEditing(true)
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

  // MARK: - The presenter's commands

  public func setLabels(_ labels: ChangePasswordLabels) {
    title = labels.title
    oldPasswordTextField.placeholder = labels.oldPasswordPlaceholder
    newPasswordTextField.placeholder = labels.newPasswordPlaceholder
    confirmPasswordTextField.placeholder = labels.confirmPasswordPlaceholder
    submitButton.setTitle(labels.submitButton, for: .normal)
  }

  public func focusOldPassword() {
    oldPasswordTextField.becomeFirstResponder()
  }

  public func focusNewPassword() {
    newPasswordTextField.becomeFirstResponder()
  }

  public func clearNewPasswords() {
    newPasswordTextField.text = ""
    confirmPasswordTextField.text = ""
  }

  public func showAlert(_ alert: PasswordAlert) {
    let alertController = UIAlertController(
      title: nil, message: alert.message, preferredStyle: .alert)
    let okButton = UIAlertAction(title: "OK", style: .default) { _ in alert.onOK() }
    alertController.addAction(okButton)
    alertController.preferredAction = okButton
    present(alertController, animated: true)
  }

  public func clearAllPasswords() {
    oldPasswordTextField.text = ""
    newPasswordTextField.text = ""
    confirmPasswordTextField.text = ""
  }

  /// Undoes what the waiting appearance left once the spinner is gone: the blur, the clear
  /// background and the disabled Cancel.
  public func tearDownWaitingAppearance() {
    view.backgroundColor = .systemBackground
    blurView.removeFromSuperview()
    cancelBarButton.isEnabled = true
  }

  public func dismissModal() {
    view.endEditing(true)
    dismiss(animated: true)
  }
}
