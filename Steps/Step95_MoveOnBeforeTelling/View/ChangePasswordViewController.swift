import PasswordService
import Step95ViewModel
import UIKitStandIn

/// The Change Password screen: the view of MVVM. It tells its view model what the user does,
/// draws what the view model exposes whenever it changes, moves the keyboard and presents an
/// alert when the view model says so, and goes when the view model ends the flow; every decision
/// about the flow is the view model's.
public final class ChangePasswordViewController: UIViewController, UITextFieldDelegate {
  public let cancelBarButton = UIBarButtonItem(systemItem: .cancel)
  public let oldPasswordTextField = UITextField()
  public let newPasswordTextField = UITextField()
  public let confirmPasswordTextField = UITextField()
  public let submitButton = UIButton(type: .system)
  public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
  public let activityIndicator = UIActivityIndicatorView(style: .large)

  private let viewModel: ChangePasswordViewModel
  private let drawing: Drawing
  private var drawingBelowiOS26: ObservedDrawing?

  /// Whoever presented the screen hears how it ended, once it has gone; a swipe is not told. It
  /// is given when the screen is made, and no one can replace it after.
  private let onEnd: (Outcome) -> Void

  /// What the blur covers: the fields and Submit, in one column.
  private weak var form: UIView?

  /// The screen makes its own view model, with listeners that tell this screen alone.
  public convenience init(
    passwordChanger: any PasswordChanging, securityToken: String, onEnd: @escaping (Outcome) -> Void
  ) {
    self.init(
      passwordChanger: passwordChanger, securityToken: securityToken, onEnd: onEnd,
      drawing: .forThisSystem)
  }

  init(
    passwordChanger: any PasswordChanging, securityToken: String,
    onEnd: @escaping (Outcome) -> Void, drawing: Drawing
  ) {
    let link = ScreenLink()
    viewModel = ChangePasswordViewModel(
      passwordChanger: passwordChanger, securityToken: securityToken,
      listeners: .init(
        onFocusMove: { link.screen?.moveFocus(to: $0) },
        onAlert: { link.screen?.presentAlert($0) },
        onEnd: { link.screen?.end($0) }))
    self.onEnd = onEnd
    self.drawing = drawing
    super.init(nibName: nil, bundle: nil)
    link.screen = self
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
    form = stackView
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
    startDrawingBelowiOS26()
  }

  /// UIKit 26 calls `updateProperties()`; an older UIKit does not, so the screen draws now, and
  /// again on the main actor after each change of what the draw read.
  private func startDrawingBelowiOS26() {
    guard case .observed(let schedule) = drawing else { return }
    let observed = ObservedDrawing(draw: { [weak self] in self?.draw() }, schedule: schedule)
    observed.start()
    drawingBelowiOS26 = observed
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

  /// From iOS 26, UIKit calls this before it draws, and again once an observable property it
  /// read changes.
  @available(iOS 26.0, *)
  public override func updateProperties() {
    super.updateProperties()
    // A screen drawn another way draws there alone.
    guard case .inUpdateProperties = drawing else { return }
    draw()
  }

  /// Draws what the view model exposes, and only that: the alerts, the keyboard's moves and the
  /// end are told once, to the listeners. So it may run at any time, and as often as it is asked.
  private func draw() {
    cancelBarButton.isEnabled = viewModel.isCancelButtonEnabled
    updateWaitingAppearance()
  }

  /// The screen goes once, when the view model ends the flow, and not on every pass that follows.
  /// The keyboard has gone already: the view model takes it away before it tells the end.
  private func end(_ outcome: Outcome) {
    dismiss(animated: true) { [weak self] in
      self?.onEnd(outcome)
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

  private func moveFocus(to field: Field?) {
    if let field {
      textField(for: field).becomeFirstResponder()
    } else {
      view.endEditing(true)
    }
  }

  private func updateBlur() {
    // VoiceOver reads what the blur covers unless told: the form's elements go with it. The
    // activity indicator is no part of the form, so VoiceOver still reads it.
    form?.accessibilityElementsHidden = viewModel.isBlurShown
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

/// The screen's listeners exist before the screen does: they reach it through this link, set once
/// it is made, which holds it weakly, since the screen holds its view model, which holds them.
private final class ScreenLink { weak var screen: ChangePasswordViewController? }
