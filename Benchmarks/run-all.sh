#!/usr/bin/env bash
# The budgets of issues 20 and 21 in one run (about 15 minutes on a quiet machine), written to Benchmarks/RESULTS.md:
#   headless game speed and allocations (ArcadeBench games, valgrind), `swift test`'s test time, then in an 80x24 pty: terminal CPU and bytes of the golden replays, each
#   followed by moon-buggy played for 20 s (terminal-cost.py), key-to-frame latency (key-latency.py), memory,
#   the title menu and start-up.
# The CPU-bound benchmarks run first, each alone; the pty measurements after them, as a busy core wakes
# differently from an idle one.
#
#   Benchmarks/run-all.sh                 # REPS=2 (golden replay + moon-buggy pairs), PRESSES=200
#
# Creates Benchmarks/.venv (git-ignored) with pyte on first use; raw data in Benchmarks/raw/
# (git-ignored). Needs valgrind and moon-buggy (installed with apt-get when run as root).
set -euo pipefail
cd "$(dirname "$0")/.."

reps=${REPS:-2}
presses=${PRESSES:-200}
venv=Benchmarks/.venv
raw=Benchmarks/raw
py=$venv/bin/python
started=$(date +%s)

if [[ ! -x $venv/bin/python ]]; then python3 -m venv "$venv"; fi
"$py" -c "import pyte" 2>/dev/null || "$venv/bin/pip" install --quiet pyte
command -v valgrind >/dev/null || { echo "run-all: valgrind is missing (apt-get install -y valgrind)" >&2; exit 1; }
if [[ ! -x /usr/games/moon-buggy ]]; then
  if [[ $(id -u) == 0 ]]; then
    apt-get install -y moon-buggy >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y moon-buggy >/dev/null; }
  else
    echo "run-all: /usr/games/moon-buggy is missing (sudo apt-get install -y moon-buggy)" >&2
    exit 1
  fi
fi

echo "== swift build -c release"
swift build -c release 2>&1 | grep -vE "^warning: |prohibited flag" | tail -3
bin=$(swift build -c release --show-bin-path)
cc -O2 -o .build/wake-floor Benchmarks/wake-floor.c
rm -rf "$raw" && mkdir -p "$raw"
# The games as the arcade lists them (the one list is GameCatalog's).
mapfile -t games < <("$bin/arcade" list | cut -d' ' -f1)
printf '%s\n' "${games[@]}" >"$raw/games.txt"
{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc=$(nproc)"
  echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "kernel=$(uname -r)"
  echo "swift=$(swift --version 2>/dev/null | head -1)"
  echo "ncurses=$(dpkg-query -W -f '${Version}' libncursesw6 2>/dev/null || echo unknown)"
  echo "moon_buggy=$(dpkg-query -W -f '${Version}' moon-buggy 2>/dev/null || echo unknown)"
  echo "commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo '+changes')"
  echo "load_before=$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$raw/machine.txt"

for g in "${games[@]}"; do
  [[ -f Benchmarks/tapes/$g-10min.tape ]] || "$bin/ArcadeBench" long-tapes Benchmarks/tapes
done

echo "== headless game speed (ArcadeBench games), alone on the machine"
"$bin/ArcadeBench" games --runs 5 --tsv >"$raw/games.tsv"
"$bin/ArcadeBench" frames --runs 3 >"$raw/frames.txt"
echo "== the scores database: a long daily history against an empty one (ArcadeBench storage)"
"$bin/ArcadeBench" storage --runs 41 --tsv >"$raw/storage.tsv"

echo "== allocations (valgrind memcheck): 600 vs 36,000 ticks of each ten-minute tape"
for g in "${games[@]}"; do
  for n in 600 36000; do
    allocs=$(valgrind --tool=memcheck "$bin/ArcadeBench" step "Benchmarks/tapes/$g-10min.tape" --ticks "$n" 2>&1 \
      | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,)
    printf '%s\t%s\t%s\n' "$g" "$n" "$allocs" >>"$raw/allocs.tsv"
  done
done

echo "== swift test (debug build first, untimed; then the test run)"
swift build --build-tests 2>&1 | grep -vE "^warning: |prohibited flag" | tail -1
test_started=$(date +%s)
swift test --skip-build >"$raw/swift-test.log" 2>&1 || echo "run-all: swift test failed (see $raw/swift-test.log)" >&2
echo "test_wall_seconds=$(($(date +%s) - test_started))" >>"$raw/machine.txt"

echo "== golden replays in the pty at 30 fps, each followed by moon-buggy and the wake-up floor, $reps repetitions"
golden="Assets/tapes/frog/demo.tape Assets/tapes/puck/demo.tape Assets/tapes/heli/long-flight.tape Assets/tapes/hundreds/demo.tape"
for ((rep = 1; rep <= reps; rep++)); do
  for tape in $golden; do
    "$py" Benchmarks/terminal-cost.py replay "$tape" --json "$raw/terminal.jsonl" >/dev/null
    "$py" Benchmarks/terminal-cost.py moon-buggy --seconds 20 --json "$raw/moon-buggy.jsonl" >/dev/null
    "$py" Benchmarks/terminal-cost.py wake-floor --seconds 20 --json "$raw/wake-floor.jsonl" >/dev/null
  done
done

echo "== key to frame latency, $presses presses a game"
for g in "${games[@]}"; do
  "$py" Benchmarks/key-latency.py "$g" --presses "$presses" --json "$raw/latency.jsonl" >/dev/null
done

# Memory over all 36,000 ticks in 75 s: the four ten-minute tapes side by side, at 8x.
echo "== ten-minute replays at 8x side by side (memory)"
pids=()
for g in "${games[@]}"; do
  "$py" Benchmarks/terminal-cost.py replay "Benchmarks/tapes/$g-10min.tape" --speed 8 --no-diff --rss-every 1 \
    --json "$raw/long-$g.jsonl" >/dev/null &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done

echo "== title menu, start-up and whole-process verify"
"$py" Benchmarks/terminal-cost.py menu --seconds 8 --json "$raw/menu.jsonl" >/dev/null
"$py" Benchmarks/terminal-cost.py menu --attract --seconds 8 --json "$raw/menu.jsonl" >/dev/null
"$py" Benchmarks/terminal-cost.py startup --runs 10 --json "$raw/startup.jsonl" >/dev/null
"$py" Benchmarks/process-time.py --runs 10 --label "verify all golden tapes" --json "$raw/process.jsonl" -- \
  "$bin/arcade" verify Assets/tapes/*/*.tape >/dev/null
for g in "${games[@]}"; do
  "$py" Benchmarks/process-time.py --runs 10 --label "verify $g-10min.tape" --json "$raw/process.jsonl" -- \
    "$bin/arcade" verify "Benchmarks/tapes/$g-10min.tape" >/dev/null
done

echo "load_after=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$raw/machine.txt"
echo "run_seconds=$(($(date +%s) - started))" >>"$raw/machine.txt"

"$py" Benchmarks/report.py "$raw" >Benchmarks/RESULTS.md
"$py" Benchmarks/readme-summary.py
echo "== wrote Benchmarks/RESULTS.md ($(($(date +%s) - started)) s)"
