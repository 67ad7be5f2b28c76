#!/usr/bin/env bash
# Optional: starts Debian's system PostgreSQL for the integration tests (as root or through sudo) and prints
# `export TEST_DATABASE_URL=...` on stdout; everything else goes to stderr. Safe to run twice. Without
# TEST_DATABASE_URL the tests start an embedded PostgreSQL of their own (tests/setup/postgres.ts).
set -euo pipefail

ROLE="${MECHWAR_TEST_PG_ROLE:-mechwar_test}"
PASSWORD="${MECHWAR_TEST_PG_PASSWORD:-mechwar_test}"
DATABASE="${MECHWAR_TEST_PG_DATABASE:-mechwar_test}"

log() { echo "start-test-postgres: $*" >&2; }

latest_version() { ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -n 1; }

if [ -z "$(latest_version)" ] || [ ! -x "/usr/lib/postgresql/$(latest_version)/bin/postgres" ] || ! command -v pg_ctlcluster >/dev/null; then
  log "installing postgresql with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
VERSION="$(latest_version)"

# Debian's postgresql-common manages clusters; create one when the package did not.
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $VERSION/main"
  pg_createcluster "$VERSION" main >&2
fi

# Loopback only: the test database must never be reachable from another machine.
CONF_DIR="/etc/postgresql/$VERSION/main/conf.d"
mkdir -p "$CONF_DIR"
echo "listen_addresses = '127.0.0.1'" > "$CONF_DIR/mechwar-test.conf"

STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $4 }')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION/main"
  pg_ctlcluster "$VERSION" main start >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"

for _ in $(seq 1 30); do
  if runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 1
done
runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$PORT" || { log "PostgreSQL did not become ready"; exit 1; }

psql_local() { (cd / && runuser -u postgres -- psql -v ON_ERROR_STOP=1 -q -p "$PORT" "$@") >&2; }

# CREATEDB: each integration test file creates and drops its own database.
psql_local -c "DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE \"$ROLE\" LOGIN CREATEDB PASSWORD '$PASSWORD';
  ELSE
    ALTER ROLE \"$ROLE\" LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END \$\$;"
if ! (cd / && runuser -u postgres -- psql -tA -p "$PORT" -c "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'") | grep -q 1; then
  psql_local -c "CREATE DATABASE \"$DATABASE\" OWNER \"$ROLE\""
fi

echo "export TEST_DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DATABASE"
