# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- tour and storyboard: bad input, then their good paths in a scratch copy
expect "tour -h prints the usage" 0 "^usage: Scripts/tour" -- sh Scripts/tour -h
expect_one_line "tour rejects an unknown step" -- sh Scripts/tour 99
expect "tour names the unknown step" 2 "no step 99" -- sh Scripts/tour 99
expect_one_line "tour rejects a step that is not a number" -- sh Scripts/tour seven
expect_one_line "tour rejects two steps" -- sh Scripts/tour 3 4
expect_one_line "tour rejects an unknown option" -- sh Scripts/tour --open
expect_one_line "tour rejects --port without a number" -- sh Scripts/tour --preview --port
expect_one_line "tour rejects a port that is not a number" -- sh Scripts/tour --port http 7
expect_one_line "tour refuses to run outside the repository" -- sh -c "cd '$scratch' && sh '$repo/Scripts/tour' 7"
scenarios=$(grep -c '^=== scenario ' Tests/GoldenMaster/approved-transcripts.txt)
expect "storyboard -h prints the usage" 0 "^usage: Scripts/storyboard" -- sh Scripts/storyboard -h
expect_one_line "storyboard rejects an unknown scenario" -- sh Scripts/storyboard "$scenarios"
expect "storyboard names the unknown scenario" 2 "no scenario $scenarios (scenarios are 0 to $((scenarios - 1)))" -- sh Scripts/storyboard "$scenarios"
expect_one_line "storyboard rejects a scenario that is not a number" -- sh Scripts/storyboard seven
expect_one_line "storyboard rejects a missing scenario" -- sh Scripts/storyboard
expect_one_line "storyboard rejects two scenarios" -- sh Scripts/storyboard 1 2
expect_one_line "storyboard rejects an unknown option" -- sh Scripts/storyboard --all
if PATH=$no_swift_path command -v swift >/dev/null 2>&1 || PATH=$no_swift_path command -v xcrun >/dev/null 2>&1; then
  echo "skip the missing-docc tests: a toolchain is in $no_swift_path"
else
  # swift alone, without docc beside it.
  mkdir -p "$scratch/swift-only" && ln -s "$(command -v swift)" "$scratch/swift-only/swift"
  expect_one_line "tour says when docc is missing" -- env PATH="$scratch/swift-only:$no_swift_path" sh Scripts/tour 7
  expect "tour names docc" 2 "docc is missing" -- env PATH="$scratch/swift-only:$no_swift_path" sh Scripts/tour 7
  expect_one_line "storyboard says when swift is missing" -- env PATH="$no_swift_path" sh Scripts/storyboard 7
fi

if [ "${KATA_SKIP_SWIFT_TESTS:-}" = 1 ]; then
  echo "skip the good paths of tour and storyboard (KATA_SKIP_SWIFT_TESTS=1)"
else
  copy=$(fresh_copy tour)
  catalog="$copy/.tour/ChangePasswordKata.docc"
  expect "tour STEP prints the site's folder as its last line" 0 "/.tour/ChangePasswordKata.doccarchive$" -- sh -c "cd '$copy' && sh Scripts/tour 7 2>'$scratch/tour-7.err' | tail -n 1"
  expect "tour STEP says to open that step's page" 0 "open http://localhost:8000/tutorials/changepasswordkata/step07$" -- cat "$scratch/tour-7.err"
  expect "tour STEP writes that step's tutorial alone" 0 "^1$" -- sh -c "ls '$catalog'/Step*.tutorial | wc -l | tr -d ' '"
  box=$(awk -F '|' '$2 ~ /^ *07 *$/ { cell = $(NF - 1); gsub(/[^0-9]/, "", cell); print cell }' "$copy/Steps/README.md")
  expect "the tutorial's time box is the syllabus's" 0 "@Tutorial(time: $box)" -- cat "$catalog/Step07.tutorial"
  expect "the tutorial shows the step's code against the step before" 0 'previousFile: "previous-step07-' -- cat "$catalog/Step07.tutorial"
  expect "the tutorial shows a picture of the screen" 0 '@Image(source: "screen-[a-z-]*.svg"' -- cat "$catalog/Step07.tutorial"
  question=$(sed -n '/^## Question for discussion/,$p' "$copy"/Steps/Step07_*/README.md | sed -n 3p | cut -c1-24 | sed 's/[^A-Za-z0-9 ]/./g')
  expect "the assessment asks the lesson's question" 0 "^$question" -- cat "$catalog/Step07.tutorial"
  expect "the site holds the step's page" 0 "" -- test -f "$copy/.tour/ChangePasswordKata.doccarchive/tutorials/changepasswordkata/step07/index.html"
  expect "the site holds the pictures" 0 "screen-loaded.svg" -- ls "$copy/.tour/ChangePasswordKata.doccarchive/images/ChangePasswordKata"
  expect "the tour leaves nothing for git to commit" 0 "^clean$" -- sh -c "cd '$copy' && git status --porcelain | grep -q . || echo clean"

  # A lesson whose micro-steps are code: one micro-step that does the whole step 13.
  (
    cd "$copy" && . Scripts/lib/steps.sh &&
      for n in 12 13; do
        copy_without_module_names "$(step_folder $n)" "$scratch/micro/S$n/Step"
        copy_without_module_names "Tests/Step${n}Tests" "$scratch/micro/S$n/StepTests"
      done
  )
  (cd "$scratch/micro" && git diff --no-index --no-prefix S12 S13) | grep -v '^index ' |
    sed 's|^--- S12/|--- a/|; s|^+++ S13/|+++ b/|; s|^diff --git S1[23]/\(.*\) S13/|diff --git a/\1 b/|' >"$scratch/micro.diff"
  lesson=$(ls "$copy"/Steps/Step13_*/README.md)
  awk -v diff="$scratch/micro.diff" '
    /^## Mechanics$/ {
      print; print ""; print "### 1. Do the whole step"; print ""; print "Prose of the micro-step."
      print ""; print "```diff"; while ((getline line < diff) > 0) print line; print "```"; print ""
      print "**Expect red.** These tests fail: \"A test\"."; print ""; skip = 1; next
    }
    skip && /^## / { skip = 0 }
    !skip { print }' "$lesson" >"$scratch/lesson" && cp "$scratch/lesson" "$lesson"
  expect "tour turns a lesson's micro-steps into steps" 0 "site" -- sh -c "cd '$copy' && sh Scripts/tour 13 >/dev/null 2>&1 && echo site"
  expect "a micro-step's step has its title, its prose and its declared red" 0 '^\*\*Do the whole step.\*\* Prose of the micro-step.$' -- cat "$catalog/Step13.tutorial"
  expect "a micro-step's caption declares its red" 0 '^\*\*Expect red.\*\* These tests fail: "A test".' -- cat "$catalog/Step13.tutorial"
  expect "a micro-step that changes two files names the other one" 0 "It also changes \`" -- cat "$catalog/Step13.tutorial"
  sed 's/^ \(.*self.securityToken = securityToken\)$/ \1 \/\/ changed/' "$lesson" >"$scratch/lesson" && cp "$scratch/lesson" "$lesson"
  expect "tour names a micro-step whose diff does not apply" 2 "step 13, micro-step 1: its diff does not apply" -- sh -c "cd '$copy' && sh Scripts/tour 13"

  # ==== tour (issue 24, item 6): pictures that change with the code, code without a preview
  # over it, a quiz without overlapping answers, a storyboard where the screen stays up ====
  # The same scratch copy as above, its build warm.
  expect "tour 06 writes its tutorial" 0 "doccarchive$" -- sh -c "cd '$copy' && sh Scripts/tour 6 2>/dev/null | tail -n 1"
  expect "a micro-step shows the screen its lesson names: the mismatch alert" 0 'screen-alert-mismatch.svg' -- cat "$catalog/Step06.tutorial"
  expect "and the failure alert" 0 'screen-failure.svg' -- cat "$catalog/Step06.tutorial"
  expect "no code listing carries a preview over its lines" 1 "" -- grep -A1 '^@Code(' "$catalog/Step06.tutorial" | grep '@Image'
  sed 's/^\*\*Pictures:\*\* .*/**Pictures:** 0 typing, 2 dismissed/' "$copy"/Steps/Step18_*/README.md >"$scratch/lesson18" && cp "$scratch/lesson18" "$copy"/Steps/Step18_*/README.md
  expect "tour 18 writes its tutorial" 0 "doccarchive$" -- sh -c "cd '$copy' && sh Scripts/tour 18 2>/dev/null | tail -n 1"
  expect "a lesson's Pictures line names a micro-step's screen" 0 'screen-dismissed.svg' -- cat "$catalog/Step18.tutorial"
  smell18=$(awk -F '|' '$2 ~ /^ *18 *$/ { s = $4; gsub(/^ +| +$/, "", s); sub(/;.*/, "", s); print s }' "$copy/Steps/README.md")
  expect "step 18's quiz offers no wrong answer that is its own smell" 1 "" -- sh -c "sed -n '/@Choice(isCorrect: false)/,+1p' '$catalog/Step18.tutorial' | grep -xF '$smell18'"
  sed 's/^\(\*\*Pictures:\*\* .*\)2 dismissed$/\12 exploded/' "$copy"/Steps/Step18_*/README.md >"$scratch/lesson18" && cp "$scratch/lesson18" "$copy"/Steps/Step18_*/README.md
  expect "tour names a picture no one draws" 2 "lesson 18 names a picture KataPictures does not draw: 'exploded'" -- sh -c "cd '$copy' && sh Scripts/tour 18"
  sed '/^\*\*Pictures:\*\* /d' "$copy"/Steps/Step18_*/README.md >"$scratch/lesson18" && cp "$scratch/lesson18" "$copy"/Steps/Step18_*/README.md
  expect "tour names a lesson that names no picture" 2 "lesson 18 names no picture for the step" -- sh -c "cd '$copy' && sh Scripts/tour 18"
  (cd "$copy" && git checkout -q -- Steps/Step18_*/README.md)
  scenario=$(sed -n 's|^Scripts/storyboard \([0-9]*\) .*|\1|p' "$copy/README.md")
  dismissed=$(awk -v s="$scenario" '$0 ~ "^=== scenario " s " " { inside = 1; next } /^=== / { inside = 0 } inside && /dismisses screen/' "$copy/Tests/GoldenMaster/approved-transcripts.txt" | wc -l | tr -d ' ')
  expect "README's storyboard example is a scenario where the screen stays up" 0 "^0$" -- echo "$dismissed"

  # Stopped (kill, as Ctrl-C does) while at work, tour and storyboard leave no work folder, no
  # half-written catalog or site behind (SwiftPM's own temporary folders are its business). TERM,
  # as a background job ignores INT.
  mkdir -p "$scratch/tmp-tour" "$scratch/tmp-storyboard"
  # shellcheck disable=SC2016 # expanded by the inner shell
  expect "tour stopped while at work exits 143 and leaves nothing behind" 0 "^143 0 none$" -- env TMPDIR="$scratch/tmp-tour" sh -c '
    rm -rf "$1/.tour"
    (cd "$1" && exec sh Scripts/tour >/dev/null 2>&1) &
    pid=$!
    i=0
    while [ ! -d "$1/.tour/ChangePasswordKata.docc/Resources" ] && [ "$i" -lt 100000 ]; do i=$((i + 1)); done
    kill -TERM "$pid"
    wait "$pid"
    status=$?
    [ -e "$1/.tour/ChangePasswordKata.docc" ] || [ -e "$1/.tour/ChangePasswordKata.doccarchive" ] && left=catalog || left=none
    echo "$status $(ls "$TMPDIR" | grep -c "^tour\.") $left"' sh "$copy"
  # shellcheck disable=SC2016 # expanded by the inner shell
  expect "storyboard stopped while at work exits 143 and leaves no log behind" 0 "^143 0$" -- env TMPDIR="$scratch/tmp-storyboard" sh -c '
    (cd "$1" && exec sh Scripts/storyboard 7 >/dev/null 2>&1) &
    pid=$!
    i=0
    while ! ls "$TMPDIR" | grep -q "^storyboard\." && [ "$i" -lt 100000 ]; do i=$((i + 1)); done
    kill -TERM "$pid"
    wait "$pid"
    echo "$? $(ls "$TMPDIR" | grep -c "^storyboard\.")"' sh "$copy"
  # ==== end of tour (issue 24) ====

  expect "storyboard 7 prints the page's path as its last line" 0 "/.tour/storyboard/scenario-007.html$" -- sh -c "cd '$copy' && sh Scripts/storyboard 7 2>/dev/null | tail -n 1"
  page="$copy/.tour/storyboard/scenario-007.html"
  awk '/^=== scenario 7 /{ inside = 1; next } /^=== /{ inside = 0 } inside && NF' Tests/GoldenMaster/approved-transcripts.txt >"$scratch/approved-7"
  sed -n '/^<pre class="transcript">$/,/^<\/pre>$/p' "$page" | sed '/^<\/*pre/d' |
    sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&amp;/\&/g' >"$scratch/storyboard-7"
  expect "storyboard 7's frames hold scenario 7's approved transcript" 0 "" -- cmp "$scratch/approved-7" "$scratch/storyboard-7"
  events=$(grep -c '^[^ ]' "$scratch/approved-7")
  expect "storyboard 7 draws one picture per event" 0 "^$events$" -- sh -c "grep -c '<img src=\"data:image/svg+xml;base64,' '$page'"
fi
