// The lockstep net: a reference and the step under test, side by side, driven by the same random
// sequences of everything a person can do, and compared after every event. It finds what no
// one thought to write down, and says it as a characterization test to paste. For every step of
// the main path the reference is step 00, as a copy of its code in Tests/Reference (the
// `Reference` module), which check-kata proves the same, byte for byte: an experiment on step 00
// changes the step under test and not the copy, so the net catches it too. A feature built on the
// MVVM ending takes the same feature built on the fat presenter as its reference.

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
      buildingScreens: { try LockstepNet.check($0, against: .step00) })
  ]

  /// The net against step 00 on the same sequences less every finished swipe down: a feature
  /// that changes what a swipe does keeps everything else as step 00 has it. An abandoned swipe
  /// stays, since it springs back on both.
  public static let lockstepLeavingOutTheSwipe = Behaviour(
    "Random sequences of everything a person can do but a finished swipe leave the screen as they leave step 00's",
    buildingScreens: { try LockstepNet.check($0, against: .step00, leavingOut: [.swipeDown]) })

  /// The lockstep net against another build of the screen: the sequences play every key too,
  /// and the screens are compared on their labels' texts as well.
  public static func lockstep(against reference: LockstepReference) -> Behaviour {
    Behaviour(
      "Random sequences of everything a person can do, key by key, leave the screen as they leave \(reference.name)'s",
      buildingScreens: { try LockstepNet.check($0, against: reference) })
  }
}

/// What the lockstep net compares the step under test with.
public struct LockstepReference: Sendable {
  /// As the net's report names it: "step 00", "LiveValidationOnFat".
  let name: String
  let makeScreen: ScreenFactory
  /// Whether the sequences press keys one by one, delete, and accept a strong password, and
  /// the net compares the texts of the screens' labels: a feature's net does; step 00's, which
  /// has neither a label nor a listener for keys, plays whole texts only. Both play the swipe.
  let isFeature: Bool
  /// Where a finding is pinned.
  let pinFile: String

  /// Step 00, by its copy in Tests/Reference: the reference of every step of the main path.
  public static let step00 = LockstepReference(
    name: "step 00",
    makeScreen: { Reference.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1) },
    isFeature: false, pinFile: "Tests/Characterization/ChangePasswordCharacterizationTests.swift")

  /// A feature's build on the fat presenter, the reference of the same feature's build on MVVM.
  public static func featureBuild(
    _ name: String, pinFile: String, makeScreen: @escaping ScreenFactory
  ) -> LockstepReference {
    LockstepReference(name: name, makeScreen: makeScreen, isFeature: true, pinFile: pinFile)
  }
}

@MainActor
enum LockstepNet {
  /// How many sequences each step runs: `KATA_LOCKSTEP_SEQUENCES`, or 1,000, which take about
  /// 0.14 s on one core.
  static let sequences = setting("KATA_LOCKSTEP_SEQUENCES") ?? 1000
  /// The first sequence's number: a soak sets `KATA_LOCKSTEP_FIRST` to explore further.
  static let first = setting("KATA_LOCKSTEP_FIRST") ?? 0

  /// `leavingOut`: events dropped from every sequence, which stays otherwise the same.
  static func check(
    _ makeScreen: @escaping ScreenFactory, against reference: LockstepReference,
    leavingOut: [ScenarioEvent] = []
  ) throws {
    let net = Pair(reference: reference, makeScreen: makeScreen)
    for number in first..<(first + sequences) {
      let events = sequence(number, keyByKey: reference.isFeature).filter {
        !leavingOut.contains($0)
      }
      guard net.firstDifference(events) != nil else { continue }
      let shortest = net.shrink(events)
      Issue.record(Comment(rawValue: net.report(shortest, number: number, from: events)))
      return
    }
  }

  // MARK: - The sequences

  /// Sequence number `number`: from 1 to 30 events, half of them whole gestures (fill the form
  /// and submit, answer and tap OK), half any single action, in any order.
  static func sequence(_ number: Int, keyByKey: Bool = false) -> [ScenarioEvent] {
    var random = SplitMix64(seed: 0x4C4F_434B &+ UInt64(number) &* 104_729)
    let length = 1 + random.below(30)
    var events: [ScenarioEvent] = []
    while events.count < length {
      if random.below(2) == 0 {
        events += Scenario.nextEvents(&random)
      } else {
        events.append(anyAction(&random, keyByKey: keyByKey))
      }
    }
    return Array(events.prefix(length))
  }

  /// Any one thing that can happen to the screen, the service's answers included; key by key,
  /// the keys one at a time, the delete key and the strong-password suggestion too.
  static func anyAction(_ random: inout SplitMix64, keyByKey: Bool = false) -> ScenarioEvent {
    let field = random.pick(ScenarioField.allCases)
    switch random.below(keyByKey ? 15 : 12) {
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
    case 10: return .pressHardwareReturn
    case 11: return random.below(2) == 0 ? .swipeDown : .abandonSwipeDown
    case 12: return .typeKeys(random.pick(Scenario.texts), into: field)
    case 13: return .deleteBackward(in: field)
    default: return .acceptStrongPassword(random.pick(Scenario.texts))
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
    func observation(readingLabels: Bool) -> ScreenObservation {
      guard let parts, let host else { preconditionFailure("the lockstep net released a screen") }
      return ScreenObservation(parts, host: host, service: service, readingLabels: readingLabels)
    }
  }

  @MainActor
  struct Difference {
    /// How many events were played when the two screens first differed (0: as they appeared).
    let after: Int
    let reference: ScreenObservation
    let step: ScreenObservation
  }

  /// The step under test and its reference, played and compared together.
  @MainActor
  struct Pair {
    let reference: LockstepReference
    let makeScreen: ScreenFactory

    /// Where the step first differs from its reference on `events`, or nil when it never does.
    func firstDifference(_ events: [ScenarioEvent]) -> Difference? {
      let expectedSide = Side(reference.makeScreen)
      let step = Side(makeScreen)
      for played in 0...events.count {
        if played > 0 {
          expectedSide.play(events[played - 1])
          step.play(events[played - 1])
        }
        let expected = expectedSide.observation(readingLabels: reference.isFeature)
        let actual = step.observation(readingLabels: reference.isFeature)
        if expected != actual {
          return Difference(after: played, reference: expected, step: actual)
        }
      }
      return nil
    }

    /// A shortest sequence that still differs: drops events, one at a time, while it does.
    func shrink(_ events: [ScenarioEvent]) -> [ScenarioEvent] {
      guard let difference = firstDifference(events) else { return events }
      var shortest = Array(events.prefix(difference.after))
      var dropped = true
      while dropped {
        dropped = false
        for index in shortest.indices.reversed() {
          var candidate = shortest
          candidate.remove(at: index)
          if let difference = firstDifference(candidate) {
            shortest = Array(candidate.prefix(difference.after))
            dropped = true
            break
          }
        }
      }
      return shortest
    }

    // MARK: - The report

    func report(
      _ events: [ScenarioEvent], number: Int, from original: [ScenarioEvent]
    ) -> String {
      guard let difference = firstDifference(events) else { return "" }
      let differences = difference.step.differences(from: difference.reference)
      var text = """
        This step differs from \(reference.name) after \(events.count) events (lockstep sequence \
        \(number), shrunk from \(original.count) events):

        """
      for (index, event) in events.enumerated() {
        text += "  \(index + 1). \(event)\n"
      }
      // The two names, padded alike, so that the two values stand one under the other.
      let width = max(reference.name.count, "this step".count) + 1
      func label(_ name: String) -> String {
        (name + ":").padding(toLength: width, withPad: " ", startingAt: 0)
      }
      for (expression, mine, theirs) in differences {
        text += "  \(label(reference.name)) \(expression) == \(theirs)\n"
        text += "  \(label("this step")) \(expression) == \(mine)\n"
      }
      // The exercise's screen is the participant's: its finding goes into a test of their own, in
      // the exercise's tests; the shared suite is every step's.
      let exercise = String(reflecting: type(of: makeScreen(MockPasswordChanger(), "TOKEN")))
        .hasPrefix("Exercise.")
      var body = ""
      for (index, event) in events.enumerated() {
        if index == events.count - 1 && events.count > 1 { body += "\n" }
        body += "  \(LockstepNet.code(for: event))\n"
      }
      body += "\n"
      for (expression, _, theirs) in differences {
        body += "  \(LockstepNet.expectation(expression, equals: theirs))\n"
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
        Pin it: paste this into \(reference.pinFile) and name what a person sees:

            Behaviour("…") { sut in

        """
      text += body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
      text += "    },"
      return text
    }
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
    case .swipeDown: return "User.swipeDown(on: sut.screen)"
    case .abandonSwipeDown: return "User.abandonSwipeDown(on: sut.screen)"
    case .releaseScreen: return "// the screen is released"
    case .typeKeys(let text, let into):
      return "User.typeKeys(\(quoted(text)), into: \(field(into)))"
    case .deleteBackward(let in_): return "User.deleteBackward(in: \(field(in_)))"
    case .acceptStrongPassword(let text):
      return
        "User.acceptStrongPassword(\(quoted(text)), into: sut.newPasswordTextField, and: sut.confirmPasswordTextField)"
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
