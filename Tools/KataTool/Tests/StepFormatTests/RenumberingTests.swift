import KataFormats
import Testing

@Suite("A renumbering: its map, its plan for the folders, and the texts it rewrites")
struct RenumberingTests {
  static let sut = try! Renumbering(
    map: """
      # a split after 54 and one after 55
      55 56
      56 58
      57 59 RemoveTheCopy
      +55 DropTheCall
      +57 StopAtTheFix
      """)

  @Test("The map reads moves, renames and inserts, and writes itself back")
  func map() throws {
    #expect(Self.sut.moves.count == 3)
    #expect(Self.sut.inserts.map(\.id) == ["55", "57"])
    #expect(try Renumbering(map: Self.sut.map) == Self.sut)
    #expect(Self.sut.newID(of: "56") == "58")
    #expect(Self.sut.newID(of: "12") == "12")
  }

  @Test(
    "A map line it cannot read is named by its number",
    arguments: ["55", "5 56", "+55", "55 56 Not-A-Name", "+5x Name"])
  func badMap(line: String) {
    #expect(
      throws: StepProblem(
        "line 2 of the map: '\(line)' is neither 'OLD NEW [Name]' nor '+NEW Name'")
    ) {
      try Renumbering(map: "# first\n\(line)\n")
    }
  }

  @Test("A step whose number changes takes its tests along, and its mutants when it has them")
  func movedPaths() throws {
    let path = ["00_Fat", "01_TellTheFocusMoves", "02_NoAnswer", "03_GiveTheListener"]
    let sut = try Renumbering(map: "02 03\n03 05 Listen\n+02 DropTheCall\n+04 Stop\n")
    let moved = try sut.plan(path: path).movedPaths { $0 == "Scripts/mutants/Step03.mutants" }
    #expect(
      moved.map { "\($0.from) \($0.to)" } == [
        "Steps/Step02_NoAnswer Steps/Step03_NoAnswer", "Tests/Step02Tests Tests/Step03Tests",
        "Steps/Step03_GiveTheListener Steps/Step05_Listen", "Tests/Step03Tests Tests/Step05Tests",
        "Scripts/mutants/Step03.mutants Scripts/mutants/Step05.mutants",
      ])
  }

  @Test("A step renamed under its own number moves its folder only")
  func renamedInPlace() throws {
    let sut = try Renumbering(map: "01 01 Focus\n")
    let moved = try sut.plan(path: ["00_Fat", "01_TellTheFocusMoves"]).movedPaths { _ in true }
    #expect(
      moved.map { "\($0.from) \($0.to)" } == ["Steps/Step01_TellTheFocusMoves Steps/Step01_Focus"])
  }

  @Test("The plan moves the folders that change, inserts the new ones, and lists the path in order")
  func plan() throws {
    let path = ["00_Fat", "01_TellTheFocusMoves", "02_NoAnswer", "03_GiveTheListener"]
    let sut = try Renumbering(map: "02 03\n03 05 Listen\n+02 DropTheCall\n+04 Stop\n")
    let plan = try sut.plan(path: path)
    #expect(plan.moves.map(\.from) == ["Steps/Step02_NoAnswer", "Steps/Step03_GiveTheListener"])
    #expect(plan.moves.map(\.to) == ["Steps/Step03_NoAnswer", "Steps/Step05_Listen"])
    #expect(plan.inserted == ["Steps/Step02_DropTheCall", "Steps/Step04_Stop"])
    #expect(
      plan.path == [
        "00_Fat", "01_TellTheFocusMoves", "02_DropTheCall", "03_NoAnswer", "04_Stop", "05_Listen",
      ])
  }

  @Test(
    "A plan that leaves a gap, gives one number twice or moves a step that is not there fails",
    arguments: [
      ("02 04\n", "after the map the main path skips step 02"),
      ("02 01\n", "the map gives step 01's number 01 to another step too"),
      ("07 08\n", "the map moves step 07, which the main path does not have"),
      ("+01 New\n", "the map inserts step 01, a number another step has"),
    ])
  func badPlan(map: String, problem: String) throws {
    let sut = try Renumbering(map: map)
    #expect(throws: StepProblem(problem)) {
      try sut.plan(path: ["00_Fat", "01_One", "02_Two"])
    }
  }

  @Test(
    "Every name of a moved step is rewritten once, whatever else reads like one is not",
    arguments: [
      ("Steps/Step57_RemoveTheFocusCopy/README.md", "Steps/Step59_RemoveTheCopy/README.md"),
      ("  \"56_GiveTheListener\",", "  \"58_GiveTheListener\","),
      ("import Step56ViewModel", "import Step58ViewModel"),
      ("Tests/Step55Tests, Step57.mutants", "Tests/Step56Tests, Step59.mutants"),
      ("from step 55 on; Step 56 · Remove", "from step 56 on; Step 58 · Remove"),
      ("steps 44–57 and lessons 35, 55 and 56", "steps 44–59 and lessons 35, 56 and 58"),
      ("| 56 | Remove Setting Method |", "| 58 | Remove Setting Method |"),
      (
        "`Scripts/measure 57 MVP09`, `Scripts/check-lessons --jobs 2 55`",
        "`Scripts/measure 59 MVP09`, `Scripts/check-lessons --jobs 2 56`"
      ),
      ("LiveValidationOnMVVM: start from 57", "LiveValidationOnMVVM: start from 59"),
      ("| | 57 (from 56) | MVP09 (from MVP08) |", "| | 59 (from 58) | MVP09 (from MVP08) |"),
      (
        "micro-step 55, 57 mutants, | Concrete | 55 |, step 557",
        "micro-step 55, 57 mutants, | Concrete | 55 |, step 557"
      ),
      ("Step54 micro-step 6: the same 54", "Step54 micro-step 6: the same 54"),
      ("holes 55, 57 and 12", "holes 56, 59 and 12"),
      ("| 00 | Read it | | | 56 | 14 |", "| 00 | Read it | | | 56 | 14 |"),
    ])
  func rewrite(text: String, expected: String) {
    #expect(Self.sut.rewrite(text) == expected)
  }

  @Test("The history reads back what it writes, and reads an old ID through every later map")
  func history() throws {
    let second = try Renumbering(map: "58 59\n59 60\n+58 Another\n")
    let sut = RenumberingHistory(renumberings: [Self.sut, second])
    #expect(try RenumberingHistory(text: sut.text) == sut)
    #expect(sut.current("56", writtenUnder: 0) == "59")
    #expect(sut.current("56", writtenUnder: 1) == "56")
    #expect(sut.current("MVP01", writtenUnder: 0) == "MVP01")
  }
}

extension RenumberingTests {
  @Test("The exercise's log and state read their steps through the renumberings made since")
  func exerciseFiles() {
    let sut = RenumberingHistory(renumberings: [Self.sut])
    let log = "start|time=1|step=54|tree=abc|pos=0|hole=55\nrun|time=2|test|green|3\n"
    #expect(
      sut.translated(log, fields: ["hole"], starts: ["step"], writtenUnder: 0)
        == "start|time=1|step=55|tree=abc|pos=0|hole=56\nrun|time=2|test|green|3\n")
    #expect(sut.translated(log, fields: ["hole"], starts: ["step"], writtenUnder: 1) == log)
    #expect(
      sut.translated(
        "start=57\nhole=MVP01\nhints=2\n", fields: ["hole"], starts: ["start"], writtenUnder: 0)
        == "start=59\nhole=MVP01\nhints=2\n")
  }

  @Test("A start read from before a renumbering is the step just before its hole's new number")
  func exerciseStarts() {
    let sut = RenumberingHistory(renumberings: [Self.sut])
    // Hole 56 is now 58, after the inserted 57: the start, 55, is 57, not 55's new number 56.
    let log = "start|time=1|step=55|tree=abc|pos=0|hole=56\n"
    #expect(
      sut.translated(log, fields: ["hole"], starts: ["step"], writtenUnder: 0)
        == "start|time=1|step=57|tree=abc|pos=0|hole=58\n")
    #expect(
      sut.translated(
        "start=55\nhole=56\nhints=0\n", fields: ["hole"], starts: ["start"], writtenUnder: 0)
        == "start=57\nhole=58\nhints=0\n")
    #expect(sut.currentStart("55", hole: nil, writtenUnder: 0) == "57")
    #expect(sut.currentStart("55", hole: "MVP01", writtenUnder: 0) == "56")
  }
}

extension RenumberingTests {
  @Test("A lesson starts from the step before it, whatever the map said of the number it named")
  func startingFrom() {
    let lesson = "# Step 37 · X\n\n## Mechanics\n\nStart from step 35, with its tests green.\n"
    #expect(
      Renumbering.startingFrom("36", in: lesson)
        == "# Step 37 · X\n\n## Mechanics\n\nStart from step 36, with its tests green.\n")
    #expect(Renumbering.startingFrom("36", in: "no such line\n") == "no such line\n")
  }
}

extension RenumberingTests {
  @Test(
    "A number with a unit after it counts something, and is no step",
    arguments: [
      ("(step 55, 56 min)", "(step 56, 56 min)"),
      ("steps 55 and 56 minutes", "steps 56 and 56 minutes"),
      ("lessons 55, 56 runs, 57%", "lessons 56, 56 runs, 57%"),
      ("step 56 min, step 56 minimal", "step 56 min, step 58 minimal"),
    ])
  func unit(text: String, expected: String) {
    #expect(Self.sut.rewrite(text) == expected)
  }

  @Test(
    "A count option's value is no step, though a step option's is",
    arguments: [
      (
        "`Scripts/benchmark-loop --exercise-only --runs 56`",
        "`Scripts/benchmark-loop --exercise-only --runs 56`"
      ),
      (
        "`Scripts/benchmark-loop --runs 56 --step 56`",
        "`Scripts/benchmark-loop --runs 56 --step 58`"
      ),
      ("`Scripts/check-lessons --jobs 55 56`", "`Scripts/check-lessons --jobs 55 58`"),
    ])
  func countOption(text: String, expected: String) {
    #expect(Self.sut.rewrite(text) == expected)
  }

  @Test(
    "A start moves with the hole it plays, the step after it, to the step just before that hole",
    arguments: [
      // Hole 56 is now 58, after the inserted 57: its start is 57, not 55's new number 56.
      ("`Scripts/exercise start 55`", "`Scripts/exercise start 57`"),
      // Hole 55 is now 56, after the inserted 55: its start is 55, the inserted step.
      ("`Scripts/exercise start 54`", "`Scripts/exercise start 55`"),
      ("`start 56`, `start 12`, `start 5`", "`start 58`, `start 12`, `start 5`"),
      ("LiveValidationOnMVVM: start from 55", "LiveValidationOnMVVM: start from 56"),
    ])
  func start(text: String, expected: String) {
    #expect(Self.sut.rewrite(text) == expected)
  }

  @Test("A one-digit start keeps one digit while its new number has one")
  func oneDigitStart() throws {
    let sut = try Renumbering(
      map: "05 06\n06 07\n07 08\n08 09\n09 11\n+05 Split\n+10 Other\n")
    #expect(sut.newStart(of: "4") == "5")
    #expect(sut.newStart(of: "3") == "3")
    #expect(sut.newStart(of: "8") == "10")
    #expect(sut.newStart(of: "04") == "05")
  }
}
