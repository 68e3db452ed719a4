# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- record-lesson and check-lessons: bad input
expect "check-lessons -h prints the usage" 0 "^usage: Scripts/check-lessons" -- Scripts/check-lessons -h
expect "record-lesson -h prints the usage" 0 "^usage: Scripts/record-lesson" -- Scripts/record-lesson -h
expect "check-lessons --list counts each lesson's micro-steps" 0 "^04  1 micro-step, [0-9]* changed lines, 0 planned red, time box 5 min" -- sh Scripts/check-lessons --list 4
expect_one_line "check-lessons rejects an unknown step" -- sh Scripts/check-lessons 99
expect_one_line "check-lessons rejects a step that is not a number" -- sh Scripts/check-lessons four
expect_one_line "check-lessons rejects the first step, which has no micro-steps" -- sh Scripts/check-lessons 0
expect_one_line "check-lessons rejects an unknown option" -- sh Scripts/check-lessons --fast 4
expect_one_line "check-lessons rejects --jobs without a number" -- sh Scripts/check-lessons 4 --jobs
expect_one_line "check-lessons rejects zero jobs" -- sh Scripts/check-lessons --jobs 0 4
expect_one_line "check-lessons rejects jobs that are not a number" -- sh Scripts/check-lessons --jobs two 4
expect_one_line "check-lessons says when git is missing" -- env PATH=/nonexistent /bin/sh Scripts/check-lessons 4
if [ -n "${no_swift_path:-}" ] && ! PATH=$no_swift_path command -v swift >/dev/null 2>&1; then
  expect_one_line "check-lessons says when swift is missing" -- env PATH="$no_swift_path" sh Scripts/check-lessons 4
fi
expect_one_line "record-lesson rejects a missing step" -- sh Scripts/record-lesson
expect_one_line "record-lesson rejects an unknown step" -- sh Scripts/record-lesson 99
expect_one_line "record-lesson rejects two steps" -- sh Scripts/record-lesson 4 5
expect_one_line "record-lesson rejects an unknown option" -- sh Scripts/record-lesson --all
expect_one_line "record-lesson says when there is no start commit" -- sh Scripts/record-lesson 4
broken=$(fresh_copy no-micro-steps)
awk '/^### [0-9]+\. / { next } { print }' "$broken"/Steps/Step04_*/README.md >"$scratch/lesson" && cp "$scratch/lesson" "$broken"/Steps/Step04_*/README.md
expect_one_line "check-lessons names a lesson without micro-steps" -- sh -c "cd '$broken' && sh Scripts/check-lessons 4"
broken=$(fresh_copy syllabus-time-box)
sed -i.bak 's/^\(| 04 | .*\) 5 min | \([0-9]*\) |$/\1 15 min | \2 |/' "$broken/Steps/README.md"
expect "check-lessons names a syllabus time box the replay does not give" 1 "does not give step 04's time box of 5 min" -- sh -c "cd '$broken' && sh Scripts/check-lessons 4"
broken=$(fresh_copy syllabus-with-tests)
with_tests=$(sh Scripts/check-lessons --list 4 | sed 's/.*micro-steps*, \([0-9]*\) changed lines.*/\1/')
sed -i.bak "s/^\(| 04 | [^|]*|[^|]*|[^|]*| \)$with_tests |/\1$((with_tests + 1)) |/" "$broken/Steps/README.md"
expect "check-lessons names a syllabus size with tests the replay does not give" 1 "does not give step 04's $with_tests changed lines with tests" -- sh -c "cd '$broken' && sh Scripts/check-lessons 4"

# ---- record-lesson: a round trip. Redo step 04 from its own lesson, one commit per micro-step,
# then record it again: the lesson must come back as it was.
copy=$(fresh_copy record)
(
  cd "$copy" || exit 1
  . Scripts/lib/steps.sh
  . Scripts/lib/lessons.sh
  folder=$(step_folder 04)
  mkdir -p "$scratch/record"
  count=$(kata_tool lesson split "$folder/README.md" "$scratch/record")
  git rm -q "$folder"/*.swift
  for file in "$(step_folder 03)"/*.swift; do sed 's/Step03/Step04/g' "$file" >"$folder/$(basename "$file")"; done
  git add -A && git -c user.name=test -c user.email=test@example.invalid commit -qm "Step04: start from step 03"
  k=1
  while [ "$k" -le "$count" ]; do
    sed "s|^\([-+][-+][-+] [ab]\)/Step/|\1/$folder/|; s|^diff --git a/Step/\([^ ]*\) b/Step/|diff --git a/$folder/\1 b/$folder/|" "$scratch/record/diff.$k" >"$scratch/record/patch"
    git apply "$scratch/record/patch" || exit 1
    git add -A && git -c user.name=test -c user.email=test@example.invalid commit -qm "Step04 micro-step $k: $(cat "$scratch/record/title.$k")"
    k=$((k + 1))
  done
) >/dev/null 2>&1
expect "record-lesson writes the micro-steps of the commits" 0 "wrote 1 micro-step into" -- sh -c "cd '$copy' && sh Scripts/record-lesson 4"
expect "record-lesson gives back the lesson it was recorded from" 0 "" -- sh -c "cd '$copy' && git diff --exit-code -- Steps"
# A heading whose title is not the commit's keeps none of its prose: the commit's body takes its
# place, so prose never ends up under another micro-step's diff.
(
  cd "$copy" || exit 1
  lesson=$(echo Steps/Step04_*/README.md)
  sed 's/^### 1\. .*/### 1. Another micro-step/' "$lesson" >"$lesson.new" && mv "$lesson.new" "$lesson"
  git -c user.name=test -c user.email=test@example.invalid commit -q --amend -m "Step04 micro-step 1: Extract the request" -m "BODY-OF-THE-COMMIT" -- .
) >/dev/null 2>&1
expect "record-lesson keeps prose only under a heading of the same title" 0 "BODY-OF-THE-COMMIT" -- sh -c "cd '$copy' && sh Scripts/record-lesson 4 >/dev/null && grep -A2 '^### 1\. Extract the request' Steps/Step04_*/README.md"

if skips_swift_tests 11-record-and-check-lessons; then
  echo "skip check-lessons's real runs (KATA_SKIP_SWIFT_TESTS)"
else
  # ---- check-lessons: a true lesson, then lies, each told in one scratch copy (one build cache)
  copy=$(fresh_copy lessons)
  before=$(cd "$copy" && git status --porcelain && cat Steps/Step26_*/*.swift | cksum)
  expect "check-lessons replays a true lesson" 0 "Step 26: 1 micro-step, all true" -- sh -c "cd '$copy' && sh Scripts/check-lessons 26"
  after=$(cd "$copy" && git status --porcelain && cat Steps/Step26_*/*.swift | cksum)
  if [ "$before" = "$after" ]; then pass "check-lessons leaves the working tree as it found it"; else fail "check-lessons changed the working tree"; fi
  expect "check-lessons --steps-tested compares a lesson's last micro-step with its step and builds it no more" 0 "Step 26 · 1\. .*: green (the step itself, which swift test ran green)" -- sh -c "cd '$copy' && sh Scripts/check-lessons --steps-tested 26"
  lesson=$(echo "$copy"/Steps/Step26_*/README.md)
  cp "$lesson" "$scratch/lesson26"
  sed 's/^+      newPassword: viewModel.newPassword,$/+      newPassword: viewModel.oldPassword,/' "$scratch/lesson26" >"$lesson"
  expect "check-lessons names an undeclared red" 1 "does not say so: .*The request carries the security token and the old and new passwords" -- sh -c "cd '$copy' && sh Scripts/check-lessons 26"
  expect "check-lessons --jobs 2 names the same lie" 1 "does not say so: .*The request carries the security token and the old and new passwords" -- sh -c "cd '$copy' && sh Scripts/check-lessons --jobs 2 26"
  sed 's/^Run the tests: green\.$/**Expect red.** These tests fail: "Success says the password was changed"./' "$scratch/lesson26" >"$lesson"
  # A planned red adds 5 minutes to the lesson's time box, which the syllabus must give.
  cp "$copy/Steps/README.md" "$scratch/syllabus.saved"
  sed 's/^\(| 26 | .*\) 5 min | \([0-9]*\) |$/\1 10 min | \2 |/' "$scratch/syllabus.saved" >"$copy/Steps/README.md"
  expect "check-lessons names a declared red that is green" 1 "declared red, but these pass: \"Success says the password was changed\"" -- sh -c "cd '$copy' && sh Scripts/check-lessons 26"
  cp "$scratch/syllabus.saved" "$copy/Steps/README.md"
  sed 's/^-      oldPassword: oldPasswordTextField.text ?? "",$/-      oldPassword: oldPasswordField.text,/' "$scratch/lesson26" >"$lesson"
  expect "check-lessons names a diff that does not apply" 1 "micro-step 1: the diff does not apply" -- sh -c "cd '$copy' && sh Scripts/check-lessons 26"
  sed 's/^+      oldPassword: viewModel.oldPassword,$/+      oldPassword: viewModel.oldPasword,/' "$scratch/lesson26" >"$lesson"
  expect "check-lessons names a micro-step that does not compile" 1 "micro-step 1 does not compile" -- sh -c "cd '$copy' && sh Scripts/check-lessons 26"
  sed 's/^+      newPassword: viewModel.newPassword,$/+      newPassword: viewModel.newPassword, \/\/ different/' "$scratch/lesson26" >"$lesson"
  expect "check-lessons names a lesson that does not end at its step" 1 "the last micro-step is not step 26" -- sh -c "cd '$copy' && sh Scripts/check-lessons 26"
  expect "check-lessons --steps-tested builds a last micro-step that is not its step" 1 "the last micro-step is not step 26" -- sh -c "cd '$copy' && sh Scripts/check-lessons --steps-tested 26"
fi
