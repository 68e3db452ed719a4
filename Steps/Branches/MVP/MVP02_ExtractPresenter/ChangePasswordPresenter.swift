/// The presenter of MVP: the object that decides what the Change Password screen does, and tells
/// its view through `ChangePasswordViewCommands`. It imports no UIKit. Empty for now: the next
/// steps move the decisions into it, one at a time.
@MainActor
public final class ChangePasswordPresenter {
  /// Weak, since the view controller owns its presenter.
  public weak var view: (any ChangePasswordViewCommands)?

  public init() {}
}
