# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.
# The exercise's rules (its log, hints, golf card, planned reds, layout, messages) are proven by
# the kata's tool's unit tests (Tools/KataTool/Tests); here, what only a process shows: each
# command's contract, exit codes, Ctrl-C, the work never lost, and real lessons replayed.

# ---- exercise: the participant's tool, in a scratch copy, with the stand-in swift
copy=$(fresh_copy exercise)
run_exercise() { (cd "$copy" && PATH="$fake_path" sh Scripts/exercise "$@"); }
presenter="$copy/Exercise/ChangePasswordPresenter.swift"
expect_one_line "exercise rejects a missing command" -- run_exercise
expect_one_line "exercise rejects an unknown command" -- run_exercise begin 3
expect_one_line "exercise start rejects a missing step" -- run_exercise start
expect_one_line "exercise start rejects a step that is not a number" -- run_exercise start three
expect_one_line "exercise start rejects an unknown step" -- run_exercise start 99
expect_one_line "exercise start rejects the last step, which has no next refactoring" -- run_exercise start "$last"
expect_one_line "exercise start rejects an unknown option" -- run_exercise start 3 --yes
expect_one_line "exercise hint needs a started exercise" -- run_exercise hint
expect_one_line "exercise tcr needs a started exercise" -- run_exercise tcr
expect_one_line "exercise test takes no argument" -- run_exercise test 3
expect_one_line "exercise --watch goes with tcr only" -- run_exercise test --watch
expect "exercise attempts says when there is none" 0 "No saved attempt yet" -- run_exercise attempts
expect "exercise start 3 gives the task of step 04" 0 "Your task: step 04" -- run_exercise start 3
expect "exercise start fills Exercise/ with the step's code" 0 "" -- sh -c "cmp '$copy'/Steps/Step03_*/ChangePasswordPresenter.swift '$presenter'"
expect_absent "exercise start gives no hint itself" 0 "Hint [0-9] of 3" -- run_exercise start 3
expect "so the first exercise hint is hint 1, the smell" 0 "^Hint 1 of 3, the smell: " -- run_exercise hint
run_exercise hint >/dev/null
run_exercise hint >/dev/null
expect "exercise hint stays on the last rung" 0 "Hint 3 of 3" -- run_exercise hint
expect "exercise keeps its state where git does not see it" 1 "" -- sh -c "cd '$copy' && git status --porcelain | grep exercise/"

# A reader that is gone (`| head -1`, `| true`) ends a command as Ctrl-C does, its temporary folder
# removed: its output goes into a pipe nobody reads any more (a fifo whose one reader has closed).
into_a_closed_pipe() {
  rm -rf "$scratch/tmp-pipe" && mkdir -p "$scratch/tmp-pipe" && mkfifo "$scratch/pipe.$1"
  # shellcheck disable=SC2094 # one fifo, opened to read and to write on purpose
  exec 4<>"$scratch/pipe.$1" 5>"$scratch/pipe.$1" 4<&-
  (cd "$copy" && TMPDIR="$scratch/tmp-pipe" PATH="$fake_path" sh Scripts/exercise "$@" >&5 2>/dev/null)
  echo "status $? and $(find "$scratch/tmp-pipe" -mindepth 1 | wc -l | tr -d ' ') files left"
  exec 5>&-
}
expect "exercise start into a closed pipe stops there and leaves no temporary folder" 0 "^status 141 and 0 files left$" -- into_a_closed_pipe start 3
expect "exercise reset, whose own echo meets the closed pipe, leaves none either" 0 "^status 141 and 0 files left$" -- into_a_closed_pipe reset

# Nothing is ever lost: start and reset over changed work save it first.
echo "// my work" >>"$presenter"
expect "exercise diff shows the change, with paths from the top" 0 "^+++ b/Exercise/ChangePasswordPresenter.swift$" -- run_exercise diff
expect "exercise start over changed work saves it and starts" 0 "saved in .exercise/attempts/step03-" -- run_exercise start 5
expect "the new start holds step 05" 0 "" -- sh -c "cmp '$copy'/Steps/Step05_*/ChangePasswordPresenter.swift '$presenter'"
expect "the saved attempt holds the work" 0 "// my work" -- sh -c "cat '$copy'/.exercise/attempts/step03-*/Exercise/ChangePasswordPresenter.swift"
expect "exercise attempts lists the saved attempt" 0 "attempts/step03-.*: replaced by Scripts/exercise start 5" -- run_exercise attempts
echo "// more work" >>"$presenter"
expect "exercise reset saves the work, then puts the starting step back" 0 "saved in .exercise/attempts/step05-" -- run_exercise reset
expect "after reset Exercise/ is the starting step again" 0 "" -- sh -c "cmp '$copy'/Steps/Step05_*/ChangePasswordPresenter.swift '$presenter'"
expect "the reset's attempt holds the work" 0 "// more work" -- sh -c "cat '$copy'/.exercise/attempts/step05-*/Exercise/ChangePasswordPresenter.swift"
expect "exercise reset over unchanged work saves nothing" 0 "holds step 05 again" -- run_exercise reset
expect "so two attempts are saved" 0 "^2$" -- sh -c "ls -d '$copy'/.exercise/attempts/*/ | wc -l | tr -d ' '"

# The view model's tests come with the starting step, module name folded, from the first step
# that has them.
vm_step=""
for folder in "$copy"/Tests/Step[0-9][0-9]Tests; do
  for file in "$folder"/*.swift; do
    if [ -f "$file" ] && [ ! -L "$file" ] && [ "$(basename "$file")" != Step.swift ] &&
      [ "$(basename "$file")" != Screen.swift ]; then
      vm_step=$(echo "$folder" | sed 's|.*/Step\([0-9][0-9]\)Tests|\1|')
      vm_file=$(basename "$file")
      break 2
    fi
  done
done
if [ -z "$vm_step" ] || [ "$vm_step" = "$last" ]; then
  echo "skip the view-model tests of the exercise: no step before the last has them"
else
  expect "exercise start from a step with view-model tests says so" 0 "holds step $vm_step's own tests" -- run_exercise start "$vm_step"
  expect "the exercise's view-model tests import Exercise" 0 "import Exercise$" -- cat "$copy/Tests/ExerciseTests/$vm_file"
  expect "the exercise's view-model tests name no step" 1 "" -- grep "Step[0-9][0-9]" "$copy/Tests/ExerciseTests/$vm_file"
  echo "// my test" >>"$copy/Tests/ExerciseTests/$vm_file"
  expect "exercise reset saves changed view-model tests" 0 "saved in" -- run_exercise reset
  expect "and restores them" 1 "" -- grep "my test" "$copy/Tests/ExerciseTests/$vm_file"
  expect "the attempt holds the changed tests" 0 "// my test" -- sh -c "cat '$copy'/.exercise/attempts/step$vm_step-*/Tests/$vm_file"
  run_exercise start 3 >/dev/null
  expect "exercise start from an earlier step removes them" 1 "" -- test -e "$copy/Tests/ExerciseTests/$vm_file"
fi

# The loop, TCR and the log. The stand-in swift goes red or does not compile on a marker.
copy=$(fresh_copy tcr)
presenter="$copy/Exercise/ChangePasswordPresenter.swift"
commits=$(cd "$copy" && git rev-list --count HEAD)
run_exercise start 3 >/dev/null
expect "exercise test runs the suite and records a green" 0 "exercise test: green" -- run_exercise test
expect "it records the times of the files its build sees, so that no edit goes unseen (.ci/run shows it)" 0 " Exercise/ChangePasswordPresenter.swift$" -- cat "$copy/.build-exercise/times"
sed 's/"Change Password"/"Change password"/' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
echo "// MAKES-IT-RED" >>"$presenter"
expect "exercise tcr on red says so" 1 "exercise tcr: red: Exercise/ is back at the last green" -- run_exercise tcr
expect "tcr on red puts Exercise/ back to the last green" 0 "" -- sh -c "cmp '$copy'/Steps/Step03_*/ChangePasswordPresenter.swift '$presenter'"
expect "tcr keeps the red attempt" 0 "MAKES-IT-RED" -- sh -c "cat '$copy'/.exercise/attempts/step03-*-red/Exercise/ChangePasswordPresenter.swift"
echo "// DOES-NOT-COMPILE" >>"$presenter"
expect "exercise tcr on code that does not compile says so" 1 "exercise tcr: did not compile: Exercise/ is back" -- run_exercise tcr
expect "tcr keeps the attempt that did not compile" 0 "DOES-NOT-COMPILE" -- sh -c "cat '$copy'/.exercise/attempts/step03-*-broken/Exercise/ChangePasswordPresenter.swift"
echo "// a green micro-step" >>"$presenter"
expect "exercise tcr on green records it as the last green" 0 "exercise tcr: green: recorded as the last green (1 line since" -- run_exercise tcr
echo "// MAKES-IT-RED" >>"$presenter"
expect "tcr goes back to the newest green, not to the start" 0 "a green micro-step" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise tcr; tail -n 1 '$presenter'"
echo "// MAKES-IT-RED" >>"$presenter"
expect "exercise test on red leaves the code as it is" 1 "exercise test: red: 1 line since the last green" -- run_exercise test
expect "so the red code is still there" 0 "MAKES-IT-RED" -- tail -n 1 "$presenter"
expect "exercise hint after a red run says to get back to green first" 0 "^First, your last run was red: get back to green first" -- run_exercise hint
sed '$d' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
expect "exercise tcr --watch runs at once" 0 "exercise tcr: green" -- env EXERCISE_WATCH_ROUNDS=1 sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise tcr --watch"
expect "the private history never touches the participant's git history" 0 "^$commits$" -- sh -c "cd '$copy' && git rev-list --count HEAD"
expect "exercise log draws the runs as letters in a pipe" 0 "^step 03 -> 04: GRCGRRG$" -- run_exercise log
expect "exercise score gives each hole its par from the lesson" 0 "^step 04 .* not finished" -- run_exercise score
expect "exercise attempts lists the red attempts" 0 "tcr: did not compile" -- run_exercise attempts

# tcr --watch reruns on a save; Ctrl-C or kill ends it at once and leaves no temporary file.
mkdir -p "$scratch/tmp-term"
# shellcheck disable=SC2016 # expanded by the inner shell
expect "exercise tcr --watch reruns on a save, exits on TERM and cleans up" 0 "^143 0 rerun$" -- env TMPDIR="$scratch/tmp-term" EXERCISE_POLL_SECONDS=0 sh -c '
  runs_in_log() { grep -c "^run" "$1/.exercise/log"; }
  until_runs() { i=0; while [ "$(runs_in_log "$1")" -lt "$2" ] && [ "$i" -lt 3000 ]; do i=$((i + 1)); done; }
  runs=$(runs_in_log "$1")
  (cd "$1" && PATH="$2" exec sh Scripts/exercise tcr --watch >/dev/null 2>&1) &
  pid=$!
  until_runs "$1" $((runs + 1))
  echo "// saved" >>"$1/Exercise/ChangePasswordPresenter.swift"
  until_runs "$1" $((runs + 2))
  [ "$(runs_in_log "$1")" -ge $((runs + 2)) ] && rerun=rerun || rerun="no rerun"
  kill -TERM "$pid"
  wait "$pid"
  echo "$? $(ls "$TMPDIR" | wc -l | tr -d " ") $rerun"' sh "$copy" "$fake_path"

# A kill (TERM) while tcr --watch waits for a save ends it at once, and its watcher with it.
# shellcheck disable=SC2016 # expanded by the inner shell
expect "exercise tcr --watch, waiting for a save, ends at once on TERM" 0 "^143 ended, no watcher left$" -- env EXERCISE_POLL_SECONDS=600 sh -c '
  watchers() { ps -e -o args= | grep -c "[e]xercise wait-change"; }
  (cd "$1" && PATH="$2" exec sh Scripts/exercise tcr --watch >/dev/null 2>&1) &
  pid=$!
  i=0; while [ "$(watchers)" -eq 0 ] && [ "$i" -lt 3000 ]; do i=$((i + 1)); done
  kill -TERM "$pid"
  i=0; while kill -0 "$pid" 2>/dev/null && [ "$i" -lt 200000 ]; do i=$((i + 1)); done
  if kill -0 "$pid" 2>/dev/null; then ended="still running"; kill -KILL "$pid"; else ended=ended; fi
  wait "$pid"
  status=$?
  i=0; while [ "$(watchers)" -gt 0 ] && [ "$i" -lt 300 ]; do i=$((i + 1)); done
  if [ "$(watchers)" -eq 0 ]; then left="no watcher left"; else left="a watcher left"; pkill -f "[e]xercise wait-change"; fi
  echo "$status $ended, $left"' sh "$copy" "$fake_path"

# compare judges: equal, equal but for layout, or the difference; and runs the suite.
next_folder=$(echo "$copy"/Steps/Step04_*)
cp "$next_folder"/*.swift "$copy/Exercise/"
expect "exercise compare of a finished refactoring says it matches and is green" 0 "matches the reference step 04" -- run_exercise compare
sed 's/^\( *\)let /\1let  /' "$next_folder/ChangePasswordPresenter.swift" >"$presenter"
expect "exercise compare sets layout aside" 0 "matches the reference step 04 except layout" -- run_exercise compare
cp "$next_folder/ChangePasswordPresenter.swift" "$presenter"
echo "// MAKES-IT-RED" >>"$presenter"
expect "exercise compare shows the difference and fails" 1 "^-// MAKES-IT-RED" -- run_exercise compare
expect "exercise compare of a red suite fails" 1 "The suite is not green" -- run_exercise compare
sed '$d' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
run_exercise compare >/dev/null
expect "a hole compared equal and green is finished on the card" 0 "^step 04 .* finished$" -- run_exercise score
expect "compare's run of the suite is on the card as a compare, not a test" 0 "^ *[0-9][0-9]*  compare  green" -- run_exercise score

# replay_lesson STEP K [added]: Exercise/ and the exercise's own tests get the result of micro-step K
# of the lesson of the hole after STEP, replayed as Scripts/check-lessons replays it (KataTool
# lesson split and fold, git apply), module names put back as the exercise has them; with added, only the
# lines micro-step K adds (its removed lines kept), as Fowler's mechanics add the new code first.
# With added, it fails for a micro-step that removes nothing: there is no rest to split off.
# The result of micro-step K-1 of the same lesson in the same copy is kept from the call before
# (the textbook replay asks for 1, 2, ... in turn), so only diff K is applied to it.
replay_lesson() {
  (
    cd "$copy" || exit 1
    . Scripts/lib/steps.sh
    . Scripts/lib/lessons.sh
    if [ "$(cat "$scratch/replay/at" 2>/dev/null)" != "$copy $1 $(($2 - 1))" ]; then
      hole=$(kata_tool exercise target "$1")
      hole=${hole#* }
      rm -rf "$scratch/replay"
      mkdir -p "$scratch/replay/split"
      kata_tool lesson split "$(step_folder "$hole")/README.md" "$scratch/replay/split" >/dev/null
      kata_tool fold "$1" "$scratch/replay/state"
      i=1
      while [ "$i" -lt "$2" ]; do
        (cd "$scratch/replay/state" && GIT_CEILING_DIRECTORIES="$scratch/replay" git apply --recount --whitespace=nowarn "$scratch/replay/split/diff.$i") || exit 1
        i=$((i + 1))
      done
      echo "$copy $1 $(($2 - 1))" >"$scratch/replay/at"
    fi
    patch="$scratch/replay/split/diff.$2"
    if [ "${3:-}" = added ]; then
      sed 's/^-\([^-]\)/ \1/; s/^-$/ /' "$patch" >"$scratch/replay/added" && patch="$scratch/replay/added"
      # A micro-step that only adds lines has no rest to split off: one run, not two.
      ! cmp -s "$patch" "$scratch/replay/split/diff.$2" || exit 1
    fi
    rm -rf "$scratch/replay/next"
    cp -R "$scratch/replay/state" "$scratch/replay/next"
    (cd "$scratch/replay/next" && GIT_CEILING_DIRECTORIES="$scratch/replay" git apply --recount --whitespace=nowarn "$patch") || exit 1
    if [ "${3:-}" != added ]; then
      rm -rf "$scratch/replay/state"
      mv "$scratch/replay/next" "$scratch/replay/state"
      echo "$copy $1 $2" >"$scratch/replay/at"
    fi
    result="$scratch/replay/next"
    [ -d "$result" ] || result="$scratch/replay/state"
    rm -rf Exercise/*.swift Exercise/View Exercise/ViewModel
    for file in Tests/ExerciseTests/*.swift; do
      [ -L "$file" ] || rm -f "$file"
    done
    # A step of two modules holds its code in View/ and ViewModel/.
    for folder in "" View/ ViewModel/; do
      [ -d "$result/Step/$folder" ] || continue
      mkdir -p "Exercise/$folder"
      # The view names its view model's module: ExerciseViewModel in the exercise, as start writes it.
      for file in "$result/Step/$folder"*.swift; do
        [ ! -f "$file" ] || sed 's/StepNN/Exercise/g' "$file" >"Exercise/$folder$(basename "$file")"
      done
    done
    for file in "$result/StepTests/"*.swift; do
      [ -f "$file" ] || continue
      sed 's/StepNN/Exercise/g; s|^/// The step under test:|/// The workshop exercise under test:|' "$file" >"Tests/ExerciseTests/$(basename "$file")"
    done
    kata_tool closing red-tests "$scratch/replay/split/closing.$2" 2>/dev/null >"$scratch/replay-failing" || :
  )
}
lesson_count() {
  (cd "$copy" && . Scripts/lib/steps.sh && . Scripts/lib/lessons.sh && mkdir -p "$scratch/count" && kata_tool lesson split "$(step_folder "$1")/README.md" "$scratch/count")
}

# finished_at_par HOLE COUNT: compare finishes the hole and the card gives it exactly par, COUNT
# strokes; else prints the fault, " HOLE(not finished)" or " HOLE(its card)".
finished_at_par() {
  run_exercise compare 2>&1 | grep -q "^Hole $1 finished" || printf ' %s(not finished)' "$1"
  card=$(run_exercise score 2>/dev/null | awk -v h="$1" '$1 == "step" && $2 == h { print $3 " " $4 " " $6 }')
  [ "$card" = "$2 $2.0 finished" ] || printf ' %s(%s)' "$1" "$card"
}

# Real lessons, replayed one micro-step at a time, one `test` each, as git counts their lines:
# the third hint names the next micro-step, then says all are in; each declared red is planned;
# compare finishes the hole; and the card gives it exactly par. The holes: a lesson of one
# micro-step (04), two planned reds in a row (20), the first view-model tests (28), a planned red
# in the view model (55), and the glue renamed (64).
copy=$(fresh_copy exercise-holes)
sample_holes="04 20 28 55 64"
hint_faults="" par_faults="" run_faults="" holes_seen=0 micro_steps=0
for hole in $sample_holes; do
  from=$(printf '%02d' $(($(echo "$hole" | sed 's/^0*//') - 1)))
  count=$(lesson_count "$hole")
  run_exercise start "$from" >/dev/null 2>&1
  run_exercise hint >/dev/null 2>&1
  run_exercise hint >/dev/null 2>&1
  k=0
  while [ "$k" -le "$count" ]; do
    if [ "$k" -gt 0 ]; then
      replay_lesson "$from" "$k" || run_faults="$run_faults $hole.$k(apply)"
      FAKE_SWIFT_FAILING="$scratch/replay-failing" run_exercise test >"$scratch/run-output" 2>&1 || run_faults="$run_faults $hole.$k"
      if [ -s "$scratch/replay-failing" ] && ! grep -q "red as the lesson planned (micro-step $k of $count)" "$scratch/run-output"; then
        run_faults="$run_faults $hole.$k(red not planned)"
      fi
      micro_steps=$((micro_steps + 1))
    fi
    if [ "$k" -lt "$count" ]; then want="the next micro-step ($((k + 1)) of $count)"; else want="every micro-step of the lesson is in your code"; fi
    run_exercise hint 2>&1 | grep -qF "$want" || hint_faults="$hint_faults $hole.$k"
    k=$((k + 1))
  done
  par_faults="$par_faults$(finished_at_par "$hole" "$count")"
  holes_seen=$((holes_seen + 1))
done
if [ -z "$run_faults" ]; then pass "exercise: lessons $sample_holes replayed, one test a micro-step, run green or red as planned ($holes_seen holes, $micro_steps micro-steps)"; else fail "exercise: replayed lessons do not run as planned at:$run_faults"; fi
if [ -z "$hint_faults" ]; then pass "exercise hint 3 follows the replay of lessons $sample_holes, to the end ($holes_seen holes)"; else fail "exercise hint 3 is wrong at hole.micro-step:$hint_faults"; fi
if [ -z "$par_faults" ]; then pass "exercise score: lessons $sample_holes replayed, one run a micro-step, shoot par and finish"; else fail "exercise score misses par at:$par_faults"; fi
expect "the breakdown gives each run's strokes" 0 "^ *1  test  *green .* 0 -> 1 .* 1.00$" -- run_exercise score

# A finished hole is frozen: runs after the match, and teeing it off again, cost nothing.
before_card=$(run_exercise score | awk '$1 == "total" { print $3 }')
echo "// after the finish" >>"$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise test >/dev/null 2>&1
run_exercise start "$from" >/dev/null 2>&1
run_exercise test >/dev/null 2>&1
after_card=$(run_exercise score | awk '$1 == "total" { print $3 }')
expect "exercise score: a finished hole keeps its strokes, run or teed off again" 0 "^same$" -- sh -c "[ '$before_card' = '$after_card' ] && echo same || echo '$before_card then $after_card'"
# Share the card; the room reads it.
mkdir -p "$scratch/room"
expect "exercise share writes the pair's card into the folder" 0 "Shared as $scratch/room/pair-one/" -- run_exercise share "$scratch/room" pair-one
expect "the shared folder holds the log, the card and the score" 0 "" -- test -s "$scratch/room/pair-one/log" -a -s "$scratch/room/pair-one/card" -a -s "$scratch/room/pair-one/score.txt" -a -s "$scratch/room/pair-one/log.txt"
expect "exercise room prints each pair's holes" 0 "^pair-one  *20  *5  *5.0 .* finished  *GGPPG" -- run_exercise room "$scratch/room"
expect "exercise room totals each pair" 0 "^pair-one  *$holes_seen done" -- run_exercise room "$scratch/room"
expect "exercise share keeps the letters of a name in any script" 0 "Shared as $scratch/room/José-Łukasz/" -- run_exercise share "$scratch/room" "José Łukasz"
expect_one_line "exercise share needs a folder" -- run_exercise share
expect_one_line "exercise share says when the folder is missing" -- run_exercise share "$scratch/no-such-folder"
expect_one_line "exercise room needs a folder" -- run_exercise room
mkdir -p "$scratch/empty-room"
expect_one_line "exercise room says when no pair has shared" -- run_exercise room "$scratch/empty-room"

# Holes played as Fowler writes the mechanics: each micro-step in two green runs, its new lines
# first (the body copied into the new function) and then the rest (the old lines replaced by the
# call). Every run stays on the lesson's path, so the card is still par. A detour, a run that
# changes a line of no micro-step and one that takes it back, costs a stroke each. Every lesson's
# hole is played so, scored by the exercise's own code, in check-kata (KataFormats'
# TextbookPlay); here, the script and git play the sample holes of every kind and the last.
# The play repeats the runs above with nothing new for sh to do, so one pass of CI plays it
# (KATA_SKIP_TEXTBOOK_PLAY=1 in the other).
if [ -n "${KATA_SKIP_TEXTBOOK_PLAY:-}" ]; then
  echo "skip the textbook play of holes $sample_holes $last (KATA_SKIP_TEXTBOOK_PLAY)"
else
  copy=$(fresh_copy exercise-textbook)
  textbook_faults="" split_runs=0 holes_played=0
  for hole in $sample_holes "$last"; do
    from=$(printf '%02d' $(($(echo "$hole" | sed 's/^0*//') - 1)))
    count=$(lesson_count "$hole")
    run_exercise start "$from" >/dev/null 2>&1
    k=1
    while [ "$k" -le "$count" ]; do
      if replay_lesson "$from" "$k" added 2>/dev/null; then
        run_exercise test >/dev/null 2>&1 || textbook_faults="$textbook_faults $hole.$k(added)"
        split_runs=$((split_runs + 1))
      fi
      replay_lesson "$from" "$k" || textbook_faults="$textbook_faults $hole.$k(apply)"
      FAKE_SWIFT_FAILING="$scratch/replay-failing" run_exercise test >/dev/null 2>&1 || textbook_faults="$textbook_faults $hole.$k"
      k=$((k + 1))
    done
    textbook_faults="$textbook_faults$(finished_at_par "$hole" "$count")"
    holes_played=$((holes_played + 1))
  done
  if [ -z "$textbook_faults" ] && [ "$split_runs" -gt 0 ]; then pass "exercise score: holes $sample_holes $last played as Fowler writes the mechanics, new lines first, shoot par and finish ($holes_played holes, $split_runs micro-steps split in two runs; every hole: check-kata)"; else fail "exercise score: the textbook way misses par at:$textbook_faults ($split_runs split)"; fi
fi
copy=$(fresh_copy exercise-detour)
run_exercise start 03 >/dev/null 2>&1
echo "// a detour" >>"$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise test >/dev/null 2>&1
sed '$d' "$copy/Exercise/ChangePasswordPresenter.swift" >"$scratch/detour" && cp "$scratch/detour" "$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise test >/dev/null 2>&1
replay_lesson 03 1
run_exercise test >/dev/null 2>&1
run_exercise compare >/dev/null 2>&1
expect "a detour off the lesson's path costs a stroke a run: par 1, shot in 3" 0 "^step 04 *1 *3.0 .* finished$" -- run_exercise score
# Hole 04 by the book's Extract Function, where the lesson moves a brace: an empty function, run;
# the request copied into it, run; the original replaced with a call (the lesson's result), run.
# The first two runs leave the path; the third lands, green all the way, on the result: par.
copy=$(fresh_copy exercise-book)
run_exercise start 03 >/dev/null 2>&1
book_extract() {
  awk -v body="$1" '
    /^    passwordChanger\.change\($/ { inside = 1 }
    inside && /^  }$/ { print; printf "\n  private func attemptToChangePassword() {\n%s  }\n", body ? request : ""; inside = 0; next }
    inside { request = request $0 "\n" }
    { print }
  ' "$copy"/Steps/Step03_*/ChangePasswordPresenter.swift >"$scratch/book" && cp "$scratch/book" "$copy/Exercise/ChangePasswordPresenter.swift"
}
for body in "" request; do book_extract "$body" && run_exercise test >/dev/null 2>&1; done
replay_lesson 03 1
run_exercise test >/dev/null 2>&1
run_exercise compare >/dev/null 2>&1
expect "hole 04 done by the book, off the lesson's path and back on green runs, shoots par" 0 "^step 04 *1 *1.0 *4  finished$" -- run_exercise score

# TCR and the lesson's planned red: hole 20's micro-step 4 declares one.
copy=$(fresh_copy exercise-planned-red)
presenter="$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise start 19 >/dev/null
for k in 1 2 3; do
  replay_lesson 19 "$k"
  run_exercise tcr >/dev/null 2>&1
done
replay_lesson 19 4
head -n 1 "$scratch/replay-failing" >"$scratch/one-failing"
expect "exercise tcr takes back a red that is not the lesson's, and names its failing test" 1 "^  - $(cat "$scratch/one-failing")$" -- env FAKE_SWIFT_FAILING="$scratch/one-failing" sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise tcr"
replay_lesson 19 4
expect "exercise tcr keeps the red the lesson plans" 0 "exercise tcr: red as the lesson planned (micro-step 4 of 5): the code stays" -- env FAKE_SWIFT_FAILING="$scratch/replay-failing" sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise tcr"
expect "the planned red's code is still there" 0 "viewModel.inputFocus = .noKeyboard" -- cat "$presenter"
echo "// MAKES-IT-RED" >>"$presenter"
expect "a red after the planned one goes back to the planned red, not before it" 0 "viewModel.inputFocus = .noKeyboard" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise tcr >/dev/null 2>&1; cat '$presenter'"
expect "exercise log marks the planned red" 0 "^step 19 -> 20: GGGRPR$" -- run_exercise log

# Robust runs. Ctrl-C that reaches only the run's processes, as from an IDE's task, a background
# job or nohup, where the script itself ignores it: the run is stopped, not a compile error, and
# tcr keeps the work. A session of its own (setsid) keeps the signal away from these tests.
copy=$(fresh_copy exercise-robust)
presenter="$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise start 3 >/dev/null
run_exercise test >/dev/null 2>&1
echo "// CTRL-C-HERE" >>"$presenter"
stopped_tcr() {
  (cd "$copy" && PATH="$fake_path" setsid -w sh -c 'trap "" INT; exec sh Scripts/exercise tcr' 2>&1)
}
expect "a tcr whose child dies of Ctrl-C says it stopped, and that nothing is charged, with Ctrl-C's 130" 130 "^exercise tcr: stopped (Ctrl-C) before the suite ended: nothing is recorded and nothing is charged" -- stopped_tcr
expect "the log notes it as stopped, not as a run that did not compile" 0 "^stopped|time=[0-9]*|mode=tcr|tested=" -- tail -n 1 "$copy/.exercise/log"
expect "tcr takes nothing back after a stop: the work stays" 0 "CTRL-C-HERE" -- tail -n 1 "$presenter"
expect "last-run.log holds the output up to the stop" 0 "^Test Suite 'All tests' started$" -- cat "$copy/.exercise/last-run.log"
expect "exercise log shows no light for it" 0 "^step 03 -> 04: G$" -- run_exercise log

# Two runs at once (tcr --watch in one terminal, test in another): the second waits for the first,
# which holds the lock while the stand-in swift is held, and the change is charged once.
copy=$(fresh_copy exercise-two-runs)
presenter="$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise start 3 >/dev/null
echo "// one change" >>"$presenter"
mkfifo "$scratch/hold" "$scratch/hold.started" "$scratch/second.err"
# shellcheck disable=SC2016 # expanded by the inner shell
expect "two runs at once: the second waits, the log is written as the first goes, the change is charged once" 0 "^waited; log written as it came; 2 runs: 1 charged, 1 free$" -- sh -c '
  cd "$1" || exit 1
  FAKE_SWIFT_HOLD="$3/hold" PATH="$2" sh Scripts/exercise test >"$3/first.out" 2>&1 &
  first=$!
  read -r _ <"$3/hold.started"
  i=0
  until grep -q "All tests" .exercise/last-run.log 2>/dev/null || [ "$i" -ge 3000 ]; do i=$((i + 1)); done
  grep -q "All tests" .exercise/last-run.log && written="log written as it came" || written="log empty while the run goes"
  EXERCISE_POLL_SECONDS=0 PATH="$2" sh Scripts/exercise test >/dev/null 2>"$3/second.err" &
  second=$!
  exec 6<"$3/second.err"
  read -r said <&6
  echo go >"$3/hold"
  wait "$first" || { echo "the first run failed ($?):"; tail -n 5 "$3/first.out"; }
  wait "$second" || echo "the second run failed ($?)"
  exec 6<&-
  case "$said" in *"another run of the exercise"*"waits for it"*) said=waited ;; esac
  costs=$(awk -F"|" "/^run/ { for (i = 2; i <= NF; i++) if (\$i ~ /^cost=/) print substr(\$i, 6) }" .exercise/log)
  echo "$said; $written; $(echo "$costs" | grep -c .) runs: $(echo "$costs" | grep -vc "^0.00$") charged, $(echo "$costs" | grep -c "^0.00$") free"' sh "$copy" "$fake_path" "$scratch"
# A lock left by a run that was killed (its process is gone) is taken over, not waited for.
mkdir -p "$copy/.exercise/lock"
sh -c 'echo $$' >"$copy/.exercise/lock/pid"
expect "a run takes over a lock whose process is gone" 0 "exercise test: green" -- env EXERCISE_POLL_SECONDS=0 timeout 60 sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise test"
expect "and leaves no lock behind" 1 "" -- test -e "$copy/.exercise/lock"

# The small faults: paths, git, the saved diffs, restore.
copy=$(fresh_copy exercise-faults)
presenter="$copy/Exercise/ChangePasswordPresenter.swift"
run_exercise start 3 >/dev/null
echo "// DOES-NOT-COMPILE" >>"$presenter"
expect "exercise test names the participant's file in a compile error" 1 "$copy/Exercise/ChangePasswordPresenter.swift:1:1: error" -- run_exercise test
expect "exercise test shows a compile error once, with its source, and no line of SwiftPM's" 0 "^1 1 0$" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise test 2>&1 | awk '/: error: cannot find/ { e++ } /^1 [|] x/ { s++ } /fatalError/ { f++ } END { print e + 0, s + 0, f + 0 }'"
expect "exercise tcr shows the compile error" 1 "^  $copy/Exercise/ChangePasswordPresenter.swift:1:1: error" -- run_exercise tcr
echo "// MAKES-IT-RED" >>"$presenter"
expect "a red exercise test names the failing test" 1 "^  - The title reads Change Password$" -- run_exercise test
expect_absent "a red exercise test shows the ranked failures, not the test run's own lines" 1 "^fake swift test:" -- run_exercise test
expect "which the run's log keeps" 0 "^fake swift test: 3 tests, some failed" -- cat "$copy/.exercise/last-run.log"

# A red names first the failures that say what broke: a stream whose issues come in the wrong
# order (a net first, then a sweep), as the stand-in swift gives it, is ranked by the tool.
ranked_stream() {
  behaves='ExerciseTests.ExerciseSuite/behaves(_:)/Step.swift:9:4'
  printf '{"kind":"test","payload":{"displayName":"Exercise does what step 00 does","id":"%s","kind":"function","name":"behaves(_:)","_testCases":[{"displayName":"%s"},{"displayName":"%s"},{"displayName":"%s"},{"displayName":"%s"}]},"version":0}\n' \
    "$behaves" "Submitting a five-character new password says it is too short" "A rejected form sends no request" "Every alert appears animated" "Random sequences of everything a person can do"
  for name in "Random sequences of everything a person can do" "Every alert appears animated" "A rejected form sends no request" "Submitting a five-character new password says it is too short"; do
    printf '{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"_testCase":{"displayName":"%s"},"testID":"%s","messages":[{"symbol":"fail","text":"Expectation failed: %s"}]},"version":0}\n' "$name" "$behaves" "$name"
  done
}
ranked_stream >"$scratch/ranked.stream"
expect "a red run names the failures that say what broke first, then the sweeps and the nets" 0 "^Submitting a five-character new password says it is too short / Expectation failed: Submitting a five-character new password says it is too short / A rejected form sends no request / Every alert appears animated / Random sequences of everything a person can do$" -- sh -c "cd '$copy' && FAKE_SWIFT_STREAM='$scratch/ranked.stream' PATH='$fake_path' sh Scripts/exercise test 2>/dev/null | sed -n 's/^  - //p; s/^      //p' | paste -sd/ - | sed 's|/| / |g'"
sed '$d' "$presenter" >"$presenter.new" && mv "$presenter.new" "$presenter"
echo "// my first attempt" >>"$presenter"
run_exercise start 3 >/dev/null
first=""
for folder in "$copy"/.exercise/attempts/step03-*; do
  case "$folder" in *-red | *-broken) ;; *) first=$(basename "$folder") ;; esac
done
expect "a saved attempt's changes.diff holds the work" 0 "^+// my first attempt$" -- cat "$copy/.exercise/attempts/$first/changes.diff"
expect "and not itself" 1 "" -- grep -e "changes.diff" -e "/why" "$copy/.exercise/attempts/$first/changes.diff"
echo "// my second attempt" >>"$presenter"
expect "exercise attempts restore saves the work first" 0 "Your work is saved in .exercise/attempts/step03-" -- run_exercise attempts restore "$first"
expect "then puts the attempt back" 0 "^// my first attempt$" -- cat "$presenter"
expect "the work it replaced is saved" 0 "my second attempt" -- sh -c "cat '$copy'/.exercise/attempts/step03-*/Exercise/ChangePasswordPresenter.swift"
run_exercise start 5 >/dev/null
expect "exercise attempts restore from another hole tees that hole off again" 0 "started from step 03" -- run_exercise attempts restore "$first"
expect "exercise status then gives that hole" 0 "Started from step 03" -- run_exercise status
expect_one_line "exercise attempts restore needs an attempt" -- run_exercise attempts restore
expect_one_line "exercise attempts restore names an unknown attempt" -- run_exercise attempts restore step99-nothing
expect_one_line "exercise attempts restore refuses a path" -- run_exercise attempts restore ../attempts
expect "exercise attempts restore takes the path attempts lists" 0 "^// my first attempt$" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/exercise attempts restore '.exercise/attempts/$first/' >/dev/null && cat '$presenter'"
# A folder for share and room is found from where the command is typed, as any path is.
mkdir -p "$scratch/room-here"
expect "exercise share finds a relative folder from where it is typed" 0 "Shared as .*room-here/from-a-subfolder/" -- sh -c "cd '$copy/Exercise' && PATH='$fake_path' sh ../Scripts/exercise share '../../room-here' from-a-subfolder"
expect "exercise room finds a relative folder from where it is typed" 0 "^from-a-subfolder " -- sh -c "cd '$copy/Steps' && PATH='$fake_path' sh ../Scripts/exercise room '../../room-here'"
expect_one_line "exercise attempts rejects an unknown subcommand" -- run_exercise attempts drop
run_exercise start 0 >/dev/null
expect "exercise start 0 leaves git's files as git has them" 0 "^clean$" -- sh -c "cd '$copy' && git status --porcelain | grep -q . || echo clean"
echo "// MAKES-IT-RED" >>"$presenter"
expect "exercise test with nothing started names the failing test" 1 "^  - The title reads Change Password$" -- sh -c "cd '$copy' && rm -rf .exercise && PATH='$fake_path' sh Scripts/exercise test"

# ---- A hole beside the main path, on the fixture kata: a branch step MVP01 from step 01, and a
# feature build on Fat, each played as the exercise plays a main hole.
kata=$(fixture_kata exercise-branch)
in_kata() { (cd "$kata" && PATH="$fake_path" "$@"); }
mkdir -p "$kata/Exercise" "$kata/Tests/ExerciseTests" "$kata/Steps/Branches/MVP"
cp "$kata/Steps/Step00_Start/Greeter.swift" "$kata/Exercise/"
printf 'import Exercise\n' >"$kata/Tests/ExerciseTests/Step.swift"
printf '.exercise/\n.build-exercise/\n' >"$kata/.gitignore"
printf '# The MVP branch\n\nBranches from: RenameGreeting\n' >"$kata/Steps/Branches/MVP/README.md"
in_kata sh Scripts/new-step --branch MVP Shout >/dev/null 2>&1
in_kata sh Scripts/new-step --feature Polite --on Fat >/dev/null 2>&1
shout="$kata/Steps/Branches/MVP/MVP01_Shout"
sed 's/Hello/HELLO/' "$shout/Greeter.swift" >"$scratch/shout" && cp "$scratch/shout" "$shout/Greeter.swift"
# The feature's tests, which the build's lesson writes first: its one micro-step adds a line.
mkdir -p "$kata/Tests/Features/Polite" "$kata/Tests/ExerciseFeature"
printf 'public let polite = 1\npublic let kind = 2\n' >"$kata/Tests/Features/Polite/Polite.swift"
cat >"$kata/Steps/Features/PoliteOnFat/README.md" <<'LESSON'
# Polite · Greet politely

## Mechanics

### 1. Write the first test

```diff
diff --git a/Feature/Polite.swift b/Feature/Polite.swift
--- a/Feature/Polite.swift
+++ b/Feature/Polite.swift
@@ -1 +1,2 @@
 public let polite = 1
+public let kind = 2
```

Run the tests: green.
LESSON
cat >"$shout/README.md" <<'LESSON'
# MVP01 · Shout: the greeting in capitals

**Refactoring:** none. **Smell:** A whisper.

## Mechanics

### 1. Shout

```diff
--- a/Step/Greeter.swift
+++ b/Step/Greeter.swift
@@ -2,7 +2,7 @@ public struct Greeter {
   public init() {}
 
   public func message(for name: String) -> String {
-    let greeting = "Hello, " + name + "!"
+    let greeting = "HELLO, " + name + "!"
     return greeting
   }
 }
```

Run the tests: green.
LESSON
in_kata git add -A && in_kata git -c user.name=test -c user.email=test@example.invalid commit -qm "MVP01 and PoliteOnFat"
expect "exercise start MVP01 plays the branch step from the step it branches from" 0 "^Exercise/ now holds step 01. Your task: step MVP01, Shout: the greeting in capitals.$" -- in_kata sh Scripts/exercise start MVP01
expect "so Exercise/ holds step 01's code" 0 "" -- cmp "$kata/Steps/Step01_RenameGreeting/Greeter.swift" "$kata/Exercise/Greeter.swift"
expect "exercise status names the branch hole" 0 "^Started from step 01; the task is step MVP01," -- in_kata sh Scripts/exercise status
expect "exercise hint 1 gives the branch step's smell" 0 "^Hint 1 of 3, the smell: A whisper.$" -- in_kata sh Scripts/exercise hint
cp "$shout/Greeter.swift" "$kata/Exercise/Greeter.swift"
expect "exercise test runs the branch hole's work" 0 "exercise test: green" -- in_kata sh Scripts/exercise test
expect "exercise compare judges against the branch step" 0 "matches the reference step MVP01" -- in_kata sh Scripts/exercise compare
expect "the branch's last hole finished says so" 0 "^Hole MVP01 finished: its score is frozen. That was the last hole" -- in_kata sh Scripts/exercise compare
expect "exercise score gives the branch hole its own lesson's par, and shoots it" 0 "^step MVP01 *1 *1.0 .* finished$" -- in_kata sh Scripts/exercise score
expect "exercise log names the branch hole" 0 "^step 01 -> MVP01: GGG$" -- in_kata sh Scripts/exercise log
echo "// my branch work" >>"$kata/Exercise/Greeter.swift"
expect "exercise start 1 still plays the main path's next step" 0 "Your task: step 02, " -- in_kata sh Scripts/exercise start 1
expect "so step 01 and the branch are two holes on the card" 0 "^step 02 .* not finished" -- in_kata sh Scripts/exercise score
expect "exercise start of a feature build plays it from its base" 0 "^Exercise/ now holds step 00. Your task: step PoliteOnFat, " -- in_kata sh Scripts/exercise start PoliteOnFat
expect "and says that git shows the feature's tests as new, and how to put back what git has" 0 "^(git shows Tests/ExerciseFeature/'s tests as new: " -- in_kata sh Scripts/exercise start PoliteOnFat
expect "and puts the feature's tests where its lesson starts them" 0 "^public let polite = 1$" -- cat "$kata/Tests/ExerciseFeature/Polite.swift"
expect "less what its micro-steps add" 1 "" -- grep -q kind "$kata/Tests/ExerciseFeature/Polite.swift"
in_kata sh Scripts/exercise hint >/dev/null 2>&1
in_kata sh Scripts/exercise hint >/dev/null 2>&1
expect "exercise hint 3 replays the feature build's lesson from there, and says where Feature/ is" 0 "^(Where you are: .*Feature/ is Tests/ExerciseFeature/" -- in_kata sh Scripts/exercise hint
printf 'public let kind = 2\n' >>"$kata/Tests/ExerciseFeature/Polite.swift"
expect "exercise test builds the feature's tests as their module" 0 "exercise test: green" -- in_kata sh Scripts/exercise test
expect "from the work's feature folder" 0 "Tests/ExerciseFeature$" -- ls -l "$kata/.build-exercise/Feature"
expect "exercise compare counts the feature's tests in the work" 0 "matches the reference step PoliteOnFat" -- in_kata sh Scripts/exercise compare
expect_one_line "exercise start names what exists for an unknown step" -- in_kata sh Scripts/exercise start MVP09
expect_one_line "exercise start refuses the main path's last step" -- in_kata sh Scripts/exercise start 2
for attempt in "$kata"/.exercise/attempts/step01-*; do attempt=${attempt##*/}; done
expect "exercise attempts restore of a branch hole's work tees that hole off again" 0 "the hole is step MVP01 again" -- in_kata sh Scripts/exercise attempts restore "$attempt"
expect "and the state names the branch hole" 0 "^hole=MVP01$" -- cat "$kata/.exercise/state"
