// check-kata's naming rules on a lesson: it names one refactoring, and a lesson that adds
// behaviour says so. A step adds behaviour when its mechanics expect red a test the step itself
// adds: a refactoring keeps every test green but those its lesson walks into on purpose, which
// the step before already had.

extension Lesson {
  /// The name a lesson that adds behaviour gives instead of a refactoring.
  public static let behaviourName = "New behaviour"

  /// The legend's names that the Refactoring field's first sentence mentions, in the order they
  /// appear, each once. A longer name is matched first, so that one inside it is not counted too.
  public func refactorings(in legend: [String]) -> [String] {
    var sentence = Substring(field("Refactoring") ?? "")
    if let end = sentence.range(of: ". ") { sentence = sentence[..<end.lowerBound] }
    var rest = String(sentence)
    var found: [(at: String.Index, name: String)] = []
    for name in legend.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
      while let range = rest.range(of: name) {
        if !found.contains(where: { $0.name == name }) { found.append((range.lowerBound, name)) }
        rest.replaceSubrange(range, with: String(repeating: "_", count: name.count))
      }
    }
    return found.sorted { $0.at < $1.at }.map(\.name)
  }

  /// Whether the lesson is named as behaviour, not as a refactoring.
  public var isNamedAsBehaviour: Bool {
    namedRefactoring.hasPrefix(Self.behaviourName)
  }

  /// The tests the mechanics expect red, in the order the micro-steps name them.
  public var plannedRedTests: [String] {
    mechanics.microSteps.flatMap { step -> [String] in
      guard let line = step.closing, case .plannedRed(let failing) = Closing(line: line) else {
        return []
      }
      return failing
    }
  }

  /// The naming rules step STEP's lesson breaks, given the legend and the names of the tests the
  /// step adds (its own tests' names that the step before it did not have).
  public func brokenNaming(step: String, legend: [String], addedTests: Set<String>) -> [String] {
    var broken: [String] = []
    let named = refactorings(in: legend)
    if named.count > 1 {
      broken.append(
        "step \(step): the lesson names \(named.count) refactorings (\(named.joined(separator: ", "))): "
          + "one a step, so split it")
    }
    let added = plannedRedTests.filter(addedTests.contains)
    if !isNamedAsBehaviour, let first = added.first {
      broken.append(
        "step \(step): the lesson expects red \"\(first)\", a test the step adds, so it adds "
          + "behaviour: name it '\(Self.behaviourName), tests first: …'")
    }
    return broken
  }
}

/// The display names `@Test("…")` gives in Swift source, a name on the line after `@Test(`
/// included, as swift-format wraps a long one.
public enum TestNames {
  public static func declared(in source: String) -> [String] {
    let lines = Text.lines(source).map { $0.drop { $0 == " " } }
    return lines.indices.compactMap { k in
      var text = lines[k]
      if text == "@Test(", k + 1 < lines.count {
        text = lines[k + 1]
      } else if text.hasPrefix("@Test(") {
        text = text.dropFirst("@Test(".count)
      } else {
        return nil
      }
      guard text.first == "\"", let end = text.dropFirst().firstIndex(of: "\"") else { return nil }
      return String(text[text.index(after: text.startIndex)..<end])
    }
  }
}
