/// An alert as data: what it says, and what tapping OK leads to, named rather than written as a
/// closure. One phase decides it; the next presents it.
public struct AlertViewModel: Equatable, Sendable {
  public enum OKAction: Equatable, Sendable {
    case focusNewPassword
    case resetNewPasswords
    case startOver
    case dismissScreen
  }

  public let message: String
  public let okButtonLabel: String
  public let okAction: OKAction
}
