# shellcheck shell=sh
# Sourced by every script that reads test results: from Swift Testing's event stream, never from
# the console, whose wording a new toolchain may change. The kata's tool decodes it
# (KataFormats/TestEvents.swift).

# swift_test EVENTS [ARG ...]: runs `swift test ARG ...` here, writing its event stream to EVENTS,
# and returns its status; XCTest, which runs no test of the kata's, is not started. The flags'
# older names are those every Swift 6 toolchain accepts.
swift_test() {
  test_events=$1
  shift
  rm -f "$test_events"
  swift test "$@" --disable-xctest --experimental-event-stream-output "$test_events" --experimental-event-stream-version 0
}

# built_tests_run EVENTS [ARG ...]: runs the tests that `swift build --build-tests` built here,
# as swift_test EVENTS --skip-build ARG ... does. On Linux it starts the test binary itself, which
# spares SwiftPM's start, about 0.3 s of every run: the mutants and the lessons run thousands.
built_tests_run() {
  test_events=$1
  shift
  binary=$(tests_binary)
  [ -n "$binary" ] || { swift_test "$test_events" --skip-build "$@"; return; }
  rm -f "$test_events"
  "$binary" --testing-library swift-testing "$@" --experimental-event-stream-output "$test_events" --experimental-event-stream-version 0
}

# tests_binary: the test binary that `swift build --build-tests` built here, on Linux; nothing
# elsewhere (on macOS the tests are a bundle that swift test runs).
tests_binary() {
  for binary in .build/debug/*PackageTests.xctest; do
    if [ -f "$binary" ] && [ -x "$binary" ]; then echo "$binary" && return; fi
  done
}

# tests_on_every_core EVENTS LOG: every test target's tests, built first (swift build
# --build-tests), then run as one process a core, each with its share of the steps' test targets
# (the last with the rest, such as the exercise's): the shared suite runs on the main actor, as
# UIKit does, so one process keeps one core busy. EVENTS and LOG get every share's stream and
# console, one after the other; $share_pids holds the other shares' processes while they run.
# Where the binary is not at hand (macOS: swift test runs the tests, one run at a time), one
# process runs them all. Needs steps.sh; returns non-zero when the build or a share failed.
tests_on_every_core() {
  swift build --build-tests >"$2" 2>&1 || return
  binary=$(tests_binary)
  shares=1
  [ -z "$binary" ] || shares=$(getconf _NPROCESSORS_ONLN 2>/dev/null) || shares=1
  share=1 share_pids="" others="" shares_status=0
  while [ "$share" -lt "$shares" ]; do
    targets=$(kata_steps | awk -F'|' -v share="$share" -v shares="$shares" \
      '(NR - 1) % shares == share - 1 { sub(".*/", "", $4); print $4 }' | paste -sd '|' -)
    [ -n "$targets" ] || break
    others="$others${others:+|}$targets"
    "$binary" --testing-library swift-testing --filter "^($targets)\\." \
      --experimental-event-stream-output "$1.$share" --experimental-event-stream-version 0 >"$2.$share" 2>&1 &
    share_pids="$share_pids $!"
    share=$((share + 1))
  done
  built_tests_run "$1.$share" ${others:+--skip "^($others)\\."} >"$2.$share" 2>&1 || shares_status=$?
  for pid in $share_pids; do wait "$pid" || shares_status=$?; done
  share_pids=""
  cat "$1".[0-9]* >"$1"
  cat "$2".[0-9]* >>"$2"
  rm -f "$1".[0-9]* "$2".[0-9]*
  return "$shares_status"
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
