// The lockstep net: step 00 and the step under test, side by side, driven by the same random
// sequences of everything a person can do, and compared after every event. It finds what no
// one thought to write down, and says it as a characterization test to paste. Its step 00 is a
// copy of step 00's code, in Tests/Reference (the `Reference` module), which check-kata proves
// the same, byte for byte: an experiment on step 00 changes the step under test and not the
// copy, so the net catches it too.

import Foundation
import KataTestSupport
import Reference
import Testing
import UIKitStandIn

extension Reference.ChangePasswordPresenter: ChangePasswordScreen {}

extension ChangePasswordCharacterization {
  static let lockstep: [Behaviour] = [
    Behaviour(
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
      buildingScreens: LockstepNet.check)
  ]
}

@MainActor
enum LockstepNet {
  /// How many sequences each step runs: `KATA_LOCKSTEP_SEQUENCES`, or 1,000, which take about
  /// 0.07 s on a 2-core machine.
  static let sequences = setting("KATA_LOCKSTEP_SEQUENCES") ?? 1000
  /// The first sequence's number: a soak sets `KATA_LOCKSTEP_FIRST` to explore further.
  static let first = setting("KATA_LOCKSTEP_FIRST") ?? 0

  static func check(_ makeScreen: @escaping ScreenFactory) throws {
    for number in first..<(first + sequences) {
      let events = sequence(number)
      guard firstDifference(events, makeScreen) != nil else { continue }
      let shortest = shrink(events, makeScreen)
      Issue.record(Comment(rawValue: report(shortest, number: number, from: events, makeScreen)))
      return
    }
  }

  // MARK: - The sequences

  /// Sequence number `number`: from 1 to 30 events, half of them whole gestures (fill the form
  /// and submit, answer and tap OK), half any single action, in any order.
  static func sequence(_ number: Int) -> [ScenarioEvent] {
    var random = SplitMix64(seed: 0x4C4F_434B &+ UInt64(number) &* 104_729)
    let length = 1 + random.below(30)
    var events: [ScenarioEvent] = []
    while events.count < length {
      if random.below(2) == 0 {
        events += Scenario.nextEvents(&random)
      } else {
        events.append(anyAction(&random))
      }
    }
    return Array(events.prefix(length))
  }

  /// Any one thing that can happen to the screen, the service's answers included.
  static func anyAction(_ random: inout SplitMix64) -> ScenarioEvent {
    let field = random.pick(ScenarioField.allCases)
    switch random.below(11) {
    case 0: return .type(random.pick(Scenario.texts), into: field)
    case 1: return .autoFill(random.pick(Scenario.texts), into: field)
    case 2: return .moveFocus(to: field)
    case 3: return .pressReturn(in: field)
    case 4: return .tapSubmit
    case 5: return .tapCancel
    case 6: return .tapOK
    case 7: return .serviceSucceeds
    case 8: return .serviceFails(message: random.pick(Scenario.failureMessages))
    case 9: return .hideKeyboard
    default: return .pressHardwareReturn
    }
  }

  // MARK: - Playing both screens

  /// One screen with its own service and host, played event by event.
  @MainActor
  final class Side {
    let service = MockPasswordChanger()
    var host: ScreenHost?
    var parts: ScreenParts?

    init(_ makeScreen: ScreenFactory) {
      let screen = makeScreen(service, "TOKEN")
      host = ScreenHost(presenting: screen)
      parts = ScreenParts(screen)
    }

    func play(_ event: ScenarioEvent) {
      ScenarioPlayer.play(event, service: service, host: &host, parts: &parts)
    }

    /// The lockstep net never releases a screen, so its parts and host are always there.
    var observation: ScreenObservation {
      guard let parts, let host else { preconditionFailure("the lockstep net released a screen") }
      return ScreenObservation(parts, host: host, service: service)
    }
  }

  @MainActor
  struct Difference {
    /// How many events were played when the two screens first differed (0: as they appeared).
    let after: Int
    let reference: ScreenObservation
    let step: ScreenObservation
  }

  /// Where the step first differs from step 00 on `events`, or nil when it never does.
  static func firstDifference(
    _ events: [ScenarioEvent], _ makeScreen: ScreenFactory
  ) -> Difference? {
    let reference = Side {
      Reference.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1)
    }
    let step = Side(makeScreen)
    for played in 0...events.count {
      if played > 0 {
        reference.play(events[played - 1])
        step.play(events[played - 1])
      }
      let expected = reference.observation
      let actual = step.observation
      if expected != actual {
        return Difference(after: played, reference: expected, step: actual)
      }
    }
    return nil
  }

  /// A shortest sequence that still differs: drops events, one at a time, while it does.
  static func shrink(_ events: [ScenarioEvent], _ makeScreen: ScreenFactory) -> [ScenarioEvent] {
    guard let difference = firstDifference(events, makeScreen) else { return events }
    var shortest = Array(events.prefix(difference.after))
    var dropped = true
    while dropped {
      dropped = false
      for index in shortest.indices.reversed() {
        var candidate = shortest
        candidate.remove(at: index)
        if let difference = firstDifference(candidate, makeScreen) {
          shortest = Array(candidate.prefix(difference.after))
          dropped = true
          break
        }
      }
    }
    return shortest
  }

  // MARK: - The report

  static func report(
    _ events: [ScenarioEvent], number: Int, from original: [ScenarioEvent],
    _ makeScreen: ScreenFactory
  ) -> String {
    guard let difference = firstDifference(events, makeScreen) else { return "" }
    let differences = difference.step.differences(from: difference.reference)
    var text = """
      This step differs from step 00 after \(events.count) events (lockstep sequence \(number), \
      shrunk from \(original.count) events):

      """
    for (index, event) in events.enumerated() {
      text += "  \(index + 1). \(event)\n"
    }
    for (expression, mine, theirs) in differences {
      text += "  step 00:   \(expression) == \(theirs)\n  this step: \(expression) == \(mine)\n"
    }
    // The exercise's screen is the participant's: its finding goes into a test of their own, in
    // the exercise's tests; the shared suite is every step's.
    let exercise = String(reflecting: type(of: makeScreen(MockPasswordChanger(), "TOKEN")))
      .hasPrefix("Exercise.")
    var body = ""
    for (index, event) in events.enumerated() {
      if index == events.count - 1 && events.count > 1 { body += "\n" }
      body += "  \(code(for: event))\n"
    }
    body += "\n"
    for (expression, _, theirs) in differences {
      body += "  \(expectation(expression, equals: theirs))\n"
    }
    if exercise {
      text += """
        Pin it in a test of your own: paste this into a new file in Tests/ExerciseTests/ (say \
        PinnedTests.swift) and name what a person sees. The shared suite, in \
        Tests/Characterization/, is every step's and not yours to change:

            import CharacterizationSuite
            import KataTestSupport
            import Testing
            @_spi(Testing) import UIKitStandIn

            @MainActor
            @Test("…")
            func pinned() throws {
              try Behaviour("…") { sut in

        """
      text += body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map { $0.isEmpty ? "\n" : "      \($0)\n" }.joined()
      text += "      }.check(makeScreen)\n    }"
      return text
    }
    text += """
      Pin it: paste this into Tests/Characterization/ChangePasswordCharacterizationTests.swift \
      and name what a person sees:

          Behaviour("…") { sut in

      """
    text += body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
    text += "    },"
    return text
  }

  static func code(for event: ScenarioEvent) -> String {
    func field(_ field: ScenarioField) -> String {
      switch field {
      case .old: "sut.oldPasswordTextField"
      case .new: "sut.newPasswordTextField"
      case .confirmation: "sut.confirmPasswordTextField"
      }
    }
    switch event {
    case .type(let text, let into): return "User.type(\(quoted(text)), into: \(field(into)))"
    case .autoFill(let text, let into):
      return "User.autoFill(\(quoted(text)), into: \(field(into)))"
    case .moveFocus(let to): return "User.moveFocus(to: \(field(to)))"
    case .pressReturn(let in_): return "User.pressReturn(in: \(field(in_)))"
    case .tapSubmit: return "User.tap(sut.submitButton)"
    case .tapCancel: return "User.tap(sut.cancelBarButton)"
    case .tapOK: return "sut.tapOK()"
    case .serviceSucceeds: return "sut.passwordChanger.succeed()"
    case .serviceFails(let message): return "sut.passwordChanger.fail(message: \(quoted(message)))"
    case .hideKeyboard: return "User.hideKeyboard(on: sut.screen)"
    case .pressHardwareReturn: return "User.pressHardwareReturn(on: sut.screen)"
    case .releaseScreen: return "// the screen is released"
    }
  }

  static func expectation(_ expression: String, equals value: String) -> String {
    switch value {
    case "true": "#expect(\(expression))"
    case "false": "#expect(!(\(expression)))"
    default: "#expect(\(expression) == \(value))"
    }
  }

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }

  private static func setting(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
  }
}
