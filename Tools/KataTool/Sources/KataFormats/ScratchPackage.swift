/// The scratch package that builds one step (or the exercise) on its own, in a fraction of the
/// time the whole kata takes: the step's module, its Screen.swift as a module of its own (an edit
/// to the screen then recompiles it and not the tests, whose interface with it never changes;
/// not when the modules are compiled whole), and its tests. The shared modules are the kata's
/// own, declared once in its Package.swift: the scratch package depends on the kata by its path,
/// and builds only what it links.
public struct ScratchPackage: Sendable {
  /// The module: Step07, Exercise, StepNN.
  public let module: String
  /// The kata's folder, which the package depends on.
  public let kata: String
  /// The step's own test files: Screen.swift, Step.swift and any view-model tests.
  public let testFiles: [String]
  /// Whether the code's folder holds its lesson, README.md, which is no source.
  public let codeHasReadme: Bool
  /// Whether its tests link with lld, which links them faster than gold, Linux's default.
  public let linksWithLLD: Bool
  /// For code that is a view and its view model or presenter, the second's folder beside
  /// `View/` (`ViewModel`, `Presenter`): two modules, `<module>` and `<module>ViewModel` (or
  /// `<module>Presenter`), the second with no UIKit in reach, as in the kata. Nil for one module.
  public let secondModule: String?
  /// A feature build's: the module of its feature's tests, built from the package's `Feature/`
  /// (the feature's folder, or the copy a lesson's replay changes), which the tests link.
  public let featureSuite: String?
  /// A feature build's lockstep net's reference, when not step 00: a module the tests link, built
  /// from the package's `Reference/`, a link to that build's folder. Built here, not taken from
  /// the kata: a module the kata vended could not share its name with the module this package
  /// builds when it checks that build itself.
  public let netReference: String?
  /// Whether each of the package's own modules is compiled whole, by one compiler process, where
  /// SwiftPM starts two or more: for the checks that build it hundreds of times, an edit each.
  /// The kata's shared modules, built once, are built as the kata builds them.
  public let wholeModules: Bool

  public init(
    module: String, kata: String, testFiles: [String], codeHasReadme: Bool, linksWithLLD: Bool,
    secondModule: String? = nil, featureSuite: String? = nil, netReference: String? = nil,
    wholeModules: Bool = false
  ) {
    self.module = module
    self.kata = kata
    self.testFiles = testFiles
    self.codeHasReadme = codeHasReadme
    self.linksWithLLD = linksWithLLD
    self.secondModule = secondModule
    self.featureSuite = featureSuite
    self.netReference = netReference
    self.wholeModules = wholeModules
  }

  /// Whether lld is at hand: next to the `swift` that PATH finds (its links followed), where
  /// Swift's toolchain brings it, or on PATH itself.
  public static func lldIsThere(
    path: String, isExecutable: (String) -> Bool, resolvingLinks resolve: (String) -> String
  ) -> Bool {
    let folders = path.split(separator: ":").map(String.init)
    if folders.contains(where: { isExecutable($0 + "/ld.lld") }) { return true }
    guard let swift = folders.map({ $0 + "/swift" }).first(where: isExecutable) else {
      return false
    }
    let real = resolve(swift)
    return isExecutable(String(real[..<(real.lastIndex(of: "/") ?? real.endIndex)]) + "/ld.lld")
  }

  /// The second module, for code of two modules: the view model's or the presenter's.
  var viewModel: String? { secondModule.map { module + $0 } }

  /// The code's modules as targets: one, or a view model and the view that imports it.
  var codeTargets: String {
    let exclude = codeHasReadme ? ", exclude: [\"README.md\"]" : ""
    guard let viewModel, let secondModule else {
      return """
            .target(
              name: "\(module)", dependencies: [kata("UIKitStandIn"), kata("PasswordService")],
              path: "Code"\(exclude)),
        """
    }
    return """
          .target(name: "\(viewModel)", dependencies: [kata("PasswordService")], path: "Code/\(secondModule)"),
          .target(
            name: "\(module)",
            dependencies: [kata("UIKitStandIn"), kata("PasswordService"), "\(viewModel)"],
            path: "Code/View"),
      """
  }

  /// The glue that names the step's screen, Screen.swift, is built as the module
  /// `<module>Screen`, unless the modules are compiled whole: every build then compiles the
  /// tests again anyway, and Screen.swift goes with them, one compiler process fewer a build.
  public var hasScreen: Bool { testFiles.contains("Screen.swift") && !wholeModules }

  /// How SwiftPM names the kata when another package depends on it by its path: its folder's
  /// name, in lower case.
  public var kataIdentity: String {
    String(kata.split(separator: "/").last ?? "").lowercased()
  }

  public var manifest: String {
    let ownModules = [module] + (viewModel.map { [$0] } ?? [])
    let own = ownModules.map { "\"\($0)\"" }.joined(separator: ", ")
    let screen =
      hasScreen
      ? """

          .target(
            name: "\(module)Screen",
            dependencies: [\(own), kata("CharacterizationSuite"), kata("PasswordService")],
            path: "Screen"),
      """ : ""
    let suite =
      featureSuite.map {
        """

            .target(
              name: "\($0)",
              dependencies: [
                kata("CharacterizationSuite"), kata("KataTestSupport"), kata("PasswordService"),
                kata("UIKitStandIn"),
              ],
              path: "Feature"),
        """
      } ?? ""
    let reference =
      netReference.map {
        """

            .target(
              name: "\($0)", dependencies: [kata("UIKitStandIn"), kata("PasswordService")],
              path: "Reference", exclude: ["README.md"]),
        """
      } ?? ""
    let extra = [featureSuite, netReference].compactMap { $0 }.map { ", \"\($0)\"" }.joined()
    // -num-threads 1 keeps one object a file: those SwiftPM links.
    let whole =
      wholeModules
      ? """

      // Each module of its own compiled whole, by one compiler process: a check builds this
      // package hundreds of times, an edit each.
      for target in package.targets {
        target.swiftSettings = [
          .unsafeFlags([
            "-wmo", "-no-emit-module-separately-wmo", "-num-threads", "1", "-disable-batch-mode",
          ])
        ]
      }

      """ : ""
    let linker =
      linksWithLLD
      ? ",\n      linkerSettings: [.unsafeFlags([\"-use-ld=lld\"], .when(platforms: [.linux]))]"
      : ""
    return """
      // swift-tools-version: 6.0
      // Written by a script of the kata: \(module) on its own. Do not edit: the script writes it.
      import PackageDescription

      /// A module of the kata's Package.swift, which declares the shared modules once.
      func kata(_ name: String) -> Target.Dependency {
        .product(name: name, package: "\(kataIdentity)")
      }

      let package = Package(
        name: "Scratch\(module)",
        platforms: [.macOS(.v14), .iOS(.v17)],
        dependencies: [.package(path: "\(kata)")],
        targets: [
      \(codeTargets)\(screen)\(suite)\(reference)
          .testTarget(
            name: "\(module)Tests",
            dependencies: [
              \(hasScreen ? "\"\(module)Screen\", " : "")\(own), kata("CharacterizationSuite"), kata("KataTestSupport"),
              kata("PasswordService"), kata("UIKitStandIn")\(extra),
            ],
            path: "Tests"\(linker)),
        ],
        swiftLanguageModes: [.v6]
      )
      \(whole)
      """
  }

  /// The tests' way to the glue module, in Tests/ScratchGlue/ScreenModule.swift, where no test
  /// file of the step can have its name: Step.swift calls makeScreen, which is, in the kata, a
  /// function of its own test target.
  public var screenShim: String? {
    guard hasScreen else { return nil }
    return """
      // Written by a script of the kata; do not edit. Screen.swift is the module \(module)Screen here:
      // this passes its makeScreen on to Step.swift.
      import CharacterizationSuite
      import \(module)Screen

      @MainActor
      let makeScreen: ScreenFactory = \(module)Screen.makeScreen

      """
  }

  /// What the package's Tests/ folder holds: a link to each test file but a Screen.swift built
  /// as its own module, and the glue's folder when there is one.
  public var testEntries: [String] {
    hasScreen ? testFiles.filter { $0 != "Screen.swift" } + ["ScratchGlue"] : testFiles
  }
}
