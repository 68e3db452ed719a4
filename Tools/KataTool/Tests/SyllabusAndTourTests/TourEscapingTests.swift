import Foundation
import Testing

@testable import KataFormats

/// Every field the tour writes holds a ", a < and a backslash; the catalog must stay well-formed
/// and read each back as it was (an argument's " as “ or ”, as DocC shows a " in Markdown).
@Suite("A \", a < and a backslash in each field the tour writes read back as they were")
struct TourEscapingTests {
  static let odd = #"Say "hi" <b>now</b> C:\dir"#
  /// ODD as a directive's argument shows it.
  static let oddArgument = #"Say “hi” <b>now</b> C:\dir"#

  static func input(odd: String = odd, alt: String = odd, smell: String = odd) -> TourInput {
    let lesson = """
      # Step 01 · \(odd)

      **Refactoring:** \(odd). **Smell:** \(odd).

      **Pictures:** 0 a<b

      ## Mechanics

      ### 1. \(odd)

      \(odd)

      ```diff
      --- a/Step/A<B.swift
      +++ b/Step/A<B.swift
      -b
      +c
      --- a/StepTests/T`1.swift
      +++ b/StepTests/T`1.swift
      +t
      ```

      Run the tests: green.

      ## Question for discussion

      \(odd)
      """
    let syllabus = """
      **\(odd) (steps 00–02)** \(odd) acts. Then more.

      | step | time box | smell | refactoring |
      |---|---|---|---|
      | 00 | 5 min | (all of them) | (the starting point) |
      | 01 | 10 min | \(smell) | \(odd) |
      | 02 | 10 min | Long Function | Extract Function |
      """
    return TourInput(
      steps: ["00", "01", "02"],
      lessons: [
        "00": Lesson(text: "# Step 00 · Start\n\nThe start.\n\n**Pictures:** 0 loaded\n"),
        "01": Lesson(text: lesson),
        "02": Lesson(text: "# Step 02 · Next\n\n**Pictures:** 0 loaded\n"),
      ],
      syllabus: Syllabus(text: syllabus),
      moments: [Moment(name: "loaded", alt: alt), Moment(name: "a<b", alt: alt)],
      stage: MemoryStage(texts: ["01/before/Step/A<B.swift": "b\n", "01/1/Step/A<B.swift": "c\n"]))
  }

  /// The catalog's files, read.
  static func catalog(_ input: TourInput = input()) throws -> [String: Directive] {
    let tour = try Tour(input, writing: [])
    var read: [String: Directive] = [:]
    for file in tour.files { read[file.path] = try DocCReader.read(file.text) }
    return read
  }

  static func step01() throws -> Directive {
    try #require(catalog()["Step01.tutorial"])
  }

  @Test("A step's title")
  func title() throws {
    #expect(
      try Self.step01().all("Intro").first?.arguments["title"] == "Step 01 · \(Self.oddArgument)")
  }

  @Test("The lesson's refactoring and smell")
  func fields() throws {
    let intro = try #require(Self.step01().all("Intro").first)
    #expect(
      try DocCReader.markdown(intro.text.first ?? "")
        == "**Refactoring:** \(Self.odd). **Smell:** \(Self.odd).")
  }

  @Test("A chapter's name and summary, in the table of contents")
  func chapter() throws {
    let chapter = try #require(Self.catalog()["ChangePasswordKata.tutorial"]?.all("Chapter").first)
    #expect(chapter.arguments["name"] == Self.oddArgument)
    #expect(try DocCReader.markdown(chapter.text.first ?? "") == "\(Self.odd) \(Self.odd) acts.")
  }

  @Test("An alt text, as every picture's argument and as the screen's steps say it")
  func altText() throws {
    let catalog = try Self.catalog()
    let images = catalog.values.flatMap { $0.all("Image") }
    // The chapter's, step 00's screen (three), and one section's screen in each other step.
    #expect(images.count == 6)
    #expect(images.allSatisfy { $0.arguments["alt"] == Self.oddArgument })
    let screen = try #require(catalog["Step00.tutorial"]?.all("Step").first)
    #expect(try screen.text.map(DocCReader.markdown) == [Self.odd])
    let section = try #require(catalog["Step01.tutorial"]?.all("ContentAndMedia").first)
    #expect(
      try section.text.map(DocCReader.markdown) == [
        "Micro-step 1 of 1: the code after it, against the code before it. The screen it works "
          + "on: \(Self.odd)"
      ])
  }

  @Test("The smell a step removes, the refactoring that removes it, and the question")
  func assessment() throws {
    let quiz = try #require(Self.step01().all("MultipleChoice").first)
    #expect(try DocCReader.markdown(quiz.text.first ?? "") == Self.odd)
    let right = try #require(quiz.all("Choice").first { $0.arguments["isCorrect"] == "true" })
    #expect(try right.text.map(DocCReader.markdown) == [Self.odd])
    let why = try #require(right.all("Justification").first)
    #expect(try why.text.map(DocCReader.markdown) == ["Step 01 removes it with: \(Self.odd)."])
  }

  @Test("A micro-step's title and prose")
  func microStep() throws {
    let step = try #require(Self.step01().all("Step").first)
    #expect(try DocCReader.markdown(step.text.first ?? "") == "**\(Self.odd).** \(Self.odd)")
  }

  @Test("A micro-step's title, as its section's title")
  func microStepSection() throws {
    let section = try #require(Self.step01().all("Section").first)
    #expect(section.arguments["title"] == "Micro-step 1: \(Self.oddArgument)")
  }

  @Test("The files a step shows, by their names and in its prose")
  func fileNames() throws {
    let tour = try Tour(Self.input(), writing: ["01"])
    let tutorial = try DocCReader.read(tour.files.first?.text ?? "")
    let step = try #require(tutorial.all("Step").first)
    #expect(
      step.all("Code").first?.arguments == [
        "name": "A<B.swift", "file": "step01-1-Step-A<B.swift",
        "previousFile": "previous-step01-1-Step-A<B.swift",
      ])
    #expect(
      tour.resources.map(\.name) == ["step01-1-Step-A<B.swift", "previous-step01-1-Step-A<B.swift"])
    #expect(
      try DocCReader.markdown(step.text.last ?? "")
        == "Run the tests: green. It also changes T`1.swift.")
    let picture = try #require(tutorial.all("Image").first)
    #expect(picture.arguments["source"] == "screen-a<b.svg")
  }

  @Test("A file whose name the catalog cannot hold stops the tour, naming it")
  func unnamableFile() throws {
    var input = Self.input()
    input.moments.append(Moment(name: "a\"b", alt: "x"))
    input.lessons["02"] = Lesson(text: "# Step 02 · Next\n\n**Pictures:** 0 a\"b\n")
    #expect(
      throws: TourProblem(
        message: "the catalog cannot name the file 'screen-a\"b.svg': a file's name in a DocC "
          + "catalog holds no \", no backslash and no line break")
    ) {
      try Tour(input, writing: ["02"])
    }
    input.stage = MemoryStage(texts: ["01/1/Step/A<B.swift": "c\n", "01/1/Step/x\\y.swift": "d\n"])
    input.lessons["01"] = Lesson(
      text: "# Step 01 · X\n\n**Pictures:** 0 loaded\n\n## Mechanics\n\n### 1. T\n\n```diff\n"
        + "--- /dev/null\n+++ b/Step/x\\y.swift\n+d\n```\n\nRun the tests: green.\n")
    #expect(throws: TourProblem.self) { try Tour(input, writing: ["01"]) }
  }

  @Test("A text that starts with @ or } or ends with } opens and closes no directive")
  func structure() throws {
    let catalog = try Self.catalog(Self.input(alt: "} then @Image {}", smell: "@Choice {}"))
    let quiz = try #require(catalog["Step01.tutorial"]?.all("MultipleChoice").first)
    #expect(quiz.children.map(\.name) == ["Choice", "Choice"])
    let right = try #require(quiz.children.first { $0.arguments["isCorrect"] == "true" })
    #expect(try right.text.map(DocCReader.markdown) == ["@Choice {}"])
    #expect(right.children.map(\.name) == ["Justification"])
    let screen = try #require(catalog["Step00.tutorial"]?.all("Step").first)
    #expect(try screen.text.map(DocCReader.markdown) == ["} then @Image {}"])
    #expect(screen.children.map(\.name) == ["Image"])
  }
}
