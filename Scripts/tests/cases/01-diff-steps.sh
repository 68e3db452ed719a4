# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- diff-steps: good paths, on the fixture kata (Scripts/tests/fixture), whose figures no
# lesson of the real kata changes
fixture=$(fixture_kata diff-steps)
cd "$fixture" || exit 1
expect "diff-steps lists every step with its refactoring" 0 "^01  Rename Variable: greeting$" -- sh Scripts/diff-steps
expect "diff-steps lists the last step" 0 "^02  Extract Function: polite$" -- sh Scripts/diff-steps
expect "diff-steps N shows the diff from N-1" 0 '^+    let greeting = "Hello, " + Names.polite(name) + "!"$' -- sh Scripts/diff-steps 2
expect "diff-steps N names the files by step" 0 "^+++ Step02/Greeter.swift$" -- sh Scripts/diff-steps 2
expect_absent "diff-steps N leaves out the module-name noise" 0 "^[-+][^-+].*Step[0-9][0-9]" -- sh Scripts/diff-steps 0 2
expect_absent "diff-steps leaves out the lessons" 0 "README" -- sh Scripts/diff-steps 1
expect "diff-steps A B diffs any two steps" 0 "^-    let text = " -- sh Scripts/diff-steps 0 2
expect "diff-steps detects a new file" 0 "new file mode" -- sh Scripts/diff-steps 2
expect_absent "diff-steps is plain when piped" 0 "$(printf '\033')" -- sh Scripts/diff-steps 1
expect "diff-steps --stat gives one step's size" 0 "^Step 00 to 01: 4 changed lines$" -- sh Scripts/diff-steps --stat 1
expect "diff-steps --stat counts a new file" 0 "^Step 01 to 02: 7 changed lines$" -- sh Scripts/diff-steps --stat 2
expect "diff-steps --stat lists every size and the budget" 0 "^median 5.5, largest 7 changed lines" -- sh Scripts/diff-steps --stat
expect "diff-steps --word shows a word diff" 0 "let \[-text-\]{+greeting+} = " -- sh Scripts/diff-steps --word 1
expect "diff-steps --markdown writes the whole tour" 0 '^```diff$' -- sh Scripts/diff-steps --markdown
expect "diff-steps --markdown gives each step's summary" 0 "^The variable says what it holds.$" -- sh Scripts/diff-steps --markdown
expect "diff-steps --all is --markdown" 0 "^## Step 02 · Extract Function: polite$" -- sh Scripts/diff-steps --all
expect "diff-steps works from a subfolder" 0 "^+++ Step02/" -- sh -c 'cd Steps && sh ../Scripts/diff-steps 2'
expect "diff-steps -h prints the usage" 0 "^usage: Scripts/diff-steps" -- sh Scripts/diff-steps -h
# A reader that is gone (| head -1): the output goes into a fifo whose one reader has closed. The
# script stops there as a shell does (141), and says nothing on its way out.
into_a_closed_pipe() {
  rm -f "$scratch/pipe.diff-steps" && mkfifo "$scratch/pipe.diff-steps"
  # shellcheck disable=SC2094 # one fifo, opened to read and to write on purpose
  exec 4<>"$scratch/pipe.diff-steps" 5>"$scratch/pipe.diff-steps" 4<&-
  said=$(sh Scripts/diff-steps "$@" 2>&1 >&5)
  echo "status $? said '$said'"
  exec 5>&-
}
for options in --stat "" --markdown "--stat 2"; do
  # shellcheck disable=SC2086 # the options are words
  expect "diff-steps ${options:-(the list)} into a closed pipe stops quietly" 0 "^status 141 said ''$" -- into_a_closed_pipe $options
done
cd "$repo" || exit 1

# ---- diff-steps: one smoke test on the real kata
expect "diff-steps sizes every step of the kata" 0 "^Step $last .* changed lines" -- sh Scripts/diff-steps --stat

# ---- diff-steps: bad input
expect_one_line "diff-steps rejects an unknown step" -- sh Scripts/diff-steps 99
expect "diff-steps names the unknown step" 2 "no step 99" -- sh Scripts/diff-steps 99
expect_one_line "diff-steps rejects a step that is not a number" -- sh Scripts/diff-steps five
expect_one_line "diff-steps rejects A after B" -- sh Scripts/diff-steps 5 3
expect_one_line "diff-steps rejects A equal to B" -- sh Scripts/diff-steps 4 4
expect_one_line "diff-steps rejects the first step alone" -- sh Scripts/diff-steps 0
expect_one_line "diff-steps rejects an unknown option" -- sh Scripts/diff-steps --colour 3
expect_one_line "diff-steps rejects three steps" -- sh Scripts/diff-steps 1 2 3
expect_one_line "diff-steps rejects --word without a step" -- sh Scripts/diff-steps --word
expect_one_line "diff-steps refuses to run outside the repository" -- sh -c "cd '$scratch' && sh '$repo/Scripts/diff-steps' 1"
expect_one_line "diff-steps says when git is missing" -- env PATH=/nonexistent /bin/sh Scripts/diff-steps 1
# shellcheck disable=SC2016 # expanded by the inner shell
expect "diff-steps answers one pair in under a second" 0 "fast" -- sh -c '
  # Nanoseconds, from python3 where date has no %N (busybox): the test never passes unmeasured.
  now() { case "$(date +%s%N)" in *N) python3 -c "import time; print(time.time_ns())" ;; *) date +%s%N ;; esac; }
  start=$(now)
  sh Scripts/diff-steps 18 >/dev/null || exit 1
  end=$(now)
  [ $(( (end - start) / 1000000 )) -lt 1000 ] && echo fast'
