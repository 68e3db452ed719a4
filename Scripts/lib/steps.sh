# shellcheck shell=sh
# Sourced by the kata's scripts, from the repository's top folder: how to find the steps, and the
# one reader of the syllabus (Steps/README.md): its table's cells, by their column's header, its
# legend of catalogue names and its acts.
# step_number dies through the caller's own die(), so its message carries the script's name.

# The step folders, in order: Steps/StepNN_Name.
step_folders() {
  for folder in Steps/Step[0-9][0-9]_*; do
    [ -d "$folder" ] && echo "$folder"
  done
  return 0
}

# The folder of step NN, or nothing when there is no such step.
step_folder() {
  for folder in Steps/Step"$1"_*; do
    [ -d "$folder" ] && echo "$folder"
    return 0
  done
}

# The number, as two digits, of a step folder.
number_of() {
  echo "$1" | sed 's|^Steps/Step\([0-9][0-9]\)_.*|\1|'
}

first_step() {
  number_of "$(step_folders | head -n 1)"
}

last_step() {
  number_of "$(step_folders | tail -n 1)"
}

# A number without its leading zeros, which sh's arithmetic would read as octal.
decimal() {
  digits=$(echo "$1" | sed 's/^0*//')
  echo "${digits:-0}"
}

# Checks that $1 names an existing step and prints it as two digits.
step_number() {
  case "$1" in
    '' | *[!0-9]*) die "'$1' is not a step number (steps are $(first_step) to $(last_step))" ;;
  esac
  n=$(printf '%02d' "$(decimal "$1")")
  [ -n "$(step_folder "$n")" ] || die "no step $1 (steps are $(first_step) to $(last_step))"
  echo "$n"
}

# Copies the Swift files of folder $1 into folder $2 with every StepNN module name made the same,
# so that comparing two steps shows the refactoring and not the module names.
copy_without_module_names() {
  mkdir -p "$2"
  for file in "$1"/*.swift; do
    [ -L "$file" ] && continue
    [ -f "$file" ] || continue
    sed 's/Step[0-9][0-9]/StepNN/g' "$file" >"$2/$(basename "$file")"
  done
}

# syllabus_cell STEP HEADER: the cell of step STEP's row in the syllabus table (Steps/README.md)
# under the column headed HEADER ("refactoring", "smell", "changed lines", "micro-steps",
# "time box"), trimmed; nothing when there is no such row or column. Read, as every cell is, by
# syllabus_column: a column is found by its header, so a new column breaks no script.
syllabus_cell() {
  [ -z "$1" ] || syllabus_column "$2" "$1"
}

# syllabus_column HEADER: every row's cell under HEADER, as "NN|cell", one a line, in the table's
# order; nothing when there is no such column. syllabus_column step lists the rows' steps.
# syllabus_column HEADER STEP: step STEP's cell alone.
syllabus_column() {
  awk -F'|' -v header="$1" -v step="${2:-}" '
    function trim(s) { gsub(/^ +| +$/, "", s); return s }
    /^\| step \|/ { for (i = 2; i < NF; i++) if (trim($i) == header) column = i; next }
    column && trim($2) ~ /^[0-9][0-9]$/ {
      if (step == "") print trim($2) "|" trim($column)
      else if (trim($2) == step) { print trim($column); exit }
    }
  ' Steps/README.md 2>/dev/null
}

# syllabus_legend: the refactorings the syllabus's legend defines, one a line: the first column of
# the table under "## The catalogue names".
syllabus_legend() {
  awk '/^## / { inside = ($0 == "## The catalogue names"); next }
    inside && /^\| / && !/^\| refactoring \|/ && !/^\|[-| ]*$/ { sub(/^\| */, ""); sub(/ *\|.*$/, ""); print }' \
    Steps/README.md 2>/dev/null
}

# syllabus_acts: the acts of the story, from the syllabus's paragraphs that start
# "**Name (steps A–B)**": "A|Name|its first sentence", one an act, in order.
syllabus_acts() {
  awk '
    function flush() {
      if (name != "") { sub(/\. .*/, ".", text); print first "|" name "|" name text }
      name = ""
    }
    /^\*\*.* \(steps [0-9]+[^0-9]+[0-9]+\)\*\*/ {
      flush()
      name = $0; sub(/^\*\*/, "", name); sub(/ \(steps .*/, "", name)
      first = $0; sub(/^[^(]*\(steps /, "", first); sub(/[^0-9].*/, "", first)
      text = $0; sub(/^[^)]*\)\*\*/, "", text)
      next
    }
    name != "" && /^$/ { flush(); next }
    name != "" { text = text " " $0 }
    END { flush() }' Steps/README.md 2>/dev/null
}
