import KataTestSupport
import MVP09Presenter
import Testing

/// The presenter, tested with no screen: a mock view records the commands it receives, and the
/// kata's mock service answers when a test says so.
@MainActor
struct ChangePasswordPresenterTests {
  private let view = MockChangePasswordView()
  private let service = MockPasswordChanger()
  private let sut: ChangePasswordPresenter

  init() {
    sut = ChangePasswordPresenter(passwordChanger: service, securityToken: "TOKEN")
    sut.view = view
  }

  @Test("Loading the view shows the screen's labels")
  func loadingShowsLabels() {
    sut.viewDidLoad()

    #expect(view.commands == ["setLabels"])
    #expect(view.labels?.title == "Change Password")
    #expect(view.labels?.oldPasswordPlaceholder == "Current Password")
    #expect(view.labels?.newPasswordPlaceholder == "New Password")
    #expect(view.labels?.confirmPasswordPlaceholder == "Confirm New Password")
    #expect(view.labels?.submitButton == "Submit")
  }

  @Test("An empty old password puts the focus on the old field, with no alert")
  func emptyOldPassword() {
    sut.changePassword(Passwords(old: "", new: "new456", confirmation: "new456"))

    #expect(service.requests.isEmpty)
    #expect(view.commands == ["focusOldPassword"])
  }

  @Test("An empty new password asks for one; OK puts the focus on the new field")
  func emptyNewPassword() {
    sut.changePassword(Passwords(old: "old123", new: "", confirmation: ""))
    view.tapOK()

    #expect(service.requests.isEmpty)
    #expect(view.commands == ["showAlert: Please enter a new password.", "focusNewPassword"])
  }

  @Test("A new password under 6 characters is refused; OK empties the new fields")
  func tooShortNewPassword() {
    sut.changePassword(Passwords(old: "old123", new: "new45", confirmation: "new45"))
    view.tapOK()

    #expect(service.requests.isEmpty)
    #expect(
      view.commands == [
        "showAlert: The new password should have at least 6 characters.",
        "clearNewPasswords", "focusNewPassword",
      ])
  }

  @Test("A confirmation that differs is refused; OK empties the new fields")
  func mismatchedConfirmation() {
    sut.changePassword(Passwords(old: "old123", new: "new456", confirmation: "new457"))
    view.tapOK()

    #expect(service.requests.isEmpty)
    #expect(
      view.commands == [
        "showAlert: The new password and the confirmation password don’t match. Please try again.",
        "clearNewPasswords", "focusNewPassword",
      ])
  }

  @Test("A new password of exactly 6 characters is long enough")
  func sixCharacters() {
    sut.changePassword(Passwords(old: "old123", new: "123456", confirmation: "123456"))

    #expect(service.requests.count == 1)
  }

  @Test("Valid passwords set up the waiting appearance, then send one request")
  func validSubmit() {
    sut.changePassword(Passwords(old: "old123", new: "new456", confirmation: "new456"))

    #expect(view.commands == ["setUpWaitingAppearance"])
    #expect(
      service.requests == [
        .init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")
      ])
  }

  @Test("Success hides the spinner and says so; OK dismisses the screen")
  func success() {
    sut.changePassword(Passwords(old: "old123", new: "new456", confirmation: "new456"))
    service.succeed()
    view.tapOK()

    #expect(
      view.commands.dropFirst() == [
        "hideSpinner", "showAlert: Your password has been successfully changed.", "dismissModal",
      ])
  }

  @Test("Failure hides the spinner and shows the service's message; OK starts over")
  func failure() {
    sut.changePassword(Passwords(old: "old123", new: "new456", confirmation: "new456"))
    service.fail(message: "Try later.")
    view.tapOK()

    #expect(
      view.commands.dropFirst() == [
        "hideSpinner", "showAlert: Try later.", "clearAllPasswords", "focusOldPassword",
        "tearDownWaitingAppearance",
      ])
  }

  @Test("Cancel dismisses the screen")
  func cancel() {
    sut.cancel()

    #expect(view.commands == ["dismissModal"])
  }
}
