import Step79ViewModel
import UIKitStandIn

/// The Change Password screen: the view of MVVM. It tells its view model what the user does,
/// draws what the view model exposes in `updateProperties()`, and goes when the view model ends
/// the flow; every decision about the flow is the view model's.
@available(iOS 26.0, *)
public final class ChangePasswordViewController: UIViewController, UITextFieldDelegate {
  public let cancelBarButton = UIBarButtonItem(systemItem: .cancel)
  public let oldPasswordTextField = UITextField()
  public let newPasswordTextField = UITextField()
  public let confirmPasswordTextField = UITextField()
  public let submitButton = UIButton(type: .system)
  public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
  public let activityIndicator = UIActivityIndicatorView(style: .large)

  private let viewModel: ChangePasswordViewModel

  /// Whoever presented the screen hears how it ended, once it has gone; a swipe is not told.
  public var onEnd: ((Outcome) -> Void)?

  public init(viewModel: ChangePasswordViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    viewModel.onEnd = { [weak self] outcome in
      self?.end(outcome)
    }
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
      self?.viewModel.cancelTapped()
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
        self?.submit()
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

  // Read on demand: the fields are read at Submit and at Return, which may submit, so they
  // travel with the event.
  private func submit() {
    viewModel.submit(passwordsInFields)
  }

  private var passwordsInFields: Passwords {
    Passwords(
      old: oldPasswordTextField.text ?? "",
      new: newPasswordTextField.text ?? "",
      confirmation: confirmPasswordTextField.text ?? "")
  }

  private func presentAlert(_ alert: AlertViewModel) {
    let alertController = UIAlertController(
      title: nil, message: alert.message, preferredStyle: .alert)
    let okButton = UIAlertAction(title: alert.okButtonLabel, style: .default) { [weak self] _ in
      self?.empty(alert.clearedFields)
      self?.viewModel.alertOKTapped()
    }
    alertController.addAction(okButton)
    alertController.preferredAction = okButton
    present(alertController, animated: true)
  }

  /// A field's text is the field's: AutoFill may fill it with no editing event, and the view model
  /// hears it only at Submit and Return. So the view model names the fields; the view empties them.
  private func empty(_ fields: [Field]) {
    for field in fields {
      textField(for: field).text = ""
    }
  }

  private func textField(for field: Field) -> UITextField {
    switch field {
    case .oldPassword: oldPasswordTextField
    case .newPassword: newPasswordTextField
    case .confirmPassword: confirmPasswordTextField
    }
  }

  /// UIKit calls this before it draws, and again once an observable property it read changes.
  public override func updateProperties() {
    super.updateProperties()
    cancelBarButton.isEnabled = viewModel.isCancelButtonEnabled
    updateInputFocus()
    updateWaitingAppearance()
    if let alert = viewModel.alert, presentedViewController == nil { presentAlert(alert) }
  }

  /// The screen goes once, when the view model ends the flow, and not on every pass that follows.
  /// The keyboard goes first, as it always has: the view model's end comes before its next pass.
  private func end(_ outcome: Outcome) {
    view.endEditing(true)
    dismiss(animated: true) { [weak self] in
      self?.onEnd?(outcome)
    }
  }

  /// The blur, then the activity indicator above it, each changed only when the screen shows
  /// something else. A pass that ran while the screen waits would otherwise add the blur again:
  /// on top of the indicator, and pinned by four more constraints.
  private func updateWaitingAppearance() {
    if viewModel.isBlurShown != (blurView.superview != nil) {
      updateBlur()
    }
    if viewModel.isActivityIndicatorShown != (activityIndicator.superview != nil) {
      updateActivityIndicator()
    }
  }

  private func updateInputFocus() {
    if let field = viewModel.inputFocus {
      textField(for: field).becomeFirstResponder()
    } else {
      view.endEditing(true)
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
    if viewModel.isActivityIndicatorShown {
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
  // true: every pass draws it, and a stale one would take the keyboard back.
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    if let field = field(for: textField) {
      viewModel.focusMoved(to: field)
    }
  }

  /// The keyboard can also go with no field taking it (an iPad's hide-keyboard key): the view
  /// model hears that too, or its focus goes stale.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    viewModel.focusMoved(to: nil)
  }

  private func field(for textField: UITextField) -> Field? {
    if textField === oldPasswordTextField { return .oldPassword }
    if textField === newPasswordTextField { return .newPassword }
    if textField === confirmPasswordTextField { return .confirmPassword }
    return nil
  }

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if let field = field(for: textField) {
      viewModel.returnPressed(in: field, with: passwordsInFields)
    }
    return true
  }
}
