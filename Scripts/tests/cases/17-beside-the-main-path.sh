# shellcheck shell=sh disable=SC2154 # $scratch and the rest come from lib.sh
# Sourced by Scripts/tests/run, with the helpers of Scripts/tests/lib.sh: steps beside the main
# path (a branch's, a feature build) on the fixture kata, from new-step to a recorded lesson.

kata=$(fixture_kata beside)
in_kata() { (cd "$kata" && "$@"); }
commit_all() { in_kata git add -A && in_kata git -c user.name=test -c user.email=test@example.invalid commit -qm "$1"; }

# ---- new-step: a branch's steps and a feature build
expect_one_line "new-step refuses a branch whose README names no branch point" -- sh -c "cd '$kata' && sh Scripts/new-step --branch MVP Present"
mkdir -p "$kata/Steps/Branches/MVP"
printf '# The MVP branch\n\nBranches from: RenameGreeting\n' >"$kata/Steps/Branches/MVP/README.md"
expect "new-step starts a branch from the step its README names" 0 "Added step MVP01: .*, from step 01" -- sh -c "cd '$kata' && sh Scripts/new-step --branch MVP Present"
expect "new-step lists the branch's step in Package.swift" 0 "^  \"MVP/MVP01_Present\",$" -- cat "$kata/Package.swift"
expect "new-step names the branch step's module in its tests" 0 "^import MVP01$" -- cat "$kata/Tests/MVP01Tests/Step.swift"
expect "new-step continues a branch from its last step" 0 "Added step MVP02: .*, from step MVP01" -- sh -c "cd '$kata' && sh Scripts/new-step --branch MVP Again"
expect "new-step starts a feature build on Fat from step 00" 0 "Added step ShoutOnFat: .*, from step 00" -- sh -c "cd '$kata' && sh Scripts/new-step --feature Shout --on Fat"
expect "new-step starts a feature build on MVVM from the last step" 0 "Added step ShoutOnMVVM: .*, from step 02" -- sh -c "cd '$kata' && sh Scripts/new-step --feature Shout --on MVVM"
expect "new-step lists the feature builds in Package.swift" 0 "^  \"ShoutOnMVVM\",$" -- cat "$kata/Package.swift"
expect "a feature build's tests name its module" 0 "ShoutOnMVVM.Greeter" -- cat "$kata/Tests/ShoutOnMVVMTests/Step.swift"
expect_one_line "new-step refuses a feature build on another base" -- sh -c "cd '$kata' && sh Scripts/new-step --feature Shout --on MVP"
expect_one_line "new-step refuses a feature build that exists" -- sh -c "cd '$kata' && sh Scripts/new-step --feature Shout --on Fat"
expect_one_line "new-step refuses --feature without --on" -- sh -c "cd '$kata' && sh Scripts/new-step --feature Shout Fat"
expect_one_line "record-lesson names what exists for an unknown step" -- sh -c "cd '$kata' && sh Scripts/record-lesson MVP09"
expect "an unknown step's line lists the branches and the feature builds" 2 "branch MVP is MVP01 to MVP02; feature builds: ShoutOnFat, ShoutOnMVVM" -- sh -c "cd '$kata' && sh Scripts/record-lesson MVP09"

# ---- record-lesson and check-lessons: a branch step's lesson, from its commits
commit_all "MVP01: start from 01"
printf '# MVP01 · Present\n\nThe lesson.\n\n## Mechanics\n\n## What to notice\n\nIt shouts.\n' >"$kata/Steps/Branches/MVP/MVP01_Present/README.md"
sed 's/Hello/HELLO/' "$kata/Steps/Branches/MVP/MVP01_Present/Greeter.swift" >"$scratch/greeter" &&
  cp "$scratch/greeter" "$kata/Steps/Branches/MVP/MVP01_Present/Greeter.swift"
commit_all "MVP01 micro-step 1: Shout the greeting"
expect "record-lesson records a branch step's micro-steps" 0 "wrote 1 micro-step into Steps/Branches/MVP/MVP01_Present/README.md" -- sh -c "cd '$kata' && sh Scripts/record-lesson MVP01"
expect "the branch step's lesson shows its diff against the step it starts from" 0 "^+.*HELLO" -- cat "$kata/Steps/Branches/MVP/MVP01_Present/README.md"
expect "check-lessons --list takes a branch step" 0 "^MVP01  1 micro-step, 2 changed lines, 0 planned red, time box 5 min  Present$" -- sh -c "cd '$kata' && sh Scripts/check-lessons --list MVP01"
expect_one_line "record-lesson says when a feature build has no start commit" -- sh -c "cd '$kata' && sh Scripts/record-lesson ShoutOnFat"

# ---- diff-steps: the branches and feature builds, each against the step it starts from
expect "diff-steps lists a branch step with the step it starts from" 0 "^MVP01  Present  (from 01)$" -- sh -c "cd '$kata' && sh Scripts/diff-steps"
expect "diff-steps diffs a branch step against its branch point" 0 "^+.*HELLO" -- sh -c "cd '$kata' && sh Scripts/diff-steps MVP01"
expect "diff-steps folds a feature build's module name" 0 "^Step 02 to ShoutOnMVVM: 0 changed lines$" -- sh -c "cd '$kata' && sh Scripts/diff-steps --stat 02 ShoutOnMVVM"
expect_one_line "diff-steps names what exists for an unknown step" -- sh -c "cd '$kata' && sh Scripts/diff-steps ShoutOnMVP"
