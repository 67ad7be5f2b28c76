#!/usr/bin/env bash
# Backs up Mechwar's PostgreSQL database: one `pg_dump --format=custom` of $DATABASE_URL into $BACKUP_DIR (default
# /var/backups/mechwar), named by the UTC date and time, then deletes the dumps older than $BACKUP_KEEP_DAYS (default
# 14). A dump is written under a temporary name and renamed once complete, so a file named mechwar-*.dump is always
# whole; old dumps are deleted only after a new one succeeded. Exits non-zero when anything failed.
#
# Run daily by deploy/mechwar-backup.timer (systemd), or from cron as the mechwar user:
#   15 3 * * *  set -a; . /etc/mechwar/env; set +a; /srv/mechwar/deploy/backup.sh
#
# pg_dump must be of the server's major version or newer (it refuses a newer server): on Debian,
# `apt-get install postgresql-client-<major>` (from apt.postgresql.org when Debian's is older than the server).
#
# Restore into a new, empty database (the app's role owns what is restored; the server stays stopped meanwhile):
#   createdb --owner=mechwar mechwar_restored
#   pg_restore --no-owner --exit-on-error --single-transaction \
#     --dbname=postgres://mechwar:...@127.0.0.1/mechwar_restored /var/backups/mechwar/mechwar-20270101T031500Z.dump
# then point DATABASE_URL at it (or rename the databases) and start the server; its migrations apply what is missing.
#
# DATABASE_URL is passed to pg_dump as an argument: on a machine shared with other users, leave the password out of it
# and put it in the mechwar user's ~/.pgpass instead.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL is not set (the PostgreSQL database to back up)}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/mechwar}"
BACKUP_KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
case "$BACKUP_KEEP_DAYS" in
  '' | *[!0-9]*)
    echo "backup: BACKUP_KEEP_DAYS must be a whole number of days, not \"$BACKUP_KEEP_DAYS\"" >&2
    exit 2
    ;;
esac

mkdir -p "$BACKUP_DIR"
# The dumps hold every account's phone number and password hash: readable by their owner only.
umask 077

name="mechwar-$(date -u +%Y%m%dT%H%M%SZ).dump"
partial="$BACKUP_DIR/.$name.partial"
trap 'rm -f "$partial"' EXIT

pg_dump --format=custom --no-password --file="$partial" --dbname="$DATABASE_URL"
# Renamed within one folder, so one filesystem: the dump appears whole or not at all.
mv "$partial" "$BACKUP_DIR/$name"
echo "backup: wrote $BACKUP_DIR/$name ($(du -h "$BACKUP_DIR/$name" | cut -f1))"

# By minutes, not find's -mtime days (which rounds down, keeping a dump up to a day longer than asked). Partial files
# a killed run left behind go too.
find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'mechwar-*.dump' -o -name '.mechwar-*.dump.partial' \) \
  -mmin "+$((BACKUP_KEEP_DAYS * 24 * 60))" -print -delete | sed 's/^/backup: deleted /'
