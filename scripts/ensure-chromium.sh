#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests and the benchmark: installs it as root, else says how.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0

# Only root can install packages: anyone else gets the one command to run, rather than a sudo prompt mid-test.
if [ "$(id -u)" != 0 ]; then
  echo "Chromium was not found at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi

echo "Installing Debian's Chromium for the browser tests" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null

# The package installs /usr/bin/chromium: a CHROMIUM_PATH pointing elsewhere is still wrong.
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is installed at /usr/bin/chromium, but CHROMIUM_PATH points to $CHROMIUM: unset it or fix it." >&2
  exit 1
fi
