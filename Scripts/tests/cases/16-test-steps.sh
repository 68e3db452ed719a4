# shellcheck shell=sh disable=SC2154 # $repo, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.
# What a target's line says is proven by the tool's unit tests (TestEventsTests); here, the
# script's contract, with the stand-in swift copying a stream of two steps.

# ---- test-steps: swift test, quietly, then one line per step
run_test_steps() { PATH="$fake_path" sh Scripts/test-steps "$@"; }
expect "test-steps -h gives its usage" 0 "^usage: Scripts/test-steps" -- sh Scripts/test-steps -h
expect_one_line "test-steps rejects an unknown option" -- run_test_steps --fast
expect_one_line "test-steps rejects an unknown step" -- run_test_steps 99
expect_one_line "test-steps says when swift is missing" -- env PATH="$no_swift_path" sh Scripts/test-steps

# A stream of two steps: step 00's two behaviours pass; step 25's fail one of two, and its own
# test passes.
stream_of_two_steps() {
  for step in 00 25; do
    printf '{"kind":"test","payload":{"displayName":"Step%s does what step 00 does","id":"Step%sTests.S/behaves(_:)","kind":"function","name":"behaves(_:)"},"version":0}\n' "$step" "$step"
    for i in 1 2; do
      printf '{"kind":"event","payload":{"kind":"testCaseEnded","_testCase":{"displayName":"Behaviour %s"},"testID":"Step%sTests.S/behaves(_:)"},"version":0}\n' "$i" "$step"
    done
  done
  printf '{"kind":"test","payload":{"displayName":"The view model starts empty","id":"Step25Tests.V/empty()","kind":"function","name":"empty()"},"version":0}\n'
  printf '{"kind":"event","payload":{"kind":"testEnded","testID":"Step25Tests.V/empty()"},"version":0}\n'
  [ "${1:-}" != red ] ||
    printf '{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"_testCase":{"displayName":"Behaviour 2"},"testID":"Step25Tests.S/behaves(_:)"},"version":0}\n'
}
stream_of_two_steps >"$scratch/green.stream"
stream_of_two_steps red >"$scratch/red.stream"
expect "test-steps gives a green step its line" 0 "^Step00  green  2 behaviours$" -- env FAKE_SWIFT_STREAM="$scratch/green.stream" sh -c "PATH='$fake_path' sh Scripts/test-steps 2>/dev/null"
expect "and a step's own tests after its behaviours" 0 "^Step25  green  2 behaviours, 1 own test$" -- env FAKE_SWIFT_STREAM="$scratch/green.stream" sh -c "PATH='$fake_path' sh Scripts/test-steps 2>/dev/null"
expect "then the whole run in one line" 0 "^All 2 test targets are green: 4 behaviours and 1 own test ran.$" -- env FAKE_SWIFT_STREAM="$scratch/green.stream" sh -c "PATH='$fake_path' sh Scripts/test-steps 2>/dev/null"
expect "test-steps on red exits 1 and says which step, and what of it, failed" 1 "^Step25  red    2 behaviours (1 failed), 1 own test$" -- env FAKE_SWIFT_STREAM="$scratch/red.stream" sh -c "PATH='$fake_path' sh Scripts/test-steps 2>/dev/null"
: >"$scratch/test-steps.calls"
env FAKE_SWIFT_STREAM="$scratch/green.stream" FAKE_SWIFT_CALLS="$scratch/test-steps.calls" PATH="$fake_path" sh Scripts/test-steps 7 25 >/dev/null 2>&1
expect "test-steps runs swift test quietly, without XCTest, on the steps given" 0 "^test --quiet --filter Step07Tests --filter Step25Tests --disable-xctest " -- cat "$scratch/test-steps.calls"

# A red run of one own test failing in two steps, as when a view model's rule changes in both: each
# failure names its step, and the console, whose lines are alike, stays in the log.
stream_of_one_test_red_in_two_steps() {
  for step in 30 31; do
    printf '{"kind":"test","payload":{"displayName":"Submitting shows the alert","id":"Step%sTests.V/alert()","kind":"function","name":"alert()"},"version":0}\n' "$step"
    printf '{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"sourceLocation":{"fileID":"Step%sTests/VMTests.swift","line":156,"column":5}},"testID":"Step%sTests.V/alert()"},"version":0}\n' "$step" "$step"
    printf '{"kind":"event","payload":{"kind":"testEnded","testID":"Step%sTests.V/alert()"},"version":0}\n' "$step"
  done
}
stream_of_one_test_red_in_two_steps >"$scratch/red-twice.stream"
run_red_twice() { env FAKE_SWIFT_STREAM="$scratch/red-twice.stream" PATH="$fake_path" sh Scripts/test-steps; }
expect "a red run names the step of each failing test, and where it failed" 1 "^Step30Tests  ✘ Submitting shows the alert (VMTests.swift:156)$" -- run_red_twice
expect "the same test, red in another step, has its own line" 1 "^Step31Tests  ✘ Submitting shows the alert (VMTests.swift:156)$" -- run_red_twice
expect_absent "and the console's lines stay out of the way" 1 "^fake swift test" -- run_red_twice
expect "in the log the script names" 0 "^fake swift test: 3 tests, some failed" -- cat .build/test-steps.log

# Over every step, where swift build leaves the tests' binary (Linux), the tests run as one
# process a core, each with its share of the steps' targets, the last with the rest. A stand-in
# binary keeps the stream's lines of the tests its --filter takes and its --skip leaves.
mkdir -p .build/debug
cat >.build/debug/KataPackageTests.xctest <<'BINARY'
#!/bin/sh
echo "$*" >>"$FAKE_BINARY_CALLS"
take=. leave='^$' out=/dev/null
while [ $# -gt 0 ]; do
  case "$1" in
    --filter) take=$2 && shift ;;
    --skip) leave=$2 && shift ;;
    --experimental-event-stream-output) out=$2 && shift ;;
  esac
  shift
done
awk -v take="$take" -v leave="$leave" 'match($0, /"(testID|id)":"[^"]*"/) {
  id = substr($0, RSTART, RLENGTH); sub(/^"(testID|id)":"/, "", id); sub(/"$/, "", id)
  if (id ~ take && id !~ leave) print }' "$FAKE_SWIFT_STREAM" >"$out"
grep -q issueRecorded "$out" && exit 1
exit 0
BINARY
chmod +x .build/debug/KataPackageTests.xctest
: >"$scratch/binary.calls"
run_in_shares() { env FAKE_SWIFT_STREAM="$scratch/$1.stream" FAKE_BINARY_CALLS="$scratch/binary.calls" PATH="$fake_path" sh Scripts/test-steps; }
expect "test-steps over every step, in shares, still counts each test once" 0 "^All 2 test targets are green: 4 behaviours and 1 own test ran.$" -- run_in_shares green
expect "and says a red share's step" 1 "^Step25  red    2 behaviours (1 failed), 1 own test$" -- run_in_shares red
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
if [ "$cores" -gt 1 ]; then
  expect "on $cores cores, a share takes its steps' tests by name" 0 "^--testing-library swift-testing --filter \^(Step00Tests" -- cat "$scratch/binary.calls"
  expect "and the last share every test the others leave" 0 "^--testing-library swift-testing --skip \^(Step00Tests" -- cat "$scratch/binary.calls"
fi
rm -f .build/debug/KataPackageTests.xctest
