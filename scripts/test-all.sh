#!/usr/bin/env bash
# Runs the hygiene checks (scripts/lint.sh: formatting, Clippy, type check, ESLint,
# Prettier, cargo deny) and then every test: Rust unit and integration tests, UI unit
# tests (Vitest) and browser tests (Playwright on the real binary), then ends with one
# summary line "N passed, N flaky, N failed" (each check counts as one), then the plain
# "N passed, N failed" that CI reads (flaky tests in neither number). Only the
# browser tests are retried (once, under CI): one that passed only on its retry is
# counted as flaky, named just above the summary, and never as a pass. Exits non-zero
# when anything failed or could not run. A failed check stops the run before the long suites.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}
logs="$target_dir/test-logs"
mkdir -p "$logs"

passed=0
flaky=0
failed=0
broken=()
flaky_names=()

bash scripts/ensure-deps.sh || broken+=("installing dependencies")

echo "== Checks (formatting, lints, types)"
bash scripts/lint.sh 2>&1 | tee "$logs/lint.log"
lint_status=${PIPESTATUS[0]}
read -r lint_passed lint_failed < <(awk '/^checks: [0-9]+ passed, [0-9]+ failed$/ { p = $2; f = $4 } END { print p + 0, f + 0 }' "$logs/lint.log")
passed=$((passed + lint_passed)); failed=$((failed + lint_failed))
if [ "$lint_status" -ne 0 ] && [ "$lint_failed" -eq 0 ]; then broken+=("checks (scripts/lint.sh)"); fi
if [ "$lint_status" -ne 0 ]; then
  echo
  echo "Checks: $lint_passed passed, $lint_failed failed; the tests did not run (make fmt fixes formatting)."
  for step in "${broken[@]}"; do
    echo "Could not run: $step"
    failed=$((failed + 1))
  done
  echo "$passed passed, $flaky flaky, $failed failed"
  echo "$passed passed, $failed failed"
  exit 1
fi

echo "== Building (the UI is built by cargo's build script)"
if ! cargo build; then
  broken+=("cargo build")
fi

echo "== Rust tests"
cargo test --no-fail-fast 2>&1 | tee "$logs/rust.log"
rust_status=${PIPESTATUS[0]}
read -r rust_passed rust_failed < <(awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed;?$/) p += $i; if ($(i+1) ~ /^failed;?$/) f += $i } } END { print p + 0, f + 0 }' "$logs/rust.log")
passed=$((passed + rust_passed)); failed=$((failed + rust_failed))
if [ "$rust_status" -ne 0 ] && [ "$rust_failed" -eq 0 ]; then broken+=("cargo test"); fi

echo "== Generated TypeScript"
# cargo test has just written ui/src/generated from the Rust API types: the copies git knows must match.
types_status="matches the Rust types"
if git diff --quiet -- ui/src/generated && [ -z "$(git ls-files --others --exclude-standard -- ui/src/generated)" ]; then
  passed=$((passed + 1))
else
  git status --short -- ui/src/generated
  echo "ui/src/generated differs from the Rust API types: add what cargo test wrote to the commit."
  types_status="out of date"
  failed=$((failed + 1))
fi

echo "== UI unit tests"
rm -f ui/test-results/unit-results.json
(cd ui && npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit-results.json)
unit_status=$?
counts=$(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests,r.numFailedTests)' "$root/ui/test-results/unit-results.json" 2>/dev/null || echo "0 0")
read -r unit_passed unit_failed <<<"$counts"
passed=$((passed + unit_passed)); failed=$((failed + unit_failed))
if [ "$unit_status" -ne 0 ] && [ "$unit_failed" -eq 0 ]; then broken+=("vitest"); fi

echo "== Browser tests"
rm -f ui/test-results/e2e-results.json
(cd ui && VITRINE_BIN="$target_dir/debug/vitrine" npx playwright test)
e2e_status=$?
mapfile -t e2e_report < <(node scripts/playwright-results.mjs "$root/ui/test-results/e2e-results.json" 2>/dev/null || echo "0 0 0")
read -r e2e_passed e2e_flaky e2e_failed <<<"${e2e_report[0]:-0 0 0}"
flaky_names=("${e2e_report[@]:1}")
passed=$((passed + e2e_passed)); flaky=$((flaky + e2e_flaky)); failed=$((failed + e2e_failed))
if [ "$e2e_status" -ne 0 ] && [ "$e2e_failed" -eq 0 ]; then broken+=("playwright"); fi

echo
echo "Checks: $lint_passed passed, $lint_failed failed · Rust: $rust_passed passed, $rust_failed failed · generated TypeScript $types_status · UI unit: $unit_passed passed, $unit_failed failed · browser: $e2e_passed passed, $e2e_flaky flaky, $e2e_failed failed"
for step in "${broken[@]}"; do
  echo "Could not run: $step"
  failed=$((failed + 1))
done
for name in "${flaky_names[@]}"; do
  echo "Flaky (passed only on retry): $name"
done
echo "$passed passed, $flaky flaky, $failed failed"
# The plain two-number line CI reads last; flaky tests are in neither number.
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
