// check-kata's rules on a lesson after the first: its fields and sections, its cost, and the
// refactoring it names, which the syllabus's legend must define.

extension Lesson {
  /// The sections every lesson after step 00's has.
  public static let requiredSections = [
    "Mechanics", "What to notice in the diff", "Question for discussion",
  ]

  /// The refactoring the lesson names: its Refactoring field up to the first , . : ; or (, and
  /// without the spaces before it; "" when it has none.
  public var namedRefactoring: String {
    var name = (field("Refactoring") ?? "").prefix { !",.:;(".contains($0) }
    while name.last == " " { name = name.dropLast() }
    return String(name)
  }

  /// The rules step STEP's lesson breaks, one message each, given the refactorings the
  /// syllabus's legend defines (none: the legend's own rule says so, and names are not checked).
  public func broken(step: String, legend: [String]) -> [String] {
    var broken: [String] = []
    if (field("Refactoring") ?? "").isEmpty {
      broken.append("step \(step): the lesson lacks '**Refactoring:**'")
    }
    for heading in Self.requiredSections where section(heading) == nil {
      broken.append("step \(step): the lesson lacks '## \(heading)'")
    }
    if lines.contains(where: { $0.contains("TODO") }) {
      broken.append("step \(step): the lesson still says TODO")
    }
    if section("What it costs") == nil && (field("What it costs") ?? "").isEmpty {
      broken.append("step \(step): the lesson lacks what it costs ('## What it costs')")
    }
    let named = namedRefactoring
    if !named.isEmpty && legend.contains(where: { !$0.isEmpty }) && !legend.contains(named) {
      broken.append(
        "step \(step): the lesson names '\(named)', which the syllabus's legend does not define")
    }
    if !lines.contains(where: { $0.contains("Run the tests") }) {
      broken.append("step \(step): the lesson's mechanics never say to run the tests")
    }
    return broken
  }
}
