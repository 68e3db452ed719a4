// A lesson's "## Mechanics", split into its micro-steps, and the line that closes each one.

import Foundation

/// One micro-step of a lesson: "### K. Title", its prose, its diff and how its tests end.
public struct MicroStep: Sendable, Equatable {
  public var title: String
  public var prose: [String] = []
  public var diff: [String] = []
  /// The closing line, as written; nil when the micro-step has none.
  public var closing: String?
  /// What follows the diff, up to the next micro-step, but its closing line.
  public var after: [String] = []
}

/// A lesson cut around its micro-steps.
public struct Mechanics: Sendable, Equatable {
  /// The lesson up to and including "## Mechanics".
  public var head: [String] = []
  /// The Mechanics' text before the first micro-step; an old numbered list of micro-steps is
  /// left out.
  public var intro: [String] = []
  public var microSteps: [MicroStep] = []
  /// From the section after the Mechanics to the end.
  public var rest: [String] = []
}

extension Lesson {
  /// The lesson cut around its micro-steps. The diffs' paths start with Step/ (the step's folder)
  /// or StepTests/ (its own test files), and module names are folded to StepNN, so a diff never
  /// names a step.
  public var mechanics: Mechanics {
    enum Where { case head, mechanics, rest }
    enum Part { case prose, diff, closing }
    var result = Mechanics()
    var place = Where.head
    var part = Part.prose
    var fenced = false
    var oldList = false
    for line in lines {
      // A code fence's lines hold no heading; a micro-step's diff is a fence of its own.
      let fence = line.hasPrefix("```")
      if line.hasPrefix("## ") && !fenced {
        if place == .mechanics {
          place = .rest
        } else if place == .head && line == "## Mechanics" {
          result.head.append(line)
          place = .mechanics
          continue
        }
      }
      switch place {
      case .head:
        result.head.append(line)
        if fence { fenced.toggle() }
      case .rest: result.rest.append(line)
      case .mechanics:
        if !fenced, let title = Self.microStepTitle(line) {
          result.microSteps.append(MicroStep(title: title))
          part = .prose
          continue
        }
        guard !result.microSteps.isEmpty else {
          if !fenced && Self.isNumberedItem(line) { oldList = true }
          if !oldList { result.intro.append(line) }
          if fence { fenced.toggle() }
          continue
        }
        let k = result.microSteps.count - 1
        switch part {
        case .prose where line == "```diff" && !fenced:
          part = .diff
          fenced = true
        case .prose:
          result.microSteps[k].prose.append(line)
          if fence { fenced.toggle() }
        case .diff where line == "```":
          part = .closing
          fenced = false
        case .diff: result.microSteps[k].diff.append(line)
        case .closing where result.microSteps[k].closing == nil && !fenced && Closing.starts(line):
          result.microSteps[k].closing = line
        case .closing:
          result.microSteps[k].after.append(line)
          if fence { fenced.toggle() }
        }
      }
    }
    return result
  }

  /// "### K. Title": the title.
  static func microStepTitle(_ line: String) -> String? {
    guard line.hasPrefix("### ") else { return nil }
    let afterHashes = line.dropFirst(4)
    let digits = afterHashes.prefix(while: Text.isDigit)
    let rest = afterHashes.dropFirst(digits.count)
    guard !digits.isEmpty, rest.hasPrefix(". ") else { return nil }
    return String(rest.dropFirst(2))
  }

  /// "1. Something": a numbered list's item.
  static func isNumberedItem(_ line: String) -> Bool {
    let digits = line.prefix(while: Text.isDigit)
    return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
  }
}

/// The line that closes a micro-step: green, or a red the lesson plans, with the display names
/// of the tests that fail.
public enum Closing: Sendable, Equatable {
  case green
  case plannedRed(failing: [String])

  static let greenLine = "Run the tests: green."
  static let redMarker = "**Expect red.**"
  static let redPrefix = "**Expect red.** These tests fail: "

  /// Whether LINE closes a micro-step.
  static func starts(_ line: String) -> Bool {
    line.hasPrefix(greenLine) || line.hasPrefix(redMarker)
  }

  /// The closing LINE means; nil when it is none.
  public init?(line: String) {
    if line.hasPrefix(Self.redPrefix) {
      var names = line.dropFirst(Self.redPrefix.count)
      if names.last == "." { names = names.dropLast() }
      self = .plannedRed(failing: Self.names(in: names))
    } else if line.hasPrefix(Self.redMarker) {
      self = .plannedRed(failing: [])
    } else if line.hasPrefix(Self.greenLine) {
      self = .green
    } else {
      return nil
    }
  }

  /// The line a lesson writes.
  public var line: String {
    switch self {
    case .green: Self.greenLine
    case .plannedRed(let failing):
      Self.redPrefix + failing.map { "\"\($0)\"" }.joined(separator: "; ") + "."
    }
  }

  /// The test names a list like '"A"; "B"' holds: A and B.
  public static func names(in names: Substring) -> [String] {
    names.components(separatedBy: "\"; \"").map { name in
      var name = Substring(name)
      if name.first == "\"" { name = name.dropFirst() }
      if name.last == "\"" { name = name.dropLast() }
      return String(name)
    }
  }
}
