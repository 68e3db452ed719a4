import PasswordService

/// A service that keeps its callbacks after it has answered, as a buggy or retrying one might:
/// the test can answer one request twice, or late.
@MainActor
final class TwiceAnsweringService: PasswordChanging {
  private var onSuccess: (@MainActor () -> Void)?
  private var onFailure: (@MainActor (String) -> Void)?

  func change(
    securityToken: String, oldPassword: String, newPassword: String,
    onSuccess: @escaping @MainActor () -> Void,
    onFailure: @escaping @MainActor (String) -> Void
  ) {
    self.onSuccess = onSuccess
    self.onFailure = onFailure
  }

  func succeed() { onSuccess?() }

  func fail(message: String) { onFailure?(message) }
}
