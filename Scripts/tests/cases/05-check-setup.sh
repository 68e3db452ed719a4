# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- check-setup, with the stand-in swift: what it builds, and what it says
copy=$(fresh_copy check-setup)
calls="$scratch/check-setup-calls"
expect "check-setup builds the exercise's scratch package and says READY" 0 "^READY$" -- env FAKE_SWIFT_CALLS="$calls" sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/check-setup"
expect "check-setup builds only the exercise and the kata's tool by default" 1 "" -- grep -v -e "^--version$" -e "^build --build-tests$" -e "^test --skip-build --disable-xctest --experimental-event-stream-output " -e "^build --package-path Tools/KataTool/CLI --product KataTool$" "$calls"
expect "check-setup builds the kata's tool" 0 "^build --package-path Tools/KataTool/CLI --product KataTool$" -- cat "$calls"
expect "check-setup writes the package exercise test uses" 0 "name: \"Exercise\"" -- cat "$copy/.build-exercise/Package.swift"
: >"$calls"
expect "check-setup --all also builds the whole kata" 0 "every step builds" -- env FAKE_SWIFT_CALLS="$calls" sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/check-setup --all"
echo "// DOES-NOT-COMPILE" >>"$copy/Exercise/ChangePasswordPresenter.swift"
expect "check-setup says NOT READY when the exercise does not compile" 1 "NOT READY: the exercise does not compile" -- sh -c "cd '$copy' && PATH='$fake_path' sh Scripts/check-setup"
expect_one_line "check-setup rejects two arguments" -- sh Scripts/check-setup --all --all
