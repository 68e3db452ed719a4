# shellcheck shell=sh disable=SC2154 # $repo, $last, $fake_path and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- tests/run: the case files it picks, and bad input (it runs no test here)
expect "tests/run --list names every case file" 0 "^04-exercise$" -- sh Scripts/tests/run --list
expect "tests/run --list picks the case files whose name holds a word" 0 "^11-record-and-check-lessons$" -- sh Scripts/tests/run --list lessons
expect_absent "tests/run --list leaves out the case files no word names" 0 "exercise" -- sh Scripts/tests/run --list lessons
expect_one_line "tests/run rejects a word no case file holds" -- sh Scripts/tests/run --list nothing-here
expect_one_line "tests/run rejects an unknown option" -- sh Scripts/tests/run --fast
