# shellcheck shell=sh
# Sourced by every script that reads a lesson (check-kata, check-lessons, diff-steps, exercise,
# record-lesson, tour), so that the lesson's format is parsed in one place. A lesson's
# micro-steps are in its "## Mechanics": each a heading "### K. Title", some prose, one fenced
# diff block and a closing line, "Run the tests: green." or, for a planned red,
# **Expect red.** These tests fail: "Display name 1"; "Display name 2".
# The diffs' paths start with Step/ (the step's folder) or StepTests/ (its own test files), and
# module names are folded to StepNN, so a diff never names a step.
#
# Around the micro-steps, a lesson has a title ("# Step NN · Title"), a first paragraph, fields
# ("**Refactoring:** Extract Function. **Smell:** Long Function…", several on one line or each on
# its own; "**Pictures:** 0 loaded, 1 waiting") and sections ("## What to notice in the diff").
# Only the functions below read them. Scripts/tests/cases/13-lesson-reader.sh tests them on the
# fixture kata's lessons.
# Needs steps.sh sourced first.

# lesson_file STEP: the lesson of step STEP.
lesson_file() {
  echo "$(step_folder "$1")/README.md"
}

# step_title STEP: the step's title: the first heading of its lesson, without "Step NN · ".
step_title() {
  sed -n '1s/^# Step [0-9]* · //p' "$(lesson_file "$1")" 2>/dev/null
}

# lesson_field STEP NAME: the value of the lesson's first "**NAME:** value" field, up to the next
# field on its line, without a closing full stop; nothing when the lesson has no such field. A
# line inside a code fence holds no field.
lesson_field() {
  awk -v marker="**$2:** " '
    /^```/ { fence = !fence; next }
    !fence {
      at = index($0, marker)
      if (at == 0 || (at > 1 && substr($0, at - 1, 1) != " ")) next
      value = substr($0, at + length(marker))
      # The next field on the same line, "… value. **Smell:** …", ends this one.
      if (match(value, / \*\*[A-Z][A-Za-z ]*:\*\* /)) value = substr(value, 1, RSTART - 1)
      sub(/ +$/, "", value); sub(/\.$/, "", value)
      print value
      exit
    }' "$(lesson_file "$1")" 2>/dev/null
}

# lesson_pictures STEP: the screen's moments a lesson shows, one "K MOMENT" a line, from its
# "**Pictures:** 0 loaded, 1 waiting" field: K is 0 for the step itself, or a micro-step.
lesson_pictures() {
  lesson_field "$1" Pictures | tr ',' '\n' | awk 'NF { print $1, $2 }'
}

# lesson_section STEP HEADING: the lines of the lesson's section "## HEADING", without its
# heading; a "## " line inside a code fence does not end it.
lesson_section() {
  awk -v heading="## $2" '
    /^```/ { fence = !fence }
    !fence && /^## / { if (inside) exit; inside = ($0 == heading); next }
    inside { print }' "$(lesson_file "$1")" 2>/dev/null
}

# lesson_has_section STEP HEADING: whether the lesson has a section "## HEADING", outside any
# code fence.
lesson_has_section() {
  awk -v heading="## $2" '
    /^```/ { fence = !fence }
    !fence && $0 == heading { found = 1; exit }
    END { exit !found }' "$(lesson_file "$1")" 2>/dev/null
}

# lesson_summary STEP: the lesson's first paragraph after its title.
lesson_summary() {
  awk 'NR > 1 && /^[^#[:space:]]/ { started = 1 } started && /^$/ { exit } started { print }' \
    "$(lesson_file "$1")" 2>/dev/null
}

# folded_tree STEP DEST: DEST/Step and DEST/StepTests hold step STEP's Swift files and its own
# (not linked) test files, module names folded.
folded_tree() {
  rm -rf "$2"
  mkdir -p "$2/Step" "$2/StepTests"
  copy_without_module_names "$(step_folder "$1")" "$2/Step"
  copy_without_module_names "Tests/Step$1Tests" "$2/StepTests"
}

# split_lesson README DIR: the one reader of a lesson's format. Writes into DIR, for each
# micro-step K: title.K, prose.K (between the heading and the diff), diff.K, closing.K (the
# closing line) and after.K (what follows it, up to the next micro-step); and around them: head
# (the lesson up to and including "## Mechanics"), intro (the Mechanics' text before the first
# micro-step; an old numbered list of micro-steps is left out) and rest (from the next "## "
# section to the end). Prints the number of micro-steps.
split_lesson() {
  rm -f "$2"/title.* "$2"/prose.* "$2"/diff.* "$2"/closing.* "$2"/after.*
  rm -f "$2/head" "$2/intro" "$2/rest"
  awk -v dir="$2" '
    function out(name) { print > (dir "/" name) }
    /^## / && !fence {
      if (state == "mechanics") state = "rest"
      else if (state == "" && $0 == "## Mechanics") { out("head"); state = "mechanics"; next }
    }
    state == "" { out("head"); next }
    state == "rest" { out("rest"); next }
    /^### [0-9]+\. / && !fence {
      k++
      title = $0; sub(/^### [0-9]+\. /, "", title)
      print title > (dir "/title." k); close(dir "/title." k)
      printf "" > (dir "/diff." k); close(dir "/diff." k)
      part = "prose"; next
    }
    k == 0 && /^[0-9]+\. / { oldlist = 1 }
    k == 0 { if (!oldlist) out("intro"); next }
    part == "prose" && $0 == "```diff" { part = "diff"; fence = 1; next }
    part == "prose" { out("prose." k); next }
    part == "diff" && $0 == "```" { part = "closing"; fence = 0; next }
    part == "diff" { print >> (dir "/diff." k); next }
    part == "closing" && /^(Run the tests: green\.|\*\*Expect red\.\*\*)/ {
      print > (dir "/closing." k); close(dir "/closing." k); part = "after"; next
    }
    part == "closing" || part == "after" { out("after." k) }
    END { print k + 0 }
  ' "$1"
}

# closing_line [TESTS]: the line that closes a micro-step: green, or, given the failing tests as
# '"Name 1"; "Name 2"', a planned red. record-lesson writes it; split_lesson reads it.
closing_line() {
  if [ -n "${1:-}" ]; then
    echo "**Expect red.** These tests fail: $1."
  else
    echo "Run the tests: green."
  fi
}

# planned_reds DIR: how many micro-steps split_lesson wrote into DIR plan a red.
planned_reds() {
  cat "$1"/closing.* 2>/dev/null | grep -c '^\*\*Expect red\.\*\*' || true
}

# red_tests CLOSING_FILE: the display names a closing line declares failing, one a line.
red_tests() {
  sed -n 's/^\*\*Expect red\.\*\* These tests fail: //p' "$1" |
    sed 's/\.$//' | awk '{ n = split($0, names, "\"; \""); for (i = 1; i <= n; i++) { s = names[i]; gsub(/^"|"$/, "", s); print s } }'
}
