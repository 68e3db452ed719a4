import Foundation
import KataFormats
import Testing

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("Module names folded, as the exercise compares the work with the lessons")
struct NameFoldTests {
  @Test("A numbered rule folds its word followed by two digits")
  func numbered() {
    let sut = NameFold([.init("Step", digits: 2, to: "StepNN")])
    #expect(sut.apply(bytes("import Step07\nStep12Tests")) == bytes("import StepNN\nStepNNTests"))
  }

  @Test("A numbered rule leaves its word alone without two digits after it")
  func withoutDigits() {
    let sut = NameFold([.init("Step", digits: 2, to: "StepNN")])
    #expect(sut.apply(bytes("Stepping Step7 Step")) == bytes("Stepping Step7 Step"))
  }

  @Test("A rule for a name folds the name wherever it stands")
  func name() {
    let sut = NameFold([.init("GreetingOnFat", digits: 0, to: "StepNN")])
    #expect(sut.apply(bytes("import GreetingOnFatTests")) == bytes("import StepNNTests"))
  }

  @Test("The rules fold one after the other, each over what the one before left")
  func inOrder() {
    let sut = NameFold([.init("MVP", digits: 2, to: "Step01"), .init("Step", digits: 2, to: "X")])
    #expect(sut.apply(bytes("MVP02")) == bytes("X"))
  }

  @Test("Every other byte stays as it was, a carriage return too")
  func otherBytes() {
    let sut = NameFold([.init("Step", digits: 2, to: "StepNN")])
    #expect(sut.apply(bytes("é Step01\r\n")) == bytes("é StepNN\r\n"))
  }

  @Test("A step's own tests name the module Exercise in the exercise")
  func exerciseTests() {
    let sut = NameFold.exercise(fromModule: "Step24")
    #expect(sut.apply(bytes("@testable import Step24")) == bytes("@testable import Exercise"))
  }

  @Test("A branch step's code and tests name the module Exercise too, its view model's module's")
  func exerciseFromABranchStep() {
    let sut = NameFold.exercise(fromModule: "MVP01")
    #expect(
      sut.apply(bytes("import MVP01ViewModel\nMVP01Suite \"MVP01\""))
        == bytes("import ExerciseViewModel\nExerciseSuite \"Exercise\""))
  }
}

@Suite("The exercise's glue and tests, as the lessons' diffs see a step's")
struct ExerciseGlueTests {
  @Test("The glue's import of the exercise imports StepNN")
  func importLine() {
    #expect(
      ExerciseGlue.folded(bytes("@testable import Exercise")) == bytes("@testable import StepNN"))
  }

  @Test("The module named in words, before a dot, colon, quote, space or S, is StepNN")
  func inWords() {
    let sut = bytes("Exercise.a Exercise: \"Exercise\" ExerciseSuite")
    #expect(ExerciseGlue.folded(sut) == bytes("StepNN.a StepNN: \"StepNN\" StepNNSuite"))
  }

  @Test("The import of the exercise's view model's module imports StepNNViewModel")
  func viewModelImport() {
    #expect(
      ExerciseGlue.folded(bytes("import ExerciseViewModel")) == bytes("import StepNNViewModel"))
  }

  @Test("The import of the exercise's presenter's module imports StepNNPresenter")
  func presenterImport() {
    #expect(
      ExerciseGlue.folded(bytes("import ExercisePresenter")) == bytes("import StepNNPresenter"))
  }

  @Test("The word Exercise before anything else stays, as at the end of a line")
  func otherwise() {
    let sut = bytes("ExerciseTests Exercises\nExercise")
    #expect(ExerciseGlue.folded(sut) == sut)
  }
}

@Suite("The diff from the starting step to the work, with paths from the kata's top")
struct ChangesDiffTests {
  static let tests = "Tests/ExerciseTests"

  @Test("The header names the code by its path from the kata's top")
  func codeHeader() {
    let sut = bytes("diff --git a/start/Exercise/P.swift b/now/Exercise/P.swift\n")
    #expect(
      ChangesDiff.fromTop(sut, tests: Self.tests)
        == bytes("diff --git a/Exercise/P.swift b/Exercise/P.swift\n"))
  }

  @Test("The header names the tests in the exercise's tests folder")
  func testsHeader() {
    let sut = bytes("diff --git a/start/Tests/Step.swift b/now/Tests/Step.swift")
    #expect(
      ChangesDiff.fromTop(sut, tests: Self.tests)
        == bytes("diff --git a/Tests/ExerciseTests/Step.swift b/Tests/ExerciseTests/Step.swift"))
  }

  @Test("The lines before each file's changes name it from the kata's top")
  func fileLines() {
    let sut = bytes("--- a/start/Exercise/P.swift\n+++ b/now/Tests/Step.swift\n")
    #expect(
      ChangesDiff.fromTop(sut, tests: Self.tests)
        == bytes("--- a/Exercise/P.swift\n+++ b/Tests/ExerciseTests/Step.swift\n"))
  }

  @Test("A feature build's tests are named in the exercise's feature folder")
  func featureHeader() {
    let sut = bytes(
      "diff --git a/start/Feature/F.swift b/now/Feature/F.swift\n--- a/start/Feature/F.swift\n")
    #expect(
      ChangesDiff.fromTop(sut, tests: Self.tests)
        == bytes(
          "diff --git a/Tests/ExerciseFeature/F.swift b/Tests/ExerciseFeature/F.swift\n"
            + "--- a/Tests/ExerciseFeature/F.swift\n"))
  }

  @Test("The changes themselves stay as git wrote them")
  func body() {
    let sut = bytes("@@ -1 +1 @@\n-a/start/x\n+b/now/x\n")
    #expect(ChangesDiff.fromTop(sut, tests: Self.tests) == sut)
  }
}

@Suite("The saved attempts' names")
struct AttemptNameTests {
  static let noon = Date(timeIntervalSince1970: 1_735_732_800)  // 2025-01-01 12:00:00 UTC
  static let utc = TimeZone(identifier: "UTC")!

  @Test("An attempt is named by its starting step and the time it was saved")
  func name() {
    let sut = AttemptName.name(start: "03", time: Self.noon, zone: Self.utc, kind: "")
    #expect(sut == "step03-20250101-120000")
  }

  @Test("The time is the local one")
  func localTime() {
    let sut = AttemptName.name(
      start: "03", time: Self.noon, zone: TimeZone(secondsFromGMT: 3600)!, kind: "")
    #expect(sut == "step03-20250101-130000")
  }

  @Test("An attempt tcr took back is named for how the run ended")
  func kind() {
    let sut = AttemptName.name(start: "03", time: Self.noon, zone: Self.utc, kind: "red")
    #expect(sut == "step03-20250101-120000-red")
  }

  @Test("Work saved before any start is from step none")
  func noStart() {
    let sut = AttemptName.name(start: "", time: Self.noon, zone: Self.utc, kind: "")
    #expect(sut == "stepnone-20250101-120000")
  }

  @Test("A name taken gets -2, then -3")
  func taken() {
    let sut = AttemptName.free("step03-x") { ["step03-x", "step03-x-2"].contains($0) }
    #expect(sut == "step03-x-3")
  }

  @Test("The path that attempts lists, colon and all, names the attempt")
  func listedPath() {
    #expect(AttemptName.typed(".exercise/attempts/step03-x/:") == "step03-x")
  }

  @Test("A path to the attempts from anywhere names the attempt")
  func anyPath() {
    #expect(AttemptName.typed("/kata/.exercise/attempts/step03-x//") == "step03-x")
  }

  @Test("A path elsewhere, '.' or '..' is no attempt's name")
  func noName() {
    #expect(!AttemptName.isName("../attempts"))
    #expect(!AttemptName.isName(".."))
    #expect(!AttemptName.isName(""))
    #expect(AttemptName.isName("step03-x"))
  }

  @Test("An attempt started from the step its start file says")
  func startFile() {
    #expect(AttemptName.start(file: "05\n", name: "step03-x") == "05")
  }

  @Test("Without a start file, an attempt started from the step its name says")
  func startInName() {
    #expect(AttemptName.start(file: nil, name: "step03-20250101-120000") == "03")
  }

  @Test("A name that says no step gives no start")
  func noStartInName() {
    #expect(AttemptName.start(file: nil, name: "stepnone-20250101-120000") == "")
  }
}

@Suite("The folder a pair shares into, the checksum of a lesson, the lines a diff changes")
struct WorkspaceFormatsTests {
  @Test("A pair's folder keeps letters, digits, dots, underscores and hyphens")
  func pairKept() {
    #expect(PairName.folder("Ada_Lovelace-2.0") == "Ada_Lovelace-2.0")
  }

  @Test("Every other character of a pair's name is one hyphen")
  func pairOthers() {
    #expect(PairName.folder("pair one!\n") == "pair-one-")
  }

  @Test("A pair's name keeps its letters, of any script")
  func pairLetters() {
    #expect(PairName.folder("José Łukasz 李") == "José-Łukasz-李")
  }

  @Test("A letter written as a letter and its accent stays one letter")
  func pairDecomposedLetter() {
    #expect(PairName.folder("Jose\u{301}!") == "Jose\u{301}-")
  }

  @Test("A pair's folder starts with no hyphen or dot")
  func pairLeading() {
    #expect(PairName.folder("..-x") == "x")
  }

  @Test("A pair's name of dots only makes no folder")
  func pairEmpty() {
    #expect(PairName.folder("...") == "")
  }

  @Test("The shared folder is printed without its dot and dot-dot parts")
  func sharedFolderNormalized() {
    let sut = SharedFolder.normalized("/kata/Exercise/../../room/./pairs/")
    #expect(sut == "/room/pairs")
  }

  @Test("A dot-dot above the root stays at the root, as cd does")
  func sharedFolderAboveRoot() {
    #expect(SharedFolder.normalized("/../room") == "/room")
  }

  @Test("A file given as the shared folder is named a file, not a folder that is missing")
  func sharedFolderIsAFile() {
    let sut = SharedFolder.problem("notes.txt", .file)
    #expect(sut == "'notes.txt' is a file, not a folder: give the room's shared folder")
  }

  @Test("A shared folder that is not there is named missing")
  func sharedFolderMissing() {
    let sut = SharedFolder.problem("/shared/workshop", .nothing)
    #expect(sut == "no folder '/shared/workshop': make it, or mount the shared folder, first")
  }

  @Test("A lock its own process holds is taken again")
  func lockMine() {
    #expect(
      ExerciseLock.decision(found: .folder, holder: 42, me: 42, isAlive: { _ in true }) == .mine)
  }

  @Test("A lock another live process holds is waited for")
  func lockWait() {
    #expect(
      ExerciseLock.decision(found: .folder, holder: 41, me: 42, isAlive: { $0 == 41 }) == .wait)
  }

  @Test("A lock whose process is gone is stale, and taken over")
  func lockStale() {
    #expect(
      ExerciseLock.decision(found: .folder, holder: 41, me: 42, isAlive: { _ in false }) == .stale)
  }

  @Test("A lock being made, without its pid yet, is waited for, never taken over")
  func lockBeingMade() {
    let sut = ExerciseLock.decision(
      found: .folder, holder: ExerciseLock.holder(""), me: 42, isAlive: { _ in false })
    #expect(sut == .wait)
  }

  @Test("A lock removed by its holder since this run failed to make it is tried again at once")
  func lockGone() {
    let sut = ExerciseLock.decision(found: .nothing, holder: nil, me: 42, isAlive: { _ in true })
    #expect(sut == .again)
  }

  @Test("A file in the lock's place blocks the run")
  func lockBlocked() {
    let sut = ExerciseLock.decision(found: .file, holder: nil, me: 42, isAlive: { _ in true })
    #expect(sut == .blocked)
  }

  @Test("A lock's pid is read from its file's first line")
  func lockHolder() {
    #expect(ExerciseLock.holder("1234\n") == 1234)
    #expect(ExerciseLock.holder("12x\n") == nil)
  }

  @Test("The checksum is POSIX cksum's: its CRC, then the length")
  func cksum() {
    #expect(Cksum.line(bytes("123456789")) == "930766865 9")
    #expect(Cksum.line([]) == "4294967295 0")
  }

  @Test("A diff changes the lines it adds and removes")
  func changedLines() {
    #expect(Numstat.changedLines("3\t1\tA.swift\n0\t2\tB.swift\n") == 6)
  }

  @Test("A binary file changes no line")
  func binary() {
    #expect(Numstat.changedLines("-\t-\tpicture.png\n1\t0\tA.swift\n") == 1)
  }
}

@Suite("What the exercise says of the hole")
struct HoleReportTests {
  static let sut = HoleReport(step: "03", hole: "04", title: "Extract Function: attempt")

  @Test("Start gives the task: the next step and its title")
  func task() {
    let said = Self.sut.started(ownTests: ["Step.swift"], firstStep: "00")
    #expect(
      said.hasPrefix(
        "Exercise/ now holds step 03. Your task: step 04, Extract Function: attempt.\n"))
  }

  @Test("Start says when the exercise's tests hold the step's own tests")
  func viewModelTests() {
    let said = Self.sut.started(
      ownTests: ["Screen.swift", "ViewModelTests.swift"], firstStep: "00")
    #expect(said.contains("Tests/ExerciseTests/ holds step 03's own tests"))
  }

  @Test("Start from a later step than the first says how to put back what git has")
  func laterStep() {
    let said = Self.sut.started(ownTests: [], firstStep: "00")
    #expect(
      said.hasSuffix("Scripts/exercise start 00 puts back what git has, after saving your work.)\n")
    )
  }

  @Test("Start from the first step says nothing of git")
  func firstStep() {
    let said = HoleReport(step: "00", hole: "01", title: "T").started(ownTests: [], firstStep: "00")
    #expect(said.hasSuffix("Done? Scripts/exercise compare.\n"))
  }

  @Test("Start of a feature build says where the feature's tests are")
  func featureTests() {
    let said = HoleReport(step: "00", hole: "PoliteOnFat", title: "T")
      .started(ownTests: [], firstStep: "00", feature: ["Polite.swift"])
    #expect(said.contains("\nTests/ExerciseFeature/ holds the feature's tests as the lesson"))
  }

  @Test("Start of a feature build on the first step says git shows the feature's tests as new")
  func featureTestsInGit() {
    let said = HoleReport(step: "00", hole: "PoliteOnFat", title: "T")
      .started(ownTests: [], firstStep: "00", feature: ["Polite.swift"])
    #expect(
      said.hasSuffix(
        "(git shows Tests/ExerciseFeature/'s tests as new: it is the workshop's scratch code, "
          + "not for your commits.\nScripts/exercise start 00 puts back what git has, "
          + "after saving your work.)\n"))
  }

  @Test("Start of a feature build on a later step says git shows both folders")
  func featureTestsOnLaterStep() {
    let said = Self.sut.started(ownTests: [], firstStep: "00", feature: ["Polite.swift"])
    #expect(
      said.contains(
        "(git shows Exercise/ as changed and Tests/ExerciseFeature/'s tests as new: it is"))
  }

  @Test("A finished hole gives the next")
  func finished() {
    #expect(
      Self.sut.finished(next: "04")
        == "Hole 04 finished: its score is frozen (Scripts/exercise score). Next hole: "
        + "Scripts/exercise start 04.\n")
  }

  @Test("The last hole finished says so, and where the card is")
  func lastFinished() {
    #expect(
      Self.sut.finished(next: nil).hasSuffix(
        "That was the last hole of its path: Scripts/exercise score shows the card.\n"))
  }

  @Test("A hole beside the main path is the task, from the step it starts from")
  func branchTask() {
    let said = HoleReport(step: "01", hole: "MVP01", title: "Extract Presenter")
      .started(ownTests: [], firstStep: "00")
    #expect(
      said.hasPrefix("Exercise/ now holds step 01. Your task: step MVP01, Extract Presenter.\n"))
  }

  @Test("A finished branch hole gives the branch's next")
  func branchFinished() {
    let sut = HoleReport(step: "01", hole: "MVP01", title: "T")
    #expect(sut.finished(next: "MVP02").hasPrefix("Hole MVP01 finished"))
    #expect(sut.finished(next: "MVP02").hasSuffix("Next hole: Scripts/exercise start MVP02.\n"))
  }

  @Test("Status says whether the work changed since the start")
  func status() {
    #expect(
      Self.sut.status(untouched: false).hasSuffix(
        "has changes since the start (Scripts/exercise diff).\n"))
    #expect(Self.sut.status(untouched: true).hasSuffix("is unchanged since the start.\n"))
  }
}
