#!/usr/bin/env bash
# Checks the summary's reading of a browser-test report (scripts/playwright-results.mjs) on a
# fixed report: a test that passed only on its retry is counted as flaky and named, never as passed.
set -euo pipefail
cd "$(dirname "$0")"
expected=$'2 1 1\n[mobile] home.spec.ts › opens the menu'
actual=$(node playwright-results.mjs fixtures/playwright-report.json)
if [ "$actual" != "$expected" ]; then
  printf 'playwright-results.mjs read the fixture report as:\n%s\ninstead of:\n%s\n' "$actual" "$expected"
  exit 1
fi
