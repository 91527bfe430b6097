#!/usr/bin/env bash
# lighthouse.sh DIST_DIR [ROUTE ...]
#
# Serves DIST_DIR with serve.mjs on a free 127.0.0.1 port, runs Lighthouse (default
# config: mobile, simulated throttling; categories performance, accessibility,
# best-practices, seo) on each ROUTE (default "/") in headless Chromium, and prints one
# JSON line per route on stdout. Progress goes to stderr. The server is stopped on exit.
#
# Installs the pinned Lighthouse (lighthouse/package.json and its lock file next to this script) into
# node_modules/.cache/bench-lighthouse of the project (npm ci) the first time.
#
# Env:
#   CHROME_PATH    Chromium binary (default /usr/bin/chromium)
#   API_PROXY      passed to serve.mjs: /api/* is forwarded there
#   LH_RUNS        runs per route, median reported (default 1)
#   LH_REPORT_DIR  keep every full Lighthouse JSON report there
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LH_DIR="$(cd "$BENCH_DIR/../../.." && pwd)/node_modules/.cache/bench-lighthouse"
LH_VERSION="12.8.2" # last Lighthouse whose engines allow Node 20 (13.x needs Node >= 22.19)

if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  echo "usage: $0 DIST_DIR [ROUTE ...]" >&2
  exit 2
fi
DIST_DIR="$1"
shift
if [[ ! -f "$DIST_DIR/index.html" ]]; then
  echo "lighthouse.sh: no index.html in $DIST_DIR (build the app first)" >&2
  exit 2
fi
ROUTES=("$@")
[[ ${#ROUTES[@]} -eq 0 ]] && ROUTES=("/")

export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [[ ! -x "$CHROME_PATH" ]]; then
  echo "lighthouse.sh: Chromium not found at $CHROME_PATH (apt-get install chromium, or set CHROME_PATH)" >&2
  exit 2
fi

installed_version() {
  node -e "try{const v=require('$LH_DIR/node_modules/lighthouse/package.json').version;require.resolve('chrome-launcher',{paths:['$LH_DIR']});console.log(v)}catch{console.log('none')}"
}

if [[ "$(installed_version)" != "$LH_VERSION" ]]; then
  echo "lighthouse.sh: installing lighthouse@$LH_VERSION into $LH_DIR ..." >&2
  mkdir -p "$LH_DIR"
  cp "$BENCH_DIR/lighthouse/package.json" "$BENCH_DIR/lighthouse/package-lock.json" "$LH_DIR/"
  # npm ci uses the lock file; it refuses when a dependency declared as "latest"
  # (@paulirish/trace_engine has two) has moved on, so fall back to npm install, which
  # still takes the exact lighthouse version from package.json.
  if ! (cd "$LH_DIR" && npm ci --no-audit --no-fund --loglevel=error) >&2; then
    echo "lighthouse.sh: npm ci failed; trying npm install" >&2
    (cd "$LH_DIR" && npm install --no-audit --no-fund --loglevel=error) >&2 || true
  fi
  got="$(installed_version)"
  if [[ "$got" != "$LH_VERSION" ]]; then
    echo "lighthouse.sh: lighthouse install failed (found: $got, wanted: $LH_VERSION)" >&2
    exit 1
  fi
  echo "lighthouse.sh: lighthouse $got installed" >&2
fi

TMP="$(mktemp -d -t lighthouse-sh.XXXXXX)"
SERVER_PID=""
LH_PID=""
cleanup() {
  if [[ -n "$LH_PID" ]] && kill -0 "$LH_PID" 2>/dev/null; then
    kill -TERM "$LH_PID" 2>/dev/null || true # lh-run.mjs closes its Chromium on TERM
    for _ in $(seq 1 50); do kill -0 "$LH_PID" 2>/dev/null || break; sleep 0.1; done
  fi
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

SERVE_QUIET=1 node "$BENCH_DIR/serve.mjs" "$DIST_DIR" 0 >"$TMP/serve.out" 2>"$TMP/serve.err" &
SERVER_PID=$!
PORT=""
for _ in $(seq 1 100); do
  PORT="$(sed -n 's#^serve.mjs listening on http://[^:]*:\([0-9][0-9]*\).*#\1#p' "$TMP/serve.out")"
  [[ -n "$PORT" ]] && break
  kill -0 "$SERVER_PID" 2>/dev/null || break
  sleep 0.1
done
if [[ -z "$PORT" ]]; then
  echo "lighthouse.sh: server did not start:" >&2
  cat "$TMP/serve.err" >&2
  exit 1
fi
BASE="http://127.0.0.1:$PORT"
echo "lighthouse.sh: serving $DIST_DIR at $BASE; routes: ${ROUTES[*]}" >&2

rc=0
LH_DIR="$LH_DIR" node "$BENCH_DIR/lh-run.mjs" "$BASE" "${ROUTES[@]}" &
LH_PID=$!
wait "$LH_PID" || rc=$?
LH_PID=""
exit "$rc"
