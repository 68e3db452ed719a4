# shellcheck shell=sh
# Sourced by every script that reads test results. They are read from Swift Testing's event
# stream (JSON lines, version 0), which the toolchain writes for tools, never from the console,
# whose wording and glyphs a new toolchain may change.
#
# event_stream_flags FILE    the arguments that make `swift test` write its event stream to FILE
#                            (the flag's older name, which every Swift 6 toolchain accepts)
# failing_tests FILE         the tests that recorded an issue, by display name, sorted, one per
#                            line; the shared suite's runner (`func behaves(_:)` in each step's
#                            Step.swift) runs every behaviour as a case, and a failing case is
#                            named by its behaviour's sentence
# tests_ran FILE             how many tests and test cases ran to their end (0 when none did)

event_stream_flags() {
  printf '%s\n' --experimental-event-stream-output "$1" --experimental-event-stream-version 0
}

failing_tests() {
  [ -f "$1" ] || return 0
  awk '
    # The string value of "key" in a JSON line, unescaped; "" when the key is absent.
    function value(line, key,    start, text, out, c, i) {
      start = index(line, "\"" key "\":\"")
      if (start == 0) return ""
      text = substr(line, start + length(key) + 4)
      out = ""
      for (i = 1; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (c == "\"") break
        if (c == "\\") { i++; c = substr(text, i, 1); if (c == "n") c = " " }
        out = out c
      }
      return out
    }
    /^\{"kind":"test","payload":/ {
      line = $0
      # A parameterized test lists its cases first; the test'"'"'s own name follows them.
      sub(/"_testCases":\[[^]]*\],/, "", line)
      name[value(line, "id")] = value(line, "displayName")
      next
    }
    /"kind":"issueRecorded"/ && !/"isKnown":true/ {
      testCase = $0
      if (index($0, "behaves(_:)") > 0 && index(testCase, "\"_testCase\":{") > 0) {
        sub(/^.*"_testCase":\{/, "", testCase)
        print value(testCase, "displayName")
      } else {
        print name[value($0, "testID")]
      }
    }
  ' "$1" | sort -u
}

tests_ran() {
  if [ -f "$1" ]; then grep -c '"kind":"testCaseEnded"' "$1" || true; else echo 0; fi
}
