// What the kata's tools read in its Package.swift: the list of steps and the tools version.

/// The kata's Package.swift, read as text: the tools do not run it.
public enum PackageManifest {
  /// The steps of the list `let steps = [` … `]`, as "NN_Name", one an entry line
  /// (`  "07_InlineMessageVariable",`), in order. A line of the list that is no such entry is
  /// left out; no list, no steps.
  public static func steps(in manifest: String) -> [String] {
    var steps: [String] = []
    var inside = false
    for line in Text.lines(manifest) {
      if inside {
        if line.hasPrefix("]") { inside = false }
      } else if line.hasPrefix("let steps = [") {
        inside = true
      } else {
        continue
      }
      if let step = entry(line) { steps.append(step) }
    }
    return steps
  }

  /// `"NN_Name",` with spaces around, the comma optional: NN_Name.
  static func entry(_ line: String) -> String? {
    var rest = Substring(line.drop { $0 == " " })
    while rest.last == " " { rest = rest.dropLast() }
    if rest.last == "," { rest = rest.dropLast() }
    guard rest.count >= 5, rest.first == "\"", rest.last == "\"" else { return nil }
    let step = rest.dropFirst().dropLast()
    let name = step.dropFirst(3)
    guard step.prefix(2).allSatisfy(Text.isDigit), step.dropFirst(2).first == "_",
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    return String(step)
  }

  /// The version of `// swift-tools-version: 6.0`, the toolchain floor; "" when there is none.
  public static func toolsVersion(in manifest: String) -> String {
    let marker = "// swift-tools-version:"
    return Text.lines(manifest).filter { $0.hasPrefix(marker) }.map { line in
      String(
        line.dropFirst(marker.count).drop { $0 == " " }.prefix { Text.isDigit($0) || $0 == "." })
    }.joined(separator: "\n")
  }
}
