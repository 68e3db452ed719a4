/// What a feature build's lesson starts from: its feature's tests as the kata holds them, less
/// each micro-step's change to them (in Feature/), undone from the last micro-step to the first
/// (the build that writes the tests starts without them).
public enum FeatureStart {
  /// The micro-steps 1...COUNT whose diffs (DIFF K, nil for none) change Feature/, in the order
  /// to undo them: the last first.
  public static func microStepsToUndo(count: Int, diff: (Int) -> String?) -> [Int] {
    guard count >= 1 else { return [] }
    return (1...count).reversed().filter { diff($0).map(changesFeature) ?? false }
  }

  static func changesFeature(_ diff: String) -> Bool {
    Text.lines(diff).contains { $0.hasPrefix("diff --git a/Feature/") }
  }
}
