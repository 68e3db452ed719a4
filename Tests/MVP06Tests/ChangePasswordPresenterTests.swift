import MVP06
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
}
