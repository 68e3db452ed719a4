/// An alert as the screen's view model holds it: what it says, and what tapping OK leads to.
/// The view model creates it; the view presents it and reports the tap.
public struct AlertViewModel: Equatable, Sendable {
  enum OKAction: Equatable, Sendable {
    case focusNewPassword
    case retypeNewPassword
    case startOver
    case endAsChanged
  }

  public let message: String
  public let okButtonLabel: String
  let okAction: OKAction

  /// The fields that tapping OK empties.
  public var clearedFields: [Field] {
    switch okAction {
    case .retypeNewPassword: [.newPassword, .confirmPassword]
    case .startOver: [.oldPassword, .newPassword, .confirmPassword]
    case .focusNewPassword, .endAsChanged: []
    }
  }
}
