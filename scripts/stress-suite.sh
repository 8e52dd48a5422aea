#!/usr/bin/env bash
# The flakiness proof of issue 10: the CI job (.ci/run: npm ci, then the README's test command,
# CI=true) run N times in a row, each on a fresh clone of one commit, with `stress-ng --cpu 2`
# beside it. Stops at the first failing run; prints one line per run.
#
# usage: scripts/stress-suite.sh [COMMIT] [N]   (default: HEAD, 5)
# Needs stress-ng (apt-get install -y stress-ng). Logs: $TMPDIR/site-stress.XXXXXX/run-N.log (the folder is printed).
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$repo" rev-parse "${1:-HEAD}")
runs=${2:-5}
command -v stress-ng >/dev/null || { echo "stress-suite: stress-ng is needed (apt-get install -y stress-ng)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/site-stress.XXXXXX")
# The suite reads ../shared beside the project (the spec and the shared research).
[ -d "$repo/../shared" ] && ln -s "$(cd "$repo/../shared" && pwd)" "$work/shared"
echo "stress-suite: $runs runs of ${commit:0:7} under stress-ng --cpu 2, logs in $work"
for i in $(seq 1 "$runs"); do
  rm -rf "$work/site" && git clone -q "$repo" "$work/site" && git -C "$work/site" checkout -q "$commit"
  stress-ng --cpu 2 --timeout 3h >/dev/null 2>&1 & load=$!
  start=$(date +%s)
  (cd "$work/site" && CI=true bash .ci/run) > "$work/run-$i.log" 2>&1; rc=$?
  kill "$load" 2>/dev/null; wait "$load" 2>/dev/null
  echo "run $i: exit $rc in $(( $(date +%s) - start )) s; $(sed 's/\x1b\[[0-9;]*m//g' "$work/run-$i.log" | grep -E 'Tests +[0-9]' | tr -s ' ')"
  [ "$rc" = 0 ] || { echo "stress-suite: run $i failed; see $work/run-$i.log" >&2; exit 1; }
done
rm -rf "$work/site"
