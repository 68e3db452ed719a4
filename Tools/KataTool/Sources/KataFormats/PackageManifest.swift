// What the kata's tools read in its Package.swift: the lists of steps and the tools version; and
// how Scripts/new-step adds a step to a list.

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

  /// The quoted entries of the list `let NAME: [String] = [` … `]` (or `let NAME = [`), in
  /// order: `branchSteps` gives "MVP/MVP01_Name", `featureBuilds` "LiveValidationOnFat".
  public static func list(_ name: String, in manifest: String) -> [String] {
    var entries: [String] = []
    var inside = false
    for line in Text.lines(manifest) {
      if inside {
        if line.hasPrefix("]") { break }
        var entry = Substring(line.drop { $0 == " " })
        while entry.last == " " || entry.last == "," { entry = entry.dropLast() }
        if entry.count > 2, entry.first == "\"", entry.last == "\"" {
          entries.append(String(entry.dropFirst().dropLast()))
        }
      } else if isStart(of: name, line) {
        if line.hasSuffix("[]") { break }
        inside = true
      }
    }
    return entries
  }

  /// MANIFEST with ENTRY added at the end of the list NAME, an empty `= []` list opened up.
  public static func adding(_ entry: String, toList name: String, in manifest: String)
    throws(StepProblem) -> String
  {
    var lines = Text.lines(manifest)
    guard let start = lines.firstIndex(where: { isStart(of: name, $0) }) else {
      throw StepProblem("Package.swift has no list 'let \(name)'")
    }
    let line = "  \"\(entry)\","
    if lines[start].hasSuffix("[]") {
      lines[start].removeLast()
      lines.insert(contentsOf: [line, "]"], at: start + 1)
    } else {
      guard let end = lines[start...].firstIndex(where: { $0.hasPrefix("]") }) else {
        throw StepProblem("Package.swift's list '\(name)' has no closing ']'")
      }
      lines.insert(line, at: end)
    }
    return lines.joined(separator: "\n") + (manifest.hasSuffix("\n") ? "\n" : "")
  }

  /// MANIFEST with its list `let steps = [` holding STEPS ("NN_Name"), in order, and its other
  /// lines as they were.
  public static func settingSteps(_ steps: [String], in manifest: String) -> String {
    var lines = Text.lines(manifest)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("let steps = [") }),
      let end = lines[start...].firstIndex(where: { $0.hasPrefix("]") })
    else { return manifest }
    let kept = lines[(start + 1)..<end].filter { entry($0) == nil }
    lines.replaceSubrange(
      (start + 1)..<end, with: kept + steps.map { "  \"\($0)\"," })
    return lines.joined(separator: "\n") + (manifest.hasSuffix("\n") ? "\n" : "")
  }

  static func isStart(of name: String, _ line: String) -> Bool {
    (line.hasPrefix("let \(name) = [") || line.hasPrefix("let \(name): [String] = ["))
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
