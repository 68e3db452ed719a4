import KataFormats
import Testing

@Suite("What a step is: the main path, a branch, a feature build, two modules")
struct StepsTests {
  static let sut = StepCatalog(
    folders: [
      "Steps/Step01_RenameGreeting", "Steps/Step00_Start", "Steps/Step02_ExtractName",
      "Steps/README.md", "Steps/Stepping_Stone", "Steps/Branches/MVP/MVP02_ExtractPresenter",
      "Steps/Branches/MVP/MVP01_RenameToViewController", "Steps/Features/GreetingOnMVVM",
      "Steps/Features/GreetingOnFat", "Steps/Features/GreetingOnMVP", "Steps/Features/Greeting",
    ],
    branchesFrom: ["MVP": "RenameGreeting"],
    twoModules: ["Steps/Branches/MVP/MVP02_ExtractPresenter": "Presenter"])

  @Test("Steps come in order: the main path's, each branch's, then the feature builds'")
  func order() {
    #expect(
      Self.sut.steps.map(\.id) == [
        "00", "01", "02", "MVP01", "MVP02", "GreetingOnFat", "GreetingOnMVP", "GreetingOnMVVM",
      ])
  }

  @Test("A folder that is no step's is left out")
  func notSteps() {
    #expect(Step(folder: "Steps/Stepping_Stone") == nil)
    #expect(Step(folder: "Steps/Features/Greeting") == nil)
    #expect(Step(folder: "Steps/Step7_Short") == nil)
  }

  @Test("Each step's title line names it by its ID, in order, and is empty where it has no title")
  func titleLines() {
    let lines = Self.sut.titleLines { $0.id == "01" ? nil : "Title of \($0.folder)" }
    #expect(lines.count == Self.sut.steps.count)
    #expect(lines[0] == "00|Title of Steps/Step00_Start")
    #expect(lines[1] == "01|")
    #expect(lines[3] == "MVP01|Title of Steps/Branches/MVP/MVP01_RenameToViewController")
  }

  @Test("The last step is the main path's")
  func lastStep() {
    #expect(Self.sut.mainPath.last?.id == "02")
  }

  @Test("A main step's module is StepNN, and its tests are named after it")
  func mainModule() {
    #expect(Self.sut.step("01")?.module == "Step01")
    #expect(Self.sut.step("01")?.tests == "Tests/Step01Tests")
  }

  @Test("A step of two modules has its view's and its presenter's, named after their folders")
  func twoModules() {
    #expect(Self.sut.step("MVP02")?.modules == ["MVP02", "MVP02Presenter"])
    #expect(Self.sut.step("MVP01")?.modules == ["MVP01"])
  }

  @Test("A step's second module is in ViewModel/ or Presenter/, and in no other folder")
  func secondModuleFolders() {
    func second(_ subfolders: Set<String>) -> String? {
      Step.secondModule(of: "Steps/Step51_Move") { subfolders.contains($0) }
    }
    #expect(second(["Steps/Step51_Move/View", "Steps/Step51_Move/ViewModel"]) == "ViewModel")
    #expect(second(["Steps/Step51_Move/View", "Steps/Step51_Move/Presenter"]) == "Presenter")
    #expect(second(["Steps/Step51_Move/View", "Steps/Step51_Move/Model"]) == nil)
  }

  @Test("A main step follows the one before it, and the first follows none")
  func mainParents() {
    #expect(Self.sut.step("02")?.parent == "01")
    #expect(Self.sut.step("00")?.parent == nil)
  }

  @Test("A branch's first step follows the main step its README names, a later one the step before")
  func branchParents() {
    #expect(Self.sut.step("MVP01")?.parent == "01")
    #expect(Self.sut.step("MVP02")?.parent == "MVP01")
  }

  @Test("A feature build follows its base: Fat the first step, MVVM the last, a branch its last")
  func featureParents() {
    #expect(Self.sut.step("GreetingOnFat")?.parent == "00")
    #expect(Self.sut.step("GreetingOnMVVM")?.parent == "02")
    #expect(Self.sut.step("GreetingOnMVP")?.parent == "MVP02")
  }

  @Test(
    "The module fold names every step's module: Step, each branch before two digits, each feature")
  func moduleFold() {
    #expect(
      Self.sut.moduleFold.rules == [
        .init("Step", digits: 2, to: "StepNN"), .init("MVP", digits: 2, to: "StepNN"),
        .init("GreetingOnFat", digits: 0, to: "StepNN"),
        .init("GreetingOnMVP", digits: 0, to: "StepNN"),
        .init("GreetingOnMVVM", digits: 0, to: "StepNN"),
      ])
  }

  @Test(
    "Each step is one line for the scripts: ID, folder, modules, tests, parent, and a feature's suite and net reference"
  )
  func lines() {
    #expect(
      Self.sut.lines[4]
        == "MVP02|Steps/Branches/MVP/MVP02_ExtractPresenter|MVP02,MVP02Presenter|Tests/MVP02Tests|MVP01|||"
    )
    #expect(
      Self.sut.step("GreetingOnMVVM")?.line
        == "GreetingOnMVVM|Steps/Features/GreetingOnMVVM|GreetingOnMVVM|Tests/GreetingOnMVVMTests|02"
        + "|GreetingSuite|Tests/Features/Greeting|GreetingOnFat")
  }

  @Test("A feature build on the fat presenter has no net reference but step 00")
  func fatHasNoFeatureReference() {
    #expect(Self.sut.step("GreetingOnFat")?.netReference == nil)
    #expect(Self.sut.step("GreetingOnMVP")?.netReference == "GreetingOnFat")
  }

  @Test("A feature build's fold leaves the other builds' names, its net's reference's among them")
  func featureFold() throws {
    let fold = Self.sut.moduleFold(for: try #require(Self.sut.step("GreetingOnMVVM")))
    let text = "import GreetingOnMVVM\nimport GreetingOnFat\nimport Step02\n"
    #expect(
      String(decoding: fold.apply(Array(text.utf8)), as: UTF8.self)
        == "import StepNN\nimport GreetingOnFat\nimport StepNN\n")
  }
}
