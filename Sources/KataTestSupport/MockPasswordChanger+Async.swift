import PasswordService
@_spi(Testing) import UIKitStandIn

/// The mock as an async service: the call records its request and waits until the test answers
/// (`succeed()`, `fail(message:)`) or the task that waits is cancelled, which resumes the call
/// with `CancellationError` at once, so that no call is left waiting. Either way the call ends in
/// the task that made it; the test then awaits that task, never the clock.
extension MockPasswordChanger: AsyncPasswordChanging {
  public func change(
    securityToken: String, oldPassword: String, newPassword: String
  ) async throws {
    record(securityToken: securityToken, oldPassword: oldPassword, newPassword: newPassword)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (call: CheckedContinuation<Void, any Error>) in
        waitingCall = call
        // Cancelled before it got here: the handler below found no call to resume.
        if Task.isCancelled { cancelWaitingCall() }
      }
    } onCancel: {
      // A screen cancels its request on the main actor, and the handler runs where `cancel()`
      // is called: the call is resumed before `cancel()` returns.
      MainActor.assumeIsolated { self.cancelWaitingCall() }
    }
  }

  /// Returns once `count` requests in all have reached the service. A request sent from a task
  /// reaches it when the task first runs, after the event that started it.
  public func waitForRequests(_ count: Int) async {
    guard requests.count < count else { return }
    await withCheckedContinuation { requestWaiters.append((count, $0)) }
  }

  func resumeRequestWaiters() {
    let ready = requestWaiters.filter { $0.count <= requests.count }
    requestWaiters.removeAll { $0.count <= requests.count }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Resumes the waiting call, if any, with `result`; false when no call waits.
  func resumeWaitingCall(with result: Result<Void, any Error>) -> Bool {
    guard let call = waitingCall else { return false }
    waitingCall = nil
    call.resume(with: result)
    return true
  }

  private func cancelWaitingCall() {
    guard !answersCancelledCalls, let call = waitingCall, let request = requests.last else {
      return
    }
    waitingCall = nil
    cancelledRequests.append(request)
    Transcript.current?.append(.effect("service: request cancelled"))
    call.resume(throwing: CancellationError())
  }
}
