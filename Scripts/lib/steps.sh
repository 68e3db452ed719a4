# shellcheck shell=sh
# Sourced by the kata's scripts, from the repository's top folder: the steps and the syllabus
# (Steps/README.md), as the kata's typed tool (Tools/KataTool) reads them, and how to run it.
# A step is known by its ID: NN on the main path, BNN on a branch, FeatureOnBase for a feature
# build (KataFormats/Steps.swift). "The last step" is always the main path's.

# kata_steps: every step, "ID|FOLDER|MODULES|TESTS|PARENT|SUITE|SUITE FOLDER|NET REFERENCE" a
# line, in order; the last three are a feature build's: its feature's tests, which every build of
# it runs (module and folder), and the build its lockstep net compares with, when not step 00.
kata_steps() {
  kata_cached steps kata_read steps "${top:-.}"
}

# step_field ID N: field N of step ID's line; nothing when there is no such step.
step_field() {
  kata_steps | awk -F'|' -v id="$1" -v n="$2" '$1 == id { print $n; exit }'
}

# The steps of the main path, in order: their IDs, NN.
main_steps() {
  kata_steps | awk -F'|' '$1 ~ /^[0-9][0-9]$/ { print $1 }'
}

# The folder of step ID, or nothing when there is no such step.
step_folder() {
  step_field "$1" 2
}

# The folder of step ID's tests.
step_tests() {
  step_field "$1" 4
}

first_step() {
  main_steps | head -n 1
}

last_step() {
  main_steps | tail -n 1
}

# Prints the ID a step argument names: NN on the main path (7 is 07), or any step's ID (MVP01,
# LiveValidationOnFat); else dies through the script's die(), saying what exists. The tool is
# built first, so that a failed build is one line.
step_number() {
  need_kata_tool
  step_number_id=$("$KATA_TOOL" steps id "${top:-.}" "$1") || die "$step_number_id"
  echo "$step_number_id"
}

# The step step ID starts from, its parent: "the step before" on any path; nothing for the first.
step_parent() {
  step_field "$1" 5
}

# A feature build's suite: "MODULE FOLDER" of its feature's tests; nothing for a step of a path.
step_suite() {
  kata_steps | awk -F'|' -v id="$1" '$1 == id && $6 != "" { print $6, $7; exit }'
}

# The module a feature build's tests link as their lockstep net's reference, when not step 00.
step_net_reference() {
  step_field "$1" 8
}

# The module of step ID (StepNN, MVP01, LiveValidationOnFat), which its commits' subjects name.
step_module() {
  step_field "$1" 3 | sed 's/,.*//'
}

# The kata's tool is a package of its own, Tools/KataTool, and its command one more, in
# Tools/KataTool/CLI (so that the tool's unit tests do not build it): building it builds no step.
kata_tool_build='swift build --package-path Tools/KataTool/CLI --product KataTool'

# need_kata_tool: sets and exports KATA_TOOL, the built tool, building it (and saying so) when it
# is missing or older than its sources. Call it in the script itself, not in $(...), so that a
# failed build stops the script. A KATA_TOOL already set is used as it is (the script tests').
need_kata_tool() {
  [ -z "${KATA_TOOL:-}" ] || return 0
  kata_tool_top=${top:-$(git rev-parse --show-toplevel)}
  kata_tool_built="$kata_tool_top/Tools/KataTool/CLI/.build/debug/KataTool"
  if [ ! -x "$kata_tool_built" ] || [ -n "$(cd "$kata_tool_top/Tools/KataTool" && find Package.swift \
    Sources CLI/Package.swift CLI/Sources -newer "$kata_tool_built" 2>/dev/null | head -n 1)" ]; then
    kata_tool_die() { if command -v die >/dev/null 2>&1; then die "$@"; else echo "$*" >&2 && exit 2; fi; }
    command -v swift >/dev/null 2>&1 || kata_tool_die "swift is missing: install the Swift toolchain (swift.org/install)"
    echo "${script:-kata}: building the kata's tool first ($kata_tool_build)" >&2
    kata_tool_log=$(mktemp "${TMPDIR:-/tmp}/kata-tool.XXXXXX")
    if ! (cd "$kata_tool_top" && $kata_tool_build) >"$kata_tool_log" 2>&1; then
      tail -n 20 "$kata_tool_log" >&2
      rm -f "$kata_tool_log"
      kata_tool_die "$kata_tool_build failed (above)"
    fi
    rm -f "$kata_tool_log"
    [ -x "$kata_tool_built" ] || kata_tool_die "$kata_tool_build left no $kata_tool_built"
    # A build with nothing to do leaves the binary's time alone.
    touch -c "$kata_tool_built"
  fi
  KATA_TOOL=$kata_tool_built
  export KATA_TOOL
}

# kata_tool ARG...: runs the tool (KataTool -h lists what it does).
kata_tool() {
  need_kata_tool
  "$KATA_TOOL" "$@"
}

# kata_read ARG...: runs the tool as a reader: what it cannot read is no output, and no message.
# Building it, when it must, still says so.
kata_read() {
  need_kata_tool
  "$KATA_TOOL" "$@" 2>/dev/null
}

# kata_cached NAME COMMAND...: runs COMMAND, or, when the script set KATA_CACHE (a folder, for a
# run that changes no lesson and no syllabus), prints what it printed the first time. The tool
# starts in about 10 ms: a script that asks hundreds of questions asks each once.
kata_cached() {
  if [ -z "${KATA_CACHE:-}" ]; then
    shift
    "$@"
    return
  fi
  kata_cached_file="$KATA_CACHE/$1"
  shift
  if [ ! -f "$kata_cached_file" ]; then
    mkdir -p "$KATA_CACHE"
    # Written aside, then moved: two lanes of one script may ask at once.
    kata_cached_new=$(mktemp "$KATA_CACHE/.new.XXXXXX")
    "$@" >"$kata_cached_new" || :
    mv "$kata_cached_new" "$kata_cached_file"
  fi
  cat "$kata_cached_file"
}

# syllabus_cell STEP HEADER: the cell of step STEP's row in the syllabus table under the column
# headed HEADER ("smell", "time box", ...), trimmed; nothing when there is no such row or column.
syllabus_cell() {
  [ -z "$1" ] || syllabus_column "$2" | awk -F'|' -v step="$1" '$1 == step { print substr($0, length(step) + 2); exit }'
}

# syllabus_column HEADER: every row's cell under HEADER, as "NN|cell", one a line, in order.
syllabus_column() {
  kata_cached "syllabus.$(printf '%s' "$1" | tr -c 'A-Za-z0-9' '-')" kata_read syllabus column Steps/README.md "$1"
}
