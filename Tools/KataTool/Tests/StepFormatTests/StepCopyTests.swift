import KataFormats
import Testing

@Suite("A new step copied from the step it starts from")
struct StepCopyTests {
  static let parent = Step(folder: "Steps/Step06_ExtractView")!

  @Test(
    "The new lesson is the step's title and a TODO",
    arguments: [
      ("Steps/Step07_InlineMessageVariable", "# Step 07 · InlineMessageVariable"),
      ("Steps/Branches/MVP/MVP01_RenameToViewController", "# MVP01 · RenameToViewController"),
      ("Steps/Features/LiveValidationOnFat", "# LiveValidationOnFat · LiveValidation on Fat"),
    ])
  func lesson(folder: String, title: String) {
    let sut = StepCopy(from: Self.parent, to: Step(folder: folder)!)
    #expect(sut.lesson == title + "\n\nTODO: the lesson.\n")
  }

  @Test("A view imports the new step's second module; its tests name the new module throughout")
  func renames() {
    let sut = StepCopy(from: Self.parent, to: Step(folder: "Steps/Step07_InlineMessageVariable")!)
    let view = "import UIKit\nimport Step06ViewModel\nimport Step06\n// Step06ViewModel\n"
    #expect(
      sut.view(view) == "import UIKit\nimport Step07ViewModel\nimport Step07\n// Step06ViewModel\n")
    #expect(sut.view("import Step06View_Model") == "import Step06View_Model")
    #expect(
      sut.tests("@testable import Step06\nlet s = Step06ViewModel()")
        == "@testable import Step07\nlet s = Step07ViewModel()")
  }
}
