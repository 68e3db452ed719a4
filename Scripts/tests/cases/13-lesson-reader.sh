# shellcheck shell=sh disable=SC2154 # $repo and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- The readers of the lessons (Scripts/lib/lessons.sh) and of the syllabus (Scripts/lib/steps.sh),
# which run the kata's tool (Tools/KataTool), on the fixture kata, whose syllabus puts its columns
# in another order than the kata's. How a lesson or the syllabus is read (fields, fences,
# sections, columns) is the tool's, proven by its unit tests (LessonTests, MechanicsTests,
# SyllabusTests); here each function's contract: the file it reads for a step, what it prints and
# its status.
fixture=$(fixture_kata lesson-reader)
cd "$fixture" || exit 1
# read_with FUNCTION ARG...: runs one reader function in the fixture, as a script would.
read_with() {
  # shellcheck disable=SC2016 # expanded by the inner shell
  sh -c '. Scripts/lib/steps.sh && . Scripts/lib/lessons.sh && "$@"' reader "$@"
}
# reads_exactly NAME EXPECTED -- FUNCTION ARG...: the function prints EXPECTED, all of it and only it.
reads_exactly() {
  name=$1 expected=$2
  shift 3
  actual=$(read_with "$@" 2>&1)
  if [ "$actual" = "$expected" ]; then pass "$name"; else fail "$name" "read:
$actual
expected:
$expected"; fi
}

reads_exactly "a step's title is its lesson's heading, without the step's number" "Extract Function: polite" -- step_title 02
reads_exactly "a lesson's summary is its first paragraph" "The name gets a function of its own, in a new file." -- kata_read lesson summary Steps/Step02_ExtractName/README.md
expect "lesson_has_section finds a section" 0 "" -- read_with lesson_has_section 02 "What it costs"
expect "lesson_has_section misses a section that is not there" 1 "" -- read_with lesson_has_section 00 Mechanics

split=$(mktemp -d "${TMPDIR:-/tmp}/lesson-reader.XXXXXX")
reads_exactly "the tool splits a lesson and counts its micro-steps" "2" -- kata_tool lesson split Steps/Step02_ExtractName/README.md "$split"
reads_exactly "a split lesson keeps each micro-step's title" "Write the function" -- cat "$split/title.2"
reads_exactly "a planned red names its failing tests, one a line" "Greets by name
Greets politely, even in capitals" -- kata_tool closing red-tests "$split/closing.1"
expect "a split lesson keeps each micro-step's diff" 0 "^+++ b/Step/Names.swift$" -- cat "$split/diff.2"
reads_exactly "the tool counts the micro-steps that plan a red" "1" -- kata_tool closing planned-reds "$split"
reads_exactly "the tool writes a green closing, given no failing test" "Run the tests: green." -- kata_tool closing line ""
reads_exactly "the tool writes a planned red that it reads back" "**Expect red.** These tests fail: \"Greets by name\"; \"Greets politely, even in capitals\"." -- kata_tool closing line '"Greets by name"; "Greets politely, even in capitals"'
rm -rf "$split"

reads_exactly "a syllabus cell is found by its column's header" "2 (1 red)" -- syllabus_cell 02 micro-steps
reads_exactly "no step, no cell" "" -- syllabus_cell "" refactoring
reads_exactly "syllabus_column lists every row's cell" "00|5 min
01|10 min
02|15 min" -- syllabus_column "time box"
cd "$repo" || exit 1
