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

/// The scratch package's test output as the participant reads it: its paths are the
/// participant's files, not the package's links to them, and SwiftPM's warning about the files it
/// does not handle (a README.md among the shared modules' sources), with its list, is left out.
public struct ScratchOutput: Sendable {
  let replacements: [(from: [UInt8], to: [UInt8])]
  var skipping = false

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
  public mutating func line(_ line: [UInt8]) -> [UInt8]? {
    if skipping && Self.isListed(line) { return nil }
    skipping = false
    if Self.isUnhandledWarning(line) {
      skipping = true
      return nil
    }
    var line = line
    for (from, to) in replacements { line = Self.replacing(from, with: to, in: line) }
    return line
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
