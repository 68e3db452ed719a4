import KataFormats
import Testing

@Suite("What a feature build's lesson starts from")
struct FeatureStartTests {
  @Test("Only the micro-steps that change the feature's tests are undone, the last first")
  func undoOrder() {
    let diffs = [
      1: "diff --git a/Feature/Suite.swift b/Feature/Suite.swift\n",
      2: "diff --git a/Step/View.swift b/Step/View.swift\n",
      3: "diff --git a/Step/View.swift b/Step/View.swift\n"
        + "diff --git a/Feature/Net.swift b/Feature/Net.swift\n",
      4: "+diff --git a/Feature/Quoted.swift\n",
    ]
    let sut = FeatureStart.microStepsToUndo(count: 5) { diffs[$0] }
    #expect(sut == [3, 1])
  }
}
