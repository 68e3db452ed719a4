import KataFormats
import Testing

@Suite("The scratch package that builds one step on its own")
struct ScratchPackageTests {
  static func sut(
    testFiles: [String] = ["Screen.swift", "Step.swift"], readme: Bool = true, lld: Bool = false,
    secondModule: String? = nil, wholeModules: Bool = false
  ) -> ScratchPackage {
    ScratchPackage(
      module: "Step07", kata: "/home/ada/ChangePasswordKata", testFiles: testFiles,
      codeHasReadme: readme, linksWithLLD: lld, secondModule: secondModule,
      wholeModules: wholeModules)
  }

  @Test("For the checks that build it hundreds of times, each of its modules is compiled whole")
  func wholeModules() {
    let manifest = Self.sut(wholeModules: true).manifest
    #expect(manifest.contains("for target in package.targets {"))
    #expect(manifest.contains(#""-wmo", "-no-emit-module-separately-wmo", "-num-threads", "1""#))
  }

  @Test("Otherwise its modules are compiled as SwiftPM compiles the kata's")
  func batches() {
    #expect(!Self.sut().manifest.contains("-wmo"))
  }

  @Test("lld is at hand when the swift PATH finds has it beside its real file")
  func lldBesideSwift() {
    let found = ScratchPackage.lldIsThere(
      path: "/usr/bin:/usr/local/bin",
      isExecutable: { ["/usr/local/bin/swift", "/opt/swift/usr/bin/ld.lld"].contains($0) },
      resolvingLinks: { $0 == "/usr/local/bin/swift" ? "/opt/swift/usr/bin/swift" : $0 })
    #expect(found)
  }

  @Test("lld is not at hand when neither PATH nor the folder of swift has it")
  func noLLD() {
    let found = ScratchPackage.lldIsThere(
      path: "/usr/bin:/bin", isExecutable: { $0 == "/usr/bin/swift" }, resolvingLinks: { $0 })
    #expect(!found)
  }

  @Test("Code in View/ and ViewModel/ makes two modules, and the view model's reaches no UIKit")
  func twoModules() {
    let manifest = Self.sut(secondModule: "ViewModel").manifest
    #expect(
      manifest.contains(
        #".target(name: "Step07ViewModel", dependencies: [kata("PasswordService")], path: "Code/ViewModel")"#
      ))
    #expect(manifest.contains(#"path: "Code/View")"#))
    #expect(
      manifest.contains(
        #"dependencies: [kata("UIKitStandIn"), kata("PasswordService"), "Step07ViewModel"]"#))
  }

  @Test("Code in View/ and Presenter/ makes the presenter's module, which reaches no UIKit")
  func presenterModule() {
    let manifest = Self.sut(secondModule: "Presenter").manifest
    #expect(
      manifest.contains(
        #".target(name: "Step07Presenter", dependencies: [kata("PasswordService")], path: "Code/Presenter")"#
      ))
    #expect(
      manifest.contains(
        #"dependencies: [kata("UIKitStandIn"), kata("PasswordService"), "Step07Presenter"]"#))
  }

  @Test("The glue and the tests of two modules link both")
  func twoModulesLinked() {
    let manifest = Self.sut(secondModule: "ViewModel").manifest
    #expect(
      manifest.contains(
        #"dependencies: ["Step07", "Step07ViewModel", kata("CharacterizationSuite")"#))
    #expect(
      manifest.contains(
        #""Step07Screen", "Step07", "Step07ViewModel", kata("CharacterizationSuite")"#))
  }

  @Test("A feature build's tests link its feature's suite, from Feature/, and its net reference")
  func featureBuild() {
    let manifest = ScratchPackage(
      module: "StepNN", kata: "/k", testFiles: ["Step.swift"], codeHasReadme: true,
      linksWithLLD: false, featureSuite: "GreetingSuite", netReference: "GreetingOnFat"
    ).manifest
    #expect(manifest.contains(#"name: "GreetingSuite","#))
    #expect(manifest.contains(#"path: "Feature")"#))
    #expect(manifest.contains(#"name: "GreetingOnFat", dependencies: [kata("UIKitStandIn")"#))
    #expect(manifest.contains(#"path: "Reference", exclude: ["README.md"])"#))
    #expect(manifest.contains(#"kata("UIKitStandIn"), "GreetingSuite", "GreetingOnFat","#))
  }

  @Test("A step of a path links no feature's suite")
  func noFeature() {
    #expect(!Self.sut().manifest.contains("Feature"))
  }

  @Test("Code of one module makes no view model's module")
  func oneModule() {
    #expect(!Self.sut().manifest.contains("ViewModel"))
  }

  @Test("It takes the shared modules from the kata's package, by its path and its folder's name")
  func dependsOnTheKata() {
    let manifest = Self.sut().manifest
    #expect(manifest.contains(#"dependencies: [.package(path: "/home/ada/ChangePasswordKata")]"#))
    #expect(manifest.contains(#".product(name: name, package: "changepasswordkata")"#))
  }

  @Test("It declares no shared module of its own")
  func noSharedModule() {
    for module in ["UIKitStandIn", "PasswordService", "KataTestSupport", "CharacterizationSuite"] {
      #expect(!Self.sut().manifest.contains(#"name: "\#(module)""#))
    }
  }

  @Test("Screen.swift is a module of its own, which the tests reach through the shim")
  func screenModule() {
    let sut = Self.sut()
    #expect(sut.manifest.contains(#"name: "Step07Screen""#))
    #expect(sut.manifest.contains(#""Step07Screen", "Step07","#))
    #expect(
      sut.screenShim?.contains("let makeScreen: ScreenFactory = Step07Screen.makeScreen") == true)
    #expect(sut.testEntries == ["Step.swift", "ScratchGlue"])
  }

  @Test("Compiled whole, Screen.swift goes with the tests, which every build compiles again")
  func screenWithTheTests() {
    let sut = Self.sut(wholeModules: true)
    #expect(!sut.manifest.contains("Step07Screen"))
    #expect(sut.screenShim == nil)
    #expect(sut.testEntries == ["Screen.swift", "Step.swift"])
  }

  @Test("Without Screen.swift there is no screen module and no shim")
  func noScreen() {
    let sut = Self.sut(testFiles: ["Step.swift", "ViewModelTests.swift"])
    #expect(!sut.manifest.contains("Step07Screen"))
    #expect(sut.screenShim == nil)
    #expect(sut.testEntries == ["Step.swift", "ViewModelTests.swift"])
  }

  @Test("A lesson beside the code is left out of the module's sources")
  func readme() {
    #expect(Self.sut(readme: true).manifest.contains(#"path: "Code", exclude: ["README.md"])"#))
    #expect(!Self.sut(readme: false).manifest.contains("exclude"))
  }

  @Test("The tests link with lld only when it is at hand")
  func linker() {
    #expect(Self.sut(lld: true).manifest.contains(#".unsafeFlags(["-use-ld=lld"]"#))
    #expect(!Self.sut(lld: false).manifest.contains("use-ld"))
  }
}
