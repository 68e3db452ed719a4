# shellcheck shell=sh
# Sourced by the scripts that build one step on its own: a scratch package that holds one step (or
# the exercise) and that step's tests, and links the shared modules from the kata's own package,
# so that it builds and tests in a fraction of the time the whole kata takes. The kata's tool
# writes it (KataTool scratch-package; Tools/KataTool/Sources/KataFormats/ScratchPackage.swift).
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
  [ "$(uname -s)" != Linux ] || ! lld_is_there || linker=lld
  # Everything the package is made from, on one line. When the package was last written from the
  # same line, by the same code, and every file it links is still there, it is still right: the
  # run then goes straight to the build, without starting the tool.
  need_kata_tool
  signature="$(cat "$top/Tools/KataTool/Sources/KataFormats/ScratchPackage.swift" \
    "$top/Tools/KataTool/Sources/KataTool/ScratchPackage.swift" | cksum) $top $module $code $tests $linker"
  for file in "$tests"/*.swift; do signature="$signature ${file##*/}"; done
  if [ -f "$code/README.md" ]; then signature="$signature README.md"; fi
  if [ -f "$dest/.signature" ] && read -r written <"$dest/.signature" &&
    [ "$written" = "$signature" ] && scratch_package_is_whole "$dest" "$tests"; then
    return 0
  fi
  # Until the package is whole again, no signature vouches for it.
  rm -f "$dest/.signature"
  # shellcheck disable=SC2086 # $linker is no word, or one
  "$KATA_TOOL" scratch-package "$dest" "$module" "$code" "$tests" "$top" $linker || return 1
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
