# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- check-kata: good path
expect "check-kata passes on the kata as it is" 0 "all rules hold" -- sh Scripts/check-kata

# ---- check-kata: each rule, broken on purpose in a scratch copy
broken=$(fresh_copy no-lesson)
rm "$broken/Steps/Step03_"*/README.md
expect "check-kata names a step without a lesson" 1 "step 03: no lesson" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy unlisted)
sed -i.bak '/"05_/d' "$broken/Package.swift"
expect "check-kata names a step folder missing from Package.swift" 1 "step 05: .* is not listed in Package.swift" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy gap)
sed -i.bak '/"05_/d' "$broken/Package.swift"
expect "check-kata names a gap in the numbering" 1 "step 06: numbered out of order or with a gap" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy no-folder)
rm -r "$broken/Steps/Step07_"*
expect "check-kata names a listed step without a folder" 1 "step 07: Package.swift lists" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy linked-suite)
ln -s ../Characterization/ChangePasswordCharacterizationTests.swift "$broken/Tests/Step04Tests/ChangePasswordCharacterizationTests.swift"
expect "check-kata names a step that links the suite instead of running the one library" 1 "step 04: .* is a link; the shared suite is a library now" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy no-conformance)
sed -i.bak '/: ChangePasswordScreen {}$/d' "$broken/Tests/Step02Tests/Screen.swift"
expect "check-kata names a step whose screen is not a ChangePasswordScreen" 1 "step 02: .* does not declare its screen a ChangePasswordScreen" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy fewer-behaviours)
sed -i.bak 's/arguments: ChangePasswordCharacterization.behaviours)/arguments: ChangePasswordCharacterization.behaviours.dropLast())/' "$broken/Tests/Step05Tests/Step.swift"
expect "check-kata names a step that does not run every behaviour" 1 "step 05: .* does not run every behaviour of the shared suite" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy other-screen)
sed -i.bak 's/^  Step06\.ChangePasswordPresenter(passwordChanger/  Step05.ChangePasswordPresenter(passwordChanger/' "$broken/Tests/Step06Tests/Screen.swift"
expect "check-kata names a step that checks another screen" 1 "step 06: .* does not make a screen of its own for each behaviour" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy suite-names-step)
sed -i.bak 's/^import Testing$/import Step07\
import Testing/' "$broken/Tests/Step07Tests/Step.swift"
expect "check-kata names a step whose suite names its module, which the exercise compiles apart" 1 "step 07: .* imports the step's module; only Screen.swift may" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy suite-type-name)
sed -i.bak 's/^struct Step08Suite {$/struct Step07Suite {/' "$broken/Tests/Step08Tests/Step.swift"
expect "check-kata names a step whose suite's type names another step" 1 "step 08: .* does not name its suite's type after its module" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy big-step)
awk '{ print } /private func startOver\(\)/ { for (i = 0; i < 90; i++) print "    // padding" }' \
  "$broken"/Steps/Step12_*/ChangePasswordPresenter.swift >"$scratch/padded" &&
  cp "$scratch/padded" "$broken"/Steps/Step12_*/ChangePasswordPresenter.swift
expect "check-kata names a step over the diff budget" 1 "step 12: .* over the budget of 80" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy syllabus)
sed -i.bak 's/^| 09 | Substitute Algorithm: end editing |/| 09 | Something else |/' "$broken/Steps/README.md"
expect "check-kata names a syllabus row that does not match the step" 1 "step 09: the syllabus names it differently" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy spi)
for presenter in "$broken"/Steps/Step05_*/ChangePasswordPresenter.swift; do
  printf '@_spi(Testing) import UIKitStandIn\n' >>"$presenter"
done
expect "check-kata names a step that imports the stand-in's test-only members" 1 "Step05_.*imports the stand-in's test-only members" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy unlisted-member)
sed -i.bak 's/^  open func loadView() {/  public var hook = 0\n  open func loadView() {/' "$broken/Sources/UIKitStandIn/UIViewController.swift"
expect "check-kata names a public stand-in member missing from the parity table" 1 "UIViewController.hook is public but not in the parity table" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy delegate-call)
for presenter in "$broken"/Steps/Step03_*/ChangePasswordPresenter.swift; do
  printf 'extension ChangePasswordPresenter {\n  func f() { _ = textFieldShouldReturn(oldPasswordTextField) }\n}\n' >>"$presenter"
done
expect "check-kata names a step that calls an optional delegate method" 1 "Step03_.*calls a UITextFieldDelegate method" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy delegate-call-with-arguments)
for presenter in "$broken"/Steps/Step04_*/ChangePasswordPresenter.swift; do
  printf 'extension ChangePasswordPresenter {\n  func g() { _ = textField(oldPasswordTextField, shouldChangeCharactersIn: r, replacementString: "") }\n}\n' >>"$presenter"
done
expect "check-kata names a call of textField(_:shouldChangeCharactersIn:replacementString:)" 1 "Step04_.*calls a UITextFieldDelegate method" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy newer-swift)
printf 'final class Box {\n  weak let value: AnyObject? = nil\n}\n' >>"$broken/Sources/KataTestSupport/User.swift"
expect "check-kata names a feature newer than the declared floor" 1 "needs a Swift newer than the declared floor 6.0" -- sh -c "cd '$broken' && git add -A && sh Scripts/check-kata"

expect_one_line "check-kata rejects an unknown argument" -- sh Scripts/check-kata --fast

# ---- check-kata: issue 22's rules (a lesson's cost, its catalogue name, the workshop's time
# boxes), each broken on purpose in a scratch copy. Keep these together.
broken=$(fresh_copy no-cost)
sed -i.bak 's/^## What it costs$/## What it is worth/' "$broken"/Steps/Step07_*/README.md
expect "check-kata names a lesson that does not say what it costs" 1 "step 07: the lesson lacks what it costs" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy no-cost-paragraph)
sed -i.bak 's/^\*\*What it costs:\*\*/**What it is worth:**/' "$broken"/Steps/Step25_*/README.md
expect "check-kata names a lesson whose cost paragraph is gone" 1 "step 25: the lesson lacks what it costs" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy unknown-refactoring)
sed -i.bak 's/^\*\*Refactoring:\*\* Replace Magic Literal/**Refactoring:** Move Field/' "$broken"/Steps/Step14_*/README.md
expect "check-kata names a lesson whose refactoring is not in the legend" 1 "step 14: the lesson names 'Move Field', which the syllabus's legend does not define" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy no-legend)
sed -i.bak 's/^## The catalogue names$/## Names/' "$broken/Steps/README.md"
expect "check-kata names a syllabus without a legend" 1 "has no legend of catalogue names" -- sh -c "cd '$broken' && sh Scripts/check-kata"

broken=$(fresh_copy workshop-time-box)
sed -i.bak 's/(step 18, the focus trap, [0-9]* min)/(step 18, the focus trap, 99 min)/' "$broken/Steps/WORKSHOP.md"
expect "check-kata names a workshop time box that differs from the syllabus" 1 "step 18: Steps/WORKSHOP.md gives it 99 min" -- sh -c "cd '$broken' && sh Scripts/check-kata"
# ---- end of issue 22's check-kata tests

