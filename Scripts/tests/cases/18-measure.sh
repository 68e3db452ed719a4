# shellcheck shell=sh disable=SC2154 # $scratch and the rest come from lib.sh
# Sourced by Scripts/tests/run, with the helpers of Scripts/tests/lib.sh: measure on the fixture
# kata, from a stream of step 01's tests. What each row counts is proven by the tool's unit tests
# (MeasureTests); here, the script's contract.

kata=$(fixture_kata measure)
measure() { (cd "$kata" && sh Scripts/measure "$@"); }

expect "measure -h gives its usage" 0 "^usage: Scripts/measure" -- measure -h
expect_one_line "measure rejects an unknown option" -- measure --fast
expect_one_line "measure rejects --events without a file" -- measure --events
expect_one_line "measure rejects --events of a missing file" -- measure --events "$scratch/none.jsonl" 01
expect_one_line "measure rejects an unknown step" -- measure --events "$kata/Package.swift" 99
expect_one_line "measure rejects the starting point, which starts from no step" -- measure --events "$kata/Package.swift" 00
expect_one_line "measure with no step says when there is no feature build" -- measure --events "$kata/Package.swift"

# Step 01's one parameterized test, with one case, from 1.0 s to 1.5 s.
{
  printf '{"kind":"test","payload":{"displayName":"Step01 does what step 00 does","id":"Step01Tests.S/behaves(_:)/Step.swift:9:4","kind":"function","name":"behaves(_:)","_testCases":[]},"version":0}\n'
  printf '{"kind":"event","payload":{"kind":"testStarted","instant":{"absolute":1.0,"since1970":0},"testID":"Step01Tests.S/behaves(_:)/Step.swift:9:4"},"version":0}\n'
  printf '{"kind":"event","payload":{"kind":"testCaseEnded","instant":{"absolute":1.4,"since1970":0},"_testCase":{"displayName":"It greets"},"testID":"Step01Tests.S/behaves(_:)/Step.swift:9:4"},"version":0}\n'
  printf '{"kind":"event","payload":{"kind":"testEnded","instant":{"absolute":1.5,"since1970":0},"testID":"Step01Tests.S/behaves(_:)/Step.swift:9:4"},"version":0}\n'
} >"$scratch/measure.stream"
expect "measure sets the step against the one it starts from" 0 "^| | 01 (from 00) |$" -- measure --events "$scratch/measure.stream" 01
# The fixture's tests import no stand-in and run no suite on a screen: they reach no UIKit.
expect "measure counts the tests that reach no UIKit, with their time" 0 "^| tests with no UIKit (cases, summed time) | 1, 0.50 s |$" -- measure --events "$scratch/measure.stream" 01
expect "measure reads the lesson's micro-steps" 0 "^| micro-steps | 1 |$" -- measure --events "$scratch/measure.stream" 1
