import MVP07
import Testing

/// The presenter, tested with no screen: a mock view records the commands it receives.
@MainActor
struct ChangePasswordPresenterTests {
  private let view = MockChangePasswordView()
  private let sut = ChangePasswordPresenter()

  init() {
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
    let valid = sut.validate(Passwords(old: "", new: "new456", confirmation: "new456"))

    #expect(!valid)
    #expect(view.commands == ["focusOldPassword"])
  }

  @Test("An empty new password asks for one; OK puts the focus on the new field")
  func emptyNewPassword() {
    let valid = sut.validate(Passwords(old: "old123", new: "", confirmation: ""))
    view.tapOK()

    #expect(!valid)
    #expect(view.commands == ["showAlert: Please enter a new password.", "focusNewPassword"])
  }

  @Test("A new password under 6 characters is refused; OK empties the new fields")
  func tooShortNewPassword() {
    let valid = sut.validate(Passwords(old: "old123", new: "new45", confirmation: "new45"))
    view.tapOK()

    #expect(!valid)
    #expect(
      view.commands == [
        "showAlert: The new password should have at least 6 characters.",
        "clearNewPasswords", "focusNewPassword",
      ])
  }

  @Test("A confirmation that differs is refused; OK empties the new fields")
  func mismatchedConfirmation() {
    let valid = sut.validate(Passwords(old: "old123", new: "new456", confirmation: "new457"))
    view.tapOK()

    #expect(!valid)
    #expect(
      view.commands == [
        "showAlert: The new password and the confirmation password don’t match. Please try again.",
        "clearNewPasswords", "focusNewPassword",
      ])
  }

  @Test("Six characters that match pass, with no command")
  func validPasswords() {
    let valid = sut.validate(Passwords(old: "old123", new: "new456", confirmation: "new456"))

    #expect(valid)
    #expect(view.commands.isEmpty)
  }
}
