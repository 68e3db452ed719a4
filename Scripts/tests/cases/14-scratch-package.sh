# shellcheck shell=sh disable=SC2154 # $repo and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- The scratch package (Scripts/lib/scratch-package.sh) that the exercise, check-lessons and
# the mutation check build one step in: written, left alone when nothing changed, repaired when
# a part of it is gone. Nothing is built here.
package=$(mktemp -d "${TMPDIR:-/tmp}/scratch-package-test.XXXXXX")/Step07
tests_copy="$scratch/scratch-package-tests"
rm -rf "$tests_copy" && cp -R "$repo/Tests/Step07Tests" "$tests_copy"
# write_package: writes the package for step 07, as the tools do.
write_package() {
  # shellcheck disable=SC2016 # expanded by the inner shell
  sh -c 'top=$1 && . "$top/Scripts/lib/steps.sh" && . "$top/Scripts/lib/scratch-package.sh" &&
    write_scratch_package "$2" Step07 "$top/Steps/$3" "$4" && echo written' \
    writer "$repo" "$package" "$(cd "$repo/Steps" && echo Step07_*)" "$tests_copy"
}
expect "the scratch package is written" 0 "^written$" -- write_package
expect "it builds the step's Screen.swift as a module of its own" 0 'name: "Step07Screen"' -- cat "$package/Package.swift"
expect "it links the step's own tests" 0 "Step.swift" -- ls "$package/Tests"
expect "it takes the shared modules from the kata's own package, by its path" 0 "dependencies: \[.package(path: \"$repo\")\]" -- cat "$package/Package.swift"
expect_absent "it declares no shared module of its own" 0 'name: "(UIKitStandIn|PasswordService|KataTestSupport|CharacterizationSuite)"' -- cat "$package/Package.swift"
expect_absent "it leaves its modules to SwiftPM's batches" 0 '"-wmo"' -- cat "$package/Package.swift"
expect "for a check that builds it hundreds of times, it compiles each module whole" 0 '"-wmo"' -- sh -c "scratch_whole_modules=true && top='$repo' && . '$repo/Scripts/lib/steps.sh' && . '$repo/Scripts/lib/scratch-package.sh' && write_scratch_package '$package.whole' Step07 '$repo/Steps/$(cd "$repo/Steps" && echo Step07_*)' '$tests_copy' && cat '$package.whole/Package.swift'"
expect "and puts Screen.swift with the tests, which it compiles again on every build anyway" 0 "^Screen.swift$" -- ls "$package.whole/Tests"
# shellcheck disable=SC2012 # one file, named by the test
before=$(ls -id "$package/Tests/Step.swift" | awk '{ print $1 }')
write_package >/dev/null
# shellcheck disable=SC2012 # one file, named by the test
after=$(ls -id "$package/Tests/Step.swift" | awk '{ print $1 }')
if [ "$before" = "$after" ]; then pass "written again from the same inputs, it keeps its links"; else fail "written again from the same inputs, it made its links anew"; fi
rm "$package/Tests/Step.swift" "$package/Code"
write_package >/dev/null
if [ -e "$package/Tests/Step.swift" ] && [ -e "$package/Code" ]; then pass "a link that is gone is made again"; else fail "a link that is gone stays gone"; fi
printf 'import Testing\n' >"$tests_copy/ViewModelTests.swift"
write_package >/dev/null
expect "a new test file of the step is linked" 0 "ViewModelTests.swift" -- ls "$package/Tests"
rm "$tests_copy/ViewModelTests.swift"
write_package >/dev/null
expect_absent "a test file the step no longer has goes" 0 "ViewModelTests" -- ls "$package/Tests"
# Linux's swift brings lld beside it, which links faster than gold.
swift_file=$(command -v swift 2>/dev/null || :)
swift_file=$(readlink -f "$swift_file" 2>/dev/null || echo "$swift_file")
if [ "$(uname -s)" = Linux ] && [ -x "${swift_file%/*}/ld.lld" ] && ! PATH=/usr/bin:/bin command -v swift >/dev/null 2>&1; then
  expect "with lld at hand, the tests link with lld" 0 "use-ld=lld" -- cat "$package/Package.swift"
  PATH=/usr/bin:/bin write_package >/dev/null
  expect_absent "with no lld at hand, the same package links with the default linker again" 0 "use-ld" -- cat "$package/Package.swift"
fi
rm -rf "${package%/*}" "$tests_copy"

# ---- The lanes that check-lessons and the mutation check run steps in (in_lanes): each lane takes
# the next item no lane has taken, lane L from item L on. The item "slow" waits, without a clock,
# until "d" has run, so lane 2 must take every other item. The item "b" waits until "fail" has failed.
lanes="$scratch/lanes"
rm -rf "$lanes" && mkdir -p "$lanes" && mkfifo "$lanes/go"
# shellcheck disable=SC2016 # expanded by the inner shell
run_lanes='. "$1/Scripts/lib/preamble.sh" && . "$1/Scripts/lib/scratch-package.sh" && lanes_dir=$2 && shift 2 &&
  item() { case "$1" in slow) read -r _ <"$lanes_dir/go" ;; d) echo go >"$lanes_dir/go" ;; fail) return 1 ;;
    b) while [ -n "${wait_for_failure:-}" ] && [ ! -f "$lanes_dir/failed.fail" ]; do :; done ;; esac; echo "lane $lane"; } &&
  in_lanes 2 "$lanes_dir" item "$@" && cat "$lanes_dir"/out.*'
expect "in_lanes runs every item" 0 "" -- sh -c "$run_lanes" lanes "$repo" "$lanes" slow b c d
if [ "$(cat "$lanes/out.slow")" = "lane 1" ] && [ "$(cat "$lanes/out.b" "$lanes/out.c" "$lanes/out.d")" = "lane 2
lane 2
lane 2" ]; then
  pass "while one lane works on a long item, the other takes every item after it"
else
  fail "while one lane worked on a long item, the other did not take every item after it" "$(cd "$lanes" && grep . out.*)"
fi
rm -f "$lanes"/out.*
expect "one item goes to lane 1, whose package an earlier run built" 0 "^lane 1$" -- sh -c "$run_lanes" lanes "$repo" "$lanes" b
rm -f "$lanes"/out.*
mkdir -p "$lanes/taken/b"
expect "an item an interrupted run had taken is taken again" 0 "^lane 1$" -- sh -c "$run_lanes" lanes "$repo" "$lanes" b
rm -f "$lanes"/out.*
wait_for_failure=1 sh -c "$run_lanes" lanes "$repo" "$lanes" b fail c >/dev/null 2>&1
if [ -f "$lanes/failed.fail" ] && [ -f "$lanes/out.b" ] && [ ! -f "$lanes/out.c" ]; then
  pass "after a failed item, no lane takes another"
else
  fail "after a failed item, the lanes took more" "$(ls "$lanes")"
fi

# ---- take_lanes: one check at a time in a lane's scratch package, which check-lessons and the
# mutation check share.
lanes_top="$scratch/lanes-top"
mkdir -p "$lanes_top/.build-lanes/lane1.lock"
# shellcheck disable=SC2016 # expanded by the inner shell
take='. "$1/Scripts/lib/preamble.sh" && . "$1/Scripts/lib/scratch-package.sh" && top=$2 && take_lanes 2 && ls "$top/.build-lanes"'
echo "$$" >"$lanes_top/.build-lanes/lane1.lock/pid"
expect_one_line "a check dies while another process holds its lane" -- sh -c "$take" check-lessons "$repo" "$lanes_top"
expect "and names the lane, the process, and the lock to remove when none runs" 2 "^check-lessons: lane 1 is in use by process $$: one check at a time (when none runs, remove .build-lanes/lane1.lock)$" -- sh -c "$take" check-lessons "$repo" "$lanes_top"
gone=$(sh -c 'echo $$')
echo "$gone" >"$lanes_top/.build-lanes/lane1.lock/pid"
expect "a check takes a lane whose holder is gone, and every lane it runs" 0 "^lane2.lock$" -- sh -c "$take" check-lessons "$repo" "$lanes_top"
expect_absent "and gives them back when it ends" 0 "lock" -- ls "$lanes_top/.build-lanes"
# A check that holds its lanes, held on a fifo: the second sees the first.
mkfifo "$scratch/hold"
# shellcheck disable=SC2016 # expanded by the inner shell
sh -c '. "$1/Scripts/lib/preamble.sh" && . "$1/Scripts/lib/scratch-package.sh" && top=$2 && take_lanes 1 && echo "$$" >"$3.pid" && read -r _ <"$3"' \
  mutation-check "$repo" "$lanes_top" "$scratch/hold" &
holder=$!
expect "a check dies while another holds its lane, naming that check's process" 2 "^check-lessons: lane 1 is in use by process $holder: " -- sh -c "until [ -s '$scratch/hold.pid' ]; do :; done; $take" check-lessons "$repo" "$lanes_top"
echo release >"$scratch/hold"
wait "$holder"
