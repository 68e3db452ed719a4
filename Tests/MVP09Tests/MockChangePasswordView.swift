import MVP09Presenter

/// A view for the presenter's tests: it records each command it is sent, in order, as a line a
/// test can compare, and keeps the last alert so that a test can tap its OK.
@MainActor
final class MockChangePasswordView: ChangePasswordViewCommands {
  private(set) var commands: [String] = []
  private(set) var labels: ChangePasswordLabels?
  private var alert: PasswordAlert?

  func setLabels(_ labels: ChangePasswordLabels) {
    commands.append("setLabels")
    self.labels = labels
  }

  func focusOldPassword() { commands.append("focusOldPassword") }
  func focusNewPassword() { commands.append("focusNewPassword") }
  func clearNewPasswords() { commands.append("clearNewPasswords") }
  func setUpWaitingAppearance() { commands.append("setUpWaitingAppearance") }
  func hideSpinner() { commands.append("hideSpinner") }
  func clearAllPasswords() { commands.append("clearAllPasswords") }
  func tearDownWaitingAppearance() { commands.append("tearDownWaitingAppearance") }
  func dismissModal() { commands.append("dismissModal") }

  func showAlert(_ alert: PasswordAlert) {
    commands.append("showAlert: \(alert.message)")
    self.alert = alert
  }

  /// Taps OK in the alert on screen, as a person would: the alert goes, then its action runs.
  func tapOK() {
    let alert = alert
    self.alert = nil
    alert?.onOK()
  }
}
