import Foundation

/// The approved transcripts: what step 00 did in every scenario, committed as one text file in
/// `Tests/GoldenMaster/`. Every step's transcripts must match them.
public enum ApprovedTranscripts {
  /// Set by `Scripts/approve-golden-master` to write the file instead of comparing with it.
  public static let isApproving =
    ProcessInfo.processInfo.environment["KATA_APPROVE_GOLDEN_MASTER"] == "1"

  /// The file, found from the path of a test file in `Tests/<target>/`.
  public static func fileURL(besideTestFile testFile: String) -> URL {
    URL(fileURLWithPath: testFile)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("GoldenMaster/approved-transcripts.txt")
  }

  /// Every approved transcript, by scenario index.
  public static func read(from url: URL) throws -> [Int: [String]] {
    let text = try String(contentsOf: url, encoding: .utf8)
    var transcripts: [Int: [String]] = [:]
    var current: Int?
    // Split as bytes: a split by Character weighs every grapheme of the file, on every test run.
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let line = Substring(bytes)
      if line.hasPrefix("=== scenario ") {
        current = Int(line.dropFirst("=== scenario ".count).prefix { $0.isNumber })
        if let current { transcripts[current] = [] }
      } else if let current, !line.isEmpty {
        transcripts[current]?.append(String(line))
      }
    }
    return transcripts
  }

  public static func write(_ transcripts: [(Scenario, [String])], to url: URL) throws {
    var text = """
      # Approved transcripts of the Change Password screen, one per scenario, made from step 00
      # by Scripts/approve-golden-master. Do not edit by hand: every step must match them.

      """
    for (index, (scenario, lines)) in transcripts.enumerated() {
      text += "\n=== scenario \(index) (seed \(scenario.seed))\n"
      text += lines.joined(separator: "\n") + "\n"
    }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// A short report of the first difference, or nil when the transcripts agree.
  public static func firstDifference(
    scenario index: Int, seed: UInt64, approved: [String], actual: [String]
  ) -> String? {
    guard approved != actual else { return nil }
    let position =
      zip(approved, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(approved.count, actual.count)
    let event = (approved[..<min(position, approved.count)]).last { !$0.hasPrefix("  ") } ?? "start"
    let expected = position < approved.count ? approved[position] : "(the transcript ends)"
    let got = position < actual.count ? actual[position] : "(the transcript ends)"
    return """
      Scenario \(index) (seed \(seed)) differs from step 00 at line \(position + 1), \
      after "\(event)":
        expected: \(expected.trimmingCharacters(in: .whitespaces))
        got:      \(got.trimmingCharacters(in: .whitespaces))
      Look for it under "=== scenario \(index)" in Tests/GoldenMaster/approved-transcripts.txt.
      """
  }
}
