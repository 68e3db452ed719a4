# shellcheck shell=sh disable=SC2034,SC2154 # run gives $scratch and $top; the case files use what this sets
# Sourced by Scripts/tests/run: what every case file uses. The run gives $scratch and $top; this
# gives the counters and the expectations, a fresh copy of the repository in $repo, the last step
# in $last, a stand-in swift on $fake_path, and a PATH without swift in $no_swift_path.

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/     /'; }

# skips_swift_tests CASE: whether this run leaves out CASE's tests that run the real toolchain:
# KATA_SKIP_SWIFT_TESTS is 1 (every case's), or names CASE among its words.
skips_swift_tests() {
  case " ${KATA_SKIP_SWIFT_TESTS:-} " in *" 1 "* | *" $1 "*) return 0 ;; esac
  return 1
}

# The repository's files as they are now, one a line: tracked ones (but those deleted) and new
# ones git does not ignore.
present_files() {
  git ls-files --cached --others --exclude-standard | while IFS= read -r file; do
    if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\n' "$file"; fi
  done
}

# commit_copy DEST: DEST's files, committed in a fresh git repository there; prints DEST.
commit_copy() {
  (
    cd "$1" &&
      git init -q &&
      git add -A &&
      git -c user.name=test -c user.email=test@example.invalid commit -qm copy
  )
  echo "$1"
}

# A copy of the repository's files as they are now, committed in a fresh git repository. The
# workshop exercise (Exercise/, Tests/ExerciseTests/) is git's, not a participant's work in
# progress, which the exercise's tests would otherwise start from.
fresh_copy() {
  dest="$scratch/$1"
  rm -rf "$dest"
  mkdir -p "$dest"
  (cd "$top" && present_files | tar -cf - -T -) | (cd "$dest" && tar -xf -)
  rm -rf "$dest/Exercise" "$dest/Tests/ExerciseTests"
  (cd "$top" && git archive HEAD Exercise Tests/ExerciseTests) | (cd "$dest" && tar -xf -)
  commit_copy "$dest"
}

# A copy of the fixture kata (Scripts/tests/fixture: three steps of a tiny greeter) with the
# kata's scripts as they are now, committed in a fresh git repository: the tools' tests assert
# the fixture's figures, which no lesson of the real kata changes.
fixture_kata() {
  dest="$scratch/$1"
  rm -rf "$dest"
  mkdir -p "$dest"
  (cd "$top/Scripts/tests/fixture" && tar -cf - .) | (cd "$dest" && tar -xf -)
  (cd "$top" && present_files | grep '^Scripts/' | grep -v '^Scripts/tests/fixture/' | tar -cf - -T -) |
    (cd "$dest" && tar -xf -)
  commit_copy "$dest"
}

# expect NAME STATUS PATTERN -- COMMAND...: runs the command, then checks its exit status and
# that its output (stdout and stderr) matches the grep pattern.
expect() {
  name=$1 status=$2 pattern=$3
  shift 4
  output=$("$@" 2>&1)
  actual=$?
  if [ "$actual" -ne "$status" ]; then
    fail "$name" "exit status $actual, expected $status; output:
$output"
  elif ! printf '%s\n' "$output" | grep -q -- "$pattern"; then
    fail "$name" "output does not match '$pattern':
$output"
  else
    pass "$name"
  fi
}

# expect_absent NAME STATUS PATTERN -- COMMAND...: COMMAND exits with STATUS, and no line of its
# output matches PATTERN (grep -E). The status comes first, so a script that fails early, and so
# prints nothing, cannot pass.
expect_absent() {
  name=$1 status=$2 pattern=$3
  shift 4
  output=$("$@" 2>&1)
  actual=$?
  if [ "$actual" -ne "$status" ]; then
    fail "$name" "exit status $actual, expected $status; output:
$output"
  elif printf '%s\n' "$output" | grep -qE -- "$pattern"; then
    fail "$name" "output matches '$pattern':
$(printf '%s\n' "$output" | grep -E -- "$pattern" | head -n 5)"
  else
    pass "$name"
  fi
}

# expect_one_line NAME -- COMMAND...: a bad input gets one line and a non-zero exit.
expect_one_line() {
  name=$1
  shift 2
  output=$("$@" 2>&1)
  actual=$?
  lines=$(printf '%s\n' "$output" | wc -l | tr -d ' ')
  # One line that says something: a script that prints nothing fails this too.
  if [ "$actual" -eq 0 ] || [ "$lines" -ne 1 ] || [ -z "$output" ]; then
    fail "$name" "exit status $actual and $lines lines, expected non-zero and one line:
$output"
  else
    pass "$name"
  fi
}

repo=$(fresh_copy repo)
cd "$repo" || exit 1
# shellcheck disable=SC2016 # expanded by the inner shell
last=$(sh -c '. Scripts/lib/steps.sh && last_step')

# ---- A stand-in for swift, so that the exercise's and mutation-check's paths (green, red, not
# compiling, too slow) are tested in an instant, with no real build. It reads markers in the
# code under test (Code/ in a scratch package): DOES-NOT-COMPILE, MAKES-IT-RED, HANGS, CTRL-C-HERE
# (it sends SIGINT to its process group), and plays mutation-check's schema (KATA_MUTANT). Asked for
# an event stream, it writes one: three tests end, and the red ones record an issue, by display
# name: "The title reads Change Password" for MAKES-IT-RED, and each line of the file
# FAKE_SWIFT_FAILING names, when it is set; or it copies the file FAKE_SWIFT_STREAM names. Code
# of two modules is in Code/View/ and Code/ViewModel/: it reads those too.
fakebin="$scratch/fakebin"
mkdir -p "$fakebin"
cat >"$fakebin/swift" <<'FAKE'
#!/bin/sh
# The code as the run sees it: of mutation-check's schema, a statement's mutated branch when
# KATA_MUTANT names it, its original branch when not.
code() {
  cat Code/*.swift Code/*/*.swift 2>/dev/null | awk -v on="${KATA_MUTANT:-0}" '
    /^if KataMutant\.on\([0-9]+\) \{$/ { n = $0; gsub(/[^0-9]/, "", n); state = "mutant"; next }
    state == "mutant" && $0 == "} else {" { state = "original"; next }
    state == "original" && $0 == "}" { state = ""; next }
    state == "mutant" { if (n == on) print; next }
    state == "original" { if (n != on) print; next }
    { print }
  '
}
marked() { code | grep -q "$1"; }
# A compiler reads every branch of the schema: a mutant that does not compile breaks its build.
compiles() { ! cat Code/*.swift Code/*/*.swift 2>/dev/null | grep -q DOES-NOT-COMPILE; }
[ -z "${FAKE_SWIFT_CALLS:-}" ] || echo "$*" >>"$FAKE_SWIFT_CALLS"
case "$1" in
  --version) echo "Swift version 6.0.3 (fake)"; exit 0 ;;
  format)
    # Layout only: squeeze runs of blanks, which is all the tests vary.
    for last in "$@"; do :; done
    find "$last" -name '*.swift' | while read -r file; do
      sed 's/[[:blank:]][[:blank:]]*/ /g; s/ $//' "$file" >"$file.formatted" && mv "$file.formatted" "$file"
    done
    exit 0
    ;;
esac
[ -z "${FAKE_SWIFT_DUMP:-}" ] || code >>"$FAKE_SWIFT_DUMP"
skip_build=false
for arg in "$@"; do [ "$arg" = --skip-build ] && skip_build=true; done
stream=""
previous=""
for arg in "$@"; do
  [ "$previous" = --experimental-event-stream-output ] && stream=$arg
  previous=$arg
done
# SwiftPM's warning about a file it does not handle, which the exercise keeps out of sight.
echo "warning: 'scratch': found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target"
echo "    $(pwd)/Sources/UIKitStandIn/README.md"
if ! $skip_build && ! compiles; then
  # As swift build gives one error in a module of several files: twice, then its own line.
  for _ in 1 2; do
    echo "$(pwd)/Code/ChangePasswordPresenter.swift:1:1: error: cannot find 'x' in scope"
    echo "1 | x"
    echo "  | \`- error: cannot find 'x' in scope"
  done
  echo "error: fatalError"
  exit 1
fi
[ "$1" = build ] && { echo "Build complete!"; exit 0; }
if marked HANGS; then exec sleep 30; fi
echo "Test Suite 'All tests' started"
# Ctrl-C, as a terminal sends it to every process of the run; then exit as SwiftPM does after it.
if marked CTRL-C-HERE; then kill -INT 0; exit 1; fi
# Held, when FAKE_SWIFT_HOLD names a fifo: says so in FIFO.started, then waits for a line in it.
if [ -p "${FAKE_SWIFT_HOLD:-}" ]; then
  echo started >"$FAKE_SWIFT_HOLD.started"
  read -r _ <"$FAKE_SWIFT_HOLD"
fi
red=false
if [ -n "$stream" ] && [ -n "${FAKE_SWIFT_STREAM:-}" ]; then
  cp "$FAKE_SWIFT_STREAM" "$stream"
  grep -q issueRecorded "$stream" && red=true
elif [ -n "$stream" ]; then
  {
    if marked MAKES-IT-RED; then echo "The title reads Change Password"; fi
    if [ -n "${FAKE_SWIFT_FAILING:-}" ]; then cat "$FAKE_SWIFT_FAILING"; fi
  } | awk '
    { gsub(/\\/, "\\\\"); gsub(/"/, "\\\"")
      printf "{\"kind\":\"test\",\"payload\":{\"displayName\":\"%s\",\"id\":\"Fake.t%d\",\"kind\":\"function\"},\"version\":0}\n", $0, NR
      printf "{\"kind\":\"event\",\"payload\":{\"kind\":\"issueRecorded\",\"issue\":{\"isKnown\":false},\"testID\":\"Fake.t%d\"},\"version\":0}\n", NR }
    END { for (i = 1; i <= 3; i++) printf "{\"kind\":\"event\",\"payload\":{\"kind\":\"testCaseEnded\",\"testID\":\"Fake.c%d\"},\"version\":0}\n", i }
  ' >"$stream"
  grep -q issueRecorded "$stream" && red=true
fi
if $red; then
  echo "fake swift test: 3 tests, some failed (the scripts read the event stream, not this line)"
  exit 1
fi
if marked MAKES-IT-RED; then
  echo "Test \"The title reads Change Password\" failed"
  exit 1
fi
echo "fake swift test: 3 tests, all passed (the scripts read the event stream, not this line)"
FAKE
chmod +x "$fakebin/swift"
fake_path="$fakebin:$PATH"

# A PATH with git and the system tools, but no swift.
no_swift_path=$(dirname "$(command -v git)"):/bin:/usr/bin
