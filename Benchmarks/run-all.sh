#!/usr/bin/env bash
# Every benchmark of issue 10 in one run (about 35 minutes), written to Benchmarks/RESULTS.md:
#   headless game speed and allocations (ArcadeBench games, valgrind),
#   terminal cost / memory / start-up in an 80x24 pty (terminal-cost.py, process-time.py).
# The CPU-bound benchmarks run first, each alone; then the terminal costs: the four ten-minute replays side
# by side in their own ptys, then each golden replay followed by its floor.
#
#   Benchmarks/run-all.sh                 # REPS=2 (terminal and menu repetitions)
#
# Creates Benchmarks/.venv (git-ignored) with pyte on first use; raw data in Benchmarks/raw/
# (git-ignored). Needs valgrind for the allocation counts.
set -euo pipefail
cd "$(dirname "$0")/.."

reps=${REPS:-2}
venv=Benchmarks/.venv
raw=Benchmarks/raw
py=$venv/bin/python
started=$(date +%s)

if [[ ! -x $venv/bin/python ]]; then python3 -m venv "$venv"; fi
"$py" -c "import pyte" 2>/dev/null || "$venv/bin/pip" install --quiet pyte
command -v valgrind >/dev/null || { echo "run-all: valgrind is missing (apt-get install -y valgrind)" >&2; exit 1; }

echo "== swift build -c release"
swift build -c release 2>&1 | grep -vE "^warning: |prohibited flag" | tail -3
bin=$(swift build -c release --show-bin-path)
rm -rf "$raw" && mkdir -p "$raw"
{
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc=$(nproc)"
  echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
  echo "kernel=$(uname -r)"
  echo "swift=$(swift --version 2>/dev/null | head -1)"
  echo "commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo '+changes')"
  echo "load_before=$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$raw/machine.txt"

for g in frog puck heli hundreds; do
  [[ -f Benchmarks/tapes/$g-10min.tape ]] || "$bin/ArcadeBench" long-tapes Benchmarks/tapes
done

echo "== headless game speed (ArcadeBench games), alone on the machine"
"$bin/ArcadeBench" games --runs 5 --tsv >"$raw/games.tsv"

echo "== allocations (valgrind memcheck): 600 vs 36,000 ticks of each ten-minute tape"
for g in frog puck heli hundreds; do
  for n in 600 36000; do
    allocs=$(valgrind --tool=memcheck "$bin/ArcadeBench" step "Benchmarks/tapes/$g-10min.tape" --ticks "$n" 2>&1 \
      | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,)
    printf '%s\t%s\t%s\n' "$g" "$n" "$allocs" >>"$raw/allocs.tsv"
  done
done

echo "== frame pipeline without a terminal (ArcadeBench frames: back to back, then after 33 ms sleeps)"
"$bin/ArcadeBench" frames --runs 5 >"$raw/frames.txt"
"$bin/ArcadeBench" frames --runs 3 --sleep-us 33000 >"$raw/frames-cold.txt"
"$bin/ArcadeBench" cold-lines --lines 300 --sleep-us 33000 >"$raw/cold-lines.txt"

# The terminal costs are a few ms of CPU a second: they are measured only once the CPU-bound benchmarks
# above are over, as a busy core wakes differently from an idle one.
echo "== ten-minute replays side by side (4 ptys, real speed, nothing else running)"
pids=()
for g in frog puck heli hundreds; do
  "$py" Benchmarks/terminal-cost.py replay "Benchmarks/tapes/$g-10min.tape" --no-diff --rss-every 5 \
    --json "$raw/long-$g.jsonl" >/dev/null &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done

# Each replay is followed at once by the floor for its bytes per frame: the pair shares the machine's mood.
floor_after() { # floor_after GAME FPS JSONL: the floor for the last replay written to JSONL
  local per_frame
  per_frame=$("$py" -c "import json; r=[json.loads(l) for l in open('$3')][-1]; print(int(r['bytes_per_s'] / $2))")
  "$py" Benchmarks/terminal-cost.py floor --fps "$2" --bytes "$per_frame" --seconds 15 --json "$raw/floor-$1.jsonl" >/dev/null
}

echo "== terminal cost of the golden tapes, $reps repetitions: ours at 30 and 15 fps, each with its floor; ncurses' at 30 once"
golden="Assets/tapes/frog/demo.tape Assets/tapes/puck/demo.tape Assets/tapes/heli/long-flight.tape Assets/tapes/hundreds/demo.tape"
for ((rep = 1; rep <= reps; rep++)); do
  for tape in $golden; do
    g=$(basename "$(dirname "$tape")")
    "$py" Benchmarks/terminal-cost.py replay "$tape" --json "$raw/terminal.jsonl" >/dev/null
    floor_after "$g" 30 "$raw/terminal.jsonl"
    "$py" Benchmarks/terminal-cost.py replay "$tape" --fps 15 --no-diff --json "$raw/terminal-15fps.jsonl" >/dev/null
    floor_after "$g" 15 "$raw/terminal-15fps.jsonl"
    if ((rep == 1)); then
      ARCADE_OUTPUT=ncurses "$py" Benchmarks/terminal-cost.py replay "$tape" --json "$raw/terminal-ncurses.jsonl" >/dev/null
    fi
  done
  "$py" Benchmarks/terminal-cost.py menu --seconds 8 --json "$raw/menu.jsonl" >/dev/null
  "$py" Benchmarks/terminal-cost.py menu --attract --seconds 8 --json "$raw/menu.jsonl" >/dev/null
done

echo "== start-up and whole-process verify"
"$py" Benchmarks/terminal-cost.py startup --runs 10 --json "$raw/startup.jsonl" >/dev/null
"$py" Benchmarks/process-time.py --runs 10 --label "verify all golden tapes" --json "$raw/process.jsonl" -- \
  "$bin/arcade" verify Assets/tapes/*/*.tape >/dev/null
for g in frog puck heli hundreds; do
  "$py" Benchmarks/process-time.py --runs 10 --label "verify $g-10min.tape" --json "$raw/process.jsonl" -- \
    "$bin/arcade" verify "Benchmarks/tapes/$g-10min.tape" >/dev/null
done

echo "load_after=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$raw/machine.txt"
echo "run_seconds=$(($(date +%s) - started))" >>"$raw/machine.txt"

"$py" Benchmarks/report.py "$raw" >Benchmarks/RESULTS.md
"$py" Benchmarks/readme-summary.py
echo "== wrote Benchmarks/RESULTS.md ($(($(date +%s) - started)) s)"
