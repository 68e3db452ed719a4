import Foundation
import Testing

@testable import KataFormats

/// A stage in memory: each file's path, relative to the stage, and its text.
struct MemoryStage: StageReader {
  var texts: [String: String] = [:]

  func contents(of path: String) -> Data? {
    texts[path].map { Data($0.utf8) }
  }

  func files(under folder: String) -> [String] {
    texts.keys.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
  }
}

@Suite("The tour's tutorials, written from the lessons and the syllabus")
struct TourTests {
  static func input() -> TourInput {
    let lessons = ["00", "01", "02", "03", "04"].map { step in
      (
        step,
        Lesson(text: "# Step \(step) · Title \(step)\n\nA summary.\n\n**Pictures:** 0 loaded\n")
      )
    }
    return TourInput(
      steps: lessons.map(\.0), lessons: Dictionary(uniqueKeysWithValues: lessons),
      syllabus: SyllabusTests.sut,
      moments: [
        Moment(name: "loaded", alt: "The screen."), Moment(name: "waiting", alt: "It waits."),
      ],
      stage: MemoryStage())
  }

  static func tour() throws -> Tour {
    try Tour(input(), writing: [])
  }

  /// The tutorial of STEP, written alone, read.
  static func tutorial(_ step: String, _ input: TourInput) throws -> Directive {
    let tour = try Tour(input, writing: [step])
    return try DocCReader.read(tour.files.first?.text ?? "")
  }

  @Test("A step belongs to the last act that starts at or before it")
  func actOfAStep() throws {
    #expect(try Self.tour().act(of: "02")?.name == "The naming act")
  }

  @Test("The wrong answers are smells that do not overlap the right one")
  func wrongSmells() throws {
    let wrong = try Self.tour().wrongSmells(asked: "01", smell: "Mysterious Name").map(\.text)
    #expect(wrong == ["Long Function", "Duplicated Code"])
  }

  @Test("A lesson that names a picture nobody draws stops the tour, naming it")
  func unknownPicture() throws {
    var input = Self.input()
    input.lessons["02"] = Lesson(text: "# Step 02 · X\n\n**Pictures:** 0 exploded\n")
    #expect(
      throws: TourProblem(
        message:
          "lesson 02 names a picture KataPictures does not draw: 'exploded' (it draws: loaded waiting)"
      )
    ) {
      try Tour(input, writing: ["02"])
    }
  }

  @Test("A lesson that names no picture for the step stops the tour, naming it")
  func noPicture() throws {
    var input = Self.input()
    input.lessons["02"] = Lesson(text: "# Step 02 · X\n\n**Pictures:** 1 loaded\n")
    do {
      _ = try Tour(input, writing: ["02"])
      Issue.record("the tour was written")
    } catch let problem as TourProblem {
      #expect(problem.message.hasPrefix("lesson 02 names no picture for the step: add a line"))
    }
  }

  @Test("A micro-step shows the file it changes most; on a tie, the one it creates")
  func mostChanged() {
    let changes = Tour.changedFiles([
      "--- a/Step/A.swift", "+++ b/Step/A.swift", "-old", "+new",
      "--- /dev/null", "+++ b/Step/B.swift", "+one", "+two",
    ])
    #expect(Tour.mostChanged(changes) == "Step/B.swift")
  }

  @Test("On a tie between code and tests, a micro-step shows the code")
  func codeBeforeTests() {
    let changes = Tour.changedFiles([
      "--- a/StepTests/T.swift", "+++ b/StepTests/T.swift", "+test",
      "--- a/Step/A.swift", "+++ b/Step/A.swift", "+code",
    ])
    #expect(Tour.mostChanged(changes) == "Step/A.swift")
  }

  @Test("Every step gets a tutorial, and the table of contents one chapter per act")
  func tableOfContents() throws {
    let sut = try Self.tour()
    #expect(sut.files.map(\.path).filter { $0.hasPrefix("Step") }.count == 5)
    let contents = try DocCReader.read(sut.files.last?.text ?? "")
    #expect(
      contents.all("Chapter").map(\.arguments["name"]) == ["The naming act", "The extracting act"])
  }

  @Test("A branch has a chapter of its own, and the feature builds one together")
  func chaptersBesideTheMainPath() throws {
    var input = Self.input()
    input.parents = ["MVP01": "02", "MVP02": "MVP01", "ShoutOnFat": "00"]
    let sut = try Tour(input, writing: [])
    #expect(sut.chapter(of: "MVP02").name == "The MVP branch")
    #expect(sut.chapter(of: "MVP01").summary?.hasSuffix("It branches from step 02.") == true)
    #expect(sut.chapter(of: "ShoutOnFat").name == "Feature builds")
    #expect(sut.chapter(of: "03").name == "The extracting act")
  }

  @Test("A step beside the main path starts from its parent; a main step from the one before")
  func previousStep() throws {
    var input = Self.input()
    input.parents = ["MVP01": "02", "ShoutOnFat": "00"]
    let sut = try Tour(input, writing: [])
    #expect(sut.previous("MVP01") == "02")
    #expect(sut.previous("ShoutOnFat") == "00")
    #expect(sut.previous("03") == "02")
  }

  @Test("Writing one step writes its tutorial alone, and a table of contents that lists it")
  func oneStep() throws {
    let sut = try Tour(Self.input(), writing: ["03"])
    #expect(sut.files.map(\.path) == ["Step03.tutorial", "ChangePasswordKata.tutorial"])
    let contents = try DocCReader.read(sut.files[1].text)
    #expect(contents.all("TutorialReference").map(\.arguments["tutorial"]) == ["doc:Step03"])
  }

  @Test("A tutorial's time is the syllabus's time box, in minutes; 5 when it gives none")
  func timeBox() throws {
    #expect(try Self.tutorial("03", Self.input()).all("Tutorial").first?.arguments["time"] == "15")
    var input = Self.input()
    input.syllabus = Syllabus(text: "| step | smell |\n|---|---|\n| 03 | x |\n")
    #expect(try Self.tutorial("03", input).all("Tutorial").first?.arguments["time"] == "5")
  }

  @Test("A step's question is asked with the smell it removes as the right answer")
  func assessment() throws {
    var input = Self.input()
    input.lessons["03"] = Lesson(
      text: "# Step 03 · X\n\n**Pictures:** 0 loaded\n\n## Question for discussion\n\nWhy?\n")
    let quiz = try #require(Self.tutorial("03", input).all("MultipleChoice").first)
    #expect(quiz.text.first == "Why?")
    let right = quiz.all("Choice").filter { $0.arguments["isCorrect"] == "true" }
    #expect(right.map(\.text) == [["Long Function"]])
  }
}
