/// The same service as `PasswordChanging`, as Swift concurrency calls it: the call returns once
/// the password is changed, or throws.
///
/// It throws `PasswordChangeFailure`, whose message is meant for the user, when the server says
/// no, and `CancellationError` when the task that waits is cancelled first. A cancel may reach the
/// server too late: the password may have changed all the same.
@MainActor
public protocol AsyncPasswordChanging {
  func change(securityToken: String, oldPassword: String, newPassword: String) async throws
}

/// The server's no, with a message meant for the user.
public struct PasswordChangeFailure: Error, Equatable, Sendable {
  public let message: String

  public init(message: String) {
    self.message = message
  }
}
