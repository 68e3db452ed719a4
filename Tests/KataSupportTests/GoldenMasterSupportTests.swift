import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@testable import KataTestSupport

@Suite("The golden master's machinery")
struct GoldenMasterSupportTests {
  @Test("The generator gives the same numbers for the same seed on every platform")
  func generatorIsFixed() {
    var random = SplitMix64(seed: 42)
    #expect(random.next() == 13_679_457_532_755_275_413)
    #expect(random.next() == 2_949_826_092_126_892_291)
  }

  @Test("A scenario is the same every time it is made from its index")
  func scenariosAreStable() {
    #expect(Scenario(index: 7).events == Scenario(index: 7).events)
    #expect(Scenario(index: 7).events != Scenario(index: 8).events)
  }

  @Test("The approved transcripts survive a write and a read")
  func roundTrip() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("approved-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    let scenario = Scenario(index: 0)

    try ApprovedTranscripts.write([(scenario, ["event", "  a.text = \"x\""])], to: url)

    #expect(try ApprovedTranscripts.read(from: url) == [0: ["event", "  a.text = \"x\""]])
  }

  @Test("A difference is reported at its first line, after its event")
  func firstDifference() throws {
    let report = try #require(
      ApprovedTranscripts.firstDifference(
        scenario: 3, seed: 9, approved: ["tap", "  a = 1", "  b = 2"],
        actual: ["tap", "  a = 1", "  b = 3"]))

    #expect(report.contains("Scenario 3 (seed 9) differs from step 00 at line 3, after \"tap\""))
    #expect(report.contains("expected: b = 2"))
    #expect(report.contains("got:      b = 3"))
  }

  @Test("Identical transcripts report no difference")
  func noDifference() {
    #expect(
      ApprovedTranscripts.firstDifference(scenario: 0, seed: 0, approved: ["a"], actual: ["a"])
        == nil)
  }

  @Test("Each property's net change runs from its first old value to its last new value")
  @MainActor
  func netChangeSpansTheEvent() {
    let block: [Transcript.Line] = [
      .event("tap"),
      .change(of: "a", property: "text", from: "\"\"", to: "\"x\""),
      .effect("screen presents alert \"M\""),
      .change(of: "a", property: "text", from: "\"x\"", to: "\"y\""),
      .change(of: "b", property: "isHidden", from: "false", to: "true"),
      .change(of: "b", property: "isHidden", from: "true", to: "false"),
    ]

    #expect(
      ScenarioPlayer.netChanges(block).map(\.description) == [
        "tap", "  screen presents alert \"M\"", "  a.text: \"\" → \"y\"",
      ])
  }

  @Test("A scenario that releases the screen submits a form first and ends with a late answer")
  func releasedScenariosSubmitFirst() throws {
    let released = (0..<Scenario.count).map(Scenario.init(index:)).filter {
      $0.events.contains(.releaseScreen)
    }

    #expect(!released.isEmpty)
    for scenario in released {
      let position = try #require(scenario.events.firstIndex(of: .releaseScreen))
      let before = scenario.events[..<position]
      #expect(before.contains(.tapSubmit) || before.contains(.pressReturn(in: .confirmation)))
      #expect(position == scenario.events.count - 2)
    }
  }

  @Test(
    "The series fills every field by AutoFill and submits with the keyboard in every field",
    arguments: ScenarioField.allCases)
  func seriesVariesInputs(_ field: ScenarioField) {
    let events = (0..<Scenario.count).map { Scenario(index: $0).events }

    #expect(
      events.contains { $0.contains { if case .autoFill(_, field) = $0 { true } else { false } } })
    #expect(
      events.contains {
        zip($0, $0.dropFirst()).contains { $0 == (.moveFocus(to: field), .tapSubmit) }
      })
  }
}

/// A screen that sends one request as it loads and, at the answer, sets its first field: what a
/// step still changes on a screen the user may have swiped away.
@MainActor
private func screenThatHearsTheAnswer(_ service: MockPasswordChanger) -> ScreenParts {
  let screen = UIViewController()
  let fields = [UITextField(), UITextField(), UITextField()]
  service.change(
    securityToken: "T", oldPassword: "o", newPassword: "n",
    onSuccess: { fields[0].text = "answered" }, onFailure: { _ in })
  return ScreenParts(
    screen: screen, oldPasswordTextField: fields[0], newPasswordTextField: fields[1],
    confirmPasswordTextField: fields[2], submitButton: UIButton(),
    cancelBarButton: UIBarButtonItem(systemItem: .cancel), blurView: UIView(),
    activityIndicator: UIView())
}

@MainActor
@Suite("The golden master's transcripts of a screen that has gone")
struct GoneScreenTranscriptTests {
  @Test("A change to the screen on display is in the transcript")
  func changeOnDisplay() {
    let scenario = Scenario(seed: 0, events: [.serviceSucceeds])

    let lines = ScenarioPlayer.transcript(of: scenario, makeScreen: screenThatHearsTheAnswer)

    #expect(lines.suffix(2) == ["service succeeds", "  old.text: \"\" → \"answered\""])
  }

  @Test("Once the screen is swiped away, what a step still changes on it is left out")
  func changeAfterTheSwipe() {
    let scenario = Scenario(seed: 0, events: [.swipeDown, .serviceSucceeds])

    let lines = ScenarioPlayer.transcript(of: scenario, makeScreen: screenThatHearsTheAnswer)

    #expect(lines.suffix(1) == ["service succeeds"])
  }
}
