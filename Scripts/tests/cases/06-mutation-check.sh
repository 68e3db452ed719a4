# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- mutation-check, with the stand-in swift: the texts as written, stale mutants, time limits
copy=$(fresh_copy mutation-fake)
dump="$scratch/mutated"
cat >"$copy/Scripts/mutants/Step00.mutants" <<'MUTANTS'
mutant: backslashes reach the code as written
find: borderWidth = 1
replace: borderWidth = 1 /* MAKES-IT-RED \(x) \\ \t */

mutant: a mutant that no longer compiles is stale
find: cornerRadius = 8
replace: cornerRadius = 8 // DOES-NOT-COMPILE
MUTANTS
expect "mutation-check fails on a stale mutant" 1 "1 mutant(s) no longer compile: each is stale" -- env FAKE_SWIFT_DUMP="$dump" sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check 00"
expect "mutation-check names the stale mutant" 1 "STALE: no compile *a mutant that no longer compiles" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check 00"
expect "mutation-check passes find and replace to the code as written" 0 'MAKES-IT-RED \\(x) \\\\ \\t \*/' -- cat "$dump"
printf 'mutant: a test run that never ends\nfind: borderWidth = 1\nreplace: borderWidth = 1 // HANGS\n' >"$copy/Scripts/mutants/Step00.mutants"
expect "mutation-check stops a test run at the time limit and counts it killed" 0 "killed (timed out) *a test run that never ends" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check --time-limit 1 00"
# Two steps at once, each in its own lane: the results come in the steps' order.
printf 'mutant: red in step 00\nfind: borderWidth = 1\nreplace: borderWidth = 1 /* MAKES-IT-RED */\n' >"$copy/Scripts/mutants/Step00.mutants"
# The last step is two modules, View/ and ViewModel/: a mutant names its file by its path there.
printf 'mutant: red in the last step\nin: View/ChangePasswordViewController.swift\nfind: import\nreplace: /* MAKES-IT-RED */ import\n' >"$copy/Scripts/mutants/Step$last.mutants"
output=$(cd "$copy" && PATH="$fake_path" sh Scripts/mutation-check --jobs 2 00 "$last" 2>&1) && status=0 || status=$?
first=$(printf '%s\n' "$output" | grep -n '^Step 00: 1 killed' | cut -d: -f1)
second=$(printf '%s\n' "$output" | grep -n "^Step $last: 1 killed" | cut -d: -f1)
if [ "$status" -eq 0 ] && [ -n "$first" ] && [ -n "$second" ] && [ "$first" -lt "$second" ]; then
  pass "mutation-check --jobs 2 kills both steps' mutants and prints step 00's results first"
else
  fail "mutation-check --jobs 2 did not print both steps' results in order (exit $status)" "$output"
fi
expect "mutation-check --jobs 2 ends with the last step's score" 0 "^Step $last: 1 killed (0 timed out), 0 survived" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check --jobs 2 00 $last"
expect_one_line "mutation-check rejects zero jobs" -- sh Scripts/mutation-check --jobs 0
# A step of two modules: the copy keeps View/ and ViewModel/, each mutant reaches its own file,
# and one that names a file without its folder is stale, said in one line.
cat >"$copy/Scripts/mutants/Step$last.mutants" <<'MUTANTS'
mutant: red in the view
in: View/ChangePasswordViewController.swift
find: import
replace: /* MAKES-IT-RED */ import

mutant: red in the view model
in: ViewModel/ChangePasswordViewModel.swift
find: import
replace: /* MAKES-IT-RED */ import

mutant: a change in the view model that the suite misses
in: ViewModel/Passwords.swift
find: public struct
replace: /* survives */ public struct
MUTANTS
before=$(cd "$copy" && git status --porcelain && find "Steps/Step${last}_"* -name '*.swift' -exec cat {} + | cksum)
output=$(cd "$copy" && PATH="$fake_path" sh Scripts/mutation-check "$last" 2>&1) && status=0 || status=$?
if [ "$status" -eq 1 ] && printf '%s\n' "$output" | grep -q '^  killed by 1  *red in the view$' &&
  printf '%s\n' "$output" | grep -q '^  killed by 1  *red in the view model$' &&
  printf '%s\n' "$output" | grep -q '^  SURVIVED  *a change in the view model that the suite misses$' &&
  printf '%s\n' "$output" | grep -q "^Step $last: 2 killed (0 timed out), 1 survived, 0 stale"; then
  pass "mutation-check mutates a step of two modules in its View/ and ViewModel/ folders"
else
  fail "mutation-check did not mutate the last step's two modules one file at a time (exit $status)" "$output"
fi
after=$(cd "$copy" && git status --porcelain && find "Steps/Step${last}_"* -name '*.swift' -exec cat {} + | cksum)
if [ "$before" = "$after" ]; then pass "mutation-check leaves a step of two modules as it found it"; else fail "mutation-check changed the last step's files"; fi
printf 'mutant: a file named without its folder\nin: ChangePasswordViewController.swift\nfind: import\nreplace: /* MAKES-IT-RED */ import\n' >"$copy/Scripts/mutants/Step$last.mutants"
expect "mutation-check names a mutant whose file the step does not have" 2 "Step$last.mutants:1: step $last has no file ChangePasswordViewController.swift; the mutant is stale" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check $last"
printf 'mutant: a change the suite misses, which survives\nfind: borderWidth = 1\nreplace: borderWidth = 1 // survives\n' >"$copy/Scripts/mutants/Step00.mutants"
before=$(cd "$copy" && git status --porcelain && cat Steps/Step00_*/*.swift | cksum)
expect "mutation-check reports a survivor and exits 1" 1 "SURVIVED  *a change the suite misses" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check 00"
after=$(cd "$copy" && git status --porcelain && cat Steps/Step00_*/*.swift | cksum)
if [ "$before" = "$after" ]; then pass "mutation-check leaves the working tree as it found it"; else fail "mutation-check changed the working tree"; fi
# Whole statements go into one build, each switched on by KATA_MUTANT in its own test run.
cat >"$copy/Scripts/mutants/Step00.mutants" <<'MUTANTS'
mutant: a statement the suite catches
find:     submitButton.layer.borderWidth = 1
replace:     submitButton.layer.borderWidth = 1 // MAKES-IT-RED

mutant: a statement the suite misses
find:     submitButton.layer.cornerRadius = 8
replace:     submitButton.layer.cornerRadius = 8 // survives
MUTANTS
output=$(cd "$copy" && PATH="$fake_path" sh Scripts/mutation-check 00 2>&1) && status=0 || status=$?
if [ "$status" -eq 1 ] && printf '%s\n' "$output" | grep -q '^  killed by 1  *a statement the suite catches$' &&
  printf '%s\n' "$output" | grep -q '^  SURVIVED  *a statement the suite misses$' &&
  printf '%s\n' "$output" | grep -q '^Step 00: 1 killed (0 timed out), 1 survived, 0 stale (did not compile), of 2 mutants (2 of them in one build)'; then
  pass "mutation-check builds whole statements once and switches each on in its own test run"
else
  fail "mutation-check did not play the two statements from one build (exit $status)" "$output"
fi
printf 'mutant: stale\nfind: this text is nowhere\nreplace: x\n' >"$copy/Scripts/mutants/Step00.mutants"
expect "mutation-check names a mutant whose text is not in the code" 2 "does not occur 1 time(s)" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/mutation-check 00"
expect_one_line "mutation-check rejects a time limit that is not a number" -- sh Scripts/mutation-check --time-limit soon 00
expect_one_line "mutation-check rejects a zero time limit" -- sh Scripts/mutation-check --time-limit 0 00

# ---- mutation-check: bad input
expect "mutation-check --list lists step 00's mutants" 0 "Cancel dismisses without animation" -- sh Scripts/mutation-check --list 00
expect "mutation-check --list checks step 00 and the last step by default" 0 "^Step $last:" -- sh Scripts/mutation-check --list
expect_one_line "mutation-check rejects an unknown step" -- sh Scripts/mutation-check 99
expect_one_line "mutation-check rejects a step that is not a number" -- sh Scripts/mutation-check last
expect_one_line "mutation-check rejects a step without mutants" -- sh Scripts/mutation-check 03
expect_one_line "mutation-check rejects an unknown option" -- sh Scripts/mutation-check --fast

# mutation-check's real run is CI's own stage (every mutant of step 00 and the last step, with the
# real toolchain); here the stand-in swift shows its survivors, stale mutants and time limits.
# A lane another check holds (its process alive: this one's) stops the mutation check at once.
mkdir -p "$repo/.build-lanes/lane1.lock" && echo "$$" >"$repo/.build-lanes/lane1.lock/pid"
expect "mutation-check stops when another check holds its lane" 2 "^mutation-check: lane 1 is in use by process $$: " -- sh -c "cd '$repo' && PATH='$fake_path' sh Scripts/mutation-check 00"
expect "check-lessons stops when another check holds its lane" 2 "^check-lessons: lane 1 is in use by process $$: " -- sh -c "cd '$repo' && PATH='$fake_path' sh Scripts/check-lessons 4"
rm -rf "$repo/.build-lanes"

if skips_swift_tests 06-mutation-check; then
  echo "skip tcr's real run (KATA_SKIP_SWIFT_TESTS)"
else
  # TCR with the real toolchain: what it prints is how the exercise tells red from not compiling.
  copy=$(fresh_copy real-tcr)
  presenter="$copy/Exercise/ChangePasswordPresenter.swift"
  run_real() { (cd "$copy" && sh Scripts/exercise "$@"); }
  run_real start 3 >/dev/null
  echo "let notCompiling: Int = \"text\"" >>"$presenter"
  expect "with swift, tcr tells code that does not compile" 1 "exercise tcr: did not compile: Exercise/ is back" -- run_real tcr
  sed 's/"Change Password"/"Change password"/' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
  expect "with swift, tcr tells a red suite" 1 "exercise tcr: red: Exercise/ is back" -- run_real tcr
  expect "with swift, tcr put the green code back" 0 "" -- sh -c "cmp '$copy'/Steps/Step03_*/ChangePasswordPresenter.swift '$presenter'"
  expect "with swift, tcr records a green" 0 "exercise tcr: green" -- run_real tcr
  # In the exercise, the lockstep net's finding is a test for the participant's own file: pasted
  # there and named, it builds, fails with the change and passes without it.
  sed 's/"Change Password"/"Change password"/' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
  run_real test >/dev/null 2>&1
  expect "with swift, the exercise's lockstep net offers a test for the participant's own file" 0 "paste this into a new file in Tests/ExerciseTests/" -- cat "$copy/.exercise/last-run.log"
  expect_absent "and never one for the shared suite" 0 "paste this into Tests/Characterization" -- cat "$copy/.exercise/last-run.log"
  awk '/^ *import CharacterizationSuite$/ { on = 1 } on { print } on && /^ *}$/ && prev ~ /check\(makeScreen\)/ { exit } { prev = $0 }' "$copy/.exercise/last-run.log" |
    sed 's/^      //; s/^  $//; s/…/The title, pinned/' >"$copy/Tests/ExerciseTests/PinnedTests.swift"
  expect "with swift, the net's test, pasted and named, builds and fails with the change" 1 "^  - The title, pinned$" -- run_real test
  sed 's/"Change password"/"Change Password"/' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
  expect "and passes without it" 0 "exercise test: green" -- run_real test
  rm "$copy/Tests/ExerciseTests/PinnedTests.swift"
fi
