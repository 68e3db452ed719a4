/// An alert as the screen's view model describes it: what it says, and what its OK button does,
/// as an intent rather than a closure. Only the screen's view model creates one (seed 001).
public struct AlertViewModel: Equatable {
  public enum OKAction: Equatable {
    case focusNewPassword
    case resetNewPasswords
    case dismissScreen
    case startOver
  }

  public let message: String
  public let okButtonLabel: String
  public let okAction: OKAction
}
