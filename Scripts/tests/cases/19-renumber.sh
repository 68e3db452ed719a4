# shellcheck shell=sh disable=SC2154 # $repo, $scratch and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- renumber: a split in the fixture kata (00, 01, 02), and bad maps
kata=$(fixture_kata renumber)
printf '# a split after 01\n02 03\n+02 SplitOut\n' >"$scratch/split.map"
# A lesson that says which step it starts from, as the kata's do.
(cd "$kata" && awk '{ print } /^## Mechanics$/ { print ""; print "Start from step 01, with its tests green." }' Steps/Step02_ExtractName/README.md >lesson.new &&
  mv lesson.new Steps/Step02_ExtractName/README.md && git commit -qam "The lesson says where it starts")
expect "renumber applies a map in one commit" 0 "^Renumber the main path by Scripts/renumber: 02 03; +02 SplitOut$" -- sh -c "cd '$kata' && sh Scripts/renumber '$scratch/split.map' >/dev/null && git log -1 --format=%s && test -z \"\$(git status --porcelain)\""
expect "renumber moves the step's folder and its tests" 0 "^Greeter.swift$" -- ls "$kata/Steps/Step03_ExtractName" "$kata/Tests/Step03Tests"
expect "renumber inserts the new step as a copy of the step before it" 0 "^# Step 02 · SplitOut$" -- cat "$kata/Steps/Step02_SplitOut/README.md"
expect "renumber lists the path in Package.swift, in order" 0 '"02_SplitOut",
  "03_ExtractName",' -- cat "$kata/Package.swift"
expect "renumber rewrites the moved step's lesson title" 0 "^# Step 03 · " -- cat "$kata/Steps/Step03_ExtractName/README.md"
expect "renumber has a moved lesson start from the step now before it" 0 "^Start from step 02, with" -- cat "$kata/Steps/Step03_ExtractName/README.md"
expect "renumber names the moved module in its tests" 0 "Step03" -- cat "$kata/Tests/Step03Tests/Step.swift"
expect "renumber records the map for the tools" 0 "^02 03 ExtractName$" -- cat "$kata/Steps/renumberings"
expect "renumber gives README the table of old step numbers" 0 "^| 02 → 03 | ExtractName |$" -- cat "$kata/README.md"
printf 'see step 02 and Step02Tests\n' >"$kata/later.md"
expect "renumber --again rewrites a file written before the renumbering" 0 "^see step 03 and Step03Tests$" -- sh -c "cd '$kata' && sh Scripts/renumber --again later.md >/dev/null && cat later.md"
expect_one_line "renumber refuses a work tree with changes" -- sh -c "cd '$kata' && sh Scripts/renumber '$scratch/split.map'"
rm -f "$kata/later.md"
printf '01 03\n' >"$scratch/gap.map"
expect_one_line "renumber refuses a map that leaves a gap" -- sh -c "cd '$kata' && sh Scripts/renumber '$scratch/gap.map'"
printf '01 two\n' >"$scratch/bad.map"
expect_one_line "renumber refuses a map line it cannot read" -- sh -c "cd '$kata' && sh Scripts/renumber '$scratch/bad.map'"
expect_one_line "renumber refuses a missing map" -- sh -c "cd '$kata' && sh Scripts/renumber"
