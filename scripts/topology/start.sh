#!/usr/bin/env bash
# (npm run topology:up -- DIR; docs/scaling.md. Adapted from the loopback recipe verified on this machine.)
# Bring up a loopback-only scale-out topology for tests:
#   PostgreSQL 15 primary + one streaming-replication hot standby + pgbouncer
#   (transaction pooling, in front of the primary and, as a second pool, the standby).
#
# Usage:  scripts/topology/start.sh DIR
#   DIR is created if missing and holds everything (data dirs, sockets, logs,
#   configs, pids). Prints KEY=VALUE lines on stdout (also written to
#   DIR/topology.env). Running it again on a running topology just reprints the
#   values; a half-started or stale DIR is torn down (scripts/topology/stop.sh) and
#   rebuilt. Tear down with scripts/topology/stop.sh DIR.
#
# Everything listens on 127.0.0.1 only; unix sockets live in DIR/run.
# Only processes this script starts are ever stopped, by pid (pg_ctl stop uses
# the postmaster.pid of its own data dir; pgbouncer is killed by its pidfile
# pid after checking the process's command line names our config).
#
# Environment overrides:
#   PG_BIN         PostgreSQL binaries        (default /usr/lib/postgresql/15/bin)
#   PGBOUNCER_BIN  pgbouncer binary           (default: pgbouncer on PATH)
#   PG_RUN_AS      OS user for initdb/pg_ctl/pgbouncer when run as root (default postgres)
#   NO_PGBOUNCER=1 skip pgbouncer
#   NO_STANDBY=1   skip the standby
set -euo pipefail

DIR_ARG="${1:-}"
if [[ -z "$DIR_ARG" ]]; then
  echo "usage: $0 DIR" >&2
  exit 2
fi
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
PGBOUNCER_BIN="${PGBOUNCER_BIN:-$(command -v pgbouncer || echo /usr/sbin/pgbouncer)}"
RUN_AS="${PG_RUN_AS:-postgres}"
MARKER=".scale-out-topology"

mkdir -p "$DIR_ARG"
DIR="$(cd "$DIR_ARG" && pwd)"
if git -C "$DIR" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "refusing to use a directory inside a git work tree: $DIR" >&2; exit 2
fi

log() { echo "[start-topology] $*" >&2; }

# Run a command as the database OS user (initdb refuses to run as root).
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then
    su "$RUN_AS" -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

pid_alive() { [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null; }
postmaster_pid() { [[ -f "$1/postmaster.pid" ]] && head -n1 "$1/postmaster.pid" || true; }

# ---------------------------------------------------------------- idempotency
if [[ -f "$DIR/$MARKER" && -f "$DIR/topology.env" ]]; then
  ok=1
  pid_alive "$(postmaster_pid "$DIR/primary")" || ok=0
  if [[ "${NO_STANDBY:-}" != 1 ]]; then
    pid_alive "$(postmaster_pid "$DIR/standby")" || ok=0
  fi
  if [[ "${NO_PGBOUNCER:-}" != 1 ]]; then
    pid_alive "$(cat "$DIR/pgbouncer/pgbouncer.pid" 2>/dev/null || true)" || ok=0
  fi
  if [[ $ok == 1 ]]; then
    log "already running in $DIR"
    cat "$DIR/topology.env"
    exit 0
  fi
  log "stale or partial topology in $DIR: tearing it down first"
  "$HERE/stop.sh" "$DIR" >&2 || true
  mkdir -p "$DIR"
fi
if [[ -n "$(ls -A "$DIR" 2>/dev/null)" && ! -f "$DIR/$MARKER" ]]; then
  echo "$DIR is not empty and was not created by this script; give an empty or new directory" >&2
  exit 2
fi

touch "$DIR/$MARKER"
mkdir -p "$DIR/run" "$DIR/pgbouncer" "$DIR/logs"
if [[ "$(id -u)" == 0 ]]; then
  chown "$RUN_AS": "$DIR" "$DIR/run" "$DIR/pgbouncer" "$DIR/logs"
  if ! su "$RUN_AS" -s /bin/bash -c "test -w $(printf '%q' "$DIR")"; then
    echo "user $RUN_AS cannot reach $DIR (a parent directory is not searchable); use a directory under /tmp" >&2
    exit 2
  fi
fi
chmod 0700 "$DIR/run"

# ---------------------------------------------------------------- free ports
# Random ports below the kernel's ephemeral range (so outgoing connections do
# not take them later), checked against the listening sockets.
# Sets the global PORT (not called in a subshell, so TAKEN is remembered).
TAKEN=" "
PORT=""
pick_port() {
  local p used
  used="$(ss -Htan 2>/dev/null | awk '{print $4}' | sed 's/.*://' | sort -u)"
  for _ in $(seq 1 200); do
    p=$(( 20000 + RANDOM % 12000 ))
    [[ "$TAKEN" == *" $p "* ]] && continue
    grep -qx "$p" <<<"$used" && continue
    # nothing answering on 127.0.0.1:p
    if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then continue; fi
    TAKEN="$TAKEN$p "
    PORT="$p"
    return 0
  done
  echo "no free port found" >&2
  return 1
}

rand_secret() { head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n'; }

APP_USER=app
APP_DB=app
APP_PASS="$(rand_secret)"
SUPER_PASS="$(rand_secret)"
REPL_PASS="$(rand_secret)"

# ---------------------------------------------------------------- primary
PRIMARY="$DIR/primary"
STANDBY="$DIR/standby"
T0=$(date +%s%N)

printf '%s\n' "$SUPER_PASS" > "$DIR/run/superpass"
[[ "$(id -u)" == 0 ]] && chown "$RUN_AS": "$DIR/run/superpass"
chmod 0600 "$DIR/run/superpass"
as_pg "$PG_BIN/initdb" -D "$PRIMARY" -U postgres --pwfile="$DIR/run/superpass" \
  --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$DIR/logs/initdb.log" 2>&1 \
  || { cat "$DIR/logs/initdb.log" >&2; exit 1; }
rm -f "$DIR/run/superpass"

start_pg() { # datadir logfile -- picks a free port, writes it into postgresql.conf, starts; sets PORT
  local d="$1" lf="$2"
  for _ in 1 2 3 4 5; do
    pick_port
    sed -i '/^port = /d' "$d/postgresql.conf"
    echo "port = $PORT" >>"$d/postgresql.conf"
    if as_pg "$PG_BIN/pg_ctl" -D "$d" -l "$lf" -w -t 60 start >/dev/null 2>&1; then
      return 0
    fi
    # most likely the port was taken in between: try another one
    tail -n 5 "$lf" >&2 || true
  done
  return 1
}

cat >>"$PRIMARY/postgresql.conf" <<EOF

# ---- scale-out test topology (scripts/topology/start.sh) ----
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR/run'
max_connections = 200
shared_buffers = 64MB
wal_level = replica
max_wal_senders = 10
max_replication_slots = 10
wal_keep_size = 256MB
hot_standby = on
hot_standby_feedback = on
# test data only: trade durability for speed
fsync = off
# NOT synchronous_commit = off: async commits reach the WAL sender only when the
# walwriter flushes (wal_writer_delay, 200ms), which made replica lag ~200 ms.
full_page_writes = off
EOF
cat >>"$PRIMARY/pg_hba.conf" <<EOF
# scale-out test topology: password auth on loopback, replication for 'replicator'
host    replication     replicator      127.0.0.1/32            scram-sha-256
EOF

start_pg "$PRIMARY" "$DIR/logs/primary.log"
PRIMARY_PORT="$PORT"

as_pg "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$DIR/run" -p "$PRIMARY_PORT" -U postgres -d postgres >/dev/null <<EOF
CREATE ROLE $APP_USER LOGIN PASSWORD '$APP_PASS';
CREATE ROLE replicator LOGIN REPLICATION PASSWORD '$REPL_PASS';
CREATE DATABASE $APP_DB OWNER $APP_USER;
EOF
T_PRIMARY=$(date +%s%N)

# ---------------------------------------------------------------- standby
STANDBY_PORT=""
if [[ "${NO_STANDBY:-}" != 1 ]]; then
  # -R writes standby.signal + primary_conninfo (password included) into
  # postgresql.auto.conf; -C -S creates a physical slot so the primary keeps WAL.
  as_pg "$PG_BIN/pg_basebackup" -D "$STANDBY" -R -X stream -c fast -C -S standby1 \
    -d "host=127.0.0.1 port=$PRIMARY_PORT user=replicator password=$REPL_PASS application_name=standby1" \
    >"$DIR/logs/basebackup.log" 2>&1 || { cat "$DIR/logs/basebackup.log" >&2; exit 1; }
  # the base backup copied the primary's postgresql.conf (and its port line):
  # start_pg replaces the port
  start_pg "$STANDBY" "$DIR/logs/standby.log"
  STANDBY_PORT="$PORT"
  # wait until the standby streams from the primary
  for _ in $(seq 1 200); do
    st="$(as_pg "$PG_BIN/psql" -X -At -h "$DIR/run" -p "$PRIMARY_PORT" -U postgres -d postgres \
          -c "select state from pg_stat_replication where application_name='standby1'" 2>/dev/null || true)"
    [[ "$st" == streaming ]] && break
    sleep 0.05
  done
  [[ "$st" == streaming ]] || { echo "standby did not reach streaming state" >&2; exit 1; }
fi
T_STANDBY=$(date +%s%N)

# ---------------------------------------------------------------- pgbouncer
BOUNCER_PORT=""
if [[ "${NO_PGBOUNCER:-}" != 1 ]]; then
  pick_port
  BOUNCER_PORT="$PORT"
  B="$DIR/pgbouncer"
  # plain-text passwords: with auth_type=scram-sha-256, pgbouncer needs the
  # plain password (or the server's SCRAM secret) to log in to PostgreSQL
  # itself; an md5 hash here cannot do SCRAM against the server.
  cat >"$B/userlist.txt" <<EOF
"$APP_USER" "$APP_PASS"
"postgres" "$SUPER_PASS"
EOF
  {
    echo "[databases]"
    echo "$APP_DB = host=127.0.0.1 port=$PRIMARY_PORT dbname=$APP_DB"
    # same primary, session pooling: for clients that need named prepared
    # statements, SET, advisory locks or LISTEN (migrations, rate limiter)
    echo "${APP_DB}_session = host=127.0.0.1 port=$PRIMARY_PORT dbname=$APP_DB pool_mode=session"
    [[ -n "$STANDBY_PORT" ]] && echo "${APP_DB}_replica = host=127.0.0.1 port=$STANDBY_PORT dbname=$APP_DB"
    cat <<EOF

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir = $DIR/run
auth_type = scram-sha-256
auth_file = $B/userlist.txt
pool_mode = transaction
default_pool_size = 20
max_client_conn = 500
admin_users = postgres
stats_users = postgres
ignore_startup_parameters = extra_float_digits,options
logfile = $B/pgbouncer.log
pidfile = $B/pgbouncer.pid
EOF
  } >"$B/pgbouncer.ini"
  chmod 0600 "$B/userlist.txt" "$B/pgbouncer.ini"
  [[ "$(id -u)" == 0 ]] && chown "$RUN_AS": "$B/userlist.txt" "$B/pgbouncer.ini"
  started=0
  for _ in 1 2 3 4 5; do
    rm -f "$B/pgbouncer.pid"
    if as_pg "$PGBOUNCER_BIN" -d -q "$B/pgbouncer.ini" 2>>"$DIR/logs/pgbouncer-start.log"; then
      for _ in $(seq 1 100); do
        [[ -s "$B/pgbouncer.pid" ]] && (exec 3<>"/dev/tcp/127.0.0.1/$BOUNCER_PORT") 2>/dev/null && { started=1; break; }
        sleep 0.05
      done
    fi
    [[ $started == 1 ]] && break
    tail -n 5 "$B/pgbouncer.log" >&2 2>/dev/null || true
    pick_port
    BOUNCER_PORT="$PORT"
    sed -i "s/^listen_port = .*/listen_port = $BOUNCER_PORT/" "$B/pgbouncer.ini"
  done
  [[ $started == 1 ]] || { echo "pgbouncer did not start" >&2; exit 1; }
fi
T_END=$(date +%s%N)

# ---------------------------------------------------------------- output
{
  echo "TOPOLOGY_DIR=$DIR"
  echo "PG_SOCKET_DIR=$DIR/run"
  echo "PRIMARY_PORT=$PRIMARY_PORT"
  echo "PRIMARY_URL=postgres://$APP_USER:$APP_PASS@127.0.0.1:$PRIMARY_PORT/$APP_DB"
  echo "PRIMARY_ADMIN_URL=postgres://postgres:$SUPER_PASS@127.0.0.1:$PRIMARY_PORT/postgres"
  if [[ -n "$STANDBY_PORT" ]]; then
    echo "STANDBY_PORT=$STANDBY_PORT"
    echo "REPLICA_URL=postgres://$APP_USER:$APP_PASS@127.0.0.1:$STANDBY_PORT/$APP_DB"
  fi
  if [[ -n "$BOUNCER_PORT" ]]; then
    echo "PGBOUNCER_PORT=$BOUNCER_PORT"
    echo "PGBOUNCER_URL=postgres://$APP_USER:$APP_PASS@127.0.0.1:$BOUNCER_PORT/$APP_DB"
    echo "PGBOUNCER_SESSION_URL=postgres://$APP_USER:$APP_PASS@127.0.0.1:$BOUNCER_PORT/${APP_DB}_session"
    [[ -n "$STANDBY_PORT" ]] && echo "PGBOUNCER_REPLICA_URL=postgres://$APP_USER:$APP_PASS@127.0.0.1:$BOUNCER_PORT/${APP_DB}_replica"
    echo "PGBOUNCER_ADMIN_URL=postgres://postgres:$SUPER_PASS@127.0.0.1:$BOUNCER_PORT/pgbouncer"
  fi
  echo "STARTUP_MS_PRIMARY=$(( (T_PRIMARY - T0) / 1000000 ))"
  echo "STARTUP_MS_STANDBY=$(( (T_STANDBY - T_PRIMARY) / 1000000 ))"
  echo "STARTUP_MS_TOTAL=$(( (T_END - T0) / 1000000 ))"
} >"$DIR/topology.env"
chmod 0600 "$DIR/topology.env"
cat "$DIR/topology.env"
