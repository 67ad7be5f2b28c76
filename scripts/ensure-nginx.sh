#!/usr/bin/env bash
# Makes sure Debian's nginx is there for the cluster tests (two server processes behind it): installs it as root,
# else says how. Only the binary is used; the tests start their own nginx on a free port.
set -euo pipefail

command -v nginx >/dev/null 2>&1 && exit 0
[ -x /usr/sbin/nginx ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "nginx was not found. Install it with: sudo apt-get install -y nginx-light" >&2
  exit 1
fi

echo "Installing Debian's nginx for the cluster tests" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
# The package may start the system's nginx on port 80: the tests run their own.
(command -v service >/dev/null 2>&1 && service nginx stop >/dev/null 2>&1) || true
