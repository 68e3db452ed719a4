/// The words a person reads on the screen, as one value that the presenter hands its view.
public struct ChangePasswordLabels: Equatable, Sendable {
  public let title: String
  public let oldPasswordPlaceholder: String
  public let newPasswordPlaceholder: String
  public let confirmPasswordPlaceholder: String
  public let submitButton: String
}
