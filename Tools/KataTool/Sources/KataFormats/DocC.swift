// How the tour writes text into a DocC catalog, so that DocC reads it back as it was written.
//
// A directive's argument is a quoted literal on one line (swift-markdown,
// Sources/Markdown/Base/DirectiveArgument.swift): a backslash makes the next character part of
// it, and stays in the value (its BlockDirectiveParserTests, testEscapedValue), which DocC takes
// as it is (swift-docc, String's init?(rawDirectiveArgumentValue:)). So no escape puts a " into a
// value: `\"` shows its backslash.
//
// A directive's body is Markdown, split into directives first (swift-markdown,
// Sources/Markdown/Parser/BlockDirectiveParser.swift): a line that starts with @ opens a
// directive, a line that starts with } closes one, and so does the first line of a body when it
// ends with }. The rest is CommonMark, where a backslash escapes any ASCII punctuation.
//
// What docc (Swift 6.3.1) made of a catalog written to try it: it drops raw HTML (`<b>`) from
// Markdown, shows a " there as “ or ”, and writes a backslash in an image's file name
// unescaped into its JSON, which no browser then reads.

import Foundation

/// The escapes for each kind of text the tour writes into the catalog.
public enum DocC {
  /// TEXT as a quoted directive argument. A line break becomes a space; a " becomes “ or ”, as
  /// DocC shows a " in Markdown; a backslash that ends the text gets a space after it, or it
  /// would escape the closing quote. Anything else, < and \ too, DocC reads as it is.
  public static func argument(_ text: String) -> String {
    var out = ""
    var previous: Character?
    for character in oneLine(text) {
      if character == "\"" {
        let opens = previous.map { $0.isWhitespace || "([{“".contains($0) } ?? true
        out.append(opens ? "“" : "”")
      } else {
        out.append(character)
      }
      previous = character
    }
    if out.hasSuffix("\\") { out += " " }
    return "\"" + out + "\""
  }

  /// A file's name as a directive argument; nil when DocC could not find the file by it: the
  /// name holds a " or a line break, which no argument holds, or a backslash, which DocC writes
  /// unescaped into its JSON.
  public static func fileArgument(_ name: String) -> String? {
    guard !name.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
    return "\"" + name + "\""
  }

  /// Plain TEXT (an alt text) as Markdown on one line, each character read back as it is: a
  /// backslash before each character Markdown would read as markup, and before a first
  /// character that would start a block (a heading, a list, a quote). DocC still curls its
  /// quotes, as everywhere in its Markdown.
  public static func text(_ text: String) -> String {
    let text = oneLine(text).trimmingCharacters(in: .whitespaces)
    var out = ""
    for (index, character) in text.enumerated() {
      let startsABlock = index == 0 && "#>-+=|".contains(character)
      if "\\`*_~[]<&".contains(character) || startsABlock { out.append("\\") }
      out.append(character)
    }
    // "1. " or "1) " would start a numbered list.
    let digits = out.prefix(while: Text.isDigit)
    if !digits.isEmpty, let mark = out.dropFirst(digits.count).first, mark == "." || mark == ")" {
      out.insert("\\", at: out.index(out.startIndex, offsetBy: digits.count))
    }
    return out
  }

  /// A Markdown field (a lesson's or the syllabus's) on one line, its markup kept: a line break
  /// becomes a space, and a < outside code gets a backslash, so that DocC shows it rather than
  /// dropping it as HTML.
  public static func markdown(_ text: String) -> String {
    var out = ""
    var rest = Substring(oneLine(text))
    while let character = rest.first {
      if character == "\\", let next = rest.dropFirst().first, next.isASCII,
        next.isPunctuation || next.isSymbol
      {
        // An escape already there stays as it is.
        out += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else if character == "`" {
        let fence = rest.prefix { $0 == "`" }
        let afterFence = rest.dropFirst(fence.count)
        if let close = closingFence(fence.count, in: afterFence) {
          out += rest[..<close]
          rest = rest[close...]
        } else {
          out += fence
          rest = afterFence
        }
      } else {
        if character == "<" { out.append("\\") }
        out.append(character)
        rest = rest.dropFirst()
      }
    }
    return out
  }

  /// LINE made safe as a line of a directive's body: a backslash before an @ or a } that starts
  /// it, and a } that ends it written `&#125;`, so that it neither opens nor closes a directive.
  /// A line indented 4 spaces or more is code, where neither counts.
  public static func line(_ line: String) -> String {
    let indent = line.prefix { $0 == " " }
    guard indent.count < 4 else { return line }
    var out = String(line)
    if let first = out.dropFirst(indent.count).first, first == "@" || first == "}" {
      out.insert("\\", at: out.index(out.startIndex, offsetBy: indent.count))
    }
    let trailing = out.reversed().prefix { $0 == " " || $0 == "\t" }.count
    var body = out.dropLast(trailing)
    guard body.last == "}" else { return out }
    body = body.dropLast()
    // A backslash that escaped the } would now escape the &.
    let backslashes = body.reversed().prefix { $0 == "\\" }.count
    if backslashes % 2 == 1 { body = body.dropLast() }
    return body + "&#125;" + out.suffix(trailing)
  }

  /// A lesson's lines of Markdown, each made safe as `line` and `markdown` make it, but for the
  /// lines inside a code fence and those indented 4 spaces or more, which may be code, and stay
  /// as they are.
  public static func block(_ lines: [String]) -> [String] {
    var fenced = false
    return lines.map { text in
      let trimmed = text.drop { $0 == " " }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fenced.toggle()
        return text
      }
      if fenced || text.count - trimmed.count >= 4 { return text }
      return line(markdown(text))
    }
  }

  /// NAME (a file's) as Markdown code: between more backticks than it holds in a row.
  public static func code(_ name: String) -> String {
    var longest = 0
    var run = 0
    for character in name {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = name.hasPrefix("`") || name.hasSuffix("`") ? " " : ""
    return fence + padding + name + padding + fence
  }

  /// TEXT with each line break a space.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  /// Where a code span that opened with COUNT backticks ends in TEXT, after its closing
  /// backticks; nil when none closes it.
  static func closingFence(_ count: Int, in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index] == "`" else {
        index = text.index(after: index)
        continue
      }
      let run = text[index...].prefix { $0 == "`" }
      if run.count == count { return run.endIndex }
      index = run.endIndex
    }
    return nil
  }
}
