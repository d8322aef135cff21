#!/usr/bin/env bash
# Measures importing a WordPress export of 1,000 posts (a generated WXR file: about 600
# words each, categories, tags, authors, drafts, and 100 featured images served by a local
# HTTP server, each used by 10 posts). First `vitrine import` on a stopped site: wall time
# and peak RSS. Then the same file through the back-office on a serving release binary
# (demo data): the import's wall time, the server's peak RSS (VmHWM), and wrk reading the
# public pages during the whole import (req/s, p99, errors, non-2xx answers). Prints a
# Markdown table for the README. A benchmark, not a test: run it on a quiet machine.
#
# Settings (environment): BENCH_IMPORT_POSTS (1000), BENCH_IMPORT_IMAGES (100),
# BENCH_PORT (18090; the image server uses the next port), BENCH_CONNECTIONS (24: the server keeps 32 connections per address, and the import polls too),
# BENCH_CACHE_MB (unset: the server's default page cache; 0: no page cache, every read rendered cold).
# Needs wrk, curl and python3 (Debian: apt-get install -y wrk curl python3).
set -euo pipefail
cd "$(dirname "$0")/.."

POSTS=${BENCH_IMPORT_POSTS:-1000}
IMAGES=${BENCH_IMPORT_IMAGES:-100}
PORT=${BENCH_PORT:-18090}
IMAGE_PORT=$((PORT + 1))
CONNECTIONS=${BENCH_CONNECTIONS:-24}

for tool in wrk curl python3 cargo; do
  command -v "$tool" >/dev/null 2>&1 || { echo "Missing: $tool (Debian: apt-get install -y wrk curl python3)." >&2; exit 1; }
done

echo "Building the release binary…" >&2
cargo build --release --quiet
BIN=${CARGO_TARGET_DIR:-$PWD/target}/release/vitrine

WORK=$(mktemp -d /tmp/vitrine-import-bench.XXXXXX)
SERVER_PID=""
IMAGE_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && { wait "$SERVER_PID" 2>/dev/null || true; }
  [ -n "$IMAGE_PID" ] && kill "$IMAGE_PID" 2>/dev/null && { wait "$IMAGE_PID" 2>/dev/null || true; }
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "Writing a WXR file of $POSTS posts and $IMAGES images…" >&2
python3 - "$WORK" "$POSTS" "$IMAGES" "http://127.0.0.1:$IMAGE_PORT" <<'PY'
import os, random, struct, sys, zlib
work, posts, images, site = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
random.seed(2026)
os.makedirs(f"{work}/site/wp-content/uploads", exist_ok=True)

def png(width, height, colour):
    row = b"\x00" + bytes(colour) * width
    raw = zlib.compress(row * height, 9)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")

for n in range(images):
    with open(f"{work}/site/wp-content/uploads/photo-{n}.png", "wb") as out:
        out.write(png(1600, 1000, (random.randrange(256), random.randrange(256), random.randrange(256))))

words = ("entreprise financement innovation territoire jeunesse formation marché projet réseau "
         "investissement tourisme agriculture numérique emploi croissance partenaires énergie").split()
categories = ["Financement", "Innovation", "Tourisme", "Agriculture", "Numérique", "Formation", "Énergie", "Réseau"]
def paragraph():
    return " ".join(random.choice(words) for _ in range(60)).capitalize() + "."

with open(f"{work}/export.xml", "w", encoding="utf-8") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" '
              'xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" '
              'xmlns:content="http://purl.org/rss/1.0/modules/content/" '
              'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">\n'
              f'<channel><title>Ancien blog</title><link>{site}</link>\n'
              '<wp:author><wp:author_login>awa</wp:author_login><wp:author_email>awa@ancien.km</wp:author_email>'
              '<wp:author_display_name><![CDATA[Awa Mzé]]></wp:author_display_name></wp:author>\n')
    for n in range(images):
        out.write(f'<item><title>photo-{n}</title><wp:post_id>{100000 + n}</wp:post_id>'
                  f'<wp:post_type>attachment</wp:post_type>'
                  f'<wp:attachment_url>{site}/wp-content/uploads/photo-{n}.png</wp:attachment_url></item>\n')
    for n in range(posts):
        body = "".join(f"<!-- wp:paragraph --><p>{paragraph()}</p><!-- /wp:paragraph -->" for _ in range(10))
        status = "draft" if n % 20 == 0 else "publish"
        day = 1 + n % 28
        out.write(f'<item><title>Article importé {n}</title><link>{site}/2023/05/article-importe-{n}/</link>'
                  f'<dc:creator>awa</dc:creator><content:encoded><![CDATA[{body}]]></content:encoded>'
                  f'<excerpt:encoded><![CDATA[]]></excerpt:encoded><wp:post_id>{n + 1}</wp:post_id>'
                  f'<wp:post_date_gmt>2023-05-{day:02d} 08:00:00</wp:post_date_gmt>'
                  f'<wp:post_name>article-importe-{n}</wp:post_name><wp:status>{status}</wp:status>'
                  f'<wp:post_type>post</wp:post_type>'
                  f'<category domain="category" nicename="c"><![CDATA[{categories[n % len(categories)]}]]></category>'
                  f'<category domain="post_tag" nicename="t"><![CDATA[étiquette {n % 30}]]></category>'
                  f'<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key>'
                  f'<wp:meta_value>{100000 + n % images}</wp:meta_value></wp:postmeta></item>\n')
    out.write("</channel></rss>\n")
PY
FILE_MB=$(python3 -c "import os,sys; print(round(os.path.getsize(sys.argv[1]) / 1e6, 1))" "$WORK/export.xml")

(cd "$WORK/site" && exec python3 -m http.server "$IMAGE_PORT" --bind 127.0.0.1 >/dev/null 2>&1) &
IMAGE_PID=$!
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$IMAGE_PORT/wp-content/uploads/photo-0.png" -o /dev/null && break; sleep 0.1; done

echo "vitrine import on a stopped site…" >&2
CLI=$(python3 - "$BIN" "$WORK/cli-data" "$WORK/export.xml" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
done = subprocess.run([sys.argv[1], "--data", sys.argv[2], "import", sys.argv[3]], capture_output=True, text=True)
elapsed = time.monotonic() - start
if done.returncode != 0:
    sys.stderr.write(done.stderr)
    sys.exit(1)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
created = next((line for line in done.stdout.splitlines() if "Articles créés" in line), "?")
print(f"{elapsed:.1f} {peak:.0f} {created.split(':', 1)[-1].strip()}")
PY
)
read -r CLI_SECONDS CLI_RSS CLI_CREATED <<<"$CLI"

echo "The same file through the back-office of a serving site…" >&2
ADMIN_EMAIL=banc@exemple.km
ADMIN_PASSWORD=banc-d-essai-de-l-import
env ${BENCH_CACHE_MB:+VITRINE_CACHE_MB=$BENCH_CACHE_MB} \
  VITRINE_DATA="$WORK/data" VITRINE_ADDR="127.0.0.1:$PORT" VITRINE_DEMO=1 RUST_LOG=warn \
  VITRINE_IMPORT_LOCAL_NETWORK=1 VITRINE_ADMIN_EMAIL="$ADMIN_EMAIL" VITRINE_ADMIN_PASSWORD="$ADMIN_PASSWORD" \
  "$BIN" serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
BASE="http://127.0.0.1:$PORT"
for _ in $(seq 1 300); do curl -sf "$BASE/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
curl -sf -c "$WORK/jar" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$BASE/api/auth/login" >/dev/null
for path in / /blog /parcours; do curl -sf "$BASE$path" -o /dev/null; done
cat >"$WORK/reads.lua" <<'EOF'
local paths = { "/", "/blog", "/parcours", "/contact" }
local n = 0
wrk.headers["Accept-Encoding"] = "gzip"
request = function() n = n + 1; return wrk.format("GET", paths[n % #paths + 1]) end
EOF
wrk -t2 -c"$CONNECTIONS" -d600s --latency -s "$WORK/reads.lua" "$BASE" >"$WORK/wrk.txt" 2>&1 &
WRK_PID=$!
sleep 2
START=$(date +%s.%N)
curl -sf -b "$WORK/jar" -F "file=@$WORK/export.xml;type=text/xml" "$BASE/api/admin/import" -o /dev/null
PHASE=running
while [ "$PHASE" = running ]; do
  sleep 0.5
  PHASE=$(curl -sf -b "$WORK/jar" "$BASE/api/admin/import" | python3 -c "import json,sys; print(json.load(sys.stdin)['phase'])")
done
END=$(date +%s.%N)
kill -INT "$WRK_PID"
wait "$WRK_PID" 2>/dev/null || true
SERVER_SECONDS=$(python3 -c "print(f'{$END - $START:.1f}')")
SERVER_RSS=$(awk '/VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$SERVER_PID/status")
CREATED=$(curl -sf -b "$WORK/jar" "$BASE/api/admin/import" | python3 -c "import json,sys; r=json.load(sys.stdin)['report']; print(r['created'] if r else '?')")
read -r RATE P99 ERRORS NON2XX <<<"$(awk '/^Requests\/sec:/ { rate = $2 } $1 == "99%" { p99 = $2 }
  /Socket errors:/ { gsub(",", ""); errors = $4 + $6 + $8 + $10 }
  /Non-2xx/ { non = $5 }
  END { printf "%s %s %d %d", rate ? rate : 0, p99 ? p99 : "?", errors, non }' "$WORK/wrk.txt")"

echo
echo "### Import of a WordPress export ($POSTS posts, $IMAGES images, ${FILE_MB} MB)"
echo
echo "| run | articles created | wall time | peak RSS | public reads during the import |"
echo "|---|---:|---:|---:|---|"
echo "| \`vitrine import\`, site stopped | $CLI_CREATED | ${CLI_SECONDS} s | ${CLI_RSS} MB | — |"
CACHE_NOTE=${BENCH_CACHE_MB:+, page cache ${BENCH_CACHE_MB} MB}
echo "| back-office import, site serving$CACHE_NOTE | $CREATED | ${SERVER_SECONDS} s | ${SERVER_RSS} MB (server) | $RATE req/s, p99 $P99, $ERRORS socket errors, $NON2XX non-2xx |"
