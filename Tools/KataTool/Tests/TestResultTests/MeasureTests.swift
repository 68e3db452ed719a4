import KataFormats
import Testing

@Suite("Scripts/measure: steps side by side, each against the step it starts from")
struct MeasureTests {
  @Test("A test file reaches UIKit through the stand-in, the shared suite or a feature's tests")
  func reachesUIKit() {
    #expect(StepMeasure.reachesUIKit("import UIKitStandIn\n"))
    #expect(StepMeasure.reachesUIKit("@_spi(Testing) import UIKitStandIn\n"))
    #expect(StepMeasure.reachesUIKit("import CharacterizationSuite\n"))
    #expect(StepMeasure.reachesUIKit("import LiveValidationSuite\n"))
  }

  @Test("A presenter's or view model's tests with a mock run with no UIKit, whatever their module")
  func mockTests() {
    #expect(!StepMeasure.reachesUIKit("import KataTestSupport\nimport MVP08\nimport Testing\n"))
    #expect(!StepMeasure.reachesUIKit("import KataTestSupport\nimport Step52ViewModel\n"))
  }

  @Test("A code file is the view's when it imports the stand-in, in any form")
  func importsUIKit() {
    #expect(StepMeasure.importsUIKit("import PasswordService\nimport UIKitStandIn\n"))
    #expect(StepMeasure.importsUIKit("@_spi(Testing) import UIKitStandIn\n"))
    #expect(!StepMeasure.importsUIKit("import PasswordService\n"))
  }

  @Test("A file's code lines leave out blank lines and comments")
  func codeLines() {
    #expect(StepMeasure.codeLines("// why\nimport A\n\n  /// doc\n  let a = 1 // note\n") == 2)
  }

  @Test("A lesson's diff counts its added and removed lines, not its file headers")
  func changedLines() {
    let diff = [
      "diff --git a/Step/A.swift b/Step/A.swift", "--- a/Step/A.swift", "+++ b/Step/A.swift",
      "@@ -1,2 +1,2 @@", " same", "-old", "+new", "+", "-",
    ]
    #expect(StepMeasure.changedLines(ofDiff: diff) == 4)
  }

  @Test("Each test is tallied by its file: a case each, or one for a test with no arguments")
  func tallies() {
    let stream = TestEventStream(
      text: [
        StreamLines.behavesTest,
        #"{"kind":"test","payload":{"id":"Step07Tests.X\/a()\/X.swift:3:4","kind":"function","name":"a()"},"version":0}"#,
        event("testStarted", "Step07Tests.Step07Suite\\/behaves(_:)\\/Step.swift:9:4", at: 1),
        event("testCaseEnded", "Step07Tests.Step07Suite\\/behaves(_:)\\/Step.swift:9:4", at: 2),
        event("testCaseEnded", "Step07Tests.Step07Suite\\/behaves(_:)\\/Step.swift:9:4", at: 2),
        event("testEnded", "Step07Tests.Step07Suite\\/behaves(_:)\\/Step.swift:9:4", at: 3.5),
        event("testStarted", "Step07Tests.X\\/a()\\/X.swift:3:4", at: 1),
        event("testEnded", "Step07Tests.X\\/a()\\/X.swift:3:4", at: 1.25),
      ].joined(separator: "\n"))
    #expect(
      stream.tallies(target: "Step07Tests") == [
        "Step.swift": TestTally(cases: 2, seconds: 2.5),
        "X.swift": TestTally(cases: 1, seconds: 0.25),
      ])
  }

  @Test("The table has a column a step, named with the step it starts from")
  func table() {
    var fat = StepMeasure(id: "GreetingOnFat", parent: "00")
    fat.codeAdded = 40
    fat.microSteps = [3, 12, 7]
    fat.mutants = .init(killed: 9, total: 10)
    let table = StepMeasure.table([fat, StepMeasure(id: "GreetingOnMVVM", parent: "52")])
    #expect(
      table.hasPrefix("| | GreetingOnFat (from 00) | GreetingOnMVVM (from 52) |\n|---|---|---|\n"))
    #expect(
      table.contains(
        "| lines changed in code files, comments included, vs its start (module names folded)"
          + " | +40 −0 | +0 −0 |"))
    #expect(
      table.contains(
        "| largest micro-step (changed lines, tests included) | 12 (micro-step 2) | none |"))
    #expect(
      table.contains(
        "| mutants killed (last Scripts/mutation-check) | 9 of 10 | no mutants, or not run |"))
  }

  func event(_ kind: String, _ id: String, at time: Double) -> String {
    #"{"kind":"event","payload":{"instant":{"absolute":\#(time),"since1970":0},"kind":"\#(kind)","testID":"\#(id)"},"version":0}"#
  }
}
