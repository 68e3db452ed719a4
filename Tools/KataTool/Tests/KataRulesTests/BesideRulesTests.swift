import KataFormats
import Testing

@Suite("check-kata's rules beside the main path: a branch of two steps and a feature build")
struct BesideRulesTests {
  /// The test kata with branch MVP (MVP01, MVP02, from step 01) and the build ShoutOnMVVM.
  static func kata() -> TestKata {
    var sut = TestKata()
    sut.files["Steps/Branches/MVP/README.md"] =
      "# The MVP branch\n\nBranches from: RenameGreeting\n"
    for (id, name) in [("MVP01", "Present"), ("MVP02", "Again")] {
      sut.add(step: id, folder: "Steps/Branches/MVP/\(id)_\(name)")
    }
    sut.add(step: "ShoutOnMVVM", folder: "Steps/Features/ShoutOnMVVM")
    // A feature build runs its feature's behaviours.
    sut.replace(
      "arguments: ChangePasswordCharacterization.behaviours)",
      with: "arguments: Shout.behaviours())",
      in: "Tests/ShoutOnMVVMTests/Step.swift")
    sut.files["Package.swift"]! +=
      "\n\nlet branchSteps: [String] = [\n  \"MVP/MVP01_Present\",\n  \"MVP/MVP02_Again\",\n]\n"
      + "\nlet featureBuilds: [String] = [\n  \"ShoutOnMVVM\",\n]\n"
    return sut
  }

  @Test("A branch and a feature build that keep the rules break none")
  func holds() {
    #expect(Self.kata().broken == [])
  }

  @Test("A branch step's presenter's module that imports the stand-in")
  func presenterImportsUIKit() {
    var sut = Self.kata()
    sut.files["Steps/Branches/MVP/MVP02_Again/Presenter/Presenter.swift"] = "import UIKitStandIn\n"
    #expect(
      sut.broken == [
        "step MVP02: Steps/Branches/MVP/MVP02_Again/Presenter/Presenter.swift imports UIKit: "
          + "the presenter's module knows none"
      ])
  }

  @Test("The syllabus's rows of a branch's steps and a feature build name steps that exist")
  func syllabusRows() {
    var sut = Self.kata()
    sut.files["Steps/README.md"]! += """

      | step | refactoring | time box |
      |---|---|---|
      | MVP01 | Present | 5 min |
      | ShoutOnMVVM | Shout | 5 min |
      | MVP09 | Nothing | 5 min |
      """
    #expect(sut.broken == ["step MVP09: the syllabus has a row for a step that does not exist"])
  }

  @Test("A branch whose README names no main step")
  func unknownBranchPoint() {
    var sut = Self.kata()
    sut.replace("RenameGreeting", with: "Nowhere", in: "Steps/Branches/MVP/README.md")
    #expect(
      sut.broken == [
        "branch MVP: Steps/Branches/MVP/README.md branches from 'Nowhere', which is no main step"
      ])
  }

  @Test("A branch without its README")
  func noReadme() {
    var sut = Self.kata()
    sut.files["Steps/Branches/MVP/README.md"] = nil
    #expect(
      sut.broken == [
        "branch MVP: no Steps/Branches/MVP/README.md, which names the main step it branches from"
      ])
  }

  @Test("A branch's steps numbered with a gap")
  func gap() {
    var sut = Self.kata()
    sut.add(step: "MVP04", folder: "Steps/Branches/MVP/MVP04_Later")
    sut.replace(
      "  \"MVP/MVP02_Again\",\n", with: "  \"MVP/MVP02_Again\",\n  \"MVP/MVP04_Later\",\n",
      in: "Package.swift")
    #expect(sut.broken == ["step MVP04: numbered out of order or with a gap (expected MVP03)"])
  }

  @Test("A step beside the main path whose lesson has no Mechanics")
  func noMechanics() {
    var sut = Self.kata()
    sut.files["Steps/Features/ShoutOnMVVM/README.md"] = "# ShoutOnMVVM · Shout on MVVM\n"
    #expect(
      sut.broken == [
        "step ShoutOnMVVM: Steps/Features/ShoutOnMVVM/README.md has no '## Mechanics' section"
      ])
  }

  @Test("Package.swift's list that is not the folders")
  func unlisted() {
    var sut = Self.kata()
    sut.replace("  \"ShoutOnMVVM\",\n", with: "", in: "Package.swift")
    #expect(
      sut.broken == [
        "Package.swift's featureBuilds lists nothing where the folders are ShoutOnMVVM"
      ])
  }

  @Test("A feature build on another base than Fat or MVVM")
  func otherBase() {
    var sut = Self.kata()
    sut.add(step: "ShoutOnMVP", folder: "Steps/Features/ShoutOnMVP")
    #expect(
      sut.broken == [
        "Steps/Features/ShoutOnMVP: a feature build is named FeatureOnFat or FeatureOnMVVM"
      ])
  }
}

extension TestKata {
  /// A step beside the main path: its folder, a lesson with Mechanics, and its test glue.
  mutating func add(step id: String, folder: String) {
    files[folder + "/README.md"] =
      "# \(id) · A step\n\nIt does one thing.\n\n## Mechanics\n\nDo it.\n"
    files[folder + "/Greeter.swift"] = Self.greeter
    files["Tests/\(id)Tests/Screen.swift"] = Self.screen(id, importing: true)
    files["Tests/\(id)Tests/Step.swift"] = Self.suite(id)
  }
}
