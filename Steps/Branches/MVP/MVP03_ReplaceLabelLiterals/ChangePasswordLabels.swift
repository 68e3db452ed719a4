/// The loaded screen's words (title, placeholders, Submit), one value the presenter hands its view.
public struct ChangePasswordLabels: Equatable, Sendable {
  public let title: String
  public let oldPasswordPlaceholder: String
  public let newPasswordPlaceholder: String
  public let confirmPasswordPlaceholder: String
  public let submitButton: String
}
