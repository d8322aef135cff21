#!/usr/bin/env bash
# Installs what a fresh machine lacks for the test suite: Debian's Chromium for
# the browser tests, rustfmt, Clippy and cargo-deny for the checks, and the UI's npm
# packages (exactly those of the lockfile). Safe to run again: each step runs only
# when what it installs is missing or out of date.
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

if ! cargo deny --version >/dev/null 2>&1; then
  echo "Installing cargo-deny (a few minutes, once)…"
  cargo install --locked cargo-deny
fi

if [ ! -d ui/node_modules ] || [ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]; then
  echo "Installing the UI's npm packages…"
  if [ -f ui/package-lock.json ]; then
    (cd ui && npm ci --no-audit --no-fund)
  else
    (cd ui && npm install --no-audit --no-fund)
  fi
fi
