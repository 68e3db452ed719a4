# shellcheck shell=sh
# Sourced by the scripts that build one step on its own: a scratch package that holds one step (or
# the exercise) and that step's tests, and links the shared modules from the kata's own package,
# so that it builds and tests in a fraction of the time the whole kata takes.
#
# write_scratch_package DEST MODULE CODE TESTS
#   DEST    the package folder to (re)write
#   MODULE  the module name: Step07, Exercise, ...
#   CODE    the folder of the module's Swift sources: linked, or already copied into DEST/Code
#   TESTS   the folder of its own test files (Tests/Step07Tests, Tests/ExerciseTests): Screen.swift,
#           which builds the module's screen (a module of its own here), Step.swift, which runs
#           the shared suite on it, and any view-model tests
# $top must name the repository.
write_scratch_package() {
  dest=$1 module=$2 code=$3 tests=$4
  : "${top:?write_scratch_package needs \$top, the repository}"
  linker=""
  # On Linux, lld (which Swift's toolchain brings) links the tests faster than the default, gold:
  # the link ends every build.
  [ "$(uname -s)" != Linux ] || ! lld_is_there ||
    linker=', linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]'
  # Everything the package is made from, on one line. When the package was last written from the
  # same line, by the same script, and every file it links is still there, it is still right: the
  # run then goes straight to the build, where checking every link takes a score of processes.
  signature="$(cksum <"$top/Scripts/lib/scratch-package.sh") $top $module $code $tests $linker"
  for file in "$tests"/*.swift; do signature="$signature ${file##*/}"; done
  if [ -f "$code/README.md" ]; then signature="$signature README.md"; fi
  if [ -f "$dest/.signature" ] && read -r written <"$dest/.signature" &&
    [ "$written" = "$signature" ] && scratch_package_is_whole "$dest" "$tests"; then
    return 0
  fi
  # Until the package is whole again, no signature vouches for it.
  rm -f "$dest/.signature"
  mkdir -p "$dest" "$dest/Tests"
  # What is already right is left alone: a folder or a link made afresh makes the next build plan
  # itself again, which costs about half a second of every run.
  [ "$code" = "$dest/Code" ] || link_once "$code" "$dest/Code"
  # The glue's Screen.swift, which names the module's screen, is a module of its own here: an
  # edit to the screen recompiles it, and not the tests, whose interface with it never changes.
  screen_target="" screen_dependency="" wanted=""
  for file in "$tests"/*.swift; do
    name=${file##*/}
    if [ "$name" = Screen.swift ]; then
      mkdir -p "$dest/Screen"
      link_once "$file" "$dest/Screen/Screen.swift"
      screen_target="
    .target(
      name: \"${module}Screen\", dependencies: [\"$module\", kata(\"CharacterizationSuite\"), kata(\"PasswordService\")],
      path: \"Screen\"),"
      screen_dependency="\"${module}Screen\", "
      # In a folder of its own, where no test file of the step can have its name.
      mkdir -p "$dest/Tests/ScratchGlue"
      write_screen_shim "$dest/Tests/ScratchGlue/ScreenModule.swift" "$module"
      wanted="$wanted/ScratchGlue/"
    else
      link_once "$file" "$dest/Tests/$name"
      wanted="$wanted/$name/"
    fi
  done
  [ -n "$screen_target" ] || rm -rf "$dest/Screen"
  for file in "$dest/Tests"/* "$dest/Tests"/.[!.]*; do
    case $wanted in */"${file##*/}"/*) ;; *) rm -rf "$file" ;; esac
  done
  exclude=""
  [ -f "$dest/Code/README.md" ] && exclude=', exclude: ["README.md"]'
  new=$(mktemp "${TMPDIR:-/tmp}/scratch-package.XXXXXX")
  # The shared modules are the kata's own, declared once in its Package.swift: this package
  # depends on the kata by its path, and builds only what it links.
  cat >"$new" <<PACKAGE
// swift-tools-version: 6.0
// Written by a script of the kata: $module on its own. Do not edit: the script writes it.
import PackageDescription

/// A module of the kata's Package.swift, which declares the shared modules once.
func kata(_ name: String) -> Target.Dependency {
  .product(name: name, package: "$(package_identity "$top")")
}

let package = Package(
  name: "Scratch$module",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(path: "$top")],
  targets: [
    .target(
      name: "$module", dependencies: [kata("UIKitStandIn"), kata("PasswordService")], path: "Code"$exclude),$screen_target
    .testTarget(
      name: "${module}Tests",
      dependencies: [
        $screen_dependency"$module", kata("CharacterizationSuite"), kata("KataTestSupport"), kata("PasswordService"),
        kata("UIKitStandIn"),
      ],
      path: "Tests"$linker),
  ],
  swiftLanguageModes: [.v6]
)
PACKAGE
  # Rewritten only when it changes: a new Package.swift costs the next build half a second.
  replace_if_changed "$new" "$dest/Package.swift"
  printf '%s\n' "$signature" >"$dest/.signature"
}

# package_identity FOLDER: how SwiftPM names the package in FOLDER when another depends on it by
# its path: the folder's name, in lower case.
package_identity() {
  printf '%s\n' "${1##*/}" | tr '[:upper:]' '[:lower:]'
}

# scratch_package_is_whole DEST TESTS: every file and link the package is made of is there.
scratch_package_is_whole() {
  for part in Package.swift Code; do
    [ -e "$1/$part" ] || return 1
  done
  for file in "$2"/*.swift; do
    case ${file##*/} in
      Screen.swift) [ -e "$1/Screen/Screen.swift" ] && [ -f "$1/Tests/ScratchGlue/ScreenModule.swift" ] || return 1 ;;
      *) [ -e "$1/Tests/${file##*/}" ] || return 1 ;;
    esac
  done
}

# lld_is_there: the toolchain that runs swift has lld, next to swift or on the PATH.
lld_is_there() {
  swift_path=$(command -v swift) || return 1
  swift_path=$(readlink -f "$swift_path" 2>/dev/null || echo "$swift_path")
  [ -x "${swift_path%/*}/ld.lld" ] || command -v ld.lld >/dev/null 2>&1
}

# write_screen_shim FILE MODULE: the tests' way to the glue module: Step.swift calls makeScreen,
# which is, in the kata, a function of its own test target.
write_screen_shim() {
  new=$(mktemp "${TMPDIR:-/tmp}/scratch-package.XXXXXX")
  cat >"$new" <<SHIM
// Written by a script of the kata; do not edit. Screen.swift is the module ${2}Screen here:
// this passes its makeScreen on to Step.swift.
import CharacterizationSuite
import ${2}Screen

@MainActor
let makeScreen: ScreenFactory = ${2}Screen.makeScreen
SHIM
  replace_if_changed "$new" "$1"
}

# replace_if_changed NEW FILE: FILE takes NEW's text only when it differs, and NEW goes. NEW is
# written outside the package: a file made and removed inside it would change the date of its
# folder, and the next build would plan itself again, which costs about half a second.
replace_if_changed() {
  if cmp -s "$1" "$2"; then rm -f "$1"; else cat "$1" >"$2" && rm -f "$1"; fi
}

# link_once TARGET LINK: LINK links to TARGET, made anew only when it does not already.
link_once() {
  if [ -L "$2" ] && [ "$(readlink "$2")" = "$1" ]; then return 0; fi
  rm -rf "$2"
  ln -s "$1" "$2"
}
