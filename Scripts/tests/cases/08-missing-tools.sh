# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- check-setup and benchmark-loop: bad input and missing tools (their good paths build the
# whole kata, so CI runs those itself)
if PATH=$no_swift_path command -v swift >/dev/null 2>&1; then
  echo "skip the missing-swift tests: swift is in $no_swift_path"
else
  expect_one_line "check-setup says when swift is missing" -- env PATH="$no_swift_path" sh Scripts/check-setup
  expect "check-setup's answer says NOT READY" 1 "NOT READY: swift is not installed" -- env PATH="$no_swift_path" sh Scripts/check-setup
  expect_one_line "benchmark-loop says when swift is missing" -- env PATH="$no_swift_path" sh Scripts/benchmark-loop
  expect_one_line "mutation-check says when swift is missing" -- env PATH="$no_swift_path" sh Scripts/mutation-check 00
  copy=$(fresh_copy no-swift-test)
  (cd "$copy" && PATH="$fake_path" sh Scripts/exercise start 3 >/dev/null)
  expect_one_line "exercise test says when swift is missing" -- env PATH="$no_swift_path" sh -c "cd '$copy' && sh Scripts/exercise test"
  copy=$(fresh_copy no-swift-tcr)
  (cd "$copy" && PATH="$fake_path" sh Scripts/exercise start 3 >/dev/null)
  echo "// mine" >>"$copy/Exercise/ChangePasswordPresenter.swift"
  expect_one_line "exercise tcr says when swift is missing" -- env PATH="$no_swift_path" sh -c "cd '$copy' && sh Scripts/exercise tcr"
  expect "and leaves the work where it is" 0 "^// mine$" -- tail -n 1 "$copy/Exercise/ChangePasswordPresenter.swift"
fi
expect_one_line "check-setup rejects an unknown argument" -- sh Scripts/check-setup --quick
expect_one_line "benchmark-loop rejects an unknown argument" -- sh Scripts/benchmark-loop --fast
expect_one_line "benchmark-loop rejects a run count that is not a number" -- sh Scripts/benchmark-loop --runs many
expect_one_line "benchmark-loop rejects a missing run count" -- sh Scripts/benchmark-loop --runs
expect_one_line "benchmark-loop rejects zero runs" -- sh Scripts/benchmark-loop --runs 0
expect_one_line "benchmark-loop rejects an unknown step" -- sh Scripts/benchmark-loop --step 99
expect "benchmark-loop -h prints the usage" 0 "^usage: Scripts/benchmark-loop" -- sh Scripts/benchmark-loop -h
