#!/usr/bin/env python3
"""Whole-process wall time and peak RSS of a command, repeated: medians.

    process-time.py --runs N --label NAME [--json OUT] -- COMMAND ARG...

Peak RSS is the child's ru_maxrss (from wait4), in kB. Output is discarded; a non-zero exit fails.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--label", required=True)
    p.add_argument("--json")
    p.add_argument("command", nargs=argparse.REMAINDER)
    a = p.parse_args()
    command = a.command[1:] if a.command[:1] == ["--"] else a.command
    walls, rss = [], []
    for _ in range(a.runs):
        start = time.monotonic()
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        walls.append(time.monotonic() - start)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"process-time: {' '.join(command)} failed (exit {os.waitstatus_to_exitcode(status)})")
        rss.append(usage.ru_maxrss)
    out = {"mode": "process", "label": a.label, "runs": a.runs, "median_ms": statistics.median(walls) * 1000,
           "min_ms": min(walls) * 1000, "max_ms": max(walls) * 1000, "maxrss_kb": max(rss)}
    if a.json:
        with open(a.json, "a") as f:
            f.write(json.dumps(out) + "\n")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
