/// What the Change Password screen shows, gathered here a piece at a time; the presenter decides.
public struct ChangePasswordViewModel {
  public let okButtonLabel = "OK"

  public init() {}
}
