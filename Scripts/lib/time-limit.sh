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
  # The watchdog keeps no output of ours open, so nothing waits for its sleep. It says when it is
  # ready for the TERM that ends it: one sent before its trap is set can be lost, caught by the
  # script's own trap in the moment before a subshell drops it, and the watchdog would sleep on.
  (
    trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
    sleep "$limit" &
    sleeper=$!
    : >"$expired.ready"
    wait "$sleeper" || exit 0
    : >"$expired"
    kill -TERM "$child" 2>/dev/null
  ) </dev/null >/dev/null 2>&1 &
  watchdog=$!
  # A moment, while the watchdog sets its trap: no clock, no process started.
  while [ ! -e "$expired.ready" ] && kill -0 "$watchdog" 2>/dev/null; do :; done
  rm -f "$expired.ready"
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
