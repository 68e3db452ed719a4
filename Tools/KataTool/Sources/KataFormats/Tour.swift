// The tour: the kata as a DocC tutorial, one per step, written from the lessons, the syllabus,
// the pictures KataPictures drew and each step's code. Scripts/tour does the git and process
// glue: it draws the pictures, replays each lesson's diffs into a stage folder, runs this, and
// converts the catalog with docc. Every text goes into the catalog through `DocC`'s escapes.

import Foundation

/// A moment of the screen that KataPictures draws, screen-<name>.svg, and its alt text.
public struct Moment: Sendable, Equatable {
  public var name: String
  public var alt: String

  public init(name: String, alt: String) {
    self.name = name
    self.alt = alt
  }
}

/// The stage Scripts/tour wrote, as the tour reads it: paths are relative to the stage, with "/"
/// between their parts ("07/before/Step/A.swift"). KataTool reads the stage's folder; the tests
/// give files in memory.
public protocol StageReader: Sendable {
  /// The file's bytes; nil when there is no such file.
  func contents(of path: String) -> Data?
  /// The files under FOLDER, at any depth, as paths relative to it; none when there is no folder.
  func files(under folder: String) -> [String]
}

/// What the tour is written from.
public struct TourInput: Sendable {
  /// Every step, in order, as two digits, and the lesson of each.
  public var steps: [String]
  public var lessons: [String: Lesson]
  public var syllabus: Syllabus
  /// The moments KataPictures drew, in the order the screen reaches them.
  public var moments: [Moment]
  /// The stage Scripts/tour wrote: NN/before (the step before, or nothing), NN/step (the step)
  /// and NN/K (after micro-step K), each with Step/ and StepTests/, module names folded.
  public var stage: any StageReader
  /// The step each step starts from, beside the main path too (`StepCatalog`); a main step
  /// missing here follows the one numbered before it.
  public var parents: [String: String]

  public init(
    steps: [String], lessons: [String: Lesson], syllabus: Syllabus, moments: [Moment],
    stage: any StageReader, parents: [String: String] = [:]
  ) {
    self.parents = parents
    self.steps = steps
    self.lessons = lessons
    self.syllabus = syllabus
    self.moments = moments
    self.stage = stage
  }
}

/// A tour that cannot be written, and why, in one line.
public struct TourProblem: Error, Equatable {
  public let message: String
}

/// The DocC catalog: ChangePasswordKata.tutorial, StepNN.tutorial, and the code and previous code
/// each step shows, in Resources/.
public struct Tour {
  let input: TourInput
  /// A file of the catalog: its path in the catalog, and its text.
  public struct File: Sendable, Equatable {
    public var path: String
    public var text: String
  }

  /// Code a step shows, to write into Resources/ under its name.
  public struct Resource: Sendable, Equatable {
    public var name: String
    public var contents: Data
  }

  public private(set) var files: [File] = []
  public private(set) var resources: [Resource] = []

  /// Writes the tutorials of STEPS (every step when empty) and the table of contents.
  public init(_ input: TourInput, writing steps: [String]) throws {
    self.input = input
    let written = steps.isEmpty ? input.steps : steps
    for step in written {
      files.append(File(path: "Step\(step).tutorial", text: try tutorial(step)))
    }
    files.append(File(path: "ChangePasswordKata.tutorial", text: try tableOfContents(written)))
  }

  // MARK: - One tutorial per step

  var firstStep: String { input.steps.first ?? "00" }

  func lesson(_ step: String) -> Lesson { input.lessons[step] ?? Lesson(text: "") }

  mutating func tutorial(_ step: String) throws -> String {
    try checkNamedPictures(step)
    let lesson = lesson(step)
    let isFirst = step == firstStep
    let title = DocC.argument("Step \(step) · \(lesson.title ?? "")")
    var out = "@Tutorial(time: \(timeBox(step))) {\n@Intro(title: \(title)) {\n"
    out += refactoringLine(step) ?? lines(DocC.block(lesson.summary))
    if isFirst {
      out +=
        "\n**Time box:** \(timeBox(step)) minutes. Run the tests with "
        + "`swift test --filter Step\(step)Tests`.\n\n"
    } else {
      out +=
        "\n**Time box:** \(timeBox(step)) minutes. See the diff with `Scripts/diff-steps \(step)`; "
        + "run the tests with `swift test --filter Step\(step)Tests`.\n\n"
    }
    out += "}\n\n"
    if isFirst { out += try screenSection() }
    let notice = withoutLeadingBlanks(
      (lesson.section("What to notice in the diff") ?? []).filter { !$0.hasPrefix("See it with") })
    var noticed = ""
    if let text = trailingNewlinesDropped(lines(DocC.block(notice))), !text.isEmpty {
      noticed = "**What to notice.** \(text)\n"
    }
    let microSteps = lesson.mechanics.microSteps
    if !microSteps.isEmpty && !isFirst {
      out += try microStepSections(step, microSteps, closing: noticed)
    } else {
      out += "@Section(title: \"\(isFirst ? "The code" : "Mechanics")\") {\n@ContentAndMedia {\n"
      let text = isFirst ? lesson.summary : withoutLeadingBlanks(lesson.section("Mechanics") ?? [])
      out += lines(DocC.block(text))
      out += "}\n\n@Steps {\n"
      out += try wholeStep(step)
      out += noticed + "}\n}\n\n"
    }
    out += assessment(step)
    out += "}\n"
    return out
  }

  /// "**Refactoring:** … **Smell:** …", one line made of the lesson's two fields; nil when it
  /// names no refactoring.
  func refactoringLine(_ step: String) -> String? {
    guard let refactoring = lesson(step).field("Refactoring"), !refactoring.isEmpty else {
      return nil
    }
    let refactoringText = DocC.markdown(refactoring)
    guard let smell = lesson(step).field("Smell"), !smell.isEmpty else {
      return DocC.line("**Refactoring:** \(refactoringText).") + "\n"
    }
    return DocC.line("**Refactoring:** \(refactoringText). **Smell:** \(DocC.markdown(smell)).")
      + "\n"
  }

  /// The time box, in minutes, from the syllabus's "time box" column; 5 when it gives none.
  func timeBox(_ step: String) -> String {
    let minutes = (input.syllabus.cell(step: step, "time box") ?? "").prefix(while: Text.isDigit)
    return minutes.isEmpty ? "5" : String(minutes)
  }

  /// What the screen does, every moment of it, on step 00's tutorial.
  func screenSection() throws -> String {
    var out = "@Section(title: \"The screen\") {\n@ContentAndMedia {\n"
    out += "What the screen does, drawn from the UIKit stand-in as the tests drive it.\n\n"
    out += try image(input.moments.first?.name ?? "loaded") + "\n}\n\n@Steps {\n"
    for moment in input.moments {
      out += "@Step {\n\(DocC.line(DocC.text(moment.alt)))\n\n\(try image(moment.name))\n}\n\n"
    }
    return out + "}\n}\n\n"
  }

  // MARK: - Pictures

  /// The moment the lesson names for micro-step K (0: the step itself); nil when it names none.
  func namedPicture(_ step: String, _ k: Int) -> String? {
    lesson(step).pictures.first { Int($0.microStep) == k }?.moment
  }

  func checkNamedPictures(_ step: String) throws {
    let drawn = input.moments.map(\.name)
    guard namedPicture(step, 0) != nil else {
      throw TourProblem(
        message: "lesson \(step) names no picture for the step: add a line "
          + "'**Pictures:** 0 MOMENT, 1 MOMENT, ...' (moments: \(drawn.joined(separator: " ")))")
    }
    for named in lesson(step).pictures.map(\.moment) where !named.isEmpty && !drawn.contains(named)
    {
      throw TourProblem(
        message: "lesson \(step) names a picture KataPictures does not draw: '\(named)' "
          + "(it draws: \(drawn.joined(separator: " ")))")
    }
  }

  func alt(_ moment: String) -> String {
    input.moments.first { $0.name == moment }?.alt ?? ""
  }

  /// The picture of MOMENT, with its alt text.
  func image(_ moment: String) throws -> String {
    "@Image(source: \(try fileArgument("screen-\(moment).svg")), alt: \(DocC.argument(alt(moment))))"
  }

  /// A step that shows the screen, on its own, so that the code beside it is never covered by a
  /// preview.
  func pictureStep(_ moment: String, _ what: String) throws -> String {
    "@Step {\n\(DocC.line("\(what) \(DocC.text(alt(moment)))"))\n\n\(try image(moment))\n}\n\n"
  }

  /// The name of a file in the catalog, as an argument; a name DocC could not find the file by
  /// stops the tour.
  func fileArgument(_ name: String) throws -> String {
    guard let argument = DocC.fileArgument(name) else {
      throw TourProblem(
        message: "the catalog cannot name the file '\(DocC.oneLine(name))': a file's name in "
          + "a DocC catalog holds no \", no backslash and no line break")
    }
    return argument
  }

  // MARK: - The code

  /// Step STEP's folder STATE in the stage: "before", "step" or a micro-step's number.
  func stage(_ step: String, _ state: String) -> String {
    step + "/" + state
  }

  /// One @Step showing PATH after against before; nothing when the file did not change. DocC
  /// highlights the lines that differ between the file and the previous one.
  mutating func codeStep(
    _ step: String, path: String, before: String, after: String, prose: String, key: String
  ) throws -> String {
    guard let code = input.stage.contents(of: after + "/" + path) else { return "" }
    let previous = input.stage.contents(of: before + "/" + path)
    if previous == code { return "" }
    let name = "step\(step)-\(key)-\(path.replacingOccurrences(of: "/", with: "-"))"
    var arguments = "name: \(DocC.argument(Self.lastPart(path))), file: \(try fileArgument(name))"
    resources.append(Resource(name: name, contents: code))
    if let previous {
      resources.append(Resource(name: "previous-\(name)", contents: previous))
      arguments += ", previousFile: \(try fileArgument("previous-\(name)"))"
    }
    return "@Step {\n\(trailingNewlinesDropped(prose) ?? "")\n\n@Code(\(arguments))\n}\n\n"
  }

  /// What follows the last "/" of PATH.
  static func lastPart(_ path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
  }

  /// One @Section per micro-step, so that DocC's section numbers are the lesson's micro-step
  /// numbers: its title, the screen it works on (the lesson's picture for it, else the step's),
  /// and one @Step, the file it changes most, after against before (the screen again when it
  /// changes no file). CLOSING ends the last section's steps.
  mutating func microStepSections(_ step: String, _ microSteps: [MicroStep], closing: String)
    throws -> String
  {
    var out = ""
    let moment = namedPicture(step, 0) ?? ""
    for (index, microStep) in microSteps.enumerated() {
      let k = index + 1
      let changes = Self.changedFiles(microStep.diff)
      let main = Self.mostChanged(changes)
      let others = changes.map(\.path).filter { $0 != main }.map(Self.lastPart)
      // DocC allows a step one paragraph, and a caption: the prose, then how the tests end.
      let title = DocC.markdown(microStep.title)
      let text = DocC.markdown(oneParagraph(microStep.prose))
      var caption = DocC.markdown(
        oneParagraph(microStep.closing.map { [$0] + microStep.after } ?? microStep.after))
      if !others.isEmpty {
        caption += " It also changes \(others.map(DocC.code).joined(separator: ", "))."
      }
      let prose = DocC.line("**\(title).** \(text)") + "\n\n" + DocC.line(caption) + "\n"
      let shown = namedPicture(step, k) ?? moment
      // A section's title is plain text: a code span's backticks would show.
      let plain = microStep.title.replacingOccurrences(of: "`", with: "")
      out += "@Section(title: \(DocC.argument("Micro-step \(k): \(plain)"))) {\n"
      out += "@ContentAndMedia {\n"
      out += DocC.line(
        "Micro-step \(k) of \(microSteps.count): the code after it, against the code before it. "
          + "The screen it works on: \(DocC.text(alt(shown)))")
      out += "\n\n\(try image(shown))\n}\n\n@Steps {\n"
      var code = ""
      if let main {
        code = try codeStep(
          step, path: main, before: stage(step, k == 1 ? "before" : String(k - 1)),
          after: stage(step, String(k)), prose: prose, key: String(k))
      }
      out += code.isEmpty ? "@Step {\n\(prose)\n\(try image(shown))\n}\n\n" : code
      out += (k == microSteps.count ? closing : "") + "}\n}\n\n"
    }
    return out
  }

  /// A file a micro-step's diff changes: its path, the lines it adds or removes, and whether the
  /// diff creates it.
  struct Change: Equatable {
    var path: String
    var lines = 0
    var created = false
  }

  /// The file a micro-step shows: the one its diff changes most; on a tie, one it creates, then
  /// the step's code before its tests, then the first in the diff.
  static func mostChanged(_ changes: [Change]) -> String? {
    func rank(_ change: Change) -> (Int, Int, Int) {
      (change.lines, change.created ? 1 : 0, change.path.hasPrefix("Step/") ? 1 : 0)
    }
    var best: Change?
    for change in changes where change.lines > 0 {
      if let chosen = best, rank(change) <= rank(chosen) { continue }
      best = change
    }
    return best?.path
  }

  /// The files a diff changes, in its order.
  static func changedFiles(_ diff: [String]) -> [Change] {
    var files: [Change] = []
    var current: Int?
    var fromNothing = false
    for line in diff {
      if line.hasPrefix("--- ") {
        fromNothing = line.hasPrefix("--- /dev/null")
      } else if line.hasPrefix("+++ ") {
        let path = line.dropFirst(4).prefix { $0 != " " && $0 != "\t" }
        if path.hasPrefix("b/") {
          files.append(Change(path: String(path.dropFirst(2)), created: fromNothing))
          current = files.count - 1
        } else {
          current = nil
        }
      } else if let current, let first = line.first, first == "+" || first == "-",
        let second = line.dropFirst().first, second != "+" && second != "-"
      {
        files[current].lines += 1
      }
    }
    return files
  }

  /// The step's whole diff, one @Step per file it changes; step 00's code as it is.
  mutating func wholeStep(_ step: String) throws -> String {
    let before = stage(step, "before")
    let after = stage(step, "step")
    let isFirst = step == firstStep
    var out = ""
    for path in swiftFiles(in: [before, after]) {
      let base = DocC.code(Self.lastPart(path))
      let prose =
        isFirst
        ? "Read \(base) as it is: the code every later step refactors.\n"
        : "The whole change to \(base) from step \(previous(step)) to step \(step).\n"
      out += try codeStep(step, path: path, before: before, after: after, prose: prose, key: "all")
    }
    if !isFirst {
      out += try pictureStep(namedPicture(step, 0) ?? "", "The screen this step works on:")
    }
    return out
  }

  /// The Swift files in the stage's FOLDERS, as paths like Step/X.swift, each once, in byte order.
  func swiftFiles(in folders: [String]) -> [String] {
    let paths = folders.flatMap { input.stage.files(under: $0) }.filter { $0.hasSuffix(".swift") }
    return Set(paths).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  func previous(_ step: String) -> String {
    input.parents[step] ?? Text.twoDigits(Text.whole(step) - 1)
  }

  // MARK: - The assessment

  /// The lesson's question, and a check of the smell this step removes, with two other steps'
  /// smells as the wrong answers.
  func assessment(_ step: String) -> String {
    let question = (lesson(step).section("Question for discussion") ?? []).filter { !$0.isEmpty }
      .joined(separator: " ").replacingTrailingSpaces()
    // The first step removes no smell: its question is asked with the next step's.
    guard let asked = step == firstStep ? input.steps.dropFirst().first : step, !question.isEmpty,
      let smell = input.syllabus.cell(step: asked, "smell"), !smell.isEmpty
    else { return "" }
    var out = "@Assessments {\n@MultipleChoice {\n\(DocC.line(DocC.markdown(question)))\n\n"
    out +=
      "There is no single answer: talk it over. To start from firm ground, which smell does "
      + "step \(asked) remove?\n\n"
    let correctAt = Text.whole(step) % 3
    var printed = false
    for (position, wrong) in wrongSmells(asked: asked, smell: smell).enumerated() {
      if position == correctAt && !printed {
        out += choice(true, asked, smell)
        printed = true
      }
      out += choice(false, wrong.step, wrong.text)
    }
    if !printed { out += choice(true, asked, smell) }
    return out + "}\n}\n"
  }

  /// Two smells of other steps that do not overlap SMELL, from a few steps after ASKED on.
  func wrongSmells(asked: String, smell: String) -> [Syllabus.Cell] {
    let others = input.syllabus.column("smell").filter {
      !$0.text.isEmpty && !Self.overlaps($0.text, smell) && $0.text != "(all of them)"
    }
    guard !others.isEmpty else { return [] }
    let start = others.firstIndex { Text.whole($0.step) > Text.whole(asked) + 4 } ?? 0
    var seen = Set<String>()
    var chosen: [Syllabus.Cell] = []
    for i in 0..<others.count where chosen.count < 2 {
      let other = others[(start + i) % others.count]
      if seen.insert(other.text).inserted { chosen.append(other) }
    }
    return chosen
  }

  /// A smell without its detail after ";", lower case: two smells that agree here overlap.
  static func core(_ smell: String) -> String {
    let head =
      smell.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return String(head).trimmingCharacters(in: .init(charactersIn: " ")).lowercased()
  }

  static func overlaps(_ a: String, _ b: String) -> Bool {
    let coreA = core(a)
    let coreB = core(b)
    return coreA == coreB || (!coreB.isEmpty && a.lowercased().contains(coreB))
      || (!coreA.isEmpty && b.lowercased().contains(coreA))
  }

  func choice(_ isCorrect: Bool, _ step: String, _ smell: String) -> String {
    let refactoring = DocC.markdown(input.syllabus.cell(step: step, "refactoring") ?? "")
    return """
      @Choice(isCorrect: \(isCorrect)) {
      \(DocC.line(DocC.markdown(smell)))

      @Justification(reaction: \(DocC.argument(isCorrect ? "That's it." : "Not this one."))) {
      \(DocC.line("Step \(step) removes it with: \(refactoring)."))
      }
      }


      """
  }

  // MARK: - The table of contents: one chapter per act of the story

  static let chapterPictures = ["loaded", "waiting", "success", "typing"]

  func act(of step: String) -> Syllabus.Act? {
    var chosen: Syllabus.Act?
    for act in input.syllabus.acts
    where chosen == nil || Text.whole(act.firstStep) <= Text.whole(step) {
      chosen = act
    }
    return chosen
  }

  /// The chapter of a step: its act on the main path; a chapter per branch ("The MVP branch",
  /// from its steps' IDs, MVP01) and one for the feature builds (LiveValidationOnFat) beside it.
  func chapter(of step: String) -> (name: String, summary: String?) {
    if step.allSatisfy(Text.isDigit) {
      let act = act(of: step)
      return (act?.name ?? "The steps", act?.summary)
    }
    guard step.suffix(2).allSatisfy(Text.isDigit) else {
      return ("Feature builds", "Each builds a feature on step 00 or on the last step, to compare.")
    }
    let branch = step.dropLast(2)
    let from = input.parents[String(branch) + "01"].map { " It branches from step \($0)." } ?? ""
    return ("The \(branch) branch", "Another way from the main path." + from)
  }

  func tableOfContents(_ steps: [String]) throws -> String {
    var out = "@Tutorials(name: \"ChangePasswordKata\") {\n"
    out += "@Intro(title: \"Change Password: from a fat presenter to MVVM\") {\n"
    out +=
      "A refactoring kata in small, green steps. Each tutorial is one step: its refactoring, "
      + "its micro-steps as code, and a question to discuss.\n\n}\n\n"
    var chapter: String?
    var index = 0
    for step in steps {
      let (name, actSummary) = self.chapter(of: step)
      if name != chapter {
        if chapter != nil { out += "}\n\n" }
        index += 1
        let picture = Self.chapterPictures[(index - 1) % Self.chapterPictures.count]
        let summary = DocC.line(DocC.markdown(actSummary ?? "\(name)."))
        out += "@Chapter(name: \(DocC.argument(name))) {\n\(summary)\n\n"
        out += try image(picture) + "\n\n"
        chapter = name
      }
      out += "@TutorialReference(tutorial: \"doc:Step\(step)\")\n"
    }
    return out + "}\n}\n"
  }
}

// MARK: - Text

/// Each line, and a newline after it.
func lines(_ lines: [String]) -> String {
  lines.map { $0 + "\n" }.joined()
}

/// The lines from the first that is not empty.
func withoutLeadingBlanks(_ lines: [String]) -> [String] {
  Array(lines.drop { $0.isEmpty })
}

/// TEXT without its trailing newlines, as the shell's $(…) gives it; nil for nil.
func trailingNewlinesDropped(_ text: String?) -> String? {
  guard var text else { return nil }
  while text.hasSuffix("\n") { text.removeLast() }
  return text
}

/// The lines that are not blank, joined into one line.
func oneParagraph(_ lines: [String]) -> String {
  lines.filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: " ").replacingTrailingSpaces()
}

extension String {
  func replacingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
