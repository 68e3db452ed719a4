import KataFormats
import Testing

@Suite("Which step an argument names, and where a new step beside the main path goes")
struct StepArgumentsTests {
  static let sut = StepCatalog(
    folders: [
      "Steps/Step00_Start", "Steps/Step01_RenameGreeting", "Steps/Step02_ExtractName",
      "Steps/Branches/MVP/MVP01_ExtractPresenter", "Steps/Branches/MVP/MVP02_Rename",
      "Steps/Features/GreetingOnFat",
    ],
    branchesFrom: ["MVP": "RenameGreeting", "Redux": "ExtractName", "Lost": "Nowhere"],
    twoModules: ["Steps/Step02_ExtractName": "ViewModel"])

  @Test("A main step is named by its number, with or without its leading zero")
  func mainNumber() throws {
    #expect(try Self.sut.id(named: "1") == "01")
    #expect(try Self.sut.id(named: "02") == "02")
  }

  @Test("A step beside the main path is named by its ID")
  func besideTheMainPath() throws {
    #expect(try Self.sut.id(named: "MVP02") == "MVP02")
    #expect(try Self.sut.id(named: "GreetingOnFat") == "GreetingOnFat")
  }

  @Test("An unknown step is one line that says what exists")
  func unknownStep() {
    #expect(
      throws: StepProblem(
        "no step 7 (the main path is 00 to 02; branch MVP is MVP01 to MVP02; feature builds: GreetingOnFat)"
      )
    ) { try Self.sut.id(named: "7") }
    #expect(throws: StepProblem.self) { try Self.sut.id(named: "MVP03") }
    #expect(throws: StepProblem.self) { try Self.sut.id(named: "") }
  }

  @Test("The steps that start from a step: the next on its path and a branch from it")
  func children() {
    #expect(Self.sut.children(of: "01").map(\.id) == ["02", "MVP01"])
    #expect(Self.sut.children(of: "00").map(\.id) == ["01", "GreetingOnFat"])
  }

  @Test("A branch's first step starts from the main step its README names")
  func firstBranchStep() throws {
    let step = try Self.sut.newBranchStep("Redux", name: "AddStore")
    #expect(step.folder == "Steps/Branches/Redux/Redux01_AddStore")
    #expect(step.parent == "02")
    #expect(step.modules == ["Redux01", "Redux01ViewModel"])
  }

  @Test("A branch's later step starts from the branch's last")
  func laterBranchStep() throws {
    let step = try Self.sut.newBranchStep("MVP", name: "Inline")
    #expect(step.id == "MVP03")
    #expect(step.parent == "MVP02")
  }

  @Test("A branch without a README's branch point, or with an unknown one, gets no step")
  func noBranchPoint() {
    #expect(throws: StepProblem.self) { try Self.sut.newBranchStep("Other", name: "First") }
    #expect(throws: StepProblem.self) { try Self.sut.newBranchStep("Lost", name: "First") }
  }

  @Test("A feature build starts from step 00 on Fat and from the last step on MVVM")
  func featureBuilds() throws {
    #expect(try Self.sut.newFeatureBuild("Shout", on: "Fat").parent == "00")
    #expect(try Self.sut.newFeatureBuild("Shout", on: "MVVM").parent == "02")
  }

  @Test("A feature build on another base, or one that exists, is refused")
  func badFeatureBuilds() {
    #expect(throws: StepProblem.self) { try Self.sut.newFeatureBuild("Shout", on: "MVP") }
    #expect(throws: StepProblem.self) { try Self.sut.newFeatureBuild("Greeting", on: "Fat") }
  }

  @Test("The main path's next step follows its last")
  func nextMainStep() throws {
    let step = try Self.sut.newMainStep("Polish")
    #expect(step.folder == "Steps/Step03_Polish")
    #expect(step.parent == "02")
  }

  @Test("A short name with punctuation is refused")
  func badShortName() {
    #expect(throws: StepProblem.self) { try Self.sut.newMainStep("Bad-Name") }
    #expect(throws: StepProblem.self) { try Self.sut.newBranchStep("M-V", name: "Name") }
  }

  @Test("Each kind of step has its list and entry in Package.swift")
  func manifestEntries() {
    let entries = ["01", "MVP02", "GreetingOnFat"].compactMap { Self.sut.step($0)?.manifestEntry }
    #expect(entries.map(\.list) == ["steps", "branchSteps", "featureBuilds"])
    #expect(entries.map(\.entry) == ["01_RenameGreeting", "MVP/MVP02_Rename", "GreetingOnFat"])
  }

  @Test("A branch's README gives its branch point bold, as a lesson's field, or plain")
  func branchPointInReadme() {
    #expect(
      StepCatalog.branchesFrom(readme: "# MVP\n\n**Branches from:** StartOver\n") == "StartOver")
    #expect(StepCatalog.branchesFrom(readme: "# MVP\n\nBranches from: StartOver\n") == "StartOver")
    #expect(StepCatalog.branchesFrom(readme: "# MVP\n") == nil)
  }
}

@Suite("Package.swift's lists of steps beside the main path")
struct ManifestListTests {
  static let manifest = """
    let steps = [
      "00_Start",
    ]

    let branchSteps: [String] = []

    let featureBuilds: [String] = [
      "GreetingOnFat",
    ]

    """

  @Test("A list's entries are read in order; an empty list has none")
  func readsLists() {
    #expect(PackageManifest.list("featureBuilds", in: Self.manifest) == ["GreetingOnFat"])
    #expect(PackageManifest.list("branchSteps", in: Self.manifest) == [])
    #expect(PackageManifest.list("steps", in: Self.manifest) == ["00_Start"])
  }

  @Test("Adding to an empty list opens it up")
  func addsToEmptyList() throws {
    let sut = try PackageManifest.adding("MVP/MVP01_X", toList: "branchSteps", in: Self.manifest)
    #expect(sut.contains("let branchSteps: [String] = [\n  \"MVP/MVP01_X\",\n]\n"))
    #expect(PackageManifest.list("branchSteps", in: sut) == ["MVP/MVP01_X"])
  }

  @Test("Adding to a list puts the entry last")
  func addsLast() throws {
    let sut = try PackageManifest.adding("ShoutOnMVVM", toList: "featureBuilds", in: Self.manifest)
    #expect(PackageManifest.list("featureBuilds", in: sut) == ["GreetingOnFat", "ShoutOnMVVM"])
    #expect(PackageManifest.list("steps", in: sut) == ["00_Start"])
  }

  @Test("Adding to a list the manifest lacks is refused")
  func noSuchList() {
    #expect(throws: StepProblem.self) {
      try PackageManifest.adding("X", toList: "others", in: Self.manifest)
    }
  }
}

@Suite("The hole a workshop exercise plays")
struct ExerciseHoleTests {
  static let sut = StepArgumentsTests.sut

  @Test("A main step's number names the start, and the hole is the next main step")
  func mainStart() throws {
    #expect(try Self.sut.exerciseHole(named: "1") == ExerciseHole(start: "01", hole: "02"))
  }

  @Test("A branch's first step names the hole, played from the main step it branches from")
  func branchHole() throws {
    #expect(try Self.sut.exerciseHole(named: "MVP01") == ExerciseHole(start: "01", hole: "MVP01"))
  }

  @Test("A branch's later step is played from the branch's step before it")
  func laterBranchHole() throws {
    #expect(
      try Self.sut.exerciseHole(named: "MVP02") == ExerciseHole(start: "MVP01", hole: "MVP02"))
  }

  @Test("A feature build names the hole, played from its base")
  func featureHole() throws {
    #expect(
      try Self.sut.exerciseHole(named: "GreetingOnFat")
        == ExerciseHole(start: "00", hole: "GreetingOnFat"))
  }

  @Test("The main path's last step has no hole after it")
  func lastStep() {
    #expect(
      throws: StepProblem("step 02 is the last step; there is no next refactoring to do")
    ) { try Self.sut.exerciseHole(named: "2") }
  }

  @Test("A branch step without a branch point has no start")
  func noBranchPoint() {
    let sut = StepCatalog(folders: ["Steps/Step00_A", "Steps/Branches/X/X01_B"])
    #expect(throws: StepProblem("step X01 has no step to start from (no branch point)")) {
      try sut.exerciseHole(named: "X01")
    }
  }

  @Test("An unknown step names what exists")
  func unknown() {
    #expect(throws: StepProblem.self) { try Self.sut.exerciseHole(named: "MVP09") }
  }

  @Test("After a main hole, the next is started by its number; after a branch's, by the next ID")
  func nextExercise() {
    #expect(Self.sut.nextExercise(after: "01") == "01")
    #expect(Self.sut.nextExercise(after: "MVP01") == "MVP02")
  }

  @Test("The last hole of a path, a branch's or a feature build, has none after it")
  func noNextExercise() {
    #expect(Self.sut.nextExercise(after: "02") == nil)
    #expect(Self.sut.nextExercise(after: "MVP02") == nil)
    #expect(Self.sut.nextExercise(after: "GreetingOnFat") == nil)
  }

  @Test("A state with no hole plays the next main step")
  func mainHoleAfter() {
    #expect(ExerciseHole.mainHole(after: "09") == "10")
  }
}
