import KataFormats
import Testing

@Suite("check-kata's rules on a kata of three steps, each broken once")
struct KataCheckTests {
  @Test("A kata whose rules hold breaks none, and says so with its median")
  func holds() {
    let sut = TestKata()
    #expect(sut.broken == [])
    #expect(
      sut.check.summary(broken: 0)
        == "check-kata: all rules hold for 3 steps (median 6 changed lines)")
    #expect(sut.check.summary(broken: 2) == "check-kata: 2 rule(s) broken across 3 steps")
  }

  // MARK: - The steps Package.swift lists

  @Test("A listed step without a lesson")
  func noLesson() {
    var sut = TestKata()
    sut.files["Steps/Step01_RenameGreeting/README.md"] = nil
    #expect(sut.broken == ["step 01: no lesson (Steps/Step01_RenameGreeting/README.md)"])
  }

  @Test("Step 00's lesson needs only to be there")
  func firstLesson() {
    var sut = TestKata()
    sut.files["Steps/Step00_Start/README.md"] = "# Step 00 · The fat greeter\n"
    #expect(sut.broken == [])
    sut.files["Steps/Step00_Start/README.md"] = nil
    #expect(sut.broken == ["step 00: no lesson (Steps/Step00_Start/README.md)"])
  }

  @Test("A lesson whose play by the book misses par, named by its hole and micro-step")
  func textbookPlayMissesPar() {
    var sut = TestKata()
    sut.replace(
      "### 1. Do it\n",
      with:
        "### 1. Lose its diff\n\n```diff\n```\n\n### 2. Do it\n\n```diff\n-let a = 1\n+let b = 1\n```\n",
      in: "Steps/Step01_RenameGreeting/README.md")
    #expect(
      sut.broken == [
        "hole 01 misses par at micro-step 1 (Lose its diff): its diff changes no line (played as "
          + "Fowler writes the mechanics (new lines first, then the rest), micro-step 1 costs 0.0 "
          + "strokes, not 1)"
      ])
  }

  @Test("A step folder Package.swift does not list leaves a gap, and a syllabus row of no step")
  func unlisted() {
    var sut = TestKata()
    sut.replace("  \"01_RenameGreeting\",\n", with: "", in: "Package.swift")
    #expect(
      sut.broken == [
        "step 02: numbered out of order or with a gap (expected step 01)",
        "step 01: Steps/Step01_RenameGreeting is not listed in Package.swift",
        "step 01: the syllabus has a row for a step that does not exist",
      ])
  }

  @Test("Steps out of order")
  func outOfOrder() {
    var sut = TestKata()
    sut.replace("\"00_Start\"", with: "\"01_RenameGreeting\"", in: "Package.swift")
    sut.replace(
      "  \"01_RenameGreeting\",\n  \"02", with: "  \"00_Start\",\n  \"02", in: "Package.swift")
    #expect(
      sut.broken == [
        "step 01: numbered out of order or with a gap (expected step 00)",
        "step 00: numbered out of order or with a gap (expected step 02)",
        "step 02: numbered out of order or with a gap (expected step 01)",
      ])
  }

  @Test("A listed step without a folder")
  func noFolder() {
    var sut = TestKata()
    sut.files = sut.files.filter { !$0.key.hasPrefix("Steps/Step02_ExtractName/") }
    #expect(
      sut.broken == ["step 02: Package.swift lists Steps/Step02_ExtractName, which does not exist"])
  }

  @Test("A step's Screen.swift that does not import its module")
  func screenImport() {
    var sut = TestKata()
    sut.replace("import Step02\n", with: "", in: "Tests/Step02Tests/Screen.swift")
    #expect(sut.broken == ["step 02: Tests/Step02Tests/Screen.swift does not import Step02"])
  }

  @Test("A step of two modules may import its view model's module in its tests")
  func viewModelModuleImport() {
    var sut = TestKata()
    sut.files["Steps/Step02_ExtractName/ViewModel/Name.swift"] = "public struct Name {}\n"
    sut.files["Tests/Step02Tests/NameTests.swift"] = "import Step02ViewModel\nimport Testing\n"
    #expect(sut.broken == [])
  }

  @Test("A step's view model's module that imports the stand-in")
  func viewModelImportsUIKit() {
    var sut = TestKata()
    sut.files["Steps/Step02_ExtractName/ViewModel/Name.swift"] = "import UIKitStandIn\n"
    #expect(
      sut.broken == [
        "step 02: Steps/Step02_ExtractName/ViewModel/Name.swift imports UIKit: the view model's "
          + "module knows none"
      ])
  }

  @Test("A step of one module may not import a view model's module of that name")
  func viewModelImportWithoutModule() {
    var sut = TestKata()
    sut.files["Tests/Step02Tests/NameTests.swift"] = "import Step02ViewModel\n"
    #expect(
      sut.broken == ["step 02: Tests/Step02Tests/NameTests.swift imports another step's module"])
  }

  @Test("A step's test file that imports another step's module; a link is not read")
  func otherStep() {
    var sut = TestKata()
    sut.files["Tests/Step02Tests/Extra.swift"] = "@testable import Step01\nimport Step02\n"
    sut.links["Tests/Step01Tests/Linked.swift"] = "Tests/Step02Tests/Extra.swift"
    #expect(
      sut.broken == [
        "step 01: Tests/Step01Tests/Linked.swift is a link; the shared suite is a library now, "
          + "compiled once",
        "step 02: Tests/Step02Tests/Extra.swift imports another step's module",
      ])
  }

  @Test("The exercise's glue runs the shared suite too")
  func exerciseGlue() {
    var sut = TestKata()
    sut.replace(
      "struct ExerciseSuite {", with: "struct Suite {", in: "Tests/ExerciseTests/Step.swift")
    #expect(
      sut.broken == [
        "exercise: Tests/ExerciseTests/Step.swift does not name its suite's type after its module "
          + "(struct ExerciseSuite)"
      ])
  }

  // MARK: - The lockstep net's reference

  @Test("A reference that is step 00's file, byte for byte, breaks no rule")
  func referenceIsACopy() {
    let sut = TestKata()
    #expect(
      sut.files["Tests/Reference/Greeter.swift"] == sut.files["Steps/Step00_Start/Greeter.swift"])
    #expect(sut.broken == [])
  }

  @Test("A change to step 00 fails, and says the reference kept the original on purpose")
  func referenceDiffers() {
    var sut = TestKata()
    sut.replace("Int", with: "Int8", in: "Steps/Step00_Start/Greeter.swift")
    #expect(
      sut.broken == [
        "step 00: Steps/Step00_Start/Greeter.swift differs from Tests/Reference/Greeter.swift, the "
          + "lockstep net's reference, which keeps step 00's original behaviour on purpose: undo "
          + "your change to step 00, or, to change step 00 for good, copy "
          + "Steps/Step00_Start/Greeter.swift over Tests/Reference/Greeter.swift"
      ])
  }

  @Test("A reference that reads the same but differs in its bytes fails")
  func referenceBytes() {
    var sut = TestKata()
    sut.edit("Steps/Step00_Start/Greeter.swift") { $0 + "// caf\u{E9}\n" }
    sut.edit("Tests/Reference/Greeter.swift") { $0 + "// cafe\u{301}\n" }
    #expect(
      sut.files["Steps/Step00_Start/Greeter.swift"] == sut.files["Tests/Reference/Greeter.swift"])
    #expect(sut.broken.count == 1)
    #expect(
      sut.broken.first?.hasPrefix(
        "step 00: Steps/Step00_Start/Greeter.swift differs from Tests/Reference/Greeter.swift")
        == true)
  }

  @Test("A missing reference file fails, and says where to copy it from")
  func referenceMissing() {
    var sut = TestKata()
    sut.files["Tests/Reference/Greeter.swift"] = nil
    #expect(
      sut.broken == [
        "step 00: Tests/Reference/Greeter.swift, the lockstep net's copy of "
          + "Steps/Step00_Start/Greeter.swift, is missing: copy Steps/Step00_Start/Greeter.swift to "
          + "Tests/Reference/Greeter.swift"
      ])
  }

  @Test("A reference that links step 00's file fails, though it reads the same")
  func referenceLinked() {
    var sut = TestKata()
    sut.files["Tests/Reference/Greeter.swift"] = nil
    sut.links["Tests/Reference/Greeter.swift"] = "Steps/Step00_Start/Greeter.swift"
    #expect(
      sut.broken == [
        "step 00: Tests/Reference/Greeter.swift is a link, so an experiment on step 00 changes the "
          + "lockstep net's reference too: put a copy of Steps/Step00_Start/Greeter.swift in its "
          + "place"
      ])
  }

  @Test("A reference file that step 00 does not have fails")
  func referenceExtra() {
    var sut = TestKata()
    sut.files["Tests/Reference/Names.swift"] = "let names = [String]()\n"
    #expect(
      sut.broken == [
        "step 00: Tests/Reference/Names.swift is not a copy of a file of step 00 "
          + "(Steps/Step00_Start), and the lockstep net's reference holds only those: remove it"
      ])
  }

  // MARK: - Sources

  @Test("The steps' and the exercise's files are checked as a screen's, the tests' are not")
  func screenSources() {
    var sut = TestKata()
    sut.edit("Steps/Step01_RenameGreeting/Greeter.swift") { "import Combine\n" + $0 }
    sut.edit("Exercise/Greeter.swift") { "@_spi(Testing) import UIKitStandIn\n" + $0 }
    sut.edit("Tests/Step01Tests/Screen.swift") { "import Combine\n" + $0 }
    #expect(
      sut.broken == [
        "Steps/Step01_RenameGreeting/Greeter.swift: imports Combine, which an app's screen would not",
        "Exercise/Greeter.swift: imports the stand-in's test-only members (@_spi); UIKit has none",
      ])
  }

  @Test("A public member of the stand-in that the parity table does not name")
  func parity() {
    var sut = TestKata()
    sut.replace(
      "  open var isHidden", with: "  public var hook = 0\n  open var isHidden",
      in: "Sources/UIKitStandIn/UIView.swift")
    #expect(
      sut.broken == [
        "stand-in: UIView.hook is public but not in the parity table "
          + "(Sources/UIKitStandIn/README.md): add its UIKit declaration, or hide it behind "
          + "@_spi(Testing)"
      ])
  }

  @Test("No parity table")
  func noParity() {
    var sut = TestKata()
    sut.files["Sources/UIKitStandIn/README.md"] = nil
    #expect(sut.broken == ["the stand-in's parity table Sources/UIKitStandIn/README.md is missing"])
  }

  @Test(
    "A feature newer than the floor, in a file git holds; not in a link, nor with another floor")
  func newerSwift() {
    var sut = TestKata()
    sut.edit("Tests/Step01Tests/Step.swift") {
      $0 + "\nfinal class Box {\n  weak\u{20}let value: AnyObject?\n}\n"
    }
    #expect(
      sut.broken == [
        "Tests/Step01Tests/Step.swift:13:  weak\u{20}let value: AnyObject?: needs a Swift newer than "
          + "the declared floor 6.0"
      ])
    var link = TestKata()
    link.files["Sources/Box.txt"] = "weak\u{20}let box = 1\n"
    link.links["Sources/Linked.swift"] = "Sources/Box.txt"
    #expect(link.broken == [])
    sut.replace("swift-tools-version: 6.0", with: "swift-tools-version: 6.2", in: "Package.swift")
    #expect(sut.broken == [])
  }

  // MARK: - The syllabus, the workshop and the sizes

  @Test("A syllabus without its legend; its names are then not checked")
  func noLegend() {
    var sut = TestKata()
    sut.replace("## The catalogue names", with: "## Names", in: "Steps/README.md")
    #expect(
      sut.broken == [
        "the syllabus (Steps/README.md) has no legend of catalogue names ('## The catalogue names')"
      ])
  }

  @Test("A lesson's refactoring the legend does not define")
  func unknownRefactoring() {
    var sut = TestKata()
    sut.replace(
      "**Refactoring:** Rename Variable: the greeting.", with: "**Refactoring:** Move Field.",
      in: "Steps/Step01_RenameGreeting/README.md")
    #expect(
      sut.broken == [
        "step 01: the lesson names 'Move Field', which the syllabus's legend does not define"
      ])
  }

  @Test("A workshop's time box that is not the syllabus's")
  func timeBox() {
    var sut = TestKata()
    sut.replace("the name, 15 min", with: "the name, 20 min", in: "Steps/WORKSHOP.md")
    #expect(
      sut.broken == ["step 02: Steps/WORKSHOP.md gives it 20 min, the syllabus another time box"])
    sut.files["Steps/WORKSHOP.md"] = nil
    #expect(sut.broken == [])
  }

  @Test("A workshop's time boxes are \"(step NN, …, M min)\", several on a line")
  func timeBoxes() {
    let boxes = KataCheck.timeBoxes(
      in: "(step 01, a, 10 min) (step 02 , b, 5 min) (step 03, c, 5min) (step 04, (d), 7 min)"
        + " (step 05, e 1, 20 min)")
    #expect(boxes.map(\.step) == ["01", "05"])
    #expect(boxes.map(\.minutes) == ["10", "20"])
  }

  @Test("A step over the budget")
  func overBudget() {
    var sut = TestKata()
    sut.sizes = sut.sizes.replacingOccurrences(of: "Step 02     7", with: "Step 02    81")
    #expect(
      sut.broken == [
        "step 02: 81 changed lines, over the budget of 80 (split it)",
        "step 02: the syllabus gives a size other than 81 changed lines",
      ])
  }

  @Test("A median over the budget")
  func median() {
    var sut = TestKata()
    sut.sizes = sut.sizes.replacingOccurrences(of: "median 6,", with: "median 25.5,")
    #expect(sut.broken == ["the steps' median size is 25.5 changed lines, over the budget of 25"])
  }

  @Test("A step without a row in the syllabus, and a row named otherwise than the lesson")
  func syllabusRows() {
    var sut = TestKata()
    sut.replace(
      "| 02 | Extract Function: the name | 7 | 15 min | 14 |\n", with: "", in: "Steps/README.md")
    sut.replace(
      "| 01 | Rename Variable: the greeting |", with: "| 01 | Rename Variable |",
      in: "Steps/README.md")
    #expect(
      sut.broken == [
        "step 02: Steps/WORKSHOP.md gives it 15 min, the syllabus another time box",
        "step 01: the syllabus names it differently from its lesson ('Rename Variable: the greeting')",
        "step 02: no row in the syllabus table (Steps/README.md)",
      ])
  }

  @Test("A row that does not say which iOS its step's code needs, or not as a whole number")
  func noIOS() {
    var sut = TestKata()
    sut.replace("| 10 min | 14 |", with: "| 10 min | |", in: "Steps/README.md")
    sut.replace("| 15 min | 14 |", with: "| 15 min | iOS 14 |", in: "Steps/README.md")
    sut.edit("Steps/Step02_ExtractName/Greeter.swift") {
      $0 + "\nlet item = UIBarButtonItem(systemItem: .done)\n"
    }
    #expect(
      sut.broken == [
        "step 01: the syllabus does not say which iOS its code needs (column 'iOS')",
        "step 02: the syllabus does not say which iOS its code needs (column 'iOS'): "
          + "Steps/Step02_ExtractName/Greeter.swift uses "
          + "UIBarButtonItem(systemItem:primaryAction:menu:), iOS 14",
      ])
  }

  @Test("A row's iOS is the highest that its step's code needs, neither lower nor higher")
  func iOS() {
    var sut = TestKata()
    let greeter = "Steps/Step02_ExtractName/Greeter.swift"
    sut.edit(greeter) {
      $0 + "\n@available(iOS 26.0, *)\nfinal class Screen: UIViewController {\n"
        + "  override func updateProperties() {\n    item.primaryAction = nil\n  }\n}\n"
    }
    #expect(
      sut.broken == [
        "step 02: the syllabus says its code needs iOS 14, but \(greeter) uses "
          + "updateProperties(), iOS 26"
      ])
    sut.replace("| 15 min | 14 |", with: "| 15 min | 26 |", in: "Steps/README.md")
    #expect(sut.broken == [])
    sut.replace("| 10 min | 14 |", with: "| 10 min | 17 |", in: "Steps/README.md")
    sut.edit("Steps/Step01_RenameGreeting/Greeter.swift") {
      $0 + "\nlet item = UIBarButtonItem(systemItem: .cancel)\n"
    }
    #expect(
      sut.broken == [
        "step 01: the syllabus says its code needs iOS 17, but "
          + "Steps/Step01_RenameGreeting/Greeter.swift uses "
          + "UIBarButtonItem(systemItem:primaryAction:menu:), iOS 14"
      ])
  }

  @Test("A step's code that uses nothing the markers know leaves its row's iOS to the syllabus")
  func iOSUnknown() {
    var sut = TestKata()
    sut.replace("| 10 min | 14 |", with: "| 10 min | 12 |", in: "Steps/README.md")
    sut.edit("Steps/Step01_RenameGreeting/Greeter.swift") {
      $0 + "\n// Not yet: override func updateProperties() and .primaryAction\n"
    }
    #expect(sut.broken == [])
  }

  @Test("Sizes that could not be measured, and no syllabus")
  func unmeasured() {
    var sut = TestKata()
    sut.measured = false
    sut.sizes = "diff-steps: step 01 is missing: the steps must be numbered without gaps\n\n"
    sut.files["Steps/README.md"] = nil
    #expect(
      sut.broken == [
        "the syllabus (Steps/README.md) has no legend of catalogue names ('## The catalogue names')",
        "step 01: Steps/WORKSHOP.md gives it 10 min, the syllabus another time box",
        "step 02: Steps/WORKSHOP.md gives it 15 min, the syllabus another time box",
        "the diff budget could not be measured: diff-steps: step 01 is missing: the steps must be "
          + "numbered without gaps",
        "the syllabus Steps/README.md is missing",
      ])
    #expect(
      sut.check.summary(broken: 0)
        == "check-kata: all rules hold for 3 steps (median  changed lines)")
  }
}

@Suite("What the tools read in Package.swift")
struct PackageManifestTests {
  @Test("The steps are the entries of the list, with or without a comma; other lines are not")
  func steps() {
    let sut = """
      let before = ["09_Not"]
      let steps = [
        "00_Start",
        // a comment
        "01_Rename" ,
        "02_Extract"
        "3_Short",
        "04_Spaced Name",
      ]
      let after = [
        "05_After",
      ]
      """
    #expect(PackageManifest.steps(in: sut) == ["00_Start", "02_Extract"])
  }

  @Test("No list, no steps")
  func noList() {
    #expect(PackageManifest.steps(in: "let stepList = [\n  \"00_Start\",\n]\n") == [])
  }

  @Test("The tools version is the floor")
  func toolsVersion() {
    #expect(
      PackageManifest.toolsVersion(in: "// swift-tools-version:  6.0.2 \nimport X\n") == "6.0.2")
    #expect(PackageManifest.toolsVersion(in: "import X\n") == "")
  }
}
