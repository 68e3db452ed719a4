# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- approve-golden-master: it refuses every step but 00
expect_one_line "approve-golden-master refuses a later step" -- sh Scripts/approve-golden-master 7
expect "approve-golden-master says why it refuses" 2 "from step 00 only" -- sh Scripts/approve-golden-master 12
expect_one_line "approve-golden-master rejects a step that is not a number" -- sh Scripts/approve-golden-master latest
expect_one_line "approve-golden-master rejects two steps" -- sh Scripts/approve-golden-master 00 00
