import Foundation
import KataFormats
import Testing

/// What a red run names first, on the failures real runs of the exercise gave for mutants of
/// step 00 (Scripts/mutants/Step00.mutants, each applied to Exercise/ at step 00 and run with
/// Swift 6.3.1): each mutant's failing behaviours, in the order their first issue came. The
/// tests give them to the ranking in reverse alphabetical order, so that neither the alphabet nor
/// the order of the issues can make them pass.
@Suite("A red run names the broken behaviour first, on the failures of real mutants of step 00")
struct RankingTests {
  /// The failing behaviours of all the mutants below, in the shared suite's order.
  static let suite: [String] = [
    "The title is Change Password",
    "Tapping Cancel takes the keyboard away from whichever field has it",
    "Tapping Cancel dismisses the screen, animated",
    "Tapping Cancel ends editing before the screen goes away",
    "Submitting a five-character new password says it is too short",
    "A rejected form sends no request",
    "Tapping OK after a rejected new password clears the new and confirmation fields",
    "Tapping OK after a rejected new password puts the focus on the new-password field",
    "A too-short new password is reported before a mismatch",
    "Every alert has no title",
    "Every alert has a single OK button",
    "Every alert's OK button has the default style",
    "Every alert's OK button is its preferred action",
    "Every alert is an alert, not an action sheet",
    "Every alert appears animated",
    "Tapping OK takes every alert away",
    "Success stops the spinner",
    "Tapping OK after a failure clears all three fields",
    "Return in the old-password field moves the focus to the new-password field",
    "Return in the confirmation field checks the form as Submit does",
    "Every scenario's transcript matches the one step 00 approved",
    "Random sequences of everything a person can do leave the screen as they leave step 00's",
  ]

  /// Each mutant's failing behaviours, as its run gave them.
  static let failures: [String: [String]] = [
    "a five-character password is long enough": [
      "Submitting a five-character new password says it is too short",
      "A rejected form sends no request",
      "Tapping OK after a rejected new password clears the new and confirmation fields",
      "Tapping OK after a rejected new password puts the focus on the new-password field",
      "A too-short new password is reported before a mismatch",
      "Every alert has no title",
      "Every alert has a single OK button",
      "Every alert's OK button has the default style",
      "Every alert's OK button is its preferred action",
      "Every alert is an alert, not an action sheet",
      "Every alert appears animated",
      "Tapping OK takes every alert away",
      "Return in the confirmation field checks the form as Submit does",
      "Every scenario's transcript matches the one step 00 approved",
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
    ],
    "the title reads \"Change password\"": [
      "The title is Change Password",
      "Every scenario's transcript matches the one step 00 approved",
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
    ],
    "Cancel does nothing": [
      "Tapping Cancel dismisses the screen, animated",
      "Tapping Cancel takes the keyboard away from whichever field has it",
      "Tapping Cancel ends editing before the screen goes away",
      "Every scenario's transcript matches the one step 00 approved",
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
    ],
    "the too-short alert appears without animation": [
      "Every alert appears animated"
    ],
    "success leaves the spinner spinning": [
      "Success stops the spinner",
      "Every scenario's transcript matches the one step 00 approved",
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
    ],
    "OK after failure keeps the old password": [
      "Tapping OK after a failure clears all three fields",
      "Every scenario's transcript matches the one step 00 approved",
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
    ],
    "return in the old field skips to the confirmation": [
      "Return in the old-password field moves the focus to the new-password field",
      "Every scenario's transcript matches the one step 00 approved",
      "Random sequences of everything a person can do leave the screen as they leave step 00's",
    ],
  ]

  static let golden = "Every scenario's transcript matches the one step 00 approved"
  static let lockstep =
    "Random sequences of everything a person can do leave the screen as they leave step 00's"

  /// A stream of the shared suite run on the exercise, whose behaviours NAMES fail, each with one
  /// issue, in reverse alphabetical order, and whose own tests OWN fail after them.
  static func stream(failing names: [String], own: [String] = []) -> TestEventStream {
    func line(_ object: [String: Any]) -> String {
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      return String(decoding: data ?? Data(), as: UTF8.self)
    }
    let behaves = "ExerciseTests.ExerciseSuite/behaves(_:)/Step.swift:9:4"
    var lines = [
      line([
        "kind": "test", "version": 0,
        "payload": [
          "id": behaves, "kind": "function", "name": "behaves(_:)",
          "displayName": "Exercise does what step 00 does",
          "_testCases": suite.map { ["displayName": $0] },
        ],
      ])
    ]
    for name in names.sorted(by: >) {
      lines.append(
        line([
          "kind": "event", "version": 0,
          "payload": [
            "kind": "issueRecorded", "testID": behaves, "issue": ["isKnown": false],
            "_testCase": ["displayName": name],
            "messages": [["symbol": "fail", "text": "Expectation failed: \(name)"]],
          ],
        ]))
    }
    for (index, name) in own.enumerated() {
      let id = "ExerciseTests.ViewModelTests/own\(index)()/ViewModelTests.swift:\(index):4"
      lines.append(
        line([
          "kind": "test", "version": 0,
          "payload": ["id": id, "kind": "function", "name": "own\(index)()", "displayName": name],
        ]))
      lines.append(
        line([
          "kind": "event", "version": 0,
          "payload": ["kind": "issueRecorded", "testID": id, "issue": ["isKnown": false]],
        ]))
    }
    return TestEventStream(text: lines.joined(separator: "\n") + "\n")
  }

  static func ranked(_ mutant: String, own: [String] = []) -> [String] {
    stream(failing: failures[mutant] ?? [], own: own).rankedFailures.map(\.name)
  }

  @Test("A broken length check names the too-short behaviour first, not an alert's look")
  func lengthCheck() {
    let sut = Self.ranked("a five-character password is long enough")
    #expect(
      sut == [
        "Submitting a five-character new password says it is too short",
        "A rejected form sends no request",
        "Tapping OK after a rejected new password clears the new and confirmation fields",
        "Tapping OK after a rejected new password puts the focus on the new-password field",
        "A too-short new password is reported before a mismatch",
        "Return in the confirmation field checks the form as Submit does",
        "Every alert has no title", "Every alert has a single OK button",
        "Every alert's OK button has the default style",
        "Every alert's OK button is its preferred action",
        "Every alert is an alert, not an action sheet", "Every alert appears animated",
        "Tapping OK takes every alert away", Self.golden, Self.lockstep,
      ])
  }

  @Test("A changed title names the title first, then the nets")
  func title() {
    let sut = Self.ranked("the title reads \"Change password\"")
    #expect(sut == ["The title is Change Password", Self.golden, Self.lockstep])
  }

  @Test("Cancel doing nothing names Cancel's behaviours first, in the suite's order")
  func cancel() {
    let sut = Self.ranked("Cancel does nothing")
    #expect(
      sut == [
        "Tapping Cancel takes the keyboard away from whichever field has it",
        "Tapping Cancel dismisses the screen, animated",
        "Tapping Cancel ends editing before the screen goes away", Self.golden, Self.lockstep,
      ])
  }

  @Test("An alert shown without animation names the one behaviour that sweeps every alert")
  func animation() {
    #expect(
      Self.ranked("the too-short alert appears without animation") == [
        "Every alert appears animated"
      ])
  }

  @Test("A spinner left spinning after success names success first")
  func spinner() {
    let sut = Self.ranked("success leaves the spinner spinning")
    #expect(sut == ["Success stops the spinner", Self.golden, Self.lockstep])
  }

  @Test("An old password kept after a failure names the failure's OK first")
  func failureOK() {
    let sut = Self.ranked("OK after failure keeps the old password")
    #expect(
      sut == ["Tapping OK after a failure clears all three fields", Self.golden, Self.lockstep])
  }

  @Test("Return moving the focus to the wrong field names Return in that field first")
  func returnKey() {
    let sut = Self.ranked("return in the old field skips to the confirmation")
    #expect(
      sut == [
        "Return in the old-password field moves the focus to the new-password field", Self.golden,
        Self.lockstep,
      ])
  }

  @Test(
    "The step's own tests come after the suite's behaviours that name one situation, and the nets last"
  )
  func ownTests() {
    let sut = Self.ranked(
      "a five-character password is long enough",
      own: [
        "Every rejected submit leaves the view model editing",
        "Submitting five characters asks again",
      ])
    #expect(
      sut[5...8] == [
        "Return in the confirmation field checks the form as Submit does",
        "Submitting five characters asks again",
        "Every rejected submit leaves the view model editing", "Every alert has no title",
      ])
    #expect(sut.suffix(2) == [Self.golden, Self.lockstep])
  }

  @Test("The first failure keeps what its issue said")
  func firstSaid() {
    let sut = Self.stream(failing: Self.failures["the title reads \"Change password\""] ?? [])
    #expect(sut.rankedFailures.first?.said == "Expectation failed: The title is Change Password")
  }

  @Test("A name sweeps a family when a word of it is each, or starts with every")
  func sweeps() {
    #expect(TestEventStream.sweeps("Each field starts empty"))
    #expect(TestEventStream.sweeps("Random sequences of everything a person can do"))
    #expect(!TestEventStream.sweeps("Tapping OK after a failure clears all three fields"))
  }
}
