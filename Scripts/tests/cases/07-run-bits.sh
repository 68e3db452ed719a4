# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- every script runs as README shows it: directly, with its run bit in git. CI's first stage
# runs the scripts git holds with their run bit, so it cannot see one that lost it, and it checks
# only -h's status; this sees every script and asks for its usage, in a tenth of a second.
for script in $(cd "$top" && git ls-files -s Scripts | awk '$1 != "120000" { print $4 }'); do
  # Not run: the shared libraries, the mutants, the script tests' helpers and cases (sourced),
  # and the fixture kata they read.
  case "$script" in Scripts/lib/* | Scripts/mutants/* | Scripts/tests/lib.sh | Scripts/tests/cases/* | Scripts/tests/fixture/*) continue ;; esac
  mode=$(cd "$top" && git ls-files -s "$script" | awk '{ print $1 }')
  if [ "$mode" = 100755 ]; then pass "$script is committed with its run bit"; else fail "$script is committed as $mode, not 100755"; fi
  expect "$script -h answers when run directly" 0 "usage" -- "$repo/$script" -h
done
