// The golden master: every step replays the same generated scenarios and must write the same
// transcript as step 00 did. Like the characterization suite, it is compiled once and never
// names a step.

import Foundation
import KataTestSupport
import Testing
import UIKitStandIn

extension ChangePasswordCharacterization {
  static let goldenMaster: [Behaviour] = [
    Behaviour(
      "Every scenario's transcript matches the one step 00 approved",
      buildingScreens: GoldenMaster.replay)
  ]
}

/// The approved transcripts, and the two things done with them: replaying every scenario
/// against them, and writing them from step 00.
@MainActor
enum GoldenMaster {
  /// Beside this source file: `Tests/GoldenMaster/approved-transcripts.txt`. Links are resolved,
  /// so a scratch package that links `Sources` and `Tests` finds the same file.
  static let approvedFile = ApprovedTranscripts.fileURL(
    besideTestFile: URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().path)
  /// Read once for all the scenarios.
  static let approved = Result { try ApprovedTranscripts.read(from: approvedFile) }

  /// Replays every scenario against the approved transcripts, or writes them when
  /// `Scripts/approve-golden-master` runs step 00's tests.
  static func replay(_ makeScreen: @escaping ScreenFactory) throws {
    guard !ApprovedTranscripts.isApproving else { return try approve(makeScreen) }
    let approved = try Self.approved.get()
    try #require(
      approved.count == Scenario.count,
      "Tests/GoldenMaster holds \(approved.count) transcripts for \(Scenario.count) scenarios: run Scripts/approve-golden-master"
    )
    var differences: [String] = []
    for index in 0..<Scenario.count {
      let scenario = Scenario(index: index)
      let actual = ScenarioPlayer.transcript(of: scenario, makeScreen: screens(makeScreen))
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

  /// Writes step 00's transcripts, and refuses any other step's.
  static func approve(_ makeScreen: @escaping ScreenFactory) throws {
    let screen = makeScreen(MockPasswordChanger(), "TOKEN")
    let module = String(reflecting: type(of: screen)).prefix { $0 != "." }
    guard module == "Step00" else {
      Issue.record("Refused: the approved transcripts come from step 00 only, not \(module).")
      return
    }
    let transcripts = (0..<Scenario.count).map { index in
      let scenario = Scenario(index: index)
      return (
        scenario, ScenarioPlayer.transcript(of: scenario, makeScreen: screens(makeScreen))
      )
    }
    try ApprovedTranscripts.write(transcripts, to: approvedFile)
  }

  static func screens(_ makeScreen: @escaping ScreenFactory) -> (MockPasswordChanger) -> ScreenParts
  {
    { service in ScreenParts(makeScreen(service, "TOKEN")) }
  }
}
