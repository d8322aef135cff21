#!/usr/bin/env bash
# The hygiene checks that run before the tests (scripts/test-all.sh), or alone with `make lint`:
# Rust formatting and Clippy (lints chosen in Cargo.toml [lints]), the UI's type check, ESLint
# (hooks, import cycles, feature boundaries: ui/eslint.config.js), Prettier, and cargo deny on the
# Rust dependencies (licenses, banned crates, crates.io as the only source: deny.toml; it needs no
# network, unlike its advisories check, which is left out), and the test summary's reading of a
# browser-test report with a flaky test (scripts/check-test-summary.sh). Each check runs even
# when an earlier one failed; the last line is "checks: N passed, N failed". Exits non-zero on any failure.
# `make fmt` rewrites what the formatters would refuse.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()

check() {
  local name=$1
  shift
  echo "== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

check "cargo fmt --check" cargo fmt --check
check "cargo clippy" cargo clippy --all-targets --locked -- -D warnings
check "UI type check (tsc -b)" bash -c 'cd ui && npm run --silent typecheck'
check "ESLint" bash -c 'cd ui && npx eslint . --max-warnings 0'
check "Prettier --check" bash -c 'cd ui && npx prettier --check . --log-level warn'
check "test summary counts flaky tests apart" bash scripts/check-test-summary.sh
check "cargo deny (licenses, bans, sources)" cargo deny --locked check --hide-inclusion-graph licenses bans sources

for name in "${failures[@]}"; do
  echo "Check failed: $name"
done
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
