// swift-tools-version: 6.0
import PackageDescription

/// The kata's typed tool, in a package of its own: what the scripts read, check and write (what a
/// step is, lessons, the syllabus, the kata's rules, the exercise's log and card, test results, the
/// scratch package, the tour's catalog) and the command they run to reach it. It needs nothing of
/// the kata's, so `swift test --package-path Tools/KataTool` builds and runs its tests without
/// building a step.
let package = Package(
  name: "KataTool",
  platforms: [.macOS(.v14)],
  products: [.executable(name: "KataTool", targets: ["KataTool"])],
  targets: [
    .target(name: "KataFormats"),
    .executableTarget(name: "KataTool", dependencies: ["KataFormats"]),
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
/// job that emits the module expands every one again. From a fresh clone, eight targets compiled
/// whole build and run in about 21 s on 2 cores, against 26 s for two targets in batches. Each is
/// small, so an edit to a test rebuilds in 2 to 4.5 s (3.5 to 4 s before).
func unitTests(_ name: String) -> Target {
  .testTarget(
    name: name, dependencies: ["KataFormats"],
    swiftSettings: [
      .unsafeFlags([
        "-wmo", "-no-emit-module-separately-wmo", "-num-threads", "1", "-disable-batch-mode",
      ])
    ])
}
