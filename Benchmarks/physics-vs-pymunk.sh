#!/usr/bin/env bash
# Our physics world against Chipmunk2D (pymunk from PyPI) on the same scene, side by side in one run:
# N circles of radius 1 at 10 % fill, random velocities, restitution/elasticity 1, no friction, closed box,
# 1/60 s steps; a solid variant and an all-sensors variant. Runs alternate ours/pymunk, repeated REPS times,
# and the table shows medians and ratios (ours / pymunk), by wall clock and by process CPU time (the CPU
# figure is steadier on a machine shared with other work; both are printed).
#
#   Benchmarks/physics-vs-pymunk.sh              # REPS=5 COUNTS=100,1000,10000 VARIANTS="solid sensors"
#   REPS=9 COUNTS=1000,10000 VARIANTS=solid Benchmarks/physics-vs-pymunk.sh
#
# Creates Benchmarks/.venv (git-ignored) with pymunk on first use; builds ArcadeBench in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."

reps=${REPS:-5}
counts=${COUNTS:-100,1000,10000}
variants=${VARIANTS:-solid sensors}
venv=Benchmarks/.venv

if [[ ! -x $venv/bin/python ]]; then
  echo "== creating $venv"
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import pymunk" 2>/dev/null; then
  echo "== pip install pymunk"
  "$venv/bin/pip" install --quiet pymunk
fi
echo "== swift build -c release --product ArcadeBench"
swift build -c release --product ArcadeBench 2>&1 | grep -vE "^warning: |prohibited flag" || true
bench="$(swift build -c release --show-bin-path)/ArcadeBench"
[[ -x $bench ]] || { echo "physics-vs-pymunk: $bench was not built; see the swift build output above" >&2; exit 1; }

results=$(mktemp)
trap 'rm -f "$results"' EXIT
ours() { "$bench" physics --counts "$1" --variant "$2" --runs 1 --tsv >>"$results"; }
theirs() { "$venv/bin/python" Benchmarks/pymunk_scene.py --counts "$1" --variant "$2" --runs 1 >>"$results"; }

echo "== $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) before; $reps repetitions, interleaved"
for ((rep = 1; rep <= reps; rep++)); do
  for variant in $variants; do
    for n in ${counts//,/ }; do
      # Alternate who goes first, so a slow patch of the machine hurts both sides alike.
      if ((rep % 2)); then ours "$n" "$variant"; theirs "$n" "$variant"; else theirs "$n" "$variant"; ours "$n" "$variant"; fi
    done
  done
  echo "   repetition $rep/$reps done"
done
echo "== load average $(cut -d' ' -f1-3 /proc/loadavg) after"

"$venv/bin/python" - "$results" <<'PY'
import statistics, sys
import pymunk
rows = [line.split("\t") for line in open(sys.argv[1]) if line.strip()]
data = {}
for who, variant, n, steps, wall, cpu in rows:
    data.setdefault((variant, int(n)), {}).setdefault(who, []).append((float(wall), float(cpu)))
print(f"pymunk {pymunk.version} (Chipmunk2D {pymunk.chipmunk_version.split('-')[0]}); steps per second, medians")
print(f"{'variant':8} {'bodies':>7} | {'ours wall':>10} {'pymunk wall':>11} {'ratio':>6} | {'ours CPU':>10} {'pymunk CPU':>11} {'ratio':>6} | runs")
for (variant, n), by in sorted(data.items(), key=lambda kv: (kv[0][0] != "solid", kv[0][1])):
    ow = statistics.median(w for w, _ in by["swift"]); oc = statistics.median(c for _, c in by["swift"])
    pw = statistics.median(w for w, _ in by["pymunk"]); pc = statistics.median(c for _, c in by["pymunk"])
    print(f"{variant:8} {n:>7} | {ow:>10.0f} {pw:>11.0f} {ow / pw:>5.1f}x | {oc:>10.0f} {pc:>11.0f} {oc / pc:>5.1f}x | {len(by['swift'])}")
def ratio(n):
    by = data.get(("solid", n))
    return None if not by else statistics.median(c for _, c in by["swift"]) / statistics.median(c for _, c in by["pymunk"])
for n, target in [(10000, 3), (1000, 2)]:
    r = ratio(n)
    if r is not None:
        print(f"target at {n} bodies (solid, CPU): >= {target}x pymunk: {'met' if r >= target else 'NOT met'} ({r:.1f}x)")
PY
