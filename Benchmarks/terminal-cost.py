#!/usr/bin/env python3
"""Terminal cost of the arcade's front end and of moon-buggy, each in an 80x24 pseudo-terminal of its own
(ptysession.py).

    terminal-cost.py replay TAPE [--json OUT] [--no-diff] [--rss-every S] [--fps N] [--speed 1|2|4|8]
        Replays TAPE with `arcade replay TAPE --no-mouse` (presses p at the intro box, then + to reach
        --speed) and measures, over the tape's play time (its ticks / 60 / speed, from the press of p): the
        process's CPU time per second, bytes written to the terminal per second, and the minimal diff of the
        same frames (minimal_diff.py); plus peak RSS (VmHWM) and RSS sampled over time (first vs last minute).
    terminal-cost.py moon-buggy [--seconds S] [--json OUT]
        moon-buggy (Debian's /usr/games/moon-buggy, an ncurses game that scrolls a landscape), played by a
        small bot over S seconds of one game: CPU, bytes and updates per second, measured like a replay.
    terminal-cost.py wake-floor [--seconds S] [--fps N] [--json OUT]
        wake-floor.c (built into .build/wake-floor): a C loop that only sleeps in poll until the next frame and
        writes one cell, N times a second: what the kernel charges any program for the wake-ups and writes alone.
    terminal-cost.py menu [--attract] [--seconds S] [--json OUT]
        The title menu (`arcade --no-attract`, or with its attract mode): CPU and bytes per second
        over S seconds, after a 3 s settle.
    terminal-cost.py startup [--runs N] [--json OUT]
        Launch to the first byte and to the first frame of the menu (its title drawn), medians.

CPU is the scheduler's nanosecond run time of every thread (/proc/PID/task/*/schedstat): utime + stime
count in 10 ms ticks, too coarse for a few ms per second.
"""
import argparse
import json
import os
import re
import statistics
import sys
import time

from minimal_diff import minimal_diff
from ptysession import ARCADE, ROOT, Session, make_emulator
from sgr_spend import sgr_spend

MOON_BUGGY = os.environ.get("MOON_BUGGY", "/usr/games/moon-buggy")

# The end box's title; ncurses may send a cursor motion or color instead of an unchanged space.
REPLAY_ENDED = re.compile(rb"Replay(?: |\x1b\[[0-9;]*[A-Za-z]|\x1b\([0-9A-Z])+(?:ended|over|finished)")


def tape_ticks(path):
    with open(path) as f:
        for line in f:
            if line.startswith("end "):
                return int(line.split()[1])
    return None


def run_replay(a):
    ticks = tape_ticks(a.tape)
    s = Session(["replay", a.tape, "--no-mouse", "--fps", str(a.fps)], rss_every=a.rss_every)
    # The intro box names the tape's game and waits for a key; its wording may change, its first frame will not.
    if not s.pump(20, until=lambda t: b"Watch" in t or b"Replay" in t or b"replay" in t):
        s.finish()
        sys.exit(f"terminal-cost: the replay intro box never appeared for {a.tape}")
    first_byte = s.chunks[0][0]
    s.pump(0.3)
    s.tail = b""
    s.send(b"p")
    for _ in range({1: 0, 2: 1, 4: 2, 8: 3}[a.speed]):
        s.send(b"+")  # 1x to 2x, 4x, 8x
    # The window is the tape's own length: nothing on the screen has to be recognised to end it.
    cpu0, runs0, start = s.cpu(), s.runs(), s.now()
    play = ticks / 60 / a.speed
    s.pump(play)
    cpu1, runs1, end = s.cpu(), s.runs(), s.now()
    s.sample_memory()
    if not s.pump(10, until=lambda t: REPLAY_ENDED.search(t) is not None):
        print(f"terminal-cost: no \"Replay ended\" seen after {a.tape}", file=sys.stderr)
    s.finish(b"q")
    play = end - start
    out = {
        "mode": "replay", "tape": os.path.relpath(a.tape, ROOT), "fps": a.fps, "speed": a.speed, "ticks": ticks,
        "play_seconds": play, "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / play, "cpu_seconds": cpu1 - cpu0,
        "wakeups_per_s": (runs1 - runs0) / play,
        "bytes": s.bytes_between(start, end), "bytes_per_s": s.bytes_between(start, end) / play,
        "first_byte_s": first_byte, "hwm_kb": s.hwm,
    }
    if s.rss:
        first = [r for t, r in s.rss if t - s.rss[0][0] <= 60 / a.speed]
        last = [r for t, r in s.rss if t >= s.rss[-1][0] - 60 / a.speed]
        out.update(rss_first_min_kb=max(first), rss_last_min_kb=max(last), rss_samples=len(s.rss))
    if not a.no_diff:
        out.update(diff_report(s, start, end))
    emit(out, a.json)


def diff_report(s, start, end):
    frames, changed, minimal = minimal_diff(s.chunks, start, end)
    spend = sgr_spend(b"".join(d for t, d in s.chunks if start <= t <= end))
    return {"frames": frames, "frames_per_s": frames / (end - start), "changed_cells": changed,
            "minimal_bytes": minimal, "minimal_bytes_per_s": minimal / (end - start),
            "bytes_over_minimal": s.bytes_between(start, end) / max(minimal, 1),
            "sgr_bytes": spend["sgr"], "resent_bytes": spend["resent"], "reset_bytes": spend["resets"]}


class MoonBuggyBot:
    """Plays moon-buggy from its screen: jumps when a crater (a gap in the ground row under the buggy's
    wheels) is within 3 columns ahead of the rear wheel, fires the laser at anything on the road ahead."""

    def __init__(self, session):
        self.s = session
        self.screen, self.stream = make_emulator()
        self.fed = 0
        self.jump_keys = self.laser_keys = 0

    def feed(self):
        for _, d in self.s.chunks[self.fed:]:
            self.stream.feed(d.decode("utf-8", "replace"))
        self.fed = len(self.s.chunks)

    def lives(self):
        m = re.search(r"lives: *(\d+)", self.screen.display[-1])
        return int(m.group(1)) if m else None

    def play(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not self.s.closed:
            self.s.pump(0.02)
            self.feed()
            rows = self.screen.display
            wheels, ground = rows[19], rows[20]  # the buggy drives on row 20; it scrolls towards the right
            x = wheels.find("(")
            if x < 0:
                continue  # in the air
            if " " in ground[max(0, x - 3): x + 7]:
                self.s.send(b" ")
                self.jump_keys += 1
            elif wheels[max(0, x - 12): x].strip():
                self.s.send(b"a")
                self.laser_keys += 1


def run_moon_buggy(a):
    if not os.access(MOON_BUGGY, os.X_OK):
        sys.exit(f"terminal-cost: {MOON_BUGGY} is missing; install it with: apt-get install moon-buggy")
    s = Session([], executable=MOON_BUGGY)
    if not s.pump(10, until=lambda t: b"start game" in t):
        s.finish(b"q")
        sys.exit("terminal-cost: moon-buggy's title screen never appeared")
    s.send(b"y")  # the title's "y,RET:start game"
    bot = MoonBuggyBot(s)
    bot.play(1.5)  # the game's first frames and its "good luck" line
    lives0 = bot.lives()
    cpu0, runs0, start = s.cpu(), s.runs(), s.now()
    bot.play(a.seconds)
    cpu1, runs1, end = s.cpu(), s.runs(), s.now()
    s.sample_memory()
    lives1 = bot.lives()
    s.finish(b"qq\r")  # abort the game, leave the title
    play = end - start
    out = {"mode": "moon-buggy", "play_seconds": play, "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / play,
           "wakeups_per_s": (runs1 - runs0) / play, "bytes_per_s": s.bytes_between(start, end) / play,
           "jump_keys": bot.jump_keys, "laser_keys": bot.laser_keys, "lives_lost": (lives0 or 0) - (lives1 or 0), "hwm_kb": s.hwm}
    out.update(diff_report(s, start, end))
    emit(out, a.json)


def run_wake_floor(a):
    floor = os.path.join(ROOT, ".build", "wake-floor")
    if not os.access(floor, os.X_OK):
        sys.exit(f"terminal-cost: {floor} is missing; build it with: cc -O2 -o .build/wake-floor Benchmarks/wake-floor.c")
    s = Session([str(a.fps)], executable=floor)
    if not s.pump(10, until=lambda t: b"ready" in t):
        s.finish(b"q")
        sys.exit("terminal-cost: wake-floor never started")
    s.pump(0.5)
    cpu0, runs0, start = s.cpu(), s.runs(), s.now()
    s.pump(a.seconds)
    cpu1, runs1, end = s.cpu(), s.runs(), s.now()
    s.finish(b"q")
    emit({"mode": "wake-floor", "fps": a.fps, "seconds": end - start, "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / (end - start),
          "wakeups_per_s": (runs1 - runs0) / (end - start), "bytes_per_s": s.bytes_between(start, end) / (end - start)},
         a.json)


def run_menu(a):
    s = Session(["--no-mouse"] + ([] if a.attract else ["--no-attract"]), rss_every=1.0)
    s.pump(3.0)
    cpu0, start = s.cpu(), s.now()
    s.pump(a.seconds)
    cpu1, end = s.cpu(), s.now()
    s.sample_memory()
    s.finish(b"q")
    out = {
        "mode": "menu", "attract": a.attract, "seconds": end - start, "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / (end - start),
        "bytes_per_s": s.bytes_between(start, end) / (end - start), "hwm_kb": s.hwm,
    }
    if a.attract:
        out.update(diff_report(s, start, end))
    emit(out, a.json)


def run_startup(a):
    first_bytes, first_frames = [], []
    for _ in range(a.runs):
        s = Session(["--no-mouse", "--no-attract"])
        s.pump(10, until=lambda t: b"Frog" in t)  # the menu lists the games: the first frame is drawn
        if s.chunks:
            first_bytes.append(s.chunks[0][0])
            first_frames.append(s.now())
        s.finish(b"q")
        time.sleep(0.2)
    emit({"mode": "startup", "runs": a.runs, "first_byte_ms": statistics.median(first_bytes) * 1000,
          "first_frame_ms": statistics.median(first_frames) * 1000,
          "first_frame_all_ms": [round(x * 1000, 1) for x in first_frames]}, a.json)


def emit(out, path):
    text = json.dumps(out)
    if path:
        with open(path, "a") as f:
            f.write(text + "\n")
    print(text)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="mode", required=True)
    r = sub.add_parser("replay")
    r.add_argument("tape")
    r.add_argument("--json")
    r.add_argument("--no-diff", action="store_true")
    r.add_argument("--rss-every", type=float, default=1.0)
    r.add_argument("--fps", type=int, default=30, help="frames drawn per second (arcade --fps)")
    r.add_argument("--speed", type=int, default=1, choices=[1, 2, 4, 8], help="replay speed (+ presses)")
    b = sub.add_parser("moon-buggy")
    b.add_argument("--seconds", type=float, default=20.0)
    b.add_argument("--json")
    m = sub.add_parser("menu")
    m.add_argument("--attract", action="store_true")
    m.add_argument("--seconds", type=float, default=8.0)
    m.add_argument("--json")
    f = sub.add_parser("wake-floor")
    f.add_argument("--seconds", type=float, default=20.0)
    f.add_argument("--fps", type=int, default=30)
    f.add_argument("--json")
    s = sub.add_parser("startup")
    s.add_argument("--runs", type=int, default=10)
    s.add_argument("--json")
    a = p.parse_args()
    if a.mode != "moon-buggy" and not os.access(ARCADE, os.X_OK):
        sys.exit(f"terminal-cost: {ARCADE} is missing; build it with: swift build -c release")
    {"replay": run_replay, "moon-buggy": run_moon_buggy, "menu": run_menu, "wake-floor": run_wake_floor, "startup": run_startup}[a.mode](a)


if __name__ == "__main__":
    main()
