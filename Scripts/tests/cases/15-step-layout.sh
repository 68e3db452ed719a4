# shellcheck shell=sh disable=SC2154 # $repo and the rest come from lib.sh
# Sourced by Scripts/tests/run, in the scratch copy $repo, with the helpers of Scripts/tests/lib.sh.

# ---- What a step is: Scripts/lib/steps.sh's readers of the kata's tool (KataTool steps, whose
# rules StepsTests prove), on the fixture kata with a branch and feature builds added.
layout=$(fixture_kata step-layout)
cd "$layout" || exit 1
mkdir -p Steps/Branches/MVP/MVP01_RenameToViewController Steps/Branches/MVP/MVP02_ExtractPresenter \
  Steps/Features/GreetingOnFat Steps/Features/GreetingOnMVVM
for module in Step01 MVP01 GreetingOnFat; do
  printf 'import %s\n\nlet screen = %s.Greeter()\n' "$module" "$module" >"$(sh -c '. Scripts/lib/steps.sh && step_folder "$1"' layout "${module#Step}")/Screen.swift"
done
# layout_says NAME EXPECTED -- FUNCTION ARG...: the function prints EXPECTED, all of it and only it.
layout_says() {
  name=$1 expected=$2
  shift 3
  # shellcheck disable=SC2016 # expanded by the inner shell
  actual=$(sh -c '. Scripts/lib/steps.sh && "$@"' layout "$@" 2>&1)
  if [ "$actual" = "$expected" ]; then pass "$name"; else fail "$name" "got:
$actual
expected:
$expected"; fi
}
layout_says "a branch step's folder is found by its ID" "Steps/Branches/MVP/MVP02_ExtractPresenter" -- step_folder MVP02
layout_says "the last step is the main path's" "02" -- last_step
layout_says "a step's tests are named after its module" "Tests/GreetingOnMVVMTests" -- step_tests GreetingOnMVVM
# shellcheck disable=SC2016 # expanded by the inner shell
layout_says "every module name folds to StepNN, so that a diff shows only the refactoring" "" -- sh -c \
  '. Scripts/lib/steps.sh && kata_tool fold-copy Steps/Step01_RenameGreeting a && kata_tool fold-copy Steps/Branches/MVP/MVP01_RenameToViewController b && kata_tool fold-copy Steps/Features/GreetingOnFat c && grep -q "import StepNN" a/Screen.swift && diff a/Screen.swift b/Screen.swift && diff a/Screen.swift c/Screen.swift'
cd "$repo" || exit 1
