// The suite's async form, for a screen whose request is a task: the service's call runs in it, so
// the request reaches the service, and its answer reaches the screen, in jobs after the event.
// A behaviour awaits them, never the clock: the mock's record of the request, then the screen's
// request task itself. The main path's steps keep the synchronous form.

import KataTestSupport
import PasswordService
import Testing
@_spi(Testing) import UIKitStandIn

/// A screen that sends its request from a task, and shows it: the async form awaits that task.
@MainActor
public protocol AwaitingScreen: ChangePasswordScreen {
  /// The task of the last request the screen sent, on its way, answered or cancelled; nil
  /// before the first.
  var requestTask: Task<Void, Never>? { get }
}

/// The suite's mock, which every screen is handed as `any PasswordChanging`, as the async service
/// it also is: a build whose screen takes the async service hands it on with this.
@MainActor
public func asAsync(_ passwordChanger: any PasswordChanging) -> any AsyncPasswordChanging {
  guard let async = passwordChanger as? any AsyncPasswordChanging else {
    preconditionFailure("the suite's service answers no async call")
  }
  return async
}

/// A behaviour of the async form: the same sentence, checked by an async body. A behaviour of the
/// synchronous form runs as it is, when nothing it does sends a request.
public struct AsyncBehaviour: Sendable, CustomTestStringConvertible {
  public let name: String
  private let body: @MainActor @Sendable (@escaping ScreenFactory) async throws -> Void

  public var testDescription: String { name }

  @MainActor
  public func check(_ makeScreen: @escaping ScreenFactory) async throws {
    try await body(makeScreen)
  }

  /// A behaviour of the synchronous form, run as it is.
  public init(_ behaviour: Behaviour) {
    name = behaviour.name
    body = { try behaviour.check($0) }
  }

  /// A behaviour checked on one fresh screen.
  public init(
    _ name: String, _ body: @escaping @MainActor @Sendable (ScreenUnderTest) async throws -> Void
  ) {
    self.name = name
    self.body = { try await body(ScreenUnderTest(makeScreen: $0)) }
  }

  /// A behaviour that builds its own screens.
  public init(
    _ name: String,
    buildingScreens body:
      @escaping @MainActor @Sendable (@escaping ScreenFactory) async throws -> Void
  ) {
    self.name = name
    self.body = body
  }
}

extension ScreenUnderTest {
  /// The task of the last request the screen sent, as the async form awaits it.
  public var requestTask: Task<Void, Never>? {
    (screen as? any AwaitingScreen)?.requestTask
  }

  /// Does `event`, then waits as the run loop would before the next one: for the request the
  /// event started, if any, to reach the service, and for an answered or cancelled request's task
  /// to end, a turn of its own.
  public func settling(_ event: () -> Void) async {
    await Self.settling(event, screen: screen, service: passwordChanger)
  }

  static func settling(
    _ event: () -> Void, screen: UIViewController, service: MockPasswordChanger
  ) async {
    let awaiting = screen as? any AwaitingScreen
    let before = awaiting?.requestTask
    let sent = service.requests.count
    event()
    guard let task = awaiting?.requestTask else { return }
    if task != before { await service.waitForRequests(sent + 1) }
    guard !service.hasPendingRequest else { return }
    await task.value
    UIWindow.simulateEndOfTurn()
  }

  /// Fills the form validly and submits it; the request has reached the service on return.
  public func sendValidInput() async {
    fillValidInput()
    await settling { User.tap(submitButton) }
  }

  /// The service answers the request with success; the screen has handled it on return.
  public func succeed() async {
    await settling { passwordChanger.succeed() }
  }

  /// The service answers the request with a failure; the screen has handled it on return.
  public func fail(message: String) async {
    await settling { passwordChanger.fail(message: message) }
  }
}
