#!/usr/bin/env bash
# Makes sure the three browser engines are there for the cross-engine journeys: Chromium, WebKitGTK's MiniBrowser with
# WebKitWebDriver and a virtual display, and Firefox ESR, all from Debian's packages; installs what is missing as root.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

missing=()
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb xauth)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "Missing for the cross-engine browser tests: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing ${missing[*]} for the cross-engine browser tests" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
