import PasswordService
@_spi(Testing) import UIKitStandIn

/// A password service that answers only when the test says so.
///
/// It records every request; `succeed()` and `fail(message:)` fire the callbacks of the last one,
/// each in a turn of the run loop of its own, as a network answer arrives: the turn ends after the
/// callback, so the updates it asked for have run when they return. It answers an async call too
/// (`MockPasswordChanger+Async.swift`): there they resume the call the request waits in.
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
  /// The async call the last request waits in, until an answer or a cancel resumes it.
  var waitingCall: CheckedContinuation<Void, any Error>?
  /// The async form of the suite, waiting for a request to reach the service: how many.
  var requestWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  /// The requests whose waiting call was cancelled before an answer.
  public internal(set) var cancelledRequests: [Request] = []
  /// A server that has changed the password, or refused to, before the cancel reaches it: a
  /// cancelled call waits for its answer all the same.
  public var answersCancelledCalls = false

  public init() {}

  public func change(
    securityToken: String,
    oldPassword: String,
    newPassword: String,
    onSuccess: @escaping @MainActor () -> Void,
    onFailure: @escaping @MainActor (String) -> Void
  ) {
    record(securityToken: securityToken, oldPassword: oldPassword, newPassword: newPassword)
    self.onSuccess = onSuccess
    self.onFailure = onFailure
  }

  func record(securityToken: String, oldPassword: String, newPassword: String) {
    let request = Request(
      securityToken: securityToken, oldPassword: oldPassword, newPassword: newPassword)
    requests.append(request)
    Transcript.current?.append(.effect("service: request \(request)"))
    resumeRequestWaiters()
  }

  /// Answers the last request with success. Does nothing when no request is pending.
  public func succeed() {
    if resumeWaitingCall(with: .success(())) { return }
    guard let onSuccess else { return }
    forgetPendingCallbacks()
    onSuccess()
    UIWindow.simulateEndOfTurn()
  }

  /// Answers the last request with a failure and its message. Does nothing when no request is
  /// pending.
  public func fail(message: String) {
    if resumeWaitingCall(with: .failure(PasswordChangeFailure(message: message))) { return }
    guard let onFailure else { return }
    forgetPendingCallbacks()
    onFailure(message)
    UIWindow.simulateEndOfTurn()
  }

  public var hasPendingRequest: Bool { onSuccess != nil || waitingCall != nil }

  private func forgetPendingCallbacks() {
    onSuccess = nil
    onFailure = nil
  }
}
