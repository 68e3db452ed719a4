/// What the Change Password screen shows, with no view in sight; the presenter still decides.
public struct ChangePasswordViewModel {
  public let okButtonLabel = "OK"

  public init() {}
}
