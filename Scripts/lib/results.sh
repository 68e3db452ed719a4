# shellcheck shell=sh
# Sourced by every script that reads test results. They are read from Swift Testing's event
# stream (JSON lines, version 0), which the toolchain writes for tools, never from the console,
# whose wording and glyphs a new toolchain may change. The kata's tool decodes it
# (KataTool results; Tools/KataTool/Sources/KataFormats/TestEvents.swift).
#
# swift_test EVENTS [ARG ...]  runs `swift test ARG ...` here, writing its event stream to
#                              EVENTS (replaced), and returns its status; the flags are their
#                              older names, which every Swift 6 toolchain accepts
# failing_tests EVENTS         the tests that recorded an issue, by display name, sorted, one a
#                              line; each step's Step.swift runs the shared suite's behaviours
#                              as the cases of `func behaves(_:)`, and a failing case is named
#                              by its behaviour's sentence
# tests_ran EVENTS             how many test cases ran to their end (0 when none did)

swift_test() {
  events=$1
  shift
  rm -f "$events"
  swift test "$@" --experimental-event-stream-output "$events" --experimental-event-stream-version 0
}

# Sorted here, as the callers sort the names they compare these with (sort, comm). A stream in
# which no line names an issue has no failing test, and is not read further: the exercise asks
# after every test run, and the tool's start would cost it 10 ms.
failing_tests() {
  [ -f "$1" ] || return 0
  grep -q '"issueRecorded"' "$1" || return 0
  results_tool failing "$1" | sort -u
}

tests_ran() {
  if [ -f "$1" ]; then results_tool ran "$1"; else echo 0; fi
}

# results_tool COMMAND EVENTS: KataTool results COMMAND EVENTS, the tool found (and built when it
# must be) by steps.sh, which is sourced here when the script has not.
results_tool() {
  if ! command -v need_kata_tool >/dev/null 2>&1; then
    # shellcheck source=Scripts/lib/steps.sh
    . "${top:-$(git rev-parse --show-toplevel)}/Scripts/lib/steps.sh"
  fi
  need_kata_tool
  "$KATA_TOOL" results "$@"
}
