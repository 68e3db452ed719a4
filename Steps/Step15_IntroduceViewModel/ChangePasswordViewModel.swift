/// The Change Password screen's view model, empty so far: the next steps move things into it.
public struct ChangePasswordViewModel {
  public init() {}
}
