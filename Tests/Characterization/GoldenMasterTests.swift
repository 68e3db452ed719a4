// The golden master: every step replays the same generated scenarios and must write the same
// transcript as step 00 did. Like the characterization suite, this one file is linked into every
// step's test target and never names a step.

import Foundation
import KataTestSupport
import Testing
import UIKitStandIn

@MainActor
@Suite("The golden master")
struct GoldenMasterTests {
  static let approvedFile = ApprovedTranscripts.fileURL(besideTestFile: #filePath)
  /// Read once for all the scenarios.
  static let approved = Result { try ApprovedTranscripts.read(from: approvedFile) }

  @Test(
    "Every scenario's transcript matches the one step 00 approved",
    .disabled(if: ApprovedTranscripts.isApproving))
  func replay() throws {
    let approved = try Self.approved.get()
    try #require(
      approved.count == Scenario.count,
      "Tests/GoldenMaster holds \(approved.count) transcripts for \(Scenario.count) scenarios: run Scripts/approve-golden-master"
    )
    var differences: [String] = []
    for index in 0..<Scenario.count {
      let scenario = Scenario(index: index)
      let actual = ScenarioPlayer.transcript(of: scenario, makeScreen: Self.makeScreen)
      if let difference = ApprovedTranscripts.firstDifference(
        scenario: index, seed: scenario.seed, approved: approved[index] ?? [], actual: actual)
      {
        differences.append(difference)
      }
    }
    // A few differences say where to look; hundreds would only bury them.
    for difference in differences.prefix(3) {
      Issue.record(Comment(rawValue: difference))
    }
    if differences.count > 3 {
      Issue.record("… and \(differences.count - 3) more scenarios differ from step 00.")
    }
  }

  @Test(
    "Approving writes step 00's transcripts, and only step 00's",
    .enabled(if: ApprovedTranscripts.isApproving))
  func approve() throws {
    let module = String(reflecting: ChangePasswordPresenter.self).prefix { $0 != "." }
    guard module == "Step00" else {
      Issue.record("Refused: the approved transcripts come from step 00 only, not \(module).")
      return
    }
    let transcripts = (0..<Scenario.count).map { index in
      let scenario = Scenario(index: index)
      return (scenario, ScenarioPlayer.transcript(of: scenario, makeScreen: Self.makeScreen))
    }
    try ApprovedTranscripts.write(transcripts, to: Self.approvedFile)
  }

  static func makeScreen(_ service: MockPasswordChanger) -> ScreenParts {
    let sut = ChangePasswordPresenter(passwordChanger: service, securityToken: "TOKEN")
    return ScreenParts(
      screen: sut, oldPasswordTextField: sut.oldPasswordTextField,
      newPasswordTextField: sut.newPasswordTextField,
      confirmPasswordTextField: sut.confirmPasswordTextField, submitButton: sut.submitButton,
      cancelBarButton: sut.cancelBarButton, blurView: sut.blurView,
      activityIndicator: sut.activityIndicator)
  }
}
