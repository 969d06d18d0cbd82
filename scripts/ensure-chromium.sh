#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (Playwright's own browser download is
# not used). Installs it when missing and this is a root shell with apt; otherwise says what to do.
# The headless shell is Chromium without its desktop UI: the same engine, and on two cores the
# whole e2e run takes about two thirds of the time the full browser in headless mode needs.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from apt for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # fonts-wqy-microhei: CJK glyphs, so screenshots of ja/zh pages are readable.
  apt-get install -y -qq chromium chromium-headless-shell fonts-wqy-microhei >/dev/null
  exit 0
fi
echo "Chromium is needed for the end-to-end tests: install it (Debian/Ubuntu:" >&2
echo "'sudo apt-get install chromium-headless-shell') or point CHROMIUM_PATH at a Chromium or" >&2
echo "Chrome binary." >&2
exit 1
