// swift-tools-version: 6.0
import PackageDescription

/// The command the kata's scripts run (`Scripts/lib/steps.sh` builds it): a front to KataFormats,
/// in the package one folder up, and a package of its own so that the formats' unit tests do not
/// build it.
let package = Package(
  name: "KataToolCLI",
  platforms: [.macOS(.v14)],
  products: [.executable(name: "KataTool", targets: ["KataTool"])],
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "KataTool", dependencies: [.product(name: "KataFormats", package: "KataTool")])
  ],
  swiftLanguageModes: [.v6]
)
