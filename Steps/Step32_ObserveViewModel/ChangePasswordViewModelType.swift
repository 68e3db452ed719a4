/// What the view tells the view model: the user's input and the moments of the flow.
public protocol ChangePasswordViewModelInputs {
  mutating func updateInputs(oldPassword: String, newPassword: String, confirmPassword: String)
  mutating func moveFocus(to focus: InputFocus)
  mutating func validateInputs() -> ValidationResult
  mutating func showWaitingAppearance()
  mutating func hideActivityIndicator()
  mutating func resetNewPasswords()
  mutating func startOver()
}

/// What the view renders: labels, view state and the alerts to show.
public protocol ChangePasswordViewModelOutputs {
  var title: String { get }
  var oldPasswordPlaceholder: String { get }
  var newPasswordPlaceholder: String { get }
  var confirmPasswordPlaceholder: String { get }
  var submitButtonLabel: String { get }
  var isCancelButtonEnabled: Bool { get }
  var inputFocus: InputFocus { get }
  var isBlurShown: Bool { get }
  var isActivityIndicatorShowing: Bool { get }
  var oldPassword: String { get }
  var newPassword: String { get }
  var confirmPassword: String { get }
  var successAlert: AlertViewModel { get }
  func failureAlert(message: String) -> AlertViewModel
}

/// Both sides, the only view of the view model a presenter gets (seed 004's "types").
public typealias ChangePasswordViewModelType = ChangePasswordViewModelInputs
  & ChangePasswordViewModelOutputs

extension ChangePasswordViewModel: ChangePasswordViewModelInputs, ChangePasswordViewModelOutputs {}

/// The view model a Change Password screen uses unless it is given another one.
public func makeChangePasswordViewModel() -> any ChangePasswordViewModelType {
  ChangePasswordViewModel()
}
