# shellcheck shell=sh
# Sourced by the scripts that build one step on its own: a scratch package that holds only the
# shared modules, one step (or the exercise) and that step's tests, so that it builds and tests
# in a fraction of the time the whole kata takes.
#
# write_scratch_package DEST MODULE CODE TESTS
#   DEST    the package folder to (re)write
#   MODULE  the module name: Step07, Exercise, ...
#   CODE    the folder of the module's Swift sources: linked, or already copied into DEST/Code
#   TESTS   the folder of its test target (Tests/Step07Tests, Tests/ExerciseTests)
# $top must name the repository.
write_scratch_package() {
  dest=$1 module=$2 code=$3 tests=$4
  : "${top:?write_scratch_package needs \$top, the repository}"
  mkdir -p "$dest"
  rm -rf "$dest/Tests"
  mkdir -p "$dest/Tests"
  [ -e "$dest/Sources" ] || ln -s "$top/Sources" "$dest/Sources"
  # The golden master finds its approved transcripts beside the test target's folder.
  [ -e "$dest/GoldenMaster" ] || ln -s "$top/Tests/GoldenMaster" "$dest/GoldenMaster"
  if [ "$code" != "$dest/Code" ]; then
    rm -rf "$dest/Code"
    ln -s "$code" "$dest/Code"
  fi
  for file in "$tests"/*.swift; do
    ln -s "$file" "$dest/Tests/$(basename "$file")"
  done
  exclude=""
  [ -f "$dest/Code/README.md" ] && exclude=', exclude: ["README.md"]'
  # Written only when it changes: a new manifest makes SwiftPM plan the whole build again.
  cat >"$dest/Package.swift.new" <<PACKAGE
// swift-tools-version: 6.0
// Written by a script of the kata: $module on its own. Do not edit; it is rewritten each time.
import PackageDescription

let package = Package(
  name: "Scratch$module",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "UIKitStandIn", path: "Sources/UIKitStandIn"),
    .target(name: "PasswordService", path: "Sources/PasswordService"),
    .target(
      name: "KataTestSupport", dependencies: ["UIKitStandIn", "PasswordService"],
      path: "Sources/KataTestSupport"),
    .target(name: "$module", dependencies: ["UIKitStandIn", "PasswordService"], path: "Code"$exclude),
    .testTarget(
      name: "${module}Tests", dependencies: ["$module", "KataTestSupport", "UIKitStandIn"],
      path: "Tests"),
  ],
  swiftLanguageModes: [.v6]
)
PACKAGE
  if cmp -s "$dest/Package.swift.new" "$dest/Package.swift"; then
    rm "$dest/Package.swift.new"
  else
    mv "$dest/Package.swift.new" "$dest/Package.swift"
  fi
}
