#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download is not used).
# Installs it when missing and this is a root shell with apt; otherwise says what to do.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from apt for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # fonts-wqy-microhei: CJK glyphs, so screenshots of ja/zh pages are readable.
  apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
  exit 0
fi
echo "Chromium is needed for the end-to-end tests: install it (Debian/Ubuntu: 'sudo apt-get install chromium')" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
