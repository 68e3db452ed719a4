# shellcheck shell=sh
# Sourced by every script that reads a lesson (check-lessons, diff-steps, exercise, record-lesson,
# tour). The lesson's format is parsed in one place, the typed tool Tools/KataTool (its model is
# Tools/KataTool/Sources/KataFormats/Lesson.swift and Mechanics.swift); the functions
# below run it. Scripts/tests/cases/13-lesson-reader.sh tests them on the fixture kata's lessons.
# Needs steps.sh sourced first.

# lesson_file STEP: the lesson of step STEP.
lesson_file() {
  echo "$(step_folder "$1")/README.md"
}

# A lesson has a title ("# Step NN · Title"), a first paragraph, fields ("**Refactoring:** Extract
# Function. **Smell:** Long Function…", several on a line or each on its own; "**Pictures:** 0
# loaded, 1 waiting") and sections ("## What to notice in the diff"). A field starts its line or
# follows another field; a line inside a code fence holds no field and no heading.

# step_title STEP: the step's title: the first heading of its lesson, without "Step NN · ".
step_title() {
  lesson_outline "$1" | awk -F'\t' '$1 == "title" { print substr($0, 7); exit }'
}

# lesson_field STEP NAME: the value of the lesson's first "**NAME:** value" field, up to the next
# field on its line, without a closing full stop; nothing when the lesson has no such field.
lesson_field() {
  lesson_outline "$1" | awk -F'\t' -v name="$2" '$1 == "field" && $2 == name { print substr($0, length(name) + 8); exit }'
}

# lesson_section STEP HEADING: the lines of the lesson's section "## HEADING", without its
# heading.
lesson_section() {
  kata_read lesson section "$(lesson_file "$1")" "$2"
}

# lesson_has_section STEP HEADING: whether the lesson has a section "## HEADING".
lesson_has_section() {
  lesson_outline "$1" | grep -qxF "section	$2"
}

# lesson_outline STEP: the lesson's title, fields and section headings, one a line, tab-separated:
# "title TITLE", "field NAME VALUE", "section HEADING" (KataTool lesson outline). The three readers
# above read it, so that a script with KATA_CACHE set reads each lesson once (see kata_cached).
lesson_outline() {
  kata_cached "outline.$1" kata_read lesson outline "$(lesson_file "$1")"
}

# lesson_summary STEP: the lesson's first paragraph after its title.
lesson_summary() {
  kata_read lesson summary "$(lesson_file "$1")"
}

# folded_tree STEP DEST: DEST/Step and DEST/StepTests hold step STEP's Swift files and its own
# (not linked) test files, module names folded.
folded_tree() {
  kata_tool fold "$1" "$2"
}

# A lesson's micro-steps are in its "## Mechanics": each a heading "### K. Title", some prose, one
# fenced diff block and a closing line, "Run the tests: green." or, for a planned red,
# **Expect red.** These tests fail: "Display name 1"; "Display name 2".
# The diffs' paths start with Step/ (the step's folder) or StepTests/ (its own test files), and
# module names are folded to StepNN, so a diff never names a step.

# split_lesson README DIR: writes into DIR, for each micro-step K: title.K, prose.K (between the
# heading and the diff), diff.K, closing.K (the closing line) and after.K (what follows it, up to
# the next micro-step); and around them: head (the lesson up to and including "## Mechanics"),
# intro (the Mechanics' text before the first micro-step; an old numbered list of micro-steps is
# left out) and rest (from the next "## " section to the end). Prints the number of micro-steps.
split_lesson() {
  kata_tool lesson split "$1" "$2"
}

# closing_line [TESTS]: the line that closes a micro-step: green, or, given the failing tests as
# '"Name 1"; "Name 2"', a planned red. record-lesson writes it; split_lesson reads it.
closing_line() {
  if [ -n "${1:-}" ]; then kata_tool closing line "$1"; else kata_tool closing line; fi
}

# planned_reds DIR: how many micro-steps split_lesson wrote into DIR plan a red.
planned_reds() {
  kata_tool closing planned-reds "$1"
}

# red_tests CLOSING_FILE: the display names a closing line declares failing, one a line.
red_tests() {
  kata_tool closing red-tests "$1"
}
