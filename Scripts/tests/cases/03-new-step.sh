# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- new-step: good path and bad input, in a scratch copy
copy=$(fresh_copy new-step)
next=$(printf '%02d' $((${last#0} + 1)))
expect "new-step adds the next step" 0 "Added step $next" -- sh -c "cd '$copy' && sh Scripts/new-step Scratch"
expect "new-step lists the new step in Package.swift" 0 "\"${next}_Scratch\"," -- cat "$copy/Package.swift"
expect "new-step runs the shared suite on the new step" 0 "^@Suite(\"Step$next\")$" -- cat "$copy/Tests/Step${next}Tests/Step.swift"
expect "new-step names the new module in Screen.swift" 0 "^import Step$next$" -- cat "$copy/Tests/Step${next}Tests/Screen.swift"
# A step of two modules: the view imports its second module, a view model's or a presenter's.
expect "new-step renames the view's import of its view model's module" 0 "^import Step${next}ViewModel$" -- sh -c "cat '$copy'/Steps/Step${next}_Scratch/View/*.swift"
n=1
for _ in "$copy"/Steps/Branches/MVP/MVP[0-9]*; do n=$((n + 1)); done
mvp=$(printf 'MVP%02d' "$n")
expect "new-step renames the view's import of its presenter's module" 0 "^import ${mvp}Presenter$" -- sh -c "cd '$copy' && sh Scripts/new-step --branch MVP Scratch >/dev/null && cat Steps/Branches/MVP/${mvp}_Scratch/View/*.swift"
expect "check-kata flags the new step's unwritten lesson" 1 "step $next: the lesson still says TODO" -- sh -c "cd '$copy' && sh Scripts/check-kata"
expect_one_line "new-step rejects a name with punctuation" -- sh Scripts/new-step "Bad-Name"
expect_one_line "new-step rejects a missing name" -- sh Scripts/new-step
