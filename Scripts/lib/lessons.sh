# shellcheck shell=sh
# Sourced by every script that reads a lesson (record-lesson, check-lessons, exercise, tour), so
# that the lesson's format is parsed in one place. A lesson's micro-steps are in its
# "## Mechanics": each a heading "### K. Title", some prose, one fenced diff block and a closing
# line, "Run the tests: green." or, for a planned red,
# **Expect red.** These tests fail: "Display name 1"; "Display name 2".
# The diffs' paths start with Step/ (the step's folder) or StepTests/ (its own test files), and
# module names are folded to StepNN, so a diff never names a step.
# Needs steps.sh sourced first.

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

# red_tests CLOSING_FILE: the display names a closing line declares failing, one a line.
red_tests() {
  sed -n 's/^\*\*Expect red\.\*\* These tests fail: //p' "$1" |
    sed 's/\.$//' | awk '{ n = split($0, names, "\"; \""); for (i = 1; i <= n; i++) { s = names[i]; gsub(/^"|"$/, "", s); print s } }'
}
