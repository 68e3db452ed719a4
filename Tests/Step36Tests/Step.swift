import PasswordService
import Step36

/// The step under test, under the name the shared suite gives the screen in every step (this
/// step calls it a view controller). The suite builds it with the initializer below.
typealias ChangePasswordPresenter = Step36.ChangePasswordViewController

/// Where the app would build the screen: the view model gets the service and the token, the
/// screen gets the view model.
extension Step36.ChangePasswordViewController {
  convenience init(passwordChanger: any PasswordChanging, securityToken: String) {
    self.init(
      viewModel: ChangePasswordViewModel(
        passwordChanger: passwordChanger, securityToken: securityToken))
  }
}
