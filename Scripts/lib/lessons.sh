# shellcheck shell=sh
# Sourced by Scripts/record-lesson, Scripts/check-lessons and Scripts/exercise: a lesson's
# micro-steps, as its README.md shows them in "## Mechanics". Each micro-step is a heading
# "### K. Title", some prose, one fenced diff block and a closing line: "Run the tests: green."
# or, for a planned red,
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

# split_lesson README DIR: writes, for each micro-step K of the lesson, DIR/title.K, DIR/diff.K
# and DIR/closing.K (the closing line), and prints the number of micro-steps.
split_lesson() {
  awk -v dir="$2" '
    /^## / && !fence { mechanics = ($0 == "## Mechanics"); next }
    !mechanics { next }
    /^### [0-9]+\. / && !fence {
      k++
      title = $0; sub(/^### [0-9]+\. /, "", title)
      print title > (dir "/title." k); close(dir "/title." k)
      printf "" > (dir "/diff." k); close(dir "/diff." k)
      part = "prose"; next
    }
    k == 0 { next }
    part == "prose" && $0 == "```diff" { part = "diff"; fence = 1; next }
    part == "diff" && $0 == "```" { part = "closing"; fence = 0; next }
    part == "diff" { print >> (dir "/diff." k); next }
    part == "closing" && /^(Run the tests: green\.|\*\*Expect red\.\*\*)/ {
      print > (dir "/closing." k); close(dir "/closing." k); part = "after"; next
    }
    END { print k + 0 }
  ' "$1"
}

# red_tests CLOSING_FILE: the display names a closing line declares failing, one a line.
red_tests() {
  sed -n 's/^\*\*Expect red\.\*\* These tests fail: //p' "$1" |
    sed 's/\.$//' | awk '{ n = split($0, names, "\"; \""); for (i = 1; i <= n; i++) { s = names[i]; gsub(/^"|"$/, "", s); print s } }'
}
