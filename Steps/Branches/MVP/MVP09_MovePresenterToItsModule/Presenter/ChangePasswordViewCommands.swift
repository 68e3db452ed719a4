/// What the presenter tells its view to do, one command for each thing a person sees change. The
/// view controller carries the commands out; the presenter's tests give it a mock view that
/// records them.
@MainActor
public protocol ChangePasswordViewCommands: AnyObject {
  func setLabels(_ labels: ChangePasswordLabels)
  func focusOldPassword()
  func focusNewPassword()
  func clearNewPasswords()
  func showAlert(_ alert: PasswordAlert)
  func setUpWaitingAppearance()
  func hideSpinner()
  func clearAllPasswords()
  func tearDownWaitingAppearance()
  func dismissModal()
}
