import Foundation
import Testing

@testable import KataFormats

@Suite("The tour's code: which file each step shows, against which, and the resources it writes")
struct TourCodeTests {
  static let microSteps = Lesson(
    text: """
      # Step 01 · Micro

      **Pictures:** 0 loaded, 2 waiting

      ## Mechanics

      ### 1. Title one

      Prose one.

      ```diff
      --- a/Step/A.swift
      +++ b/Step/A.swift
      @@ -1,2 +1,2 @@
       a
      -b
      +c
      --- a/StepTests/T.swift
      +++ b/StepTests/T.swift
      @@ -0,0 +1 @@
      +t
      ```

      **Expect red.** These tests fail: "A test".

      ### 2. Title two

      ```diff
      --- a/Step/A.swift
      +++ b/Step/A.swift
      @@ -1,2 +1,2 @@
       a
      -c
      +d
      ```

      Run the tests: green.

      ### 3. Title three

      ```diff
      --- /dev/null
      +++ b/Step/B.swift
      @@ -0,0 +1,2 @@
      +x
      +y
      ```

      Run the tests: green.
      """)

  static let stage = MemoryStage(texts: [
    "00/step/Step/P.swift": "let p = 0\n",
    "01/before/Step/A.swift": "a\nb\n",
    "01/1/Step/A.swift": "a\nc\n", "01/1/StepTests/T.swift": "t\n",
    "01/2/Step/A.swift": "a\nd\n",
    "01/3/Step/A.swift": "a\nd\n", "01/3/Step/B.swift": "x\ny\n",
    "02/before/Step/A.swift": "a\nd\n", "02/before/Step/B.swift": "x\ny\n",
    "02/step/Step/A.swift": "a\nd\ne\n", "02/step/Step/B.swift": "x\ny\n",
    "02/step/Step/C.swift": "c\n", "02/step/Step/notes.txt": "not code\n",
  ])

  static func tour(_ step: String) throws -> (tutorial: Directive, resources: [String: String]) {
    let input = TourInput(
      steps: ["00", "01", "02"],
      lessons: [
        "00": Lesson(text: "# Step 00 · Start\n\nThe start.\n\n**Pictures:** 0 loaded\n"),
        "01": microSteps,
        "02": Lesson(
          text: "# Step 02 · Whole\n\n**Pictures:** 0 loaded\n\n## Mechanics\n\nAll at once.\n"),
      ],
      syllabus: SyllabusTests.sut,
      moments: [Moment(name: "loaded", alt: "Loaded."), Moment(name: "waiting", alt: "Waiting.")],
      stage: stage)
    let tour = try Tour(input, writing: [step])
    let resources = tour.resources.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) }
    return (
      try DocCReader.read(tour.files.first?.text ?? ""),
      Dictionary(resources, uniquingKeysWith: { first, _ in first })
    )
  }

  /// The lines of AFTER, from 1, that DocC highlights: those not in a longest run of lines it
  /// shares with BEFORE.
  static func highlighted(_ before: String?, _ after: String?) -> [Int] {
    let old = (before ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let new = (after ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in (0..<old.count).reversed() {
      for j in (0..<new.count).reversed() {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var (i, j) = (0, 0)
    var changed: [Int] = []
    while j < new.count {
      if i < old.count && old[i] == new[j] {
        (i, j) = (i + 1, j + 1)
      } else if i < old.count && common[i + 1][j] >= common[i][j + 1] {
        i += 1
      } else {
        changed.append(j + 1)
        j += 1
      }
    }
    return changed
  }

  @Test("A micro-step shows the file it changes most, after it against the code before it")
  func firstMicroStep() throws {
    let (tutorial, resources) = try Self.tour("01")
    let code = try #require(tutorial.all("Code").first)
    #expect(
      code.arguments == [
        "name": "A.swift", "file": "step01-1-Step-A.swift",
        "previousFile": "previous-step01-1-Step-A.swift",
      ])
    #expect(resources["step01-1-Step-A.swift"] == "a\nc\n")
    #expect(resources["previous-step01-1-Step-A.swift"] == "a\nb\n")
    let highlights = Self.highlighted(
      resources["previous-step01-1-Step-A.swift"], resources["step01-1-Step-A.swift"])
    #expect(highlights == [2])
  }

  @Test("The next micro-step is shown against the code after the one before it")
  func nextMicroStep() throws {
    let (tutorial, resources) = try Self.tour("01")
    #expect(
      tutorial.all("Code").map { $0.arguments["file"] }.dropFirst().first == "step01-2-Step-A.swift"
    )
    #expect(resources["previous-step01-2-Step-A.swift"] == "a\nc\n")
    #expect(
      Self.highlighted(
        resources["previous-step01-2-Step-A.swift"], resources["step01-2-Step-A.swift"])
        == [2])
  }

  @Test("A file a micro-step creates is shown whole, without a previous file")
  func createdFile() throws {
    let (tutorial, resources) = try Self.tour("01")
    let code = try #require(tutorial.all("Code").last)
    #expect(code.arguments == ["name": "B.swift", "file": "step01-3-Step-B.swift"])
    #expect(resources["step01-3-Step-B.swift"] == "x\ny\n")
    #expect(resources.keys.sorted().filter { $0.contains("step01-3") } == ["step01-3-Step-B.swift"])
  }

  @Test(
    "A micro-step's step holds its title and prose, then how the tests end and what else it changes"
  )
  func microStepText() throws {
    let (tutorial, _) = try Self.tour("01")
    let step = try #require(tutorial.all("Step").first { !$0.all("Code").isEmpty })
    #expect(
      try step.text.map(DocCReader.markdown) == [
        "**Title one.** Prose one.",
        "**Expect red.** These tests fail: \"A test\". It also changes T.swift.",
      ])
  }

  @Test("Each micro-step is a section of its own, numbered as the lesson numbers it")
  func microStepSections() throws {
    let (sut, _) = try Self.tour("01")
    #expect(
      sut.all("Section").map { $0.arguments["title"] } == [
        "Micro-step 1: Title one", "Micro-step 2: Title two", "Micro-step 3: Title three",
      ])
    #expect(sut.all("Section").map { $0.all("Step").count } == [1, 1, 1])
  }

  @Test(
    "No code listing has a picture over it: each section shows the screen its micro-step works on")
  func picturesApart() throws {
    let (sut, _) = try Self.tour("01")
    let steps = sut.all("Step").map { step in step.children.map(\.name) }
    #expect(steps == [["Code"], ["Code"], ["Code"]])
    // Micro-step 3 names no picture: the step's own comes back.
    let screens = sut.all("Section").map { $0.all("ContentAndMedia").first?.all("Image").first }
    #expect(
      screens.map { $0?.arguments["source"] } == [
        "screen-loaded.svg", "screen-waiting.svg", "screen-loaded.svg",
      ])
  }

  @Test("A micro-step's title shows no code span's backticks")
  func plainSectionTitle() throws {
    let lesson = Lesson(
      text:
        "# Step 01 · M\n\n**Pictures:** 0 loaded\n\n## Mechanics\n\n### 1. Rename `a` to `b`\n\n"
        + "```diff\n--- a/Step/A.swift\n+++ b/Step/A.swift\n@@ -1 +1 @@\n-a\n+b\n```\n")
    let input = TourInput(
      steps: ["00", "01"], lessons: ["01": lesson], syllabus: SyllabusTests.sut,
      moments: [Moment(name: "loaded", alt: "Loaded.")],
      stage: MemoryStage(texts: ["01/before/Step/A.swift": "a\n", "01/1/Step/A.swift": "b\n"]))
    let sut = try DocCReader.read(try Tour(input, writing: ["01"]).files[0].text)
    #expect(sut.all("Section").first?.arguments["title"] == "Micro-step 1: Rename a to b")
  }

  @Test(
    "A step without micro-steps shows each Swift file it changed, in order, against the step before"
  )
  func wholeStep() throws {
    let (tutorial, resources) = try Self.tour("02")
    let codes = tutorial.all("Code")
    #expect(codes.map { $0.arguments["name"] } == ["A.swift", "C.swift"])
    #expect(
      codes.map { $0.arguments["previousFile"] } == ["previous-step02-all-Step-A.swift", nil])
    #expect(
      Self.highlighted(
        resources["previous-step02-all-Step-A.swift"], resources["step02-all-Step-A.swift"])
        == [3])
    #expect(resources.count == 3)
  }

  @Test("The first step shows its code as it is")
  func firstStep() throws {
    let (tutorial, resources) = try Self.tour("00")
    let step = try #require(tutorial.all("Step").first { !$0.all("Code").isEmpty })
    #expect(
      step.all("Code").first?.arguments == ["name": "P.swift", "file": "step00-all-Step-P.swift"])
    #expect(
      try step.text.map(DocCReader.markdown) == [
        "Read P.swift as it is: the code every later step refactors."
      ])
    #expect(resources == ["step00-all-Step-P.swift": "let p = 0\n"])
  }
}
