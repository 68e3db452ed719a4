// A lesson: a step's README.md, read in one place. The scripts reach it through KataTool: its
// readers in Scripts/lib/lessons.sh, and the tour.
//
// A lesson has a title ("# Step NN · Title"), a first paragraph, fields ("**Refactoring:** Extract
// Function. **Smell:** Long Function…", several on a line or each on its own; "**Pictures:** 0
// loaded, 1 waiting") and sections ("## What to notice in the diff"). Its micro-steps are in its
// "## Mechanics": each a heading "### K. Title", some prose, one fenced diff block and a closing
// line (`Closing`). A line inside a code fence holds no field and no heading.

import Foundation

/// A step's lesson, as the kata's tools read it.
public struct Lesson: Sendable {
  public let lines: [String]

  public init(text: String) {
    lines = Text.lines(text)
  }

  /// The lesson's first heading, without "# Step NN · " (a main step's) or "# ID · " (a step's
  /// beside the main path: "# MVP01 · ", "# LiveValidationOnFat · ").
  public var title: String? {
    guard let first = lines.first, first.hasPrefix("# ") else { return nil }
    let rest =
      first.hasPrefix("# Step ")
      ? first.dropFirst("# Step ".count).drop(while: Text.isDigit)
      : first.dropFirst(2).drop { $0.isASCII && ($0.isLetter || $0.isNumber) }
    guard rest.hasPrefix(" · ") else { return nil }
    return String(rest.dropFirst(" · ".count))
  }

  /// The lesson's first paragraph after its title.
  public var summary: [String] {
    var paragraph: [String] = []
    for line in lines.dropFirst() {
      if paragraph.isEmpty {
        guard let first = line.first, first != "#", !first.isWhitespace else { continue }
      } else if line.isEmpty {
        break
      }
      paragraph.append(line)
    }
    return paragraph
  }

  /// The value of the first "**NAME:** value" field, up to the next field on its line, without a
  /// closing full stop. A field starts its line, or follows another field on it: a "**NAME:**"
  /// in the middle of prose is no field.
  public func field(_ name: String) -> String? {
    for line in linesOutsideFences() {
      if let value = Self.fields(in: line).first(where: { $0.name == name })?.value {
        return value
      }
    }
    return nil
  }

  /// A moment of the screen the lesson shows after one of its micro-steps.
  public struct Picture: Sendable, Equatable {
    /// The micro-step, as the lesson writes it: 0 for the step itself.
    public var microStep: String
    /// The moment, one of those KataPictures draws.
    public var moment: String
  }

  /// The screen's moments the lesson shows, from its "**Pictures:** 0 loaded, 1 waiting" field.
  public var pictures: [Picture] {
    guard let field = field("Pictures") else { return [] }
    return field.split(separator: ",").compactMap { picture in
      let words = picture.split(whereSeparator: \.isWhitespace)
      guard let first = words.first else { return nil }
      return Picture(microStep: String(first), moment: words.count > 1 ? String(words[1]) : "")
    }
  }

  /// The lines of the section "## HEADING", without its heading; nil when there is none.
  public func section(_ heading: String) -> [String]? {
    var inside: [String]?
    for (line, fenced) in linesWithFences() {
      if !fenced && line.hasPrefix("## ") {
        if inside != nil { break }
        if line == "## " + heading { inside = [] }
        continue
      }
      inside?.append(line)
    }
    return inside
  }

  /// The lesson's title, every field and every section heading, in order, one a line, with tabs
  /// between the parts: "title", "field NAME VALUE", "section HEADING". A script that asks a
  /// lesson many questions reads it once this way.
  public var outline: [String] {
    var outline = title.map { ["title\t\($0)"] } ?? []
    for (line, fenced) in linesWithFences() where !fenced {
      if line.hasPrefix("## ") { outline.append("section\t\(line.dropFirst(3))") }
      for field in Self.fields(in: line) { outline.append("field\t\(field.name)\t\(field.value)") }
    }
    return outline
  }

  // MARK: - Fields and fences

  /// Each line, and whether it is inside a code fence; a fence's own lines count as inside.
  func linesWithFences() -> [(line: String, fenced: Bool)] {
    var fenced = false
    return lines.map { line in
      if line.hasPrefix("```") {
        fenced.toggle()
        return (line, true)
      }
      return (line, fenced)
    }
  }

  func linesOutsideFences() -> [String] {
    linesWithFences().filter { !$0.fenced }.map(\.line)
  }

  /// The fields a line starts with: "**A:** a. **B:** b" holds A and B.
  static func fields(in line: String) -> [(name: String, value: String)] {
    var fields: [(name: String, value: String)] = []
    var rest = Substring(line)
    while let (name, afterName) = fieldName(at: rest) {
      var value = afterName
      var next: Substring = ""
      // The next field on the same line, "… value. **Smell:** …", ends this one.
      var search = afterName.startIndex
      while let space = afterName[search...].firstIndex(of: " ") {
        let candidate = afterName[afterName.index(after: space)...]
        if fieldName(at: candidate) != nil {
          value = afterName[..<space]
          next = candidate
          break
        }
        search = afterName.index(after: space)
      }
      fields.append((name, trimmed(value)))
      rest = next
    }
    return fields
  }

  /// "**Name:** " at the start of TEXT: the name and what follows the marker.
  static func fieldName(at text: Substring) -> (String, Substring)? {
    guard text.hasPrefix("**"), let close = text.range(of: ":** ") else { return nil }
    let name = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
    guard let first = name.first, first.isASCII, first.isUppercase,
      name.allSatisfy({ ($0.isASCII && $0.isLetter) || $0 == " " })
    else { return nil }
    return (String(name), text[close.upperBound...])
  }

  static func trimmed(_ value: Substring) -> String {
    var value = value
    while value.last == " " { value = value.dropLast() }
    if value.last == "." { value = value.dropLast() }
    return String(value)
  }
}
