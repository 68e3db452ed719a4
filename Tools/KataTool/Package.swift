// swift-tools-version: 6.0
import PackageDescription

/// The kata's typed tool, in a package of its own: what the scripts read, check and write (what a
/// step is, lessons, the syllabus, the kata's rules, the exercise's log and card, test results, the
/// scratch package, the tour's catalog), and its unit tests. It needs nothing of the kata's, so
/// `swift test --package-path Tools/KataTool` builds and runs its tests without building a step.
/// The command the scripts run is Tools/KataTool/CLI, a package that depends on this one by path
/// (SwiftPM refuses a dependency with unsafe flags, as this one has, by version, not by path):
/// `swift test` builds every target of its package, and no test needs the command's 2,200 lines.
let package = Package(
  name: "KataTool",
  platforms: [.macOS(.v14)],
  products: [.library(name: "KataFormats", targets: ["KataFormats"])],
  targets: [
    .target(name: "KataFormats", swiftSettings: [skipSystemModulesInTheIndex()]),
    unitTests("KataRulesTests"),  // check-kata's rules
    unitTests("SyllabusAndTourTests"),  // the syllabus, and the tour's catalog
    unitTests("LessonFormatTests"),  // a lesson: its micro-steps, replayed and played
    unitTests("StepFormatTests"),  // what a step is, how it is named, and renumbering
    unitTests("MutantsAndScratchTests"),  // the mutants, and the scratch package
    unitTests("ExerciseLogFormatTests"),  // the exercise's log, golf card and loop
    unitTests("ExerciseRunTests"),  // the exercise's report and output, and the work's files
    unitTests("TestResultTests"),  // the event stream, what is read from it, Scripts/measure
  ],
  swiftLanguageModes: [.v6]
)

/// A target of unit tests, compiled whole by one compiler process, which also emits its module (and
/// one object file a source file, as SwiftPM expects). Most of a test file's compile time goes to
/// what Swift Testing's `@Test` macro expands to (100 tests: 1.8 s), and in SwiftPM's batches the
/// job that emits the module expands every one again. From a fresh clone, when the command still
/// built here too, eight targets compiled whole built and ran in about 21 s on 2 cores, against
/// 26 s for two targets in batches. Each is small, so an edit to a test rebuilds and runs in 2 to
/// 4.6 s.
func unitTests(_ name: String) -> Target {
  .testTarget(
    name: name, dependencies: ["KataFormats"],
    swiftSettings: [
      .unsafeFlags([
        "-wmo", "-no-emit-module-separately-wmo", "-num-threads", "1", "-disable-batch-mode",
      ]),
      skipSystemModulesInTheIndex(),
    ])
}

/// SwiftPM indexes what it compiles (on Linux it finds XCTest's tests through the index), and the
/// system modules each compile imports: 2.4 s of CPU for Foundation and the standard library.
/// KataFormats's two compile jobs both did it at once, while every test waited for them. No target
/// here does it now (SwiftPM's own target that finds XCTest's tests still does, for what it
/// imports): from a fresh clone, 1 s less.
func skipSystemModulesInTheIndex() -> SwiftSetting {
  .unsafeFlags(["-index-ignore-system-modules"])
}
