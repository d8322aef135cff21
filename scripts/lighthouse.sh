#!/usr/bin/env bash
# Lighthouse scores of the public pages (home, blog, an article, timeline, activities,
# a legal page, the Arabic home and an Arabic article), with the mobile and the desktop presets, against the release binary
# on demo data: prints a Markdown table of performance, accessibility, best practices
# and SEO, with the metrics behind performance, for the README. Lighthouse (npm, LIGHTHOUSE_VERSION) runs through npx
# in a temporary cache and drives Debian's Chromium (CHROME_PATH, /usr/bin/chromium);
# it never downloads a browser. Needs node, npx, chromium, curl, cargo.
set -euo pipefail
cd "$(dirname "$0")/.."

LIGHTHOUSE_VERSION=${LIGHTHOUSE_VERSION:-12.8.2}
PORT=${LIGHTHOUSE_PORT:-18180}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}

missing=()
for tool in node npx curl cargo; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -x "$CHROME_PATH" ] || missing+=("chromium")
if [ ${#missing[@]} -gt 0 ]; then
  echo "Missing: ${missing[*]}. On Debian: apt-get install -y nodejs npm chromium curl (cargo: https://rustup.rs)." >&2
  exit 1
fi

echo "Building the release binary…" >&2
cargo build --release --quiet

WORK=$(mktemp -d /tmp/vitrine-lighthouse.XXXXXX)
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

BASE="http://127.0.0.1:$PORT"
VITRINE_DATA="$WORK/data" VITRINE_ADDR="127.0.0.1:$PORT" VITRINE_DEMO=1 RUST_LOG=warn \
  target/release/vitrine serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do
  curl -sf "$BASE/healthz" >/dev/null 2>&1 && break
  sleep 0.1
done
curl -sf "$BASE/healthz" >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

first_slug() {
  curl -sf "$BASE/api/posts?per_page=1$1" | grep -o '"slug":"[^"]*"' | head -1 | cut -d'"' -f4
}
slug=$(first_slug "")
arabic_slug=$(first_slug "&lang=ar")
PAGES=(/ /blog "/blog/$slug" /parcours /activites /politique-de-confidentialite /ar "/ar/blog/$arabic_slug")
PRESETS=${LIGHTHOUSE_PRESETS:-mobile desktop}

echo "## Lighthouse $LIGHTHOUSE_VERSION, presets: $PRESETS, $(date -u +%Y-%m-%d), $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo
echo "Machine: $(nproc) cores, $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo), load before: $(cut -d' ' -f1-3 /proc/loadavg); $("$CHROME_PATH" --version 2>/dev/null)."
echo
echo "| preset | page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
number=0
for preset in $PRESETS; do
  for page in "${PAGES[@]}"; do
    number=$((number + 1))
    report="$WORK/$number.json"
    preset_flag=()
    [ "$preset" = desktop ] && preset_flag=(--preset=desktop)
    # A private npx cache: nothing is installed into the project or the user's prefix.
    npm_config_cache="$WORK/npm" npx -y "lighthouse@$LIGHTHOUSE_VERSION" "$BASE$page" --quiet "${preset_flag[@]}" \
      --chrome-flags="--headless --no-sandbox --disable-gpu" \
      --only-categories=performance,accessibility,best-practices,seo \
      --output=json --output-path="$report" >&2
    node -e '
      const report = require(process.argv[1]);
      const score = (id) => Math.round(report.categories[id].score * 100);
      const metric = (id) => report.audits[id].displayValue.replace(/\s/g, " ");
      console.log(`| ${process.argv[3]} | \`${process.argv[2]}\` | ${score("performance")} | ${score("accessibility")} | ` +
        `${score("best-practices")} | ${score("seo")} | ${metric("first-contentful-paint")} | ` +
        `${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`);
    ' "$report" "$page" "$preset"
  done
done
