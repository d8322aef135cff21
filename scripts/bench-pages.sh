#!/usr/bin/env bash
# Measures the public read path: the release binary against nginx serving the very
# same bytes as static files, in the same run, first on the demo data, then with
# 10,000 generated posts added (`vitrine seed-posts`). For each public path: wrk's
# requests/s and p99 for both, the ratio, and the server's peak RSS (VmHWM); then a
# mixed load over every path at 64 connections and its peak RSS; then, on the demo
# data, reads under writes: the same mixed reads of the public paths while 4 writers
# change the timeline, then an article, at 10 writes/s each and flat out, each row on
# a fresh server. Prints Markdown tables for the README. A benchmark, not a test: run
# it on a quiet machine.
#
#   scripts/bench-pages.sh                 # demo data, then 10,000 posts
#   BENCH_POSTS=0 scripts/bench-pages.sh   # demo data only
#   BENCH_ONLY_WRITES=1 scripts/bench-pages.sh   # reads under writes only
#
# Settings (environment): BENCH_POSTS (10000), BENCH_DURATION (10s per path and
# server), BENCH_MIXED_DURATION (60s), BENCH_COLD_DURATION (2s: each article is asked
# once, so it must stay under the article count divided by the rate), BENCH_CONNECTIONS (32), BENCH_MIXED_CONNECTIONS
# (64), BENCH_WRITES (1; 0 skips reads under writes), BENCH_WRITE_DURATION (60s),
# BENCH_PORT (18080; nginx uses the next port). Needs wrk, nginx and curl (Debian:
# apt-get install -y wrk nginx curl); installs nothing itself.
set -euo pipefail
cd "$(dirname "$0")/.."

POSTS=${BENCH_POSTS:-10000}
DURATION=${BENCH_DURATION:-10s}
MIXED_DURATION=${BENCH_MIXED_DURATION:-60s}
COLD_DURATION=${BENCH_COLD_DURATION:-2s}
CONNECTIONS=${BENCH_CONNECTIONS:-32}
MIXED_CONNECTIONS=${BENCH_MIXED_CONNECTIONS:-64}
WRITES=${BENCH_WRITES:-1}
ONLY_WRITES=${BENCH_ONLY_WRITES:-0}
WRITE_DURATION=${BENCH_WRITE_DURATION:-60s}
PORT=${BENCH_PORT:-18080}
NGINX_PORT=$((PORT + 1))
SEARCH_QUERY="tourisme%20durable"

missing=()
for tool in wrk nginx curl cargo; do
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Missing: ${missing[*]}. On Debian: apt-get install -y wrk nginx curl (cargo: https://rustup.rs)." >&2
  exit 1
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

echo "Building the release binary…" >&2
cargo build --release --quiet
BIN=target/release/vitrine

WORK=$(mktemp -d /tmp/vitrine-bench.XXXXXX)
# nginx's workers may run as another user: they must read the static copies.
chmod 755 "$WORK"
SERVER_PID=""
NGINX_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT

DATA="$WORK/data"
STATIC="$WORK/static"
BASE="http://127.0.0.1:$PORT"
NGINX_BASE="http://127.0.0.1:$NGINX_PORT"

# The staff account the writers sign in with.
ADMIN_EMAIL=banc@exemple.km
ADMIN_PASSWORD=banc-d-essai-des-ecritures
# Addresses whose connections are not limited to 32 each (see run_writes).
TRUSTED=""

start_server() {
  local trusted=()
  [ -n "$TRUSTED" ] && trusted=(--trusted-proxies "$TRUSTED")
  VITRINE_DATA="$DATA" VITRINE_ADDR="127.0.0.1:$PORT" VITRINE_DEMO=1 RUST_LOG=warn \
    VITRINE_ADMIN_EMAIL="$ADMIN_EMAIL" VITRINE_ADMIN_PASSWORD="$ADMIN_PASSWORD" \
    "$BIN" serve "${trusted[@]}" >>"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 300); do
    curl -sf "$BASE/healthz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "The server did not start; its log:" >&2
  cat "$WORK/server.log" >&2
  exit 1
}

stop_server() {
  kill "$SERVER_PID"
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}

start_nginx() {
  mkdir -p "$WORK/nginx"
  cat >"$WORK/nginx.conf" <<EOF
worker_processes auto;
daemon off;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  # The same gzip bytes a browser gets, precompressed once, as vitrine does.
  gzip_static on;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $STATIC;
  }
}
EOF
  "$NGINX" -c "$WORK/nginx.conf" -p "$WORK/nginx" &
  NGINX_PID=$!
  for _ in $(seq 1 50); do
    curl -s -o /dev/null "$NGINX_BASE/" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "nginx did not start:" >&2
  cat "$WORK/nginx/error.log" >&2
  exit 1
}

stop_nginx() {
  kill "$NGINX_PID"
  wait "$NGINX_PID" 2>/dev/null || true
  NGINX_PID=""
}

# The public paths, the article being the newest post.
paths() {
  local slug
  slug=$(curl -sf "$BASE/api/posts?per_page=1" | grep -o '"slug":"[^"]*"' | head -1 | cut -d'"' -f4)
  [ -n "$slug" ] || { echo "No published post to measure." >&2; exit 1; }
  printf '%s\n' "/blog/$slug" / /blog /parcours /api/posts "/api/posts/$slug" /api/site /api/timeline \
    /sitemap.xml /rss.xml "/api/search?q=$SEARCH_QUERY"
}

# The static twin of `path` under nginx: the very bytes vitrine sends, as is and in
# gzip, named by number with the extension of its type. The path is read twice first,
# so that the gzip copied is the one served to readers after the first.
static_copy() {
  local path=$1 number=$2 type extension
  type=$(curl -s -o /dev/null -w '%{content_type}' "$BASE$path")
  case "$type" in
    application/json*) extension=json ;;
    application/xml* | application/rss+xml*) extension=xml ;;
    *) extension=html ;;
  esac
  local file="$STATIC/$number.$extension"
  curl -sf --compressed "$BASE$path" -o /dev/null
  sleep 0.5
  curl -sf -H 'Accept-Encoding: identity' "$BASE$path" -o "$file"
  curl -sf -H 'Accept-Encoding: gzip' "$BASE$path" -o "$file.gz"
  echo "/$number.$extension"
}

# "requests/s p99" from wrk's report.
measure() {
  local url=$1 connections=$2 duration=$3 report
  report=$(wrk -t2 -c"$connections" -d"$duration" --latency -H 'Accept-Encoding: gzip' "$url")
  local rate p99
  rate=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$report")
  p99=$(awk '$1 == "99%" { print $2 }' <<<"$report")
  echo "${rate:-0} ${p99:-?}"
}

peak_rss_mb() {
  status_mb VmHWM
}

# A field of the server's /proc status, in MB.
status_mb() {
  awk -v field="$1:" '$1 == field { printf "%.0f", $2 / 1024 }' "/proc/$SERVER_PID/status"
}

# Measures every path against nginx, then the mixed load; `label` names the data set,
# `cold` (second argument) adds the articles never read before.
run_set() {
  local label=$1
  rm -rf "$STATIC" && mkdir -p "$STATIC"
  mapfile -t PATHS < <(paths)
  local copies=() number=0
  for path in "${PATHS[@]}"; do
    number=$((number + 1))
    copies+=("$(static_copy "$path" "$number")")
  done
  start_nginx

  echo
  echo "### $label"
  echo
  echo "| path | vitrine req/s | vitrine p99 | nginx req/s | nginx p99 | vitrine / nginx | vitrine peak RSS |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  local i
  for i in "${!PATHS[@]}"; do
    local path=${PATHS[$i]} ours_rate ours_p99 nginx_rate nginx_p99
    # A first second for both: connections made, the page built and cached.
    wrk -t2 -c"$CONNECTIONS" -d1s "$BASE$path" >/dev/null
    wrk -t2 -c"$CONNECTIONS" -d1s "$NGINX_BASE${copies[$i]}" >/dev/null
    read -r ours_rate ours_p99 <<<"$(measure "$BASE$path" "$CONNECTIONS" "$DURATION")"
    read -r nginx_rate nginx_p99 <<<"$(measure "$NGINX_BASE${copies[$i]}" "$CONNECTIONS" "$DURATION")"
    local ratio
    ratio=$(awk -v a="$ours_rate" -v b="$nginx_rate" 'BEGIN { if (b > 0) printf "%.0f %%", 100 * a / b; else print "?" }')
    printf '| `%s` | %.0f | %s | %.0f | %s | %s | %s MB |\n' \
      "$path" "$ours_rate" "$ours_p99" "$nginx_rate" "$nginx_p99" "$ratio" "$(peak_rss_mb)"
  done
  stop_nginx
  # Only the newest article is cached so far; the mixed load below reads many more.
  [ "${2:-}" = cold ] && run_cold_articles

  # Searches nobody asked before: a word of the newest posts' titles with a number of
  # hits from 1 to 50, so nearly every one is a miss the index answers.
  curl -sf "$BASE/api/posts?per_page=100" | grep -o '"title":"[^"]*"' | cut -d'"' -f4 | tr ' ' '\n' |
    LC_ALL=C grep -x '[A-Za-z]\{5,\}' | sort -u >"$WORK/words.txt"
  local search_script="$WORK/search.lua"
  {
    echo 'local words = {}'
    echo 'wrk.headers["Accept-Encoding"] = "gzip"'
    echo 'local threads = 0'
    echo 'setup = function(thread) threads = threads + 1; thread:set("id", threads) end'
    echo 'init = function(args)'
    echo '  for word in io.lines(args[1]) do words[#words + 1] = word end'
    echo '  math.randomseed(os.time() * 16 + id)'
    echo 'end'
    echo 'request = function()'
    echo '  return wrk.format("GET", "/api/search?q=" .. words[math.random(#words)] .. "&limit=" .. math.random(50))'
    echo 'end'
  } >"$search_script"
  local cold cold_rate cold_p99
  cold=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$search_script" "$BASE" -- "$WORK/words.txt")
  cold_rate=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$cold")
  cold_p99=$(awk '$1 == "99%" { print $2 }' <<<"$cold")
  echo
  printf 'Searches never asked before (one of %s title words, 1 to 50 hits, nearly all cache misses), %s connections: %.0f req/s, p99 %s, peak RSS %s MB.\n' \
    "$(wc -l <"$WORK/words.txt")" "$CONNECTIONS" "$cold_rate" "$cold_p99" "$(peak_rss_mb)"

  # A crowd of visitors: every other request is one of the paths above in turn, the
  # others any article of the sitemap, as a page or as JSON, so most are not cached
  # yet and the page cache fills up to its bound.
  article_paths >"$WORK/articles.txt"
  local script="$WORK/mixed.lua"
  {
    echo 'local paths = {'
    for path in "${PATHS[@]}"; do printf '  "%s",\n' "$path"; done
    echo '}'
    echo 'local articles = {}'
    echo 'local n = 0'
    echo 'wrk.headers["Accept-Encoding"] = "gzip"'
    echo 'local threads = 0'
    echo 'setup = function(thread) threads = threads + 1; thread:set("id", threads) end'
    echo 'init = function(args)'
    echo '  for path in io.lines(args[1]) do articles[#articles + 1] = path end'
    echo '  math.randomseed(os.time() * 16 + id)'
    echo 'end'
    echo 'request = function()'
    echo '  n = n + 1'
    echo '  if n % 2 == 1 then return wrk.format("GET", paths[math.floor(n / 2) % #paths + 1]) end'
    echo '  local path = articles[math.random(#articles)]'
    echo '  if n % 4 == 0 then return wrk.format("GET", "/api/posts/" .. path:match("[^/]+$")) end'
    echo '  return wrk.format("GET", path)'
    echo 'end'
  } >"$script"
  local report rate p99
  report=$(wrk -t2 -c"$MIXED_CONNECTIONS" -d"$MIXED_DURATION" --latency -s "$script" "$BASE" -- "$WORK/articles.txt")
  rate=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$report")
  p99=$(awk '$1 == "99%" { print $2 }' <<<"$report")
  local cache
  cache=$(curl -sf "$BASE/healthz" | grep -o '"cache":{[^}]*}' || echo "?")
  echo
  printf 'Mixed load (the paths above in turn, and any of %s articles), %s connections for %s: %.0f req/s, p99 %s, ' \
    "$(wc -l <"$WORK/articles.txt")" "$MIXED_CONNECTIONS" "$MIXED_DURATION" "$rate" "$p99"
  # RSS counts the mapped files too (the binary, the search index): the heap is RssAnon.
  printf 'peak RSS %s MB (RSS now %s MB: %s MB anonymous, %s MB of mapped files); page cache %s.\n' \
    "$(peak_rss_mb)" "$(status_mb VmRSS)" "$(status_mb RssAnon)" "$(status_mb RssFile)" "$cache"
}

# The address of every article version the sitemap lists (its <loc> entries: /blog/…,
# /en/blog/…, /ar/blog/…), one per line.
article_paths() {
  curl -sf "$BASE/sitemap.xml" | grep -o '<loc>[^<]*</loc>' | sed -E 's#<loc>https?://[^/]+##; s#</loc>##' |
    grep '/blog/.'
}

# Articles nobody read before, on a server just started: each request asks for an
# article no connection asked for yet (the two wrk threads take every other one), so
# every answer is read from the database, rendered and compressed while its reader waits.
run_cold_articles() {
  article_paths >"$WORK/cold.txt"
  local script="$WORK/cold.lua"
  cat >"$script" <<'EOF'
local articles, threads = {}, {}
-- Globals: wrk's thread:set and thread:get reach only those.
id, n = 0, 0
wrk.headers["Accept-Encoding"] = "gzip"
setup = function(thread)
  threads[#threads + 1] = thread
  thread:set("id", #threads - 1)
end
init = function(args)
  for path in io.lines(args[1]) do articles[#articles + 1] = path end
end
request = function()
  local index = id + n * 2
  n = n + 1
  return wrk.format("GET", articles[index % #articles + 1])
end
done = function()
  local sent = 0
  for _, thread in ipairs(threads) do sent = sent + thread:get("n") end
  io.write(string.format("sent %d\n", sent))
end
EOF
  # Three runs, each on a server started afresh (its cache empty), give the median: one
  # run of a few seconds on a shared machine varies by a fifth from one to the next.
  local round report rates=() p99s=() sent articles
  articles=$(wc -l <"$WORK/cold.txt")
  for round in 1 2 3; do
    if [ "$round" -gt 1 ]; then
      stop_server
      start_server
    fi
    report=$(wrk -t2 -c"$CONNECTIONS" -d"$COLD_DURATION" --latency -s "$script" "$BASE" -- "$WORK/cold.txt")
    rates+=("$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' <<<"$report")")
    p99s+=("$(awk '$1 == "99%" { print $2 }' <<<"$report")")
    sent=$(awk '$1 == "sent" { print $2 }' <<<"$report")
  done
  local median
  median=$(printf '%s\n' "${rates[@]}" | sort -n | sed -n 2p)
  echo
  printf 'Articles never read before (%s requests over the %s articles of the sitemap%s), %s connections for %s, on a server started afresh, three times: median %s req/s (runs: %s), p99 %s, peak RSS %s MB.\n' \
    "$sent" "$articles" "$([ "${sent:-0}" -gt "$articles" ] && echo ', too few articles: some were asked twice')" \
    "$CONNECTIONS" "$COLD_DURATION" "$median" "${rates[*]}" "$(IFS=/; echo "${p99s[*]}")" "$(peak_rss_mb)"
}

# Reads under writes. The writers are one wrk thread with 4 connections, each a
# writer signed in as staff: `timeline` adds an event, then deletes one it added
# (so the timeline keeps its size and every write changes it); `article` saves one
# of 4 articles with a new text. `rate` is the writes per second of all 4 together,
# evenly spaced on a monotonic clock (0: flat out).
writer_script() {
  cat <<'EOF'
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *at);
]]
local at = ffi.new("bench_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, at)
  return tonumber(at.tv_sec) * 1000 + tonumber(at.tv_nsec) / 1e6
end
local kind, rate, due, posts, pending, n = "timeline", 0, 0, {}, {}, 0
wrk.headers["Content-Type"] = "application/json"
init = function(args)
  kind, rate = args[1], tonumber(args[2])
  wrk.headers["Cookie"] = args[3]
  for id in string.gmatch(args[4] or "", "%d+") do posts[#posts + 1] = id end
end
request = function()
  n = n + 1
  if kind == "article" then
    local id = posts[n % #posts + 1]
    return wrk.format("PUT", "/api/admin/posts/" .. id, nil,
      '{"title":"Banc d\'essai ' .. id .. '","excerpt":"Un résumé.","category":"Innovation",' ..
      '"content_html":"<p>Version ' .. n .. '.</p>","published_at":"2020-01-01T10:00:00Z"}')
  end
  if #pending > 0 and n % 2 == 0 then
    return wrk.format("DELETE", "/api/admin/timeline/" .. table.remove(pending, 1))
  end
  return wrk.format("POST", "/api/admin/timeline", nil, '{"date":"2030","title":"Étape ' .. n .. '","category":"Projets"}')
end
response = function(status, headers, body)
  if status == 201 then
    local id = string.match(body, '"id":(%d+)')
    if id then pending[#pending + 1] = id end
  end
end
delay = function()
  if rate == 0 then return 0 end
  local now = now_ms()
  due = math.max(due + 1000 / rate, now)
  return math.floor(due - now)
end
EOF
}

# "req/s p99 socket-errors" from a wrk report (socket errors summed).
read_report() {
  awk '/^Requests\/sec:/ { rate = $2 } $1 == "99%" { p99 = $2 }
    /Socket errors:/ { gsub(",", ""); errors = $4 + $6 + $8 + $10 }
    END { printf "%s %s %d", rate ? rate : 0, p99 ? p99 : "?", errors }' <<<"$1"
}

# Signs the bench's staff account in; prints the session cookie.
sign_in() {
  local jar="$WORK/jar.txt"
  curl -sf -c "$jar" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$BASE/api/auth/login" >/dev/null
  awk '$6 == "vitrine_session" { print $6 "=" $7 }' "$jar"
}

run_writes() {
  # 64 readers and 4 writers from one address: loopback counts as a proxy here, so
  # that the limit of 32 connections per address does not close the extra ones.
  TRUSTED=127.0.0.1/32
  mapfile -t PATHS < <(paths)
  local reads="$WORK/reads.lua" writer="$WORK/writer.lua"
  {
    echo 'local paths = {'
    for path in "${PATHS[@]}"; do printf '  "%s",\n' "$path"; done
    echo '}'
    echo 'local n = 0'
    echo 'wrk.headers["Accept-Encoding"] = "gzip"'
    echo 'request = function() n = n + 1; return wrk.format("GET", paths[n % #paths + 1]) end'
  } >"$reads"
  writer_script >"$writer"
  local cookie posts=() i
  cookie=$(sign_in)
  for i in 1 2 3 4; do
    posts+=("$(curl -sf -H "Cookie: $cookie" -H 'Content-Type: application/json' \
      -d "{\"title\":\"Banc d'essai $i\",\"excerpt\":\"Un résumé.\",\"category\":\"Innovation\",\"content_html\":\"<p>Texte.</p>\",\"published_at\":\"2020-01-01T10:00:00Z\"}" \
      "$BASE/api/admin/posts" | grep -o '"id":[0-9]*' | head -1 | cut -d: -f2)")
  done

  echo
  echo "### Reads under writes (demo data)"
  echo
  echo "Mixed reads of the paths above in turn, $MIXED_CONNECTIONS connections for $WRITE_DURATION, while 4 staff writers (one wrk thread, a connection each) write; a fresh server per row, loopback not limited to 32 connections."
  echo
  echo "| writers | writes/s (all 4) | write errors | reads req/s | reads p99 | socket errors | peak RSS |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  local row kind rate label
  for row in "none 0 none" "timeline 40 timeline, 10 writes/s each" "timeline 0 timeline, flat out" \
    "article 40 article edits, 10 writes/s each" "article 0 article edits, flat out"; do
    read -r kind rate label <<<"$row"
    stop_server
    start_server
    # The server is new: sign in again, then a first second of reads fills the cache.
    cookie=$(sign_in)
    wrk -t2 -c"$MIXED_CONNECTIONS" -d1s -s "$reads" "$BASE" >/dev/null
    local writers_pid="" write_report="$WORK/writes.txt"
    : >"$write_report"
    if [ "$kind" != none ]; then
      wrk -t1 -c4 -d"$WRITE_DURATION" -s "$writer" "$BASE" -- "$kind" "$rate" "$cookie" "${posts[*]}" >"$write_report" &
      writers_pid=$!
    fi
    local report reads_rate p99 errors write_rate="—" write_errors="—"
    report=$(wrk -t2 -c"$MIXED_CONNECTIONS" -d"$WRITE_DURATION" --latency -s "$reads" "$BASE")
    read -r reads_rate p99 errors <<<"$(read_report "$report")"
    if [ -n "$writers_pid" ]; then
      wait "$writers_pid"
      write_rate=$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$write_report")
      write_errors=$(awk '/Non-2xx/ { n = $NF } END { print n + 0 }' "$write_report")
    fi
    printf '| %s | %s | %s | %.0f | %s | %s | %s MB |\n' \
      "$label" "$write_rate" "$write_errors" "$reads_rate" "$p99" "$errors" "$(peak_rss_mb)"
  done
  echo
  echo "Page cache after the last row: $(curl -sf "$BASE/healthz" | grep -o '"cache":{[^}]*}' || echo '?')."
}

echo "## Pages, $(date -u +%Y-%m-%d), $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo
echo "Machine: $(nproc) cores, $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo), load before: $(cut -d' ' -f1-3 /proc/loadavg)."
echo "wrk -t2 -c$CONNECTIONS -d$DURATION with Accept-Encoding: gzip; nginx $("$NGINX" -v 2>&1 | cut -d/ -f2) serves each answer's bytes (gzip_static) on the same machine."

start_server
if [ "$ONLY_WRITES" = 1 ]; then
  run_writes
  exit 0
fi
run_set "Demo data"
[ "$WRITES" = 1 ] && run_writes
if [ "$POSTS" -gt 0 ]; then
  stop_server
  echo "Adding $POSTS generated posts…" >&2
  started=$SECONDS
  "$BIN" --data "$DATA" seed-posts --count "$POSTS" >&2
  echo
  echo "Adding $POSTS generated posts, their search index and similar articles took $((SECONDS - started)) s."
  start_server
  run_set "Demo data and $POSTS generated posts" cold
fi
