# shellcheck shell=sh
# Sourced by the scripts that build one step on its own: a scratch package that holds only the
# shared modules, one step (or the exercise) and that step's tests, so that it builds and tests
# in a fraction of the time the whole kata takes.
#
# write_scratch_package DEST MODULE CODE TESTS
#   DEST    the package folder to (re)write
#   MODULE  the module name: Step07, Exercise, ...
#   CODE    the folder of the module's Swift sources: linked, or already copied into DEST/Code
#   TESTS   the folder of its own test files (Tests/Step07Tests, Tests/ExerciseTests): Step.swift,
#           which runs the shared suite on the module's screen, and any view-model tests
# $top must name the repository.
write_scratch_package() {
  dest=$1 module=$2 code=$3 tests=$4
  : "${top:?write_scratch_package needs \$top, the repository}"
  mkdir -p "$dest"
  rm -rf "$dest/Tests"
  mkdir -p "$dest/Tests"
  [ -e "$dest/Sources" ] || ln -s "$top/Sources" "$dest/Sources"
  # The shared suite, compiled once here too: an edit to the module recompiles only the module,
  # its tests' glue and the link. The golden master finds its transcripts through this link.
  [ -e "$dest/Characterization" ] || ln -s "$top/Tests/Characterization" "$dest/Characterization"
  # Step 00, pristine, for the lockstep net to compare with, even when the step is a mutant of it.
  [ -e "$dest/Reference" ] || ln -s "$top/Tests/Reference" "$dest/Reference"
  rm -f "$dest/GoldenMaster"
  if [ "$code" != "$dest/Code" ]; then
    rm -rf "$dest/Code"
    ln -s "$code" "$dest/Code"
  fi
  for file in "$tests"/*.swift; do
    ln -s "$file" "$dest/Tests/$(basename "$file")"
  done
  exclude=""
  [ -f "$dest/Code/README.md" ] && exclude=', exclude: ["README.md"]'
  cat >"$dest/Package.swift.new" <<PACKAGE
// swift-tools-version: 6.0
// Written by a script of the kata: $module on its own. Do not edit; it is rewritten each time.
import PackageDescription

// Compiled once and optimized, as in the kata's Package.swift: the shared tests run fast.
let optimized: [SwiftSetting] = [.unsafeFlags(["-O"])]

let package = Package(
  name: "Scratch$module",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(
      name: "UIKitStandIn", path: "Sources/UIKitStandIn", exclude: ["README.md"],
      swiftSettings: optimized),
    .target(name: "PasswordService", path: "Sources/PasswordService"),
    .target(
      name: "KataTestSupport", dependencies: ["UIKitStandIn", "PasswordService"],
      path: "Sources/KataTestSupport", swiftSettings: optimized),
    .target(
      name: "Reference", dependencies: ["UIKitStandIn", "PasswordService"], path: "Reference",
      swiftSettings: optimized),
    .target(
      name: "CharacterizationSuite",
      dependencies: ["KataTestSupport", "PasswordService", "Reference", "UIKitStandIn"],
      path: "Characterization", swiftSettings: optimized),
    .target(name: "$module", dependencies: ["UIKitStandIn", "PasswordService"], path: "Code"$exclude),
    .testTarget(
      name: "${module}Tests",
      dependencies: [
        "$module", "CharacterizationSuite", "KataTestSupport", "PasswordService", "UIKitStandIn",
      ],
      path: "Tests"),
  ],
  swiftLanguageModes: [.v6]
)
PACKAGE
  # Rewritten only when it changes: a new Package.swift costs the next build half a second.
  if cmp -s "$dest/Package.swift.new" "$dest/Package.swift"; then
    rm -f "$dest/Package.swift.new"
  else
    mv "$dest/Package.swift.new" "$dest/Package.swift"
  fi
}
