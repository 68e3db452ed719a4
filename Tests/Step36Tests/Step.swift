import PasswordService
import Step36

/// The step under test: the shared suite reaches it through this name alone, and builds it with
/// the initializer below.
typealias ChangePasswordPresenter = Step36.ChangePasswordPresenter

/// Where the app would build the screen: the view model gets the service and the token, the
/// screen gets the view model.
extension Step36.ChangePasswordPresenter {
  convenience init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.init(
      viewModel: ChangePasswordViewModel(
        passwordChanger: passwordChanger, securityToken: securityToken))
  }
}
