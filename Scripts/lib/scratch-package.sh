# shellcheck shell=sh
# Sourced by the scripts that build one step on its own, in a fraction of the kata's time: a
# scratch package of the step (or the exercise), its tests, and the kata's shared modules. The
# kata's tool writes it (KataFormats/ScratchPackage.swift).

# write_scratch_package DEST MODULE CODE TESTS [SUITE FOLDER [REFERENCE]]: (re)writes the package
# in DEST for module MODULE (Step07, Exercise), its sources in CODE (linked, or already in
# DEST/Code) and its own test files in TESTS (Tests/Step07Tests); for a feature build, the module
# SUITE of its feature's tests, built from FOLDER, and the module REFERENCE, its lockstep net's
# reference, built from that build's folder, which its tests link. $top must name the repository.
write_scratch_package() {
  dest=$1 module=$2 code=$3 tests=$4 suite=${5:-} suite_folder=${6:-} reference=${7:-}
  : "${top:?write_scratch_package needs \$top, the repository}"
  extra=""
  [ -z "$suite" ] || extra="--suite $suite $suite_folder"
  [ -z "$reference" ] || extra="$extra --reference $reference $top/$(step_folder "$reference")"
  linker=""
  # On Linux, lld (which Swift's toolchain brings) links the tests faster than the default, gold:
  # the link ends every build.
  [ "$(uname -s)" != Linux ] || ! lld_is_there || linker=lld
  # Everything the package is made from, on one line: when it was last written from the same
  # line, and every file it links is still there, the run goes straight to the build.
  need_kata_tool
  signature="$(cat "$top/Tools/KataTool/Sources/KataFormats/ScratchPackage.swift" \
    "$top/Tools/KataTool/Sources/KataTool/ScratchPackage.swift" | cksum) $top $module $code $tests $linker $extra"
  for file in "$tests"/*.swift; do signature="$signature ${file##*/}"; done
  if [ -f "$code/README.md" ]; then signature="$signature README.md"; fi
  for part in ViewModel Presenter; do [ ! -d "$code/$part" ] || signature="$signature $part"; done
  if [ -f "$dest/.signature" ] && read -r written <"$dest/.signature" &&
    [ "$written" = "$signature" ] && scratch_package_is_whole "$dest" "$tests"; then
    return 0
  fi
  # Until the package is whole again, no signature vouches for it.
  rm -f "$dest/.signature"
  # shellcheck disable=SC2086 # $linker is no word, or one; $extra, words with no blank in them
  "$KATA_TOOL" scratch-package "$dest" "$module" "$code" "$tests" "$top" $linker $extra || return 1
  printf '%s\n' "$signature" >"$dest/.signature"
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
