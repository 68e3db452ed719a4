// What Scripts/exercise says after a run of the suite, and its three hints.

import Foundation

/// What the exercise says of the hole: when it starts from step STEP and its task is step HOLE,
/// titled TITLE, and where it stands.
public struct HoleReport: Sendable {
  public var step: String
  public var hole: String
  public var title: String

  public init(step: String, hole: String, title: String) {
    self.step = step
    self.hole = hole
    self.title = title
  }

  /// What start says, given the exercise's own test files (OWN TESTS, by name), the kata's first
  /// step, whose code git holds in Exercise/, and the feature's test files (FEATURE), when a feature
  /// build is the hole (git holds none in Tests/ExerciseFeature/).
  public func started(ownTests: [String], firstStep: String, feature: [String] = []) -> String {
    var out = "Exercise/ now holds step \(step). Your task: step \(hole), \(title).\n"
    if ownTests.contains(where: { $0 != "Step.swift" && $0 != "Screen.swift" }) {
      out +=
        "Tests/ExerciseTests/ holds step \(step)'s own tests (its view model's, and its view's "
        + "once it has them): change them with the code they test.\n"
    }
    if !feature.isEmpty {
      out +=
        "Tests/ExerciseFeature/ holds the feature's tests as the lesson starts from them: "
        + "every build of the feature runs them.\n"
    }
    out += """
      Take small steps, and run Scripts/exercise test (or tcr) after each one: keep it green.
      Stuck? Scripts/exercise hint: the smell, then the refactoring, then the next micro-step.
      Done? Scripts/exercise compare.

      """
    let shown = [
      step == firstStep ? nil : "Exercise/ as changed",
      feature.isEmpty ? nil : "Tests/ExerciseFeature/'s tests as new",
    ].compactMap { $0 }
    if !shown.isEmpty {
      out += "(git shows \(shown.joined(separator: " and ")): it is the workshop's scratch code, "
      out += """
        not for your commits.
        Scripts/exercise start \(firstStep) puts back what git has, after saving your work.)

        """
    }
    return out
  }

  /// What compare says when the hole is finished, given what starts the next hole on its path
  /// (`StepCatalog.nextExercise`), nil when it was the path's last.
  public func finished(next: String?) -> String {
    guard let next else {
      return "Hole \(hole) finished: its score is frozen. That was the last hole of its path: "
        + "Scripts/exercise score shows the card.\n"
    }
    return "Hole \(hole) finished: its score is frozen (Scripts/exercise score). Next hole: "
      + "Scripts/exercise start \(next).\n"
  }

  /// What status says first, given whether the work is still the starting step's.
  public func status(untouched: Bool) -> String {
    "Started from step \(step); the task is step \(hole), \(title).\n"
      + (untouched
        ? "Exercise/ is unchanged since the start.\n"
        : "Exercise/ has changes since the start (Scripts/exercise diff).\n")
  }
}

/// What one run of the exercise's loop says: how it ended, then the failing tests or the first
/// compile errors.
public struct RunReport: Sendable {
  public var kind: ExerciseEvent.Kind
  public var result: ExerciseEvent.Outcome
  public var linesSinceGreen: Int
  /// The micro-step whose red the lesson planned, and how many micro-steps were replayed.
  public var planned: String = ""
  public var count: Int = 0
  /// Where tcr kept the attempt it took back.
  public var kept: String = ""
  /// The file that holds the run's whole output, and what it holds.
  public var outputFile: String = ""
  public var output: String = ""
  /// The failing tests' names, ranked (`TestEventStream.rankedFailures`), and what the first one's
  /// first issue said.
  public var failing: [String] = []
  public var firstSaid: String = ""

  public init(kind: ExerciseEvent.Kind, result: ExerciseEvent.Outcome, linesSinceGreen: Int) {
    self.kind = kind
    self.result = result
    self.linesSinceGreen = linesSinceGreen
  }

  public var text: String {
    let lines = Self.lines(linesSinceGreen)
    let message: String
    var details = result == .red || result == .planned ? failingTests : compileErrors
    switch result {
    case .green:
      message = "green: recorded as the last green (\(lines) since the one before)"
      details = ""
    case .stopped:
      message =
        "stopped (Ctrl-C) before the suite ended: nothing is recorded and nothing is charged; "
        + "Exercise/ stays as it is"
        + (outputFile.isEmpty ? "" : " (\(outputFile) has the output so far)")
      details = ""
    case .planned:
      message =
        "red as the lesson planned (micro-step \(planned) of \(count)): the code stays, recorded "
        + "as the last good state; a later micro-step makes it green"
    default:
      let said = result == .red ? "red" : "did not compile"
      if kind == .tcr {
        message =
          "\(said): Exercise/ is back at the last green; the attempt is in \(kept) "
          + "(\(outputFile) has the whole output)"
      } else {
        message = "\(said): \(lines) since the last green (or the start)"
      }
    }
    return "exercise \(kind.word): \(message)\n" + details
  }

  /// The failing tests, at most ten, as ranked, what the first one expected under it.
  var failingTests: String {
    guard !failing.isEmpty else {
      // No test recorded an issue: the run ended early (a crash), as its output says; a red tcr
      // has said where that is.
      return outputFile.isEmpty || kind == .tcr
        ? "" : "  (no test recorded an issue: \(outputFile) has the whole output)\n"
    }
    var out =
      failing.count == 1
      ? "This test fails:\n"
      : "These \(failing.count) tests fail, those that name one behaviour first:\n"
    let said = firstSaid.prefix { $0 != "\n" }
    out += failing.prefix(10).enumerated().map { index, name in
      "  - \(name)\n" + (index == 0 && !said.isEmpty ? "      \(said)\n" : "")
    }.joined()
    // What each expectation said, and a lockstep net's sequence to paste, are only in the log;
    // a tcr that took the red back has said where it is.
    let saidWhere = kind == .tcr && result != .planned
    if failing.count > 10 {
      out += "  ... and \(failing.count - 10) more (in \(outputFile))\n"
    } else if !outputFile.isEmpty && !saidWhere {
      out += "  (\(outputFile) has the whole output)\n"
    }
    return out
  }

  /// Each compile error of the output once, by its file and line, at most five; when none names
  /// a file, the first five lines that hold an error (a link error). Nothing after a test run,
  /// whose output the participant has just read.
  var compileErrors: String {
    guard kind != .test else {
      return outputFile.isEmpty ? "" : "  (the errors are above; \(outputFile) has them too)\n"
    }
    let lines = Text.lines(output)
    var errors: [String] = []
    for line in lines
    where ScratchOutput.isDiagnostic(Array(line.utf8)) && line.contains(": error: ")
      && !errors.contains(line)
    {
      errors.append(line)
    }
    if errors.isEmpty { errors = lines.filter { $0.contains("error:") } }
    var out = errors.prefix(5).map { "  \($0)\n" }.joined()
    if errors.count > 5 { out += "  ... and \(errors.count - 5) more (in \(outputFile))\n" }
    return out
  }

  /// "1 line", "2 lines".
  static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }
}

extension Lesson {
  /// The exercise's hint RUNG, 1 to 3, for the hole this lesson teaches: the smell, the
  /// refactoring, then the micro-step after PLACE, with its diff, among the COUNT micro-steps
  /// replayed as code; the Mechanics' numbered list when there are none. After a LAST RUN that was
  /// red or did not compile (not a red the lesson planned), it first says to get back to green,
  /// and past the last micro-step, that is all it says: compare finishes a green hole only.
  public func hint(
    _ rung: Int, replayed count: Int, at place: Place,
    lastRun: ExerciseEvent.Outcome = .green
  ) -> String {
    guard lastRun == .red || lastRun == .broken else {
      return hint(rung, replayed: count, at: place)
    }
    let back =
      "your last run \(lastRun == .red ? "was red" : "did not compile"): get back to green "
      + "first. Undo your last change (Scripts/exercise diff shows your changes), or run "
      + "Scripts/exercise tcr, which on red puts the last green back and keeps your attempt.\n"
    if rung >= 3, count > 0, place.position >= min(count, mechanics.microSteps.count) {
      return "Hint 3 of 3: " + back
    }
    return "First, " + back + hint(rung, replayed: count, at: place)
  }

  func hint(_ rung: Int, replayed count: Int, at place: Place) -> String {
    switch rung {
    case 1:
      guard let smell = field("Smell") else {
        // A feature build's lesson names the smell its feature meets in a paragraph of its own.
        let met = featureSmell.map { "the smell the feature meets: \($0)." }
        return
          "Hint 1 of 3, \(met ?? "what the hole asks for: " + summary.joined(separator: " "))\n"
          + "Which test says the feature first? Write it before the code.\n"
      }
      return "Hint 1 of 3, the smell: \(smell).\n"
        + "Which refactoring removes it? Name it before you type.\n"
    case 2:
      let refactoring = field("Refactoring") ?? ""
      let title = title ?? ""
      return title.hasPrefix(refactoring)
        ? "Hint 2 of 3, the move: \(title).\n"
        : "Hint 2 of 3, the move: \(refactoring) (\(title)).\n"
    default:
      return count == 0 ? mechanicsHint : nextMicroStepHint(replayed: count, at: place)
    }
  }

  /// The first sentence of a feature lesson's "**The smell it meets.**" paragraph; nil when it
  /// has none.
  var featureSmell: String? {
    let marker = "**The smell it meets.** "
    guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return nil }
    let paragraph = lines[start...].prefix { !$0.isEmpty }.joined(separator: " ")
      .dropFirst(marker.count)
    let sentence = paragraph.range(of: ". ").map { paragraph[..<$0.lowerBound] } ?? paragraph
    return String(sentence.hasSuffix(".") ? sentence.dropLast() : sentence)
  }

  var mechanicsHint: String {
    let steps = (section("Mechanics") ?? []).filter(Self.isNumberedItem)
    return "Hint 3 of 3, the mechanics:\n"
      + steps.map { Self.exerciseCommand($0) + "\n" }.joined()
  }

  func nextMicroStepHint(replayed count: Int, at place: Place) -> String {
    var standing =
      place.position == 0
      ? "your code is still the starting step's"
      : "your code is micro-step \(place.position)'s result"
    if place.offset != 0 {
      standing += ", or closest to it (\(RunReport.lines(place.offset)) apart)"
    }
    guard place.position < min(count, mechanics.microSteps.count) else {
      return place.offset == 0
        ? "Hint 3 of 3: every micro-step of the lesson is in your code. Run Scripts/exercise compare.\n"
        : "Hint 3 of 3: \(standing), the lesson's last. Run Scripts/exercise compare: it shows what still differs.\n"
    }
    let k = place.position + 1
    let step = mechanics.microSteps[k - 1]
    var out =
      "Hint 3 of 3, the next micro-step (\(k) of \(count)): \(Self.unnumbered(step.title))\n"
    out += "(Where you are: \(standing). Step/ is Exercise/, StepTests/ is Tests/ExerciseTests/, "
    if mechanics.microSteps.contains(where: {
      $0.diff.contains { $0.hasPrefix("diff --git a/Feature/") }
    }) {
      out += "Feature/ is Tests/ExerciseFeature/, "
    }
    out += "StepNN is Exercise.)\n"
    out += step.diff.map { $0 + "\n" }.joined()
    if let closing = step.closing {
      let run = "Run the tests"
      out +=
        (closing.hasPrefix(run)
          ? "Run Scripts/exercise test" + closing.dropFirst(run.count) : closing)
      out += "\n"
      if case .plannedRed(let failing)? = Closing(line: closing),
        failing.contains(where: { !$0.isEmpty })
      {
        out += "This red is planned: Scripts/exercise tcr keeps it when exactly these tests fail.\n"
      }
    }
    return out
  }

  /// TITLE without a leading "K. ".
  static func unnumbered(_ title: String) -> String {
    let rest = title.drop(while: Text.isDigit)
    return rest.hasPrefix(". ") ? String(rest.dropFirst(2)) : title
  }

  /// LINE with "swift test --filter StepNNTests" made "Scripts/exercise test".
  static func exerciseCommand(_ line: String) -> String {
    let command = "swift test --filter Step"
    var out = ""
    var rest = Substring(line)
    while let found = rest.range(of: command) {
      let after = rest[found.upperBound...]
      let digits = after.prefix(2)
      if digits.count == 2, digits.allSatisfy(Text.isDigit), after.dropFirst(2).hasPrefix("Tests") {
        out += rest[..<found.lowerBound] + "Scripts/exercise test"
        rest = after.dropFirst(2 + "Tests".count)
      } else {
        out += rest[..<found.upperBound]
        rest = after
      }
    }
    return out + rest
  }
}

/// The attempts the exercise saved in .exercise/attempts/: a folder each, named
/// stepNN-YYYYMMDD-HHMMSS (and what ended it, -red or -broken), holding why it was saved.
public enum SavedAttempts {
  /// The attempts in FOLDER, oldest first: by the date and time in the name, not its step. WHY
  /// gives each one's reason, nil when it has none.
  public static func listing(folder: String, attempts: [(name: String, why: String?)]) -> String {
    guard !attempts.isEmpty else { return "No saved attempt yet.\n" }
    let lines = attempts.map { attempt -> (key: [UInt8], line: String) in
      let path = folder + "/" + attempt.name
      let name = Array(attempt.name.utf8)
      let stepped =
        name.count > 7 && name.starts(with: Array("step".utf8)) && name[6] == UInt8(ascii: "-")
        && name[4...5].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      let key = stepped ? Array(name.dropFirst(7)) : Array(path.utf8)
      var why = attempt.why ?? "saved"
      while why.hasSuffix("\n") { why.removeLast() }
      return (key + Array("|\(path)".utf8), "\(path): \(why)\n")
    }
    return lines.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.line).joined()
      + "Each holds Exercise/ and Tests/ as they were, and changes.diff against the starting step.\n"
      + "Scripts/exercise attempts restore ID puts one back (ID: its folder's name).\n"
  }
}
