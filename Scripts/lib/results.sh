# shellcheck shell=sh
# Sourced by every script that reads test results. They are read from Swift Testing's event
# stream (JSON lines, version 0), which the toolchain writes for tools, never from the console,
# whose wording and glyphs a new toolchain may change.
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
      # A parameterized test lists its cases first, and their IDs hold brackets of their own;
      # the test'"'"'s own name follows the list, so the whole list goes.
      i = index(line, "\"_testCases\":[")
      if (i > 0) {
        j = i + length("\"_testCases\":["); depth = 1; quoted = 0
        while (depth > 0 && j <= length(line)) {
          c = substr(line, j, 1)
          if (quoted) { if (c == "\\") j++; else if (c == "\"") quoted = 0 }
          else if (c == "\"") quoted = 1
          else if (c == "[") depth++
          else if (c == "]") depth--
          j++
        }
        line = substr(line, 1, i - 1) substr(line, j)
      }
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
