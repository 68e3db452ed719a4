# shellcheck shell=sh
# Sourced by every script that reads a lesson (check-lessons, diff-steps, exercise, record-lesson,
# tour). The kata's tool reads a lesson's format (KataFormats/Lesson.swift and Mechanics.swift);
# these run it, and Scripts/tests/cases/13-lesson-reader.sh tests them on the fixture kata.
# Needs steps.sh sourced first.

# lesson_file STEP: the lesson of step STEP.
lesson_file() {
  echo "$(step_folder "$1")/README.md"
}

# step_title STEP: the step's title: the first heading of its lesson, without "Step NN · ".
step_title() {
  lesson_outline "$1" | awk -F'\t' '$1 == "title" { print substr($0, 7); exit }'
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

# folded_tree STEP DEST: DEST/Step and DEST/StepTests hold step STEP's Swift files and its own
# (not linked) test files, module names folded.
folded_tree() {
  kata_tool fold "$1" "$2"
}

# feature_start DIR SPLIT COUNT: DIR/Feature, a feature's tests as the kata holds them, made what a
# build's lesson starts from: each diff SPLIT/diff.K's change to Feature/ undone, K from COUNT
# down to 1 (the build that writes the tests starts without them). Prints the K that does not undo.
feature_start() {
  k=$3
  while [ "$k" -ge 1 ]; do
    if grep -q '^diff --git a/Feature/' "$2/diff.$k" && ! (cd "$1" && GIT_CEILING_DIRECTORIES=${1%/*} \
      git apply -R --include='Feature/*' "$2/diff.$k"); then echo "$k" && return 1; fi
    k=$((k - 1))
  done
}

# split_lesson README DIR: writes into DIR title.K, prose.K, diff.K, closing.K and after.K for each
# micro-step K of the lesson's Mechanics, and head, intro and rest around them; prints the number
# of micro-steps (KataFormats/Mechanics.swift has the format).
split_lesson() {
  kata_tool lesson split "$1" "$2"
}
