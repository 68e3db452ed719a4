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

# README's storyboard example must be a scenario where the screen stays up.
scenario=$(sed -n 's|^Scripts/storyboard \([0-9]*\) .*|\1|p' README.md)
dismissed=$(awk -v s="$scenario" '$0 ~ "^=== scenario " s " " { inside = 1; next } /^=== / { inside = 0 } inside && /dismisses screen/' Tests/GoldenMaster/approved-transcripts.txt | wc -l | tr -d ' ')
expect "README's storyboard example is a scenario where the screen stays up" 0 "^0$" -- echo "$dismissed"

# What the catalog holds is proven by the tool's unit tests (Tools/KataTool/Tests/SyllabusAndTourTests:
# TourTests, TourCodeTests, TourEscapingTests), on lessons, a syllabus and a stage in memory. Here,
# only what takes the process: the script's contract, on the real kata, and its failures.
if skips_swift_tests 10-tour-and-storyboard; then
  echo "skip the good paths of tour and storyboard (KATA_SKIP_SWIFT_TESTS)"
else
  copy=$(fresh_copy tour)
  catalog="$copy/.tour/ChangePasswordKata.docc"
  site="$copy/.tour/ChangePasswordKata.doccarchive"
  # The contract: one run, which draws the pictures, replays step 07's micro-steps into the stage,
  # has the tool write the catalog and docc convert it.
  expect "tour STEP prints the site's folder as its last line" 0 "/.tour/ChangePasswordKata.doccarchive$" -- sh -c "cd '$copy' && sh Scripts/tour 7 2>'$scratch/tour-7.err' | tail -n 1"
  expect "tour STEP says to open that step's page" 0 "open http://localhost:8000/tutorials/changepasswordkata/step07$" -- cat "$scratch/tour-7.err"
  expect "the site holds the step's page" 0 "" -- test -f "$site/tutorials/changepasswordkata/step07/index.html"
  expect "the site holds the pictures KataPictures drew" 0 "screen-loaded.svg" -- ls "$site/images/ChangePasswordKata"
  expect "the tutorial shows micro-step 1's code, replayed from the lesson, against the step before" 0 'previousFile: "previous-step07-1-' -- cat "$catalog/Step07.tutorial"
  micro_steps=$(grep -c '^### [0-9]' "$copy"/Steps/Step07_*/README.md)
  expect "the tutorial has one section a micro-step, numbered as the lesson numbers them" 0 "^Micro-step $micro_steps:" -- sh -c "sed -n 's/^@Section(title: \"\\(Micro-step [0-9]*:\\).*/\\1/p' '$catalog/Step07.tutorial' | awk '{ print } \$2 != NR \":\" { print \"out of order\" }' | tail -n 1"
  expect "the tour leaves nothing for git to commit" 0 "^clean$" -- sh -c "cd '$copy' && git status --porcelain | grep -q . || echo clean"

  # Its failures: what it was doing, then one line that says why, and 2.
  lesson7=$(ls "$copy"/Steps/Step07_*/README.md)
  awk '/^```diff/ { n++ } n == 1 && !done && /^ ./ { print $0 " // changed"; done = 1; next } { print }' "$lesson7" >"$scratch/lesson7" && cp "$scratch/lesson7" "$lesson7"
  expect "tour names a micro-step whose diff does not apply" 2 "step 07, micro-step 1: its diff does not apply" -- sh -c "cd '$copy' && sh Scripts/tour 7"
  (cd "$copy" && git checkout -q -- Steps)
  sed 's/^\(\*\*Pictures:\*\* .*\)$/\1, 2 exploded/' "$lesson7" >"$scratch/lesson7" && cp "$scratch/lesson7" "$lesson7"
  expect "tour names a picture no one draws" 2 "lesson 07 names a picture KataPictures does not draw: 'exploded'" -- sh -c "cd '$copy' && sh Scripts/tour 7"
  (cd "$copy" && git checkout -q -- Steps)

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

  expect "storyboard 7 prints the page's path as its last line" 0 "/.tour/storyboard/scenario-007.html$" -- sh -c "cd '$copy' && sh Scripts/storyboard 7 2>/dev/null | tail -n 1"
  page="$copy/.tour/storyboard/scenario-007.html"
  awk '/^=== scenario 7 /{ inside = 1; next } /^=== /{ inside = 0 } inside && NF' Tests/GoldenMaster/approved-transcripts.txt >"$scratch/approved-7"
  sed -n '/^<pre class="transcript">$/,/^<\/pre>$/p' "$page" | sed '/^<\/*pre/d' |
    sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&amp;/\&/g' >"$scratch/storyboard-7"
  expect "storyboard 7's frames hold scenario 7's approved transcript" 0 "" -- cmp "$scratch/approved-7" "$scratch/storyboard-7"
  events=$(grep -c '^[^ ]' "$scratch/approved-7")
  expect "storyboard 7 draws one picture per event" 0 "^$events$" -- sh -c "grep -c '<img src=\"data:image/svg+xml;base64,' '$page'"
fi
