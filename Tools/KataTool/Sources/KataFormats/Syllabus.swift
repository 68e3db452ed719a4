// The syllabus, Steps/README.md, read in one place: its table of steps, whose columns are found by
// their header, so a new column breaks no tool; the legend of the catalogues' names; and the acts
// of the story.

import Foundation

/// The kata's syllabus.
public struct Syllabus: Sendable {
  public let lines: [String]

  public init(text: String) {
    lines = Text.lines(text)
  }

  /// A row's cell in one column.
  public struct Cell: Sendable, Equatable {
    public var step: String
    public var text: String
  }

  /// Every row's cell under HEADER, in the table's order; empty when no column has that header.
  public func column(_ header: String) -> [Cell] {
    var index: Int?
    var cells: [Cell] = []
    for line in lines {
      let fields = Self.cells(of: line)
      if line.hasPrefix("| step |") {
        index = fields.indices.dropFirst().dropLast().last { fields[$0] == header } ?? index
        continue
      }
      guard let index, fields.count > max(index, 1), Self.isStep(fields[1]) else { continue }
      cells.append(Cell(step: fields[1], text: fields[index]))
    }
    return cells
  }

  /// Step STEP's cell under HEADER; nil when there is no such row or column.
  public func cell(step: String, _ header: String) -> String? {
    column(header).first { $0.step == step }?.text
  }

  /// The refactorings the legend defines: the first column of the table under "## The catalogue
  /// names".
  public var legend: [String] {
    var inside = false
    var names: [String] = []
    for line in lines {
      if line.hasPrefix("## ") {
        inside = line == "## The catalogue names"
        continue
      }
      guard inside, line.hasPrefix("| "), !line.hasPrefix("| refactoring |"),
        !line.allSatisfy({ "-| ".contains($0) })
      else { continue }
      names.append(Self.cells(of: line).dropFirst().first ?? "")
    }
    return names
  }

  /// One act of the story: a paragraph that starts "**Name (steps A–B)**".
  public struct Act: Sendable, Equatable {
    public var firstStep: String
    public var name: String
    /// The act's name and the rest of the paragraph's first sentence.
    public var summary: String
  }

  /// The acts, in order.
  public var acts: [Act] {
    var acts: [Act] = []
    var current: (first: String, name: String, text: String)?
    func flush() {
      guard let act = current else { return }
      var text = act.text
      if let end = text.range(of: ". ") { text = String(text[..<end.lowerBound]) + "." }
      acts.append(Act(firstStep: act.first, name: act.name, summary: act.name + text))
      current = nil
    }
    for line in lines {
      if let heading = Self.actHeading(line) {
        flush()
        current = heading
      } else if current != nil && line.isEmpty {
        flush()
      } else if current != nil {
        current?.text += " " + line
      }
    }
    flush()
    return acts
  }

  /// "**Name (steps 01–12)** text": the first step, the name and the text.
  static func actHeading(_ line: String) -> (first: String, name: String, text: String)? {
    guard line.hasPrefix("**"), let open = line.range(of: " (steps "),
      let close = line.range(of: ")**", range: open.upperBound..<line.endIndex)
    else { return nil }
    let span = line[open.upperBound..<close.lowerBound]
    let first = span.prefix(while: Text.isDigit)
    let afterFirst = span.dropFirst(first.count)
    let separator = afterFirst.prefix { !Text.isDigit($0) }
    let last = afterFirst.dropFirst(separator.count)
    guard !first.isEmpty, !separator.isEmpty, !last.isEmpty, last.allSatisfy(Text.isDigit) else {
      return nil
    }
    let name = String(line[line.index(line.startIndex, offsetBy: 2)..<open.lowerBound])
    return (String(first), name, String(line[close.upperBound...]))
  }

  /// A table row's cells, trimmed of their spaces: "| a | b |" is "", "a", "b", "".
  static func cells(of line: String) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " "))
    }
  }

  /// A step's ID: NN on the main path, a branch's BNN (MVP01), a feature build's FeatureOnBase.
  static func isStep(_ cell: String) -> Bool {
    if cell.count == 2 { return cell.allSatisfy(Text.isDigit) }
    guard let first = cell.first, first.isASCII, first.isUppercase,
      cell.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return false }
    let digits = cell.suffix(2)
    if digits.allSatisfy(Text.isDigit) { return !cell.dropLast(2).contains(where: Text.isDigit) }
    return !cell.contains(where: Text.isDigit) && Step(folder: "Steps/Features/" + cell) != nil
  }
}
