# shellcheck shell=sh
# Sourced by every script that reads test results: from Swift Testing's event stream, never from
# the console, whose wording a new toolchain may change. The kata's tool decodes it
# (KataFormats/TestEvents.swift).

# swift_test EVENTS [ARG ...]: runs `swift test ARG ...` here, writing its event stream to EVENTS,
# and returns its status; XCTest, which runs no test of the kata's, is not started. The flags'
# older names are those every Swift 6 toolchain accepts.
swift_test() {
  events=$1
  shift
  rm -f "$events"
  swift test "$@" --disable-xctest --experimental-event-stream-output "$events" --experimental-event-stream-version 0
}

# built_tests_run EVENTS [ARG ...]: runs the tests that `swift build --build-tests` built here,
# as swift_test EVENTS --skip-build ARG ... does. On Linux it starts the test binary itself, which
# spares SwiftPM's start, about 0.3 s of every run: the mutants and the lessons run thousands.
built_tests_run() {
  events=$1
  shift
  for binary in .build/debug/*PackageTests.xctest; do
    if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then continue; fi
    rm -f "$events"
    "$binary" --testing-library swift-testing "$@" --experimental-event-stream-output "$events" --experimental-event-stream-version 0
    return
  done
  swift_test "$events" --skip-build "$@"
}

# failing_tests EVENTS: the tests that recorded an issue, by display name (a behaviour's sentence),
# sorted as the callers sort what they compare them with. No issue, no need to start the tool.
failing_tests() {
  [ -f "$1" ] || return 0
  grep -q '"issueRecorded"' "$1" || return 0
  results_tool failing "$1" | sort -u
}

# tests_ran EVENTS: how many test cases ran to their end (0 when none did).
tests_ran() {
  if [ -f "$1" ]; then results_tool ran "$1"; else echo 0; fi
}

# results_tool COMMAND EVENTS: KataTool results COMMAND EVENTS (steps.sh sourced if need be).
results_tool() {
  if ! command -v need_kata_tool >/dev/null 2>&1; then
    # shellcheck source=Scripts/lib/steps.sh
    . "${top:-$(git rev-parse --show-toplevel)}/Scripts/lib/steps.sh"
  fi
  need_kata_tool
  "$KATA_TOOL" results "$@"
}
