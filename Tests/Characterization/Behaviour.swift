import KataTestSupport
import Testing

/// One behaviour of the Change Password screen, named as a sentence and checked on a fresh
/// screen of whichever step runs it. Each step's `Step.swift` runs every behaviour as a case of
/// one parameterized test, so the suite is compiled once, not once per step.
public struct Behaviour: Sendable, CustomTestStringConvertible {
  public let name: String
  private let body: @MainActor @Sendable (@escaping ScreenFactory) throws -> Void

  public var testDescription: String { name }

  /// Checks the behaviour on screens that `makeScreen` builds, as the app builds them.
  @MainActor
  public func check(_ makeScreen: @escaping ScreenFactory) throws {
    try body(makeScreen)
  }

  /// A behaviour checked on one fresh screen. Public for the exercise's own tests, where a
  /// participant pins what the lockstep net found: the shared suite's own are in its list.
  public init(
    _ name: String, _ body: @escaping @MainActor @Sendable (ScreenUnderTest) throws -> Void
  ) {
    self.name = name
    self.body = { try body(ScreenUnderTest(makeScreen: $0)) }
  }

  /// A behaviour checked once for each argument, each time on a fresh screen.
  init<Argument: Sendable>(
    _ name: String, for arguments: [Argument],
    _ body: @escaping @MainActor @Sendable (ScreenUnderTest, Argument) throws -> Void
  ) {
    self.name = name
    self.body = { makeScreen in
      for argument in arguments {
        try body(ScreenUnderTest(makeScreen: makeScreen), argument)
      }
    }
  }

  /// A behaviour that builds its own screens. Public for a feature's tests, whose accounting
  /// builds none.
  public init(
    _ name: String,
    buildingScreens body: @escaping @MainActor @Sendable (@escaping ScreenFactory) throws -> Void
  ) {
    self.name = name
    self.body = body
  }
}
