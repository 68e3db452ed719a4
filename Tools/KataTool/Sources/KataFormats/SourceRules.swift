// check-kata's rules on Swift sources. The steps and the exercise use only what UIKit has: no
// test-only part of the stand-in, no call of a delegate method UIKit declares optional, nothing
// but the modules an app target has, and an iOS 26 override marked as one, or in a class marked so. What a step's code
// uses says which iOS it needs. And no file uses a Swift newer than the declared floor.

/// The rules on one Swift file.
public enum SourceRules {
  /// The modules a step's screen may import, as an app's would.
  public static let appModules: Set<String> = [
    "UIKitStandIn", "PasswordService", "Foundation", "Observation",
  ]

  /// The rules a step's or the exercise's file at PATH breaks, one message each.
  public static func broken(screenFile path: String, text: String) -> [String] {
    var broken: [String] = []
    if text.contains("@_spi") {
      broken.append("\(path): imports the stand-in's test-only members (@_spi); UIKit has none")
    }
    let lines = Text.lines(text)
    for (index, line) in lines.enumerated()
    where line.contains("textField") && callsADelegateMethod(line) {
      broken.append(
        "\(path):\(index + 1):\(line): calls a UITextFieldDelegate method, which is optional in "
          + "UIKit; let the text field call it")
    }
    for (index, line) in lines.enumerated() where callsAPresentationDelegateMethod(line) {
      broken.append(
        "\(path):\(index + 1):\(line): calls a UIAdaptivePresentationControllerDelegate method, "
          + "which is optional in UIKit; let the presentation controller call it")
    }
    for module in lines.compactMap(importedModule) where !appModules.contains(module) {
      broken.append("\(path): imports \(module), which an app's screen would not")
    }
    let classMarked = lines.indices.contains { index in
      index + 1 < lines.count && (availableiOS(in: lines[index]) ?? 0) >= 26
        && lines[index + 1].contains("class ")
    }
    for (index, line) in lines.enumerated() where overridesUpdateProperties(line) && !classMarked {
      let before = index > 0 ? lines[index - 1] : ""
      guard (availableiOS(in: line) ?? availableiOS(in: before) ?? 0) < 26 else { continue }
      broken.append(
        "\(path):\(index + 1):\(line): overrides updateProperties(), new in iOS 26, without "
          + "@available(iOS 26.0, *); an app that also runs on an older iOS would not compile")
    }
    return broken
  }

  /// Whether the line declares an override of `updateProperties()`.
  static func overridesUpdateProperties(_ line: String) -> Bool {
    line.contains("override func updateProperties()") && !isComment(line)
  }

  /// N in `@available(iOS N…` on the line; nil when the line has none.
  static func availableiOS(in line: String) -> Int? {
    guard let marker = line.range(of: "@available(iOS ") else { return nil }
    return Int(line[marker.upperBound...].prefix(while: Text.isDigit))
  }

  static func isComment(_ line: String) -> Bool {
    line.drop { $0 == " " }.hasPrefix("//")
  }

  // MARK: - The iOS a screen's code needs

  /// What a step's code uses that sets the iOS it needs, with the iOS Apple's pages give each:
  /// a line that holds the marker needs that iOS or later.
  public static let iOSMarkers: [(marker: String, what: String, iOS: Int)] = [
    ("UIBarButtonItem(systemItem:", "UIBarButtonItem(systemItem:primaryAction:menu:)", 14),
    (".primaryAction", "UIBarButtonItem.primaryAction", 14),
    ("@Observable", "the Observable() macro", 17),
    ("withObservationTracking(", "withObservationTracking(_:onChange:)", 17),
    ("func updateProperties()", "updateProperties()", 26),
    ("setNeedsUpdateProperties()", "setNeedsUpdateProperties()", 26),
    ("updatePropertiesIfNeeded()", "updatePropertiesIfNeeded()", 26),
  ]

  /// The iOS TEXT's code needs, the highest its markers need, and the first marker that needs
  /// it; nil when it holds none. A comment's line needs nothing, nor a member marked
  /// `@available(iOS N…` (on its line or the line before) with N at least the marker's, in a
  /// class with no `@available` of its own: an older iOS runs the class without that member.
  public static func iOSNeeded(by text: String) -> (iOS: Int, what: String)? {
    var needed: (iOS: Int, what: String)?
    let lines = Text.lines(text)
    let classMarked = lines.indices.contains { index in
      index + 1 < lines.count && availableiOS(in: lines[index]) != nil
        && lines[index + 1].contains("class ")
    }
    for (index, line) in lines.enumerated() where !isComment(line) {
      let before = index > 0 ? lines[index - 1] : ""
      let marked = classMarked ? nil : (availableiOS(in: line) ?? availableiOS(in: before))
      for marker in iOSMarkers
      where marker.iOS > (needed?.iOS ?? 0) && line.contains(marker.marker)
        && marker.iOS > (marked ?? 0)
      {
        needed = (marker.iOS, marker.what)
      }
    }
    return needed
  }

  /// Whether the line calls `textField…(` directly. A declaration (`func textField…`) is no call,
  /// nor a step's own helper called with a labelled first argument: `textField(for: field)`.
  static func callsADelegateMethod(_ line: String) -> Bool {
    let characters = Array(line)
    var calls = false
    var helper = false
    for start in characters.indices where characters[start...].starts(with: "textField") {
      var end = start + "textField".count
      if end < characters.count, characters[end] == "(" {
        let before = start > 0 ? characters[start - 1] : " "
        if !isLetter(before), isLabel(characters[(end + 1)...]) { helper = true }
      }
      while end < characters.count, isLetter(characters[end]) { end += 1 }
      if end < characters.count, characters[end] == "(" { calls = true }
    }
    return calls && !helper && !line.contains("func textField")
  }

  /// Whether the line calls one of the presentation controller's delegate methods the stand-in
  /// has, rather than declaring it.
  static func callsAPresentationDelegateMethod(_ line: String) -> Bool {
    let methods = ["ShouldDismiss(", "WillDismiss(", "DidDismiss(", "DidAttemptToDismiss("]
    return !isComment(line) && !line.contains("func ")
      && methods.contains { line.contains("presentationController" + $0) }
  }

  /// "label:" at the start of TEXT: a lower-case letter, letters, a colon.
  static func isLabel(_ text: ArraySlice<Character>) -> Bool {
    guard let first = text.first, first.isASCII, first.isLowercase else { return false }
    return text.dropFirst().first { !isLetter($0) } == ":"
  }

  static func isLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  /// The module a line `import M` (`@testable import M`, `  @preconcurrency import M`) imports:
  /// what follows the line's last "import ".
  static func importedModule(_ line: String) -> String? {
    var rest = Substring(line.drop { $0 == " " })
    while rest.first == "@" {
      let attribute = rest.dropFirst().prefix { isLetter($0) || $0 == "_" }
      guard rest.dropFirst(1 + attribute.count).first == " " else { break }
      rest = rest.dropFirst(attribute.count + 2)
    }
    guard rest.hasPrefix("import "), let last = line.range(of: "import ", options: .backwards)
    else { return nil }
    return String(line[last.upperBound...])
  }

  /// What Swift versions after 6.0 added that code here would most likely reach for. Each is
  /// spelt with an escape, so that this file does not break the rule it makes.
  public static let newerThanSixZero = [
    "weak\u{20}let ", "func\u{20}`", "nonisolated\u{28}nonsending)", "\u{40}concurrent",
    "Inline\u{41}rray", "Observations\u{20}", "Observations\u{7B}", "Observations\u{28}",
  ]

  /// The lines of a file at PATH that need a Swift newer than FLOOR, one message each, as
  /// `git grep -n` prints them; none when the floor is not 6.0, whose newer features are listed.
  public static func newerThanTheFloor(path: String, text: String, floor: String) -> [String] {
    // The whole text first: most files use none of them.
    guard floor == "6.0", newerThanSixZero.contains(where: text.contains) else { return [] }
    return Text.lines(text).enumerated().filter { _, line in
      newerThanSixZero.contains { line.contains($0) }
    }.map { index, line in
      "\(path):\(index + 1):\(line): needs a Swift newer than the declared floor \(floor)"
    }
  }
}
