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

  private let viewModel: ChangePasswordViewModel

  public init(passwordChanger: PasswordChanging, securityToken: String) {
    viewModel = ChangePasswordViewModel(
      passwordChanger: passwordChanger, securityToken: securityToken)
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable, message: "The screen is built in code, not in a storyboard.")
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    navigationItem.leftBarButtonItem = cancelBarButton
    cancelBarButton.primaryAction = UIAction { [weak self] _ in
      self?.cancel()
    }

    oldPasswordTextField.placeholder = viewModel.oldPasswordPlaceholder
    oldPasswordTextField.isSecureTextEntry = true
    oldPasswordTextField.textContentType = .password
    oldPasswordTextField.enablesReturnKeyAutomatically = true
    oldPasswordTextField.delegate = self

    newPasswordTextField.placeholder = viewModel.newPasswordPlaceholder
    newPasswordTextField.isSecureTextEntry = true
    newPasswordTextField.textContentType = .newPassword
    newPasswordTextField.enablesReturnKeyAutomatically = true
    newPasswordTextField.delegate = self

    confirmPasswordTextField.placeholder = viewModel.confirmPasswordPlaceholder
    confirmPasswordTextField.isSecureTextEntry = true
    confirmPasswordTextField.textContentType = .newPassword
    confirmPasswordTextField.enablesReturnKeyAutomatically = true
    confirmPasswordTextField.delegate = self

    submitButton.setTitle(viewModel.submitButtonLabel, for: .normal)
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

    viewModel.onChange = { [weak self] property in
      self?.render(property)
    }
  }

  private func cancel() {
    viewModel.inputFocus = .noKeyboard
    dismiss(animated: true)
  }

  private func changePassword() {
    updateViewModelToTextFields()
    guard viewModel.submit() else { return }
    attemptToChangePassword()
  }

  // Two-way binding on demand: the fields are only read on submit, so copy them then.
  private func updateViewModelToTextFields() {
    viewModel.oldPassword = oldPasswordTextField.text ?? ""
    viewModel.newPassword = newPasswordTextField.text ?? ""
    viewModel.confirmPassword = confirmPasswordTextField.text ?? ""
  }

  private func attemptToChangePassword() {
    viewModel.passwordChanger.change(
      securityToken: viewModel.securityToken,
      oldPassword: viewModel.oldPassword,
      newPassword: viewModel.newPassword,
      onSuccess: { [weak self] in
        self?.handleSuccess()
      },
      onFailure: { [weak self] message in
        self?.handleFailure(message)
      })
  }

  private func handleSuccess() {
    hideSpinner()
    viewModel.showAlert(message: viewModel.successMessage, then: .dismissScreen)
  }

  private func handleFailure(_ message: String) {
    hideSpinner()
    viewModel.showAlert(message: message, then: .startOver)
  }

  private func hideSpinner() {
    viewModel.isActivityIndicatorShowing = false
  }

  private func present(_ alert: AlertViewModel) {
    let alertController = UIAlertController(
      title: nil, message: alert.message, preferredStyle: .alert)
    let okButton = UIAlertAction(title: alert.okButtonLabel, style: .default) { [weak self] _ in
      self?.viewModel.alertOKTapped()
    }
    alertController.addAction(okButton)
    alertController.preferredAction = okButton
    present(alertController, animated: true)
  }

  private func render(_ property: PartialKeyPath<ChangePasswordViewModel>) {
    switch property {
    case \.isCancelButtonEnabled: cancelBarButton.isEnabled = viewModel.isCancelButtonEnabled
    case \.inputFocus: updateInputFocus()
    case \.isBlurShown: updateBlur()
    case \.isActivityIndicatorShowing: updateActivityIndicator()
    case \.oldPassword: oldPasswordTextField.text = viewModel.oldPassword
    case \.newPassword: newPasswordTextField.text = viewModel.newPassword
    case \.confirmPassword: confirmPasswordTextField.text = viewModel.confirmPassword
    case \.alert: if let alert = viewModel.alert { present(alert) }
    case \.isDismissed: if viewModel.isDismissed { dismiss(animated: true) }
    default: break
    }
  }

  private func updateInputFocus() {
    switch viewModel.inputFocus {
    case .noKeyboard: view.endEditing(true)
    case .oldPassword: oldPasswordTextField.becomeFirstResponder()
    case .newPassword: newPasswordTextField.becomeFirstResponder()
    case .confirmPassword: confirmPasswordTextField.becomeFirstResponder()
    }
  }

  private func updateBlur() {
    if viewModel.isBlurShown {
      view.backgroundColor = .clear
      view.addSubview(blurView)
      NSLayoutConstraint.activate([
        blurView.topAnchor.constraint(equalTo: view.topAnchor),
        blurView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        blurView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        blurView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    } else {
      view.backgroundColor = .systemBackground
      blurView.removeFromSuperview()
    }
  }

  private func updateActivityIndicator() {
    if viewModel.isActivityIndicatorShowing {
      view.addSubview(activityIndicator)
      NSLayoutConstraint.activate([
        activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
      activityIndicator.removeFromSuperview()
    }
  }

  // The user can move the focus by hand. Tell the view model, so that its idea of the focus stays
  // true: a binding that skipped a value equal to the last one would miss the next move.
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    if textField === oldPasswordTextField {
      viewModel.inputFocus = .oldPassword
    } else if textField === newPasswordTextField {
      viewModel.inputFocus = .newPassword
    } else if textField === confirmPasswordTextField {
      viewModel.inputFocus = .confirmPassword
    }
  }

  /// The keyboard can also go with no field taking it (an iPad's hide-keyboard key): the view
  /// model hears that too, or its focus goes stale.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    viewModel.inputFocus = .noKeyboard
  }

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === oldPasswordTextField {
      viewModel.inputFocus = .newPassword
    } else if textField === newPasswordTextField {
      viewModel.inputFocus = .confirmPassword
    } else if textField === confirmPasswordTextField {
      changePassword()
    }
    return true
  }
}
