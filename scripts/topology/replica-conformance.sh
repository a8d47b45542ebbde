#!/usr/bin/env bash
# npm run test:replica (issue 21; docs/scaling.md "Read replicas"): the REST and GraphQL
# conformance tests of contracts, unchanged, against instances whose reads go to a streaming
# hot standby. Starts a loopback primary and standby (scripts/topology/start.sh, without
# pgbouncer), runs the tests with DATABASE_URL on the primary and TEST_REPLICA_URL on the
# standby (test/helpers/db.ts opens each test database with the standby as its replica, fences
# the tests' own writes until the standby has replayed them, and fails a file whose reads never
# reached the standby), and stops the topology. Extra arguments go to vitest.
set -euo pipefail
cd "$(dirname "$0")/../.."
DIR=$(mktemp -d /tmp/pds-replica-conformance.XXXXXX)
stop() { bash scripts/topology/stop.sh "$DIR" >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap stop EXIT
OUT=$(NO_PGBOUNCER=1 bash scripts/topology/start.sh "$DIR")
val() { printf '%s\n' "$OUT" | sed -n "s/^$1=//p"; }
PRIMARY_ADMIN_URL=$(val PRIMARY_ADMIN_URL)
STANDBY_ADMIN_URL=${PRIMARY_ADMIN_URL/:$(val PRIMARY_PORT)\//:$(val STANDBY_PORT)/}
echo "== contracts conformance, reads from the standby on port $(val STANDBY_PORT)"
DATABASE_URL="$PRIMARY_ADMIN_URL" TEST_REPLICA_URL="$STANDBY_ADMIN_URL" npx vitest run test/resources/contracts.test.ts "$@"
