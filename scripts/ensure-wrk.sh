#!/usr/bin/env bash
# Makes sure Debian's wrk is there for the server bench (the load it puts on the server): installs it as root, else
# says how.
set -euo pipefail

command -v wrk >/dev/null 2>&1 && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "wrk was not found. Install it with: sudo apt-get install -y wrk" >&2
  exit 1
fi

echo "Installing Debian's wrk for the server bench" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
