#!/usr/bin/env bash
# compare.sh APP_DIST_DIR [ROUTE ...]
#
# Compares a built Vite SPA with the floor app (tests/bench/floor, built into node_modules/.cache/bench-floor if missing):
#   1. measure-bundle.mjs on both; ratios app/floor (initial JS and CSS, gzip and more)
#   2. lighthouse.sh on the app's ROUTEs (default "/") and on the floor's "/", in LH_RUNS
#      alternating rounds (default 1; medians reported)
#   3. both side by side; the last line is a one-line summary:
#      initial-js-gzip ratio R (app A B / floor F B); initial-css-gzip ratio R2; lighthouse perf app P floor Q
#      (P is the app's first ROUTE)
# Env: FLOOR_DIST (default node_modules/.cache/bench-floor), LH_RUNS (rounds), API_PROXY, CHROME_PATH,
# LH_REPORT_DIR (reports under DIR/app/round-N and DIR/floor/round-N), BASE_PATH (app only), COMPARE_OUT=file.json to also keep every figure as JSON.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  echo "usage: $0 APP_DIST_DIR [ROUTE ...]" >&2
  exit 2
fi
APP_DIST="$1"
shift
ROUTES=("$@")
[[ ${#ROUTES[@]} -eq 0 ]] && ROUTES=("/")
if [[ ! -f "$APP_DIST/index.html" ]]; then
  echo "compare.sh: no index.html in $APP_DIST (run the app's npm run build first)" >&2
  exit 2
fi

FLOOR_DIST="${FLOOR_DIST:-$BENCH_DIR/../../../node_modules/.cache/bench-floor}"
if [[ ! -f "$FLOOR_DIST/index.html" ]]; then
  echo "compare.sh: building the floor app ..." >&2
  FLOOR_DIST="$(node "$BENCH_DIR/../floor/build.mjs")"
fi

TMP="$(mktemp -d -t compare-sh.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT

node "$BENCH_DIR/measure-bundle.mjs" "$APP_DIST" >"$TMP/app-bundle.json"
node "$BENCH_DIR/measure-bundle.mjs" "$FLOOR_DIST" >"$TMP/floor-bundle.json"

# LH_RUNS rounds, app then floor in each, so that load that comes and goes on the
# machine falls on both; compare-report.mjs takes the medians.
ROUNDS="${LH_RUNS:-1}"
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || ROUNDS=1
lh_rc=0
: >"$TMP/app-lh.jsonl"
: >"$TMP/floor-lh.jsonl"
for round in $(seq 1 "$ROUNDS"); do
  echo "compare.sh: round $round/$ROUNDS: Lighthouse on the app (${ROUTES[*]}) ..." >&2
  LH_RUNS=1 LH_REPORT_DIR="${LH_REPORT_DIR:+$LH_REPORT_DIR/app/round-$round}" \
    "$BENCH_DIR/lighthouse.sh" "$APP_DIST" "${ROUTES[@]}" >>"$TMP/app-lh.jsonl" || lh_rc=$?
  echo "compare.sh: round $round/$ROUNDS: Lighthouse on the floor (/) ..." >&2
  # BASE_PATH describes the app's build, not the floor's
  LH_RUNS=1 LH_REPORT_DIR="${LH_REPORT_DIR:+$LH_REPORT_DIR/floor/round-$round}" \
    env -u BASE_PATH "$BENCH_DIR/lighthouse.sh" "$FLOOR_DIST" / >>"$TMP/floor-lh.jsonl" || lh_rc=$?
done

node "$BENCH_DIR/compare-report.mjs" "$TMP/app-bundle.json" "$TMP/floor-bundle.json" "$TMP/app-lh.jsonl" "$TMP/floor-lh.jsonl"
if [[ $lh_rc -ne 0 ]]; then
  echo "compare.sh: a Lighthouse run failed (exit $lh_rc); see the table above" >&2
fi
exit "$lh_rc"
