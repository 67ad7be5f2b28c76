#!/usr/bin/env bash
# Makes sure the backup test (tests/integration/operations-backup.postgres.test.ts) has what it needs: pg_dump and
# pg_restore, and a PostgreSQL server of pg_dump's own major version. pg_dump refuses a server newer than itself, and
# the tests' embedded PostgreSQL (18) is newer than Debian's client (15), so the test dumps and restores on a server it
# starts from these binaries instead. Installs Debian's packages as root, else says how. Safe to run twice.
set -euo pipefail

pg_dump_major() { pg_dump --version | sed -E 's/^[^0-9]*([0-9]+).*/\1/'; }
has_server() { [ -x "/usr/lib/postgresql/$1/bin/postgres" ] && [ -x "/usr/lib/postgresql/$1/bin/initdb" ]; }

if command -v pg_dump >/dev/null 2>&1 && command -v pg_restore >/dev/null 2>&1 && has_server "$(pg_dump_major)"; then
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  echo "The backup test needs pg_dump, pg_restore and a PostgreSQL server of the same major version." >&2
  echo "Install them with: sudo apt-get install -y postgresql" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
INSTALLED=
apt-get update -qq
if ! command -v pg_dump >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL (client and server) for the backup test" >&2
  apt-get install -y -qq postgresql >/dev/null
  INSTALLED=1
fi
MAJOR="$(pg_dump_major)"
if ! has_server "$MAJOR"; then
  echo "Installing Debian's PostgreSQL $MAJOR server for the backup test" >&2
  apt-get install -y -qq "postgresql-$MAJOR" >/dev/null
  INSTALLED=1
fi
# The package may create and start a cluster of its own on port 5432: the test starts its own server, on a free port.
if [ -n "${INSTALLED:-}" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
  pg_ctlcluster "$MAJOR" main stop >/dev/null 2>&1 || true
fi
