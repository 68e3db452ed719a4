/// The presenter of MVP: the object that decides what the Change Password screen does, and tells
/// its view through `ChangePasswordViewCommands`. It imports no UIKit. The labels are its so
/// far: the next steps move the decisions into it, one at a time.
@MainActor
public final class ChangePasswordPresenter {
  /// Weak, since the view controller owns its presenter.
  public weak var view: (any ChangePasswordViewCommands)?

  private let labels = ChangePasswordLabels(
    title: "Change Password",
    oldPasswordPlaceholder: "Current Password",
    newPasswordPlaceholder: "New Password",
    confirmPasswordPlaceholder: "Confirm New Password",
    submitButton: "Submit")

  public init() {}

  /// The view has loaded: it shows the labels.
  public func viewDidLoad() {
    view?.setLabels(labels)
  }
}
