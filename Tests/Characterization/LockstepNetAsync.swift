// The lockstep net's async form, for a screen whose request is a task: the same sequences, each
// event followed by the waits a person's next event would come after (the request reaching the
// service, an answered or cancelled request's task ending), then the same comparison.

import KataTestSupport
import Testing
import UIKitStandIn

extension ChangePasswordCharacterization {
  /// The lockstep net against `reference`, in its async form. `cancelWhileWaiting` false: for a
  /// reference whose Cancel does nothing while its request is on its way, a tap on Cancel then is
  /// played on neither screen, and whether Cancel is enabled then is not compared.
  public static func asyncLockstep(
    against reference: LockstepReference, cancelWhileWaiting: Bool = true
  ) -> AsyncBehaviour {
    let sentence =
      cancelWhileWaiting
      ? "Random sequences of everything a person can do, key by key, Cancel while waiting too,"
      : "Random sequences of everything a person can do but Cancel while waiting,"
    return AsyncBehaviour(
      "\(sentence) leave the screen as they leave \(reference.name)'s, each request in a task",
      buildingScreens: { makeScreen in
        try await AsyncLockstep(
          reference: reference, makeScreen: makeScreen, cancelWhileWaiting: cancelWhileWaiting
        ).check()
      })
  }
}

@MainActor
struct AsyncLockstep {
  let reference: LockstepReference
  let makeScreen: ScreenFactory
  let cancelWhileWaiting: Bool

  func check() async throws {
    for number in LockstepNet.first..<(LockstepNet.first + LockstepNet.sequences) {
      let events = LockstepNet.sequence(number, keyByKey: reference.isFeature)
      guard await firstDifference(events) != nil else { continue }
      let shortest = await shrink(events)
      Issue.record(Comment(rawValue: await report(shortest, number: number)))
      return
    }
  }

  /// Plays `event` on `side`, and waits as the run loop would before the next event.
  private func play(_ event: ScenarioEvent, on side: LockstepNet.Side) async {
    guard let screen = side.parts?.screen else { return }
    await ScreenUnderTest.settling({ side.play(event) }, screen: screen, service: side.service)
  }

  /// Where the screen first differs from its reference on `events`, or nil when it never does.
  func firstDifference(_ events: [ScenarioEvent]) async -> LockstepNet.Difference? {
    let expectedSide = LockstepNet.Side(reference.makeScreen)
    let step = LockstepNet.Side(makeScreen)
    for played in 0...events.count {
      if played > 0 {
        let event = events[played - 1]
        let skipped =
          !cancelWhileWaiting && event == .tapCancel && expectedSide.service.hasPendingRequest
        if !skipped {
          await play(event, on: expectedSide)
          await play(event, on: step)
        }
      }
      let expected = expectedSide.observation(readingLabels: reference.isFeature)
      let actual = step.observation(readingLabels: reference.isFeature)
      if expected != actual && !onlyCancelDiffers(expected, actual, waiting: expectedSide) {
        return LockstepNet.Difference(after: played, reference: expected, step: actual)
      }
    }
    return nil
  }

  /// Whether the two differ only in Cancel's being enabled while the reference's request is on
  /// its way, which a net without Cancel while waiting does not compare.
  private func onlyCancelDiffers(
    _ expected: ScreenObservation, _ actual: ScreenObservation, waiting side: LockstepNet.Side
  ) -> Bool {
    guard !cancelWhileWaiting && side.service.hasPendingRequest else { return false }
    let differences = actual.differences(from: expected).map(\.expression)
    return differences == ["sut.cancelBarButton.isEnabled"]
  }

  /// A shortest sequence that still differs: drops events, one at a time, while it does.
  func shrink(_ events: [ScenarioEvent]) async -> [ScenarioEvent] {
    guard let difference = await firstDifference(events) else { return events }
    var shortest = Array(events.prefix(difference.after))
    var dropped = true
    while dropped {
      dropped = false
      for index in shortest.indices.reversed() {
        var candidate = shortest
        candidate.remove(at: index)
        if let difference = await firstDifference(candidate) {
          shortest = Array(candidate.prefix(difference.after))
          dropped = true
          break
        }
      }
    }
    return shortest
  }

  func report(_ events: [ScenarioEvent], number: Int) async -> String {
    guard let difference = await firstDifference(events) else { return "" }
    var text = """
      This build differs from \(reference.name) after \(events.count) events (lockstep sequence \
      \(number), async form), each followed by its waits:

      """
    for (index, event) in events.enumerated() {
      text += "  \(index + 1). \(event)\n"
    }
    for (expression, mine, theirs) in difference.step.differences(from: difference.reference) {
      text += "  \(reference.name): \(expression) == \(theirs)\n"
      text += "  this build: \(expression) == \(mine)\n"
    }
    return text + "Pin it in \(reference.pinFile), as an AsyncBehaviour that awaits each event."
  }
}
