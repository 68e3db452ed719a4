import KataFormats
import Testing

@Suite("A hole played as Fowler writes the mechanics")
struct TextbookPlayTests {
  /// A lesson of the micro-steps given as their diffs' changed lines and closing lines.
  static func mechanics(_ microSteps: [(diff: [String], closing: String)]) -> Mechanics {
    var text = "# Step 05 · Extract Function\n\n## Mechanics\n"
    for (index, microStep) in microSteps.enumerated() {
      text += "\n### \(index + 1). Micro-step \(index + 1)\n\n```diff\n"
      text += "--- a/Step/P.swift\n+++ b/Step/P.swift\n@@ -1,3 +1,3 @@\n"
      text += microStep.diff.joined(separator: "\n") + "\n```\n\n\(microStep.closing)\n"
    }
    return Lesson(text: text + "\n## What to notice in the diff\n\nA call.\n").mechanics
  }

  static let green = "Run the tests: green."
  /// Extract Function's micro-steps: an empty function (3 lines added), the body copied into it
  /// and the old lines replaced by the call (3 added, 2 removed), and a name's change (1 and 1).
  static let extractFunction: [(diff: [String], closing: String)] = [
    (["+func send() {", "+}", "+"], green),
    (["+  validate()", "+  post()", "+  send()", "-  validate()", "-  post()"], green),
    (["-  send()", "+  sendRequest()"], green),
  ]

  @Test("A lesson played by the book, new lines first and the rest after, shoots par and finishes")
  func shootsPar() {
    let sut = TextbookPlay(hole: "05", mechanics: Self.mechanics(Self.extractFunction))
    #expect(sut.card?.par == 3)
    #expect(sut.card?.strokes == 3)
    #expect(sut.card?.finished == true)
    #expect(sut.miss == nil)
  }

  @Test("A micro-step that removes lines is played in two runs, one that only adds in one")
  func splitsWhatRemoves() {
    let sut = TextbookPlay(hole: "05", mechanics: Self.mechanics(Self.extractFunction))
    #expect(sut.microStepOfRun == [1, 2, 2, 3, 3, 0])
  }

  @Test("Each half of a split micro-step costs its share of the micro-step's lines, one in all")
  func splitCostsOne() {
    let sut = TextbookPlay(hole: "05", mechanics: Self.mechanics(Self.extractFunction))
    let costs = sut.log.events.compactMap { event -> Double? in
      if case .run(let run) = event { run.cost } else { nil }
    }
    #expect(costs == [1, 0.6, 0.4, 0.5, 0.5, 0])
  }

  @Test("A red the lesson plans ends red as planned, and the play still shoots par")
  func plannedRed() {
    let red = "**Expect red.** These tests fail: \"Greets by name\"."
    let sut = TextbookPlay(
      hole: "05",
      mechanics: Self.mechanics([
        (["-let text = 1", "+let name = 1"], red), (["+print(name)"], Self.green),
      ]))
    #expect(sut.card?.lights == "GPGG")
    #expect(sut.miss == nil)
  }

  @Test("A micro-step whose diff changes no line misses par, and the miss names the hole and it")
  func emptyMicroStepMisses() {
    let sut = TextbookPlay(
      hole: "05", mechanics: Self.mechanics([(["+func send() {}"], Self.green), ([], Self.green)]))
    #expect(
      sut.miss
        == "hole 05 misses par at micro-step 2 (Micro-step 2): its diff changes no line (played "
        + "as Fowler writes the mechanics (new lines first, then the rest), micro-step 1 costs "
        + "3.0 strokes, not 1)")
  }

  @Test("An empty micro-step's stroke goes to the micro-step before it, whose result is its own")
  func emptyMicroStepCostsTheOneBefore() {
    let sut = TextbookPlay(
      hole: "05",
      mechanics: Self.mechanics([(["+func send() {}"], Self.green), ([], Self.green)]))
    #expect(sut.strokes(ofMicroStep: 1) == 3)
    #expect(sut.strokes(ofMicroStep: 2) == 0)
  }

  @Test("A lesson without micro-steps as code has no path to play, and so no miss")
  func noPath() {
    let sut = TextbookPlay(hole: "05", mechanics: Self.mechanics([([], Self.green)]))
    #expect(!sut.hasPath)
    #expect(sut.miss == nil)
  }
}
