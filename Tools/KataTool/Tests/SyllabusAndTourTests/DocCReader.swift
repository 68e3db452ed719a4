// A reader of the tour's catalog files, for the tests, after the rules of swift-markdown
// (Sources/Markdown/Parser/BlockDirectiveParser.swift and Base/DirectiveArgument.swift) and
// CommonMark: it reads the directives, their arguments as DocC takes them, and what a line of
// Markdown shows. It throws where DocC would read another structure than the one the tour meant.

import Foundation

/// A directive: its name, its arguments, the lines of its body (not its children's) and its
/// children, in order.
struct Directive {
  var name: String
  var arguments: [String: String] = [:]
  var lines: [String] = []
  var children: [Directive] = []

  /// Every directive named NAME inside this one, at any depth, in order.
  func all(_ name: String) -> [Directive] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
  }

  /// The lines of the body that are not blank.
  var text: [String] { lines.filter { !$0.allSatisfy(\.isWhitespace) } }
}

struct Malformed: Error, CustomStringConvertible {
  let description: String
}

enum DocCReader {
  /// The directives of a tutorial file, as the children of a directive with no name.
  static func read(_ file: String) throws -> Directive {
    var stack = [Directive(name: "")]
    // Whether the top directive's body has a run of lines open: its first line, or the first
    // after a child, closes it when it ends with }.
    var runOpen = [true]
    var fenced = false
    for (number, line) in file.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      let isCode = fenced || line.count - trimmed.count >= 4
      if trimmed.hasPrefix("```") { fenced.toggle() }
      if !isCode && trimmed.hasPrefix("}") {
        guard trimmed.dropFirst().allSatisfy(\.isWhitespace), stack.count > 1 else {
          throw Malformed(description: "line \(number + 1) closes nothing, or more: \(line)")
        }
        let closed = stack.removeLast()
        runOpen.removeLast()
        stack[stack.count - 1].children.append(closed)
        runOpen[runOpen.count - 1] = false
      } else if !isCode && trimmed.hasPrefix("@") {
        let (directive, opens) = try opening(trimmed.dropFirst(), line: number + 1)
        if opens {
          stack.append(directive)
          runOpen.append(false)
        } else {
          stack[stack.count - 1].children.append(directive)
          runOpen[runOpen.count - 1] = false
        }
      } else {
        guard stack.count > 1 || line.allSatisfy(\.isWhitespace) else {
          throw Malformed(description: "line \(number + 1) is outside any directive: \(line)")
        }
        if !runOpen[runOpen.count - 1] && !line.allSatisfy(\.isWhitespace)
          && line.reversed().drop(while: \.isWhitespace).first == "}"
        {
          throw Malformed(description: "line \(number + 1) would close its directive: \(line)")
        }
        runOpen[runOpen.count - 1] = true
        stack[stack.count - 1].lines.append(String(line))
      }
    }
    guard stack.count == 1 else {
      throw Malformed(description: "\(stack.last?.name ?? "") is never closed")
    }
    return stack[0]
  }

  /// "Name(arguments) {" after the @: the directive, and whether it opens a body.
  static func opening(_ text: Substring, line: Int) throws -> (Directive, Bool) {
    let name = text.prefix { !"(),:{ \t".contains($0) }
    var rest = text.dropFirst(name.count).drop { $0 == " " }
    var directive = Directive(name: String(name))
    if rest.first == "(" {
      var end: Substring.Index?
      var escaped = false
      var quoted = false
      for index in rest.indices.dropFirst() {
        let character = rest[index]
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if quoted {
          quoted = character != "\""
        } else if character == "\"" {
          quoted = true
        } else if character == ")" {
          end = index
          break
        }
      }
      guard let end else { throw Malformed(description: "line \(line): no ) ends the arguments") }
      directive.arguments = try arguments(
        rest[rest.index(after: rest.startIndex)..<end], line: line)
      rest = rest[rest.index(after: end)...].drop { $0 == " " }
    }
    if rest == "{" { return (directive, true) }
    guard rest.isEmpty else { throw Malformed(description: "line \(line): \(rest) after @\(name)") }
    return (directive, false)
  }

  /// "name: value, name: "value"": each value as DocC takes it, escapes and all.
  static func arguments(_ text: Substring, line: Int) throws -> [String: String] {
    var found: [String: String] = [:]
    var rest = text.drop { $0 == " " }
    while !rest.isEmpty {
      let name = rest.prefix { !", :){".contains($0) }
      rest = rest.dropFirst(name.count).drop { $0 == " " }
      guard rest.first == ":" else {
        throw Malformed(description: "line \(line): no : after \(name)")
      }
      rest = rest.dropFirst().drop { $0 == " " }
      var value = ""
      if rest.first == "\"" {
        rest = rest.dropFirst()
        var escaped = false
        while let character = rest.first, escaped || character != "\"" {
          escaped = !escaped && character == "\\"
          value.append(character)
          rest = rest.dropFirst()
        }
        guard rest.first == "\"" else {
          throw Malformed(description: "line \(line): the value of \(name) is never closed")
        }
        rest = rest.dropFirst()
      } else {
        value = String(rest.prefix { !", :){".contains($0) })
        rest = rest.dropFirst(value.count)
      }
      guard found.updateValue(value, forKey: String(name)) == nil else {
        throw Malformed(description: "line \(line): \(name) twice")
      }
      rest = rest.drop { $0 == " " }
      guard rest.isEmpty || rest.first == "," else {
        throw Malformed(description: "line \(line): \(rest) after the value of \(name)")
      }
      rest = rest.dropFirst().drop { $0 == " " }
    }
    return found
  }

  /// What a line of Markdown shows: code spans without their backticks, escapes and character
  /// references read. Throws on what DocC would not show as text: raw HTML, and a line that
  /// starts a block other than a paragraph.
  static func markdown(_ line: String) throws -> String {
    let start = line.drop { $0 == " " }
    let digits = start.prefix { $0.isASCII && $0.isNumber }
    if let first = start.first,
      "#>-+=|".contains(first)
        || (!digits.isEmpty && [".", ")"].contains(start.dropFirst(digits.count).first))
    {
      throw Malformed(description: "it starts a block: \(line)")
    }
    var shown = ""
    var rest = Substring(line)
    while let character = rest.first {
      if character == "\\", let next = rest.dropFirst().first, next.isASCII,
        next.isPunctuation || next.isSymbol
      {
        shown.append(next)
        rest = rest.dropFirst(2)
      } else if character == "`" {
        let fence = rest.prefix { $0 == "`" }
        let after = rest.dropFirst(fence.count)
        if let close = after.range(of: String(fence)),
          after[close.upperBound...].first != "`"
        {
          var code = after[..<close.lowerBound]
          if code.hasPrefix(" ") && code.hasSuffix(" ") && code.count > 1 {
            code = code.dropFirst().dropLast()
          }
          shown += code
          rest = after[close.upperBound...]
        } else {
          shown += fence
          rest = after
        }
      } else if character == "&", rest.dropFirst().first == "#",
        let end = rest.firstIndex(of: ";"),
        let code = UInt32(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]),
        let scalar = Unicode.Scalar(code)
      {
        shown.unicodeScalars.append(scalar)
        rest = rest[rest.index(after: end)...]
      } else if character == "<", let next = rest.dropFirst().first,
        next.isLetter || "/!?".contains(next)
      {
        throw Malformed(description: "DocC drops it as HTML: \(rest)")
      } else {
        shown.append(character)
        rest = rest.dropFirst()
      }
    }
    return shown
  }
}
