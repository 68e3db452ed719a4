import PasswordService
@_spi(Testing) import UIKitStandIn

/// A password service that answers only when the test says so.
///
/// It records every request; `succeed()` and `fail(message:)` fire the callbacks of the last one,
/// each in a turn of the run loop of its own, as a network answer arrives: the turn ends after the
/// callback, so the updates it asked for have run when they return.
@MainActor
public final class MockPasswordChanger: PasswordChanging {
  public struct Request: Equatable, Sendable, CustomStringConvertible {
    public let securityToken: String
    public let oldPassword: String
    public let newPassword: String

    public init(securityToken: String, oldPassword: String, newPassword: String) {
      self.securityToken = securityToken
      self.oldPassword = oldPassword
      self.newPassword = newPassword
    }

    public var description: String {
      "token \"\(securityToken)\", old \"\(oldPassword)\", new \"\(newPassword)\""
    }
  }

  public private(set) var requests: [Request] = []
  private var onSuccess: (@MainActor () -> Void)?
  private var onFailure: (@MainActor (String) -> Void)?

  public init() {}

  public func change(
    securityToken: String,
    oldPassword: String,
    newPassword: String,
    onSuccess: @escaping @MainActor () -> Void,
    onFailure: @escaping @MainActor (String) -> Void
  ) {
    let request = Request(
      securityToken: securityToken, oldPassword: oldPassword, newPassword: newPassword)
    requests.append(request)
    Transcript.current?.append(.effect("service: request \(request)"))
    self.onSuccess = onSuccess
    self.onFailure = onFailure
  }

  /// Answers the last request with success. Does nothing when no request is pending.
  public func succeed() {
    guard let onSuccess else { return }
    forgetPendingCallbacks()
    onSuccess()
    UIWindow.simulateEndOfTurn()
  }

  /// Answers the last request with a failure and its message. Does nothing when no request is
  /// pending.
  public func fail(message: String) {
    guard let onFailure else { return }
    forgetPendingCallbacks()
    onFailure(message)
    UIWindow.simulateEndOfTurn()
  }

  public var hasPendingRequest: Bool { onSuccess != nil }

  private func forgetPendingCallbacks() {
    onSuccess = nil
    onFailure = nil
  }
}
