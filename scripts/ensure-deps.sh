#!/usr/bin/env bash
# Installs what a fresh machine lacks for the test suite: Debian's Chromium for
# the browser tests, rustfmt and Clippy for the checks, and the UI's npm packages.
# Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium (Debian package) for the browser tests…"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if ! { cargo fmt --version && cargo clippy --version; } >/dev/null 2>&1 && command -v rustup >/dev/null; then
  echo "Installing rustfmt and Clippy…"
  rustup component add rustfmt clippy
fi

if [ ! -d ui/node_modules ] || [ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]; then
  echo "Installing the UI's npm packages…"
  (cd ui && npm install --no-audit --no-fund)
fi
