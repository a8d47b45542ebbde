#!/usr/bin/env bash
# Tear down what scripts/topology/start.sh DIR started, and remove DIR.
#   scripts/topology/stop.sh DIR          stop pgbouncer, standby, primary; delete DIR
#   scripts/topology/stop.sh --keep DIR   stop them, keep DIR (logs, data)
# Idempotent: a missing DIR or already stopped processes are fine.
# Stops only our own processes: pgbouncer by the pid in DIR/pgbouncer/pgbouncer.pid
# (after checking that pid's command line names DIR), PostgreSQL via
# `pg_ctl stop -D` (which signals the postmaster.pid of that data directory).
set -uo pipefail

KEEP=0
if [[ "${1:-}" == "--keep" ]]; then KEEP=1; shift; fi
DIR_ARG="${1:-}"
if [[ -z "$DIR_ARG" ]]; then
  echo "usage: $0 [--keep] DIR" >&2
  exit 2
fi
[[ -d "$DIR_ARG" ]] || { echo "[stop-topology] $DIR_ARG does not exist: nothing to do" >&2; exit 0; }
DIR="$(cd "$DIR_ARG" && pwd)"
if [[ ! -f "$DIR/.scale-out-topology" ]]; then
  echo "[stop-topology] $DIR was not created by scripts/topology/start.sh; not touching it" >&2
  exit 2
fi
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
RUN_AS="${PG_RUN_AS:-postgres}"
log() { echo "[stop-topology] $*" >&2; }
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then
    su "$RUN_AS" -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

# ---- pgbouncer (pid from its pidfile, verified against /proc/PID/cmdline)
PIDFILE="$DIR/pgbouncer/pgbouncer.pid"
if [[ -s "$PIDFILE" ]]; then
  pid="$(tr -dc '0-9' <"$PIDFILE")"
  if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null \
     && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "pgbouncer.*$DIR/pgbouncer/pgbouncer.ini"; then
    kill -INT "$pid"   # pgbouncer 1.18: SIGINT = safe shutdown (lets running transactions finish); SIGKILL after 5 s
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -0 "$pid" 2>/dev/null && { log "pgbouncer $pid still alive, SIGKILL"; kill -KILL "$pid"; }
    log "pgbouncer ($pid) stopped"
  fi
  rm -f "$PIDFILE"
fi

# ---- standby first, then primary (pg_ctl stop acts on that data dir's postmaster.pid only)
for name in standby primary; do
  d="$DIR/$name"
  if [[ -f "$d/postmaster.pid" ]]; then
    if as_pg "$PG_BIN/pg_ctl" -D "$d" -m fast -w -t 60 stop >/dev/null 2>&1; then
      log "$name stopped"
    else
      pid="$(head -n1 "$d/postmaster.pid" 2>/dev/null || true)"
      if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
        log "$name: pg_ctl stop failed; immediate shutdown of postmaster $pid"
        as_pg "$PG_BIN/pg_ctl" -D "$d" -m immediate -w -t 30 stop >/dev/null 2>&1 || kill -QUIT "$pid" 2>/dev/null || true
      fi
    fi
  fi
done

if [[ $KEEP == 0 ]]; then
  rm -rf -- "$DIR"
  log "removed $DIR"
fi
exit 0
