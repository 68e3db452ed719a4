/// An alert as the screen's view model holds it: what it says, and what tapping OK leads to.
/// The view model creates it; the view presents it and reports the tap.
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
