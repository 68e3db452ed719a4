# shellcheck shell=sh
# Sourced by the scripts that run builds which could hang: a time limit with nothing but sh.

# with_time_limit SECONDS COMMAND [ARGS...]: runs the command, and stops it with TERM when it
# takes longer than SECONDS. Returns the command's status, or 124 when the limit stopped it.
# The command should exec the long-running program, so that the TERM reaches it.
with_time_limit() {
  limit=$1
  shift
  expired=$(mktemp "${TMPDIR:-/tmp}/time-limit.XXXXXX") || return 125
  rm -f "$expired"
  "$@" &
  child=$!
  # The watchdog keeps no output of ours open, so nothing waits for its sleep.
  (
    trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
    sleep "$limit" &
    sleeper=$!
    wait "$sleeper" || exit 0
    : >"$expired"
    kill -TERM "$child" 2>/dev/null
  ) </dev/null >/dev/null 2>&1 &
  watchdog=$!
  status=0
  wait "$child" || status=$?
  kill -TERM "$watchdog" 2>/dev/null || :
  wait "$watchdog" 2>/dev/null || :
  if [ -e "$expired" ]; then
    rm -f "$expired"
    return 124
  fi
  return "$status"
}
