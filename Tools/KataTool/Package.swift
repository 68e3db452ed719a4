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
    // Two test targets, which compile side by side: the kata's files (lessons, the syllabus, the
    // rules, the tour), and its runs (the exercise, test results, the scratch package).
    .testTarget(name: "KataFormatsTests", dependencies: ["KataFormats"]),
    .testTarget(name: "KataFormatsRunTests", dependencies: ["KataFormats"]),
  ],
  swiftLanguageModes: [.v6]
)
