# shellcheck shell=sh
# Sourced by the scripts that build one step on its own, in a fraction of the kata's time: a
# scratch package of the step (or the exercise), its tests, and the kata's shared modules. The
# kata's tool writes it (KataFormats/ScratchPackage.swift) and leaves alone what is already right,
# so that the next build does not plan itself again.

# write_scratch_package DEST MODULE CODE TESTS [SUITE FOLDER [REFERENCE]]: (re)writes the package
# in DEST for module MODULE (Step07, Exercise), its sources in CODE (linked, or already in
# DEST/Code) and its own test files in TESTS (Tests/Step07Tests); for a feature build, the module
# SUITE of its feature's tests, built from FOLDER, and the module REFERENCE, its lockstep net's
# reference, built from that build's folder, which its tests link. $top must name the repository,
# and steps.sh be sourced first.
# A script that builds the package hundreds of times, an edit each (the lessons' replay, the
# mutants), sets scratch_whole_modules=true: each module of its own is then compiled whole, by one
# compiler process (lessons 20 to 45 replayed in 90 s of CPU against 106 s).
write_scratch_package() {
  dest=$1 module=$2 code=$3 tests=$4 suite=${5:-} suite_folder=${6:-} reference=${7:-}
  : "${top:?write_scratch_package needs \$top, the repository}"
  extra=""
  [ "${scratch_whole_modules:-}" != true ] || extra="--whole-modules"
  [ -z "$suite" ] || extra="$extra --suite $suite $suite_folder"
  [ -z "$reference" ] || extra="$extra --reference $reference $top/$(step_folder "$reference")"
  need_kata_tool
  # shellcheck disable=SC2086 # $extra: words with no blank in them
  "$KATA_TOOL" scratch-package "$dest" "$module" "$code" "$tests" "$top" $extra
}

# take_lanes JOBS: takes lanes 1 to JOBS until the script ends, or dies naming the process that
# holds one. Lane L's folder, .build-lanes/laneL, holds the scratch package (package/) that both
# check-lessons and the mutation check build a step in: one run after the other, only the first
# builds the shared modules; two at once would break each other's builds.
take_lanes() {
  mkdir -p "$top/.build-lanes"
  taken=1
  while [ "$taken" -le "$1" ]; do
    lock="$top/.build-lanes/lane$taken.lock"
    if ! mkdir "$lock" 2>/dev/null; then
      holder=$(cat "$lock/pid" 2>/dev/null || :)
      # A lock with no process yet is one being taken this moment.
      if [ -z "$holder" ] || kill -0 "$holder" 2>/dev/null; then
        die "lane $taken is in use by process ${holder:-(starting)}: one check at a time (when none runs, remove .build-lanes/lane$taken.lock)"
      fi
      # Left by a run that is gone: taken over, by one run only (a folder moves once).
      mv "$lock" "$lock.gone.$$" 2>/dev/null && rm -rf "$lock.gone.$$"
      mkdir "$lock" 2>/dev/null || die "lane $taken was taken by another check this moment: one check at a time"
    fi
    echo "$$" >"$lock/pid"
    at_exit "rm -rf '$lock'"
    taken=$((taken + 1))
  done
}

# in_lanes JOBS FOLDER COMMAND ITEM...: runs COMMAND ITEM for each item, JOBS at a time, in lanes
# numbered 1 to JOBS ($lane), one scratch package each. Each lane takes the next item no lane has
# taken, so a long lesson does not leave a core idle at the end; lane L starts at item L, so that
# one item goes to lane 1, whose package an earlier run has built. COMMAND ITEM writes to
# FOLDER/out.ITEM; a failure writes FOLDER/failed.ITEM, and then the lanes stop taking items. A
# signal that ends the script (Ctrl-C, which a lane in the background ignores) stops them too.
in_lanes() {
  lanes=$1 lanes_folder=$2 lanes_command=$3
  shift 3
  rm -rf "$lanes_folder/taken"
  mkdir -p "$lanes_folder/taken"
  lanes_started="" next=1
  while [ "$next" -le "$lanes" ]; do
    (
      # shellcheck disable=SC2034 # $lane is the command's, run in this subshell
      lane=$next before=$((next - 1))
      for item in "$@"; do
        [ ! -e "$lanes_folder/taken/.stop" ] || exit 1
        [ "$before" -eq 0 ] || { before=$((before - 1)) && continue; }
        # The lane that makes the item's folder, which only one can, takes it.
        mkdir "$lanes_folder/taken/$item" 2>/dev/null || continue
        ("$lanes_command" "$item") >"$lanes_folder/out.$item" 2>&1 ||
          { : >"$lanes_folder/taken/.stop" && : >"$lanes_folder/failed.$item" && exit 1; }
      done
    ) &
    lanes_started="$lanes_started $!"
    next=$((next + 1))
  done
  # A lane killed takes no other item; the build or test run it was on ends on its own.
  at_interrupt "kill$lanes_started 2>/dev/null; wait"
  wait
  at_interrupt ""
  rm -rf "$lanes_folder/taken"
}
