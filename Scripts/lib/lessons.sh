# shellcheck shell=sh
# Sourced by the scripts that read a lesson's file, title or sections (check-lessons, diff-steps,
# record-lesson, tour). The kata's tool reads a lesson's format (KataFormats/Lesson.swift); these
# run it, and Scripts/tests/cases/13-lesson-reader.sh tests them on the fixture kata. A lesson's
# micro-steps are split by the tool itself (KataTool lesson split). Needs steps.sh sourced first.

# lesson_file STEP: the lesson of step STEP.
lesson_file() {
  echo "$(step_folder "$1")/README.md"
}

# step_title STEP: the step's title: the first heading of its lesson, without "Step NN · ". The
# tool reads every step's title in one start, which KATA_CACHE keeps for the rest of the run.
step_title() {
  kata_cached titles kata_read steps titles "${top:-.}" | awk -F'|' -v id="$1" '$1 == id { print substr($0, length(id) + 2); exit }'
}

# lesson_has_section STEP HEADING: whether the lesson has a section "## HEADING".
lesson_has_section() {
  lesson_outline "$1" | grep -qxF "section	$2"
}

# lesson_outline STEP: the lesson's title, fields and section headings, one a line, tab-separated:
# "title TITLE", "field NAME VALUE", "section HEADING"; read once with KATA_CACHE (kata_cached).
lesson_outline() {
  kata_cached "outline.$1" kata_read lesson outline "$(lesson_file "$1")"
}
