# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.
# The rules themselves are proven by the kata's tool's unit tests, each broken once on a small kata
# in memory (Tools/KataTool/Tests/KataRulesTests: KataCheckTests, RuleTests). Here: the contract
# of the script, and what only a process shows (what it asks git and diff-steps, how it stops).

# ---- check-kata: the contract
expect "check-kata passes on the kata as it is" 0 "^check-kata: all rules hold for [0-9]* steps (median [0-9.]* changed lines)$" -- sh Scripts/check-kata

# ---- Rules broken in one copy, each named by a line of its own: a lesson's TODO; what the rules
# learn from git and from diff-steps (a step over the budget, a feature newer than the floor in a
# file git holds, then in one git does not); and what they read from the disk, step 00 and its
# copy, the lockstep net's reference, byte for byte, after lesson 00's experiment (6 becomes 5).
broken=$(fresh_copy broken)
for lesson in "$broken"/Steps/Step11_*/README.md; do echo "TODO: say why" >>"$lesson"; done
awk '{ print } /private func startOver\(\)/ { for (i = 0; i < 90; i++) print "    // padding" }' \
  "$broken"/Steps/Step14_*/ChangePasswordPresenter.swift >"$scratch/padded" &&
  cp "$scratch/padded" "$broken"/Steps/Step14_*/ChangePasswordPresenter.swift
printf 'final class Box {\n  weak let value: AnyObject? = nil\n}\n' >>"$broken/Sources/KataTestSupport/User.swift"
printf 'final class Untracked {\n  weak let value: AnyObject? = nil\n}\n' >"$broken/Sources/KataTestSupport/Untracked.swift"
sed 's/count ?? 0 < 6/count ?? 0 < 5/' "$broken/Steps/Step00_FatPresenter/ChangePasswordPresenter.swift" >"$scratch/experiment.swift" &&
  cp "$scratch/experiment.swift" "$broken/Steps/Step00_FatPresenter/ChangePasswordPresenter.swift"
(cd "$broken" && git add Sources/KataTestSupport/User.swift && sh Scripts/check-kata >"$scratch/broken.out" 2>&1)
echo $? >"$scratch/broken.status"
# shellcheck disable=SC2016 # expanded by the inner shell
replay='cat "$1.out"; exit "$(cat "$1.status")"'
expect "check-kata fails on a broken rule with its line" 1 "^FAIL step 11: the lesson still says TODO$" -- sh -c "$replay" sh "$scratch/broken"
fails=$(grep -c '^FAIL ' "$scratch/broken.out")
expect "check-kata counts the broken rules, one a line" 1 "^check-kata: $fails rule(s) broken across [0-9]* steps$" -- sh -c "$replay" sh "$scratch/broken"
expect "check-kata measures each step's size with diff-steps" 1 "^FAIL step 14: [0-9]* changed lines, over the budget of 80 (split it)$" -- sh -c "$replay" sh "$scratch/broken"
expect "check-kata reads the Swift files git holds" 1 "^FAIL Sources/KataTestSupport/User.swift:[0-9]*:  weak let value: AnyObject? = nil: needs a Swift newer than the declared floor 6.0$" -- sh -c "$replay" sh "$scratch/broken"
expect_absent "check-kata leaves out a Swift file git does not hold" 1 "Untracked.swift" -- sh -c "$replay" sh "$scratch/broken"
expect "check-kata says step 00 no longer matches the lockstep net's reference, and how to mend it" 1 "^FAIL step 00: Steps/Step00_FatPresenter/ChangePasswordPresenter.swift differs from Tests/Reference/ChangePasswordPresenter.swift, the lockstep net's reference, which keeps step 00's original behaviour on purpose: undo your change to step 00, " -- sh -c "$replay" sh "$scratch/broken"

expect_one_line "check-kata rejects an unknown argument" -- sh Scripts/check-kata --fast

broken=$(fresh_copy unmeasured)
rm -r "$broken/Steps/Step07_"*
(cd "$broken" && sh Scripts/check-kata >"$scratch/unmeasured.out" 2>&1)
echo $? >"$scratch/unmeasured.status"
expect "check-kata names sizes diff-steps could not measure" 1 "^FAIL the diff budget could not be measured: Step 01 " -- sh -c "$replay" sh "$scratch/unmeasured"
expect "check-kata says why, in diff-steps' words" 1 "^diff-steps: step 07 is missing" -- sh -c "$replay" sh "$scratch/unmeasured"

# ---- What stops it before any rule: one line, status 2
broken=$(fresh_copy no-suite)
rm "$broken/Tests/Characterization/ChangePasswordCharacterizationTests.swift"
expect "check-kata stops without the shared suite" 2 "^check-kata: the shared suite Tests/Characterization/ChangePasswordCharacterizationTests.swift is missing$" -- sh -c "cd '$broken' && sh Scripts/check-kata"
broken=$(fresh_copy no-steps-list)
sed -i.bak 's/^let steps = \[/let theSteps = [/' "$broken/Package.swift"
expect "check-kata stops without a list of steps" 2 "^check-kata: found no steps list in Package.swift$" -- sh -c "cd '$broken' && sh Scripts/check-kata"
