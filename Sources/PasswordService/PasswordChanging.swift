/// The service that changes a user's password on the server.
///
/// It answers later, through exactly one of the two callbacks; a failure carries a message
/// meant for the user.
@MainActor
public protocol PasswordChanging {
  func change(
    securityToken: String,
    oldPassword: String,
    newPassword: String,
    onSuccess: @escaping @MainActor () -> Void,
    onFailure: @escaping @MainActor (String) -> Void
  )
}
