// How Scripts/exercise compare sets layout aside, and how it shows the scratch package's test
// output with the participant's paths.

import Foundation

/// Layout the formatter leaves alone: where a line breaks, how much space between words, spaces
/// inside brackets and before commas, and the order of the imports. Text inside a word or a
/// string that loses its spaces is not layout, so spaces are squeezed, not deleted.
public enum Layout {
  /// Whether two trees, each its Swift files' text by path, hold the same code once layout is set
  /// aside.
  public static func same(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> Bool {
    a.mapValues(squeezed) == b.mapValues(squeezed)
  }

  /// The lines from WORK to each of STATES (the lesson's micro-steps' results, the starting
  /// step's first), as DISTANCE counts them between two trees. Work that matches none exactly but
  /// one except layout (`same`, as compare decides) stands where that one does: a stray blank
  /// line leaves it on the lesson's path. FILES gives a tree's Swift files.
  public static func distances<Tree>(
    from work: Tree, to states: [Tree], files: (Tree) -> [String: [UInt8]],
    distance: (Tree, Tree) throws -> Int
  ) rethrows -> [Int] {
    let measured = try states.map { try distance($0, work) }
    let workFiles = files(work)
    guard !measured.contains(0),
      let match = states.firstIndex(where: { same(files($0), workFiles) })
    else { return measured }
    return try states.map { try distance($0, states[match]) }
  }

  /// A file's text with its imports sorted first, every run of spaces, tabs and line ends made one
  /// space, and no space after "(" or "[" or before ")", "]" or ",".
  public static func squeezed(_ text: [UInt8]) -> [UInt8] {
    var lines = text.split(separator: newline, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let isImport = { (line: ArraySlice<UInt8>) in line.starts(with: Array("import ".utf8)) }
    let imports = lines.filter(isImport).sorted { $0.lexicographicallyPrecedes($1) }
    var joined: [UInt8] = []
    for line in imports + lines.filter({ !isImport($0) }) {
      joined += line
      joined.append(newline)
    }
    var spaced: [UInt8] = []
    for byte in joined {
      let blank = byte == space || byte == tab || byte == newline
      if blank && spaced.last == space { continue }
      spaced.append(blank ? space : byte)
    }
    return removingSpaces(
      removingSpaces(spaced, after: Array("([".utf8)), before: Array(")],".utf8))
  }

  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")

  static func removingSpaces(_ text: [UInt8], after openers: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    while i < text.count {
      out.append(text[i])
      i += openers.contains(text[i]) && i + 1 < text.count && text[i + 1] == space ? 2 : 1
    }
    return out
  }

  static func removingSpaces(_ text: [UInt8], before closers: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    while i < text.count {
      if text[i] == space, i + 1 < text.count, closers.contains(text[i + 1]) {
        out.append(text[i + 1])
        i += 2
      } else {
        out.append(text[i])
        i += 1
      }
    }
    return out
  }
}

/// Which lines of a run the participant sees as they come: the build's, up to the moment the
/// tests start, when their event stream gets its first record. After it the console gives each
/// issue raw, dozens for one broken behaviour; the run's report gives the failures ranked and
/// readable instead (`TestEventStream.rankedFailures`). The log keeps every line.
public struct LiveOutput: Sendable, Equatable {
  public var quiet: Bool
  var testsStarted = false

  public init(quiet: Bool) { self.quiet = quiet }

  /// Whether the next line is shown, given whether the event stream has a record yet.
  public mutating func shows(eventsWritten: Bool) -> Bool {
    testsStarted = testsStarted || eventsWritten
    return !quiet && !testsStarted
  }
}

/// The scratch package's test output as the participant reads it: its paths are the
/// participant's files, not the package's links to them, and SwiftPM's warning about the files it
/// does not handle (a README.md among the shared modules' sources), with its list, is left out.
public struct ScratchOutput: Sendable {
  let replacements: [(from: [UInt8], to: [UInt8])]
  var skipping = false
  /// The diagnostics shown, "FILE:LINE:COLUMN: error: …" as shown: the compiler gives one twice
  /// when both the module's interface and the file's code are compiled.
  var shown: Set<[UInt8]> = []
  /// Whether the lines of source under a diagnostic shown before are being left out.
  var skippingSource = false

  /// SCRATCH, TOP and TESTS: the scratch package's folder, the kata's and the exercise's tests',
  /// the first two absolute, each ending in "/".
  public init(scratch: String, top: String, tests: String) {
    replacements = [
      (Array((scratch + "Code/").utf8), Array((top + "Exercise/").utf8)),
      (Array((scratch + "Tests/").utf8), Array((top + tests).utf8)),
      (Array((scratch + "Screen/").utf8), Array((top + tests).utf8)),
    ]
  }

  /// LINE, without its line end, as the participant reads it; nil when it is left out.
  /// A diagnostic shown before is left out with its lines of source, and so is what SwiftPM adds
  /// after the compiler's own errors ("error: fatalError", "error: emit-module command failed").
  public mutating func line(_ line: [UInt8]) -> [UInt8]? {
    if skipping && Self.isListed(line) { return nil }
    skipping = false
    if skippingSource && Self.isSource(line) { return nil }
    skippingSource = false
    if Self.isUnhandledWarning(line) {
      skipping = true
      return nil
    }
    var line = line
    for (from, to) in replacements { line = Self.replacing(from, with: to, in: line) }
    if Self.isNoise(line) { return nil }
    if Self.isDiagnostic(line) && !shown.insert(line).inserted {
      skippingSource = true
      return nil
    }
    return line
  }

  /// "FILE:LINE:COLUMN: error: …", or a warning or a note: a diagnostic's first line.
  public static func isDiagnostic(_ line: [UInt8]) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    for kind in [": error: ", ": warning: ", ": note: "] {
      guard let found = text.range(of: kind) else { continue }
      let place = text[..<found.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      if place.count >= 3,
        place.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(Text.isDigit) })
      {
        return true
      }
    }
    return false
  }

  /// " 12 |     code" or "    |     `- error: …": a line of source the compiler quotes under a
  /// diagnostic.
  static func isSource(_ line: [UInt8]) -> Bool {
    let space = UInt8(ascii: " ")
    var i = 0
    while i < line.count && line[i] == space { i += 1 }
    while i < line.count && Bytes.isDigit(line[i]) { i += 1 }
    while i < line.count && line[i] == space { i += 1 }
    return i > 0 && i < line.count && line[i] == UInt8(ascii: "|")
  }

  /// What SwiftPM says after the compiler's errors, which names no file and no line.
  static func isNoise(_ line: [UInt8]) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    return text == "error: fatalError" || text.hasPrefix("error: emit-module command failed")
      || (text.hasPrefix("error: compile command failed with exit code"))
  }

  /// "   /path": a line of the warning's list.
  static func isListed(_ line: [UInt8]) -> Bool {
    let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
    return spaces > 0 && line.count > spaces && line[spaces] == UInt8(ascii: "/")
  }

  /// "warning: 'scratch': found 1 file(s) which are unhandled; …".
  static func isUnhandledWarning(_ line: [UInt8]) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    guard let warning = text.range(of: "warning: ") else { return false }
    var rest = text[warning.upperBound...]
    while let found = rest.range(of: "found ") {
      let after = rest[found.upperBound...]
      let digits = after.prefix(while: Text.isDigit)
      if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix(" file(s) which are unhandled") {
        return true
      }
      rest = after
    }
    return false
  }

  static func replacing(_ from: [UInt8], with to: [UInt8], in line: [UInt8]) -> [UInt8] {
    guard !from.isEmpty, line.count >= from.count else { return line }
    var out: [UInt8] = []
    var i = 0
    while i < line.count {
      if i + from.count <= line.count, line[i..<(i + from.count)].elementsEqual(from) {
        out += to
        i += from.count
      } else {
        out.append(line[i])
        i += 1
      }
    }
    return out
  }
}
