# shellcheck shell=sh
# Sourced first by every script, from the folder beside it: . "${0%/*}/lib/preamble.sh". So every
# script names a problem, finds the kata and cleans up the same way.
#
# die MESSAGE...        prints "SCRIPT: MESSAGE" on standard error, one line, and exits 2
# enter_kata            sets $top to the kata's repository and goes there; dies outside one
# make_work_folder      sets $work to a new temporary folder, removed however the script ends
# at_exit COMMANDS      runs COMMANDS too however the script ends
# at_interrupt COMMANDS runs COMMANDS only when a signal (Ctrl-C, kill, ...) ends it, as for a
#                       partial result; replaces the commands given before ("" for none)
# Ctrl-C and kill end the script there and then, with 130 and 143, as a shell does, after the
# cleanup; so do a closed terminal (129) and a reader gone (141: `Scripts/exercise reset | true`).

script=${0##*/}

die() {
  echo "$script: $*" >&2
  exit 2
}

enter_kata() {
  command -v git >/dev/null 2>&1 || die "git is not installed"
  top=$(git rev-parse --show-toplevel 2>/dev/null) ||
    die "run it inside the kata's repository (not a git work tree here)"
  { [ -f "$top/Package.swift" ] && [ -d "$top/Steps" ]; } ||
    die "run it inside the kata's repository ($top has no Package.swift and Steps/)"
  cd "$top" || die "cannot go into $top"
}

work=""
exit_commands=""
interrupt_commands=""
finish() {
  if [ -n "$work" ]; then rm -rf "$work"; fi
  eval "$exit_commands"
}
interrupted() {
  eval "$interrupt_commands"
  finish
  trap - EXIT
  exit "$1"
}
trap finish EXIT
trap 'interrupted 129' HUP
trap 'interrupted 130' INT
trap 'interrupted 143' TERM
trap 'interrupted 141' PIPE

make_work_folder() {
  work=$(mktemp -d "${TMPDIR:-/tmp}/$script.XXXXXX") || die "could not make a temporary folder"
}

at_exit() {
  exit_commands="$exit_commands
$1"
}

at_interrupt() {
  interrupt_commands=$1
}
