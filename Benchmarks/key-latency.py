#!/usr/bin/env python3
"""Key-to-screen latency of `arcade play GAME`: from a key written to the pty to the first byte of the frame
that shows its effect, p50 and p99 over N presses (issue 21: the key reaches the screen in the next frame).

    key-latency.py GAME [--presses 200] [--seed 1] [--json OUT]

The game runs in an 80x24 pty (ptysession.py) that answers like kitty, so games that read held keys get key
releases: each press is sent as a tap (the release 30 ms later); without them a tap counts as held for
550 ms (until an auto-repeat would be due) and a second tap of the same key meanwhile as that repeat. After the title card (Enter) and the
"any key starts" prompt (x), it presses keys that answer visibly, spaced by seeded random gaps of 50-150 ms
after each answer. All output is fed to pyte; each frame (bytes with gaps under 2 ms) is checked for the
press's effect, and the latency ends at the first byte of the frame where it shows:
  frog      ← and → in turn: the frog hops one cell (its ● moves); the cars keep moving meanwhile
  puck      ← and → in turn: the keyboard cursor (┼) moves one step (--duration 600: time is not up)
  heli      p: the pause box opens, then closes ("paused" appears, then goes); with --gravity 0
            --block-speed 0 --speed-step 0, so the helicopter survives
  hundreds  ← and → in turn: the keyboard cursor (+) moves
A press whose effect is not seen within 1 s counts as missed.
"""
import argparse
import json
import math
import os
import random
import re
import sys

from ptysession import ARCADE, Session, make_emulator

LEFT, RIGHT = "left", "right"


def field_cells(screen, glyph, columns):
    """Where `glyph` is on the screen, within `columns` (the play field, not its legend)."""
    return tuple((y, x) for y, line in enumerate(screen.display) for x in columns if line[x] == glyph)


GAMES = {
    "frog": ([], [LEFT, RIGHT], lambda sc: field_cells(sc, "●", range(0, 56))),
    "puck": (["--duration", "600"], [LEFT, RIGHT], lambda sc: field_cells(sc, "┼", range(1, 65))),
    "heli": (["--gravity", "0", "--block-speed", "0", "--speed-step", "0"], ["p"],
             lambda sc: any("paused" in line for line in sc.display)),
    "hundreds": ([], [LEFT, RIGHT], lambda sc: field_cells(sc, "+", range(25, 55))),
}


def encode(key, kitty):
    """(press, release) bytes of a key: legacy (no release), or kitty's with event types."""
    if key in (LEFT, RIGHT):
        final = "D" if key == LEFT else "C"
        return (f"\x1b[1;1:1{final}", f"\x1b[1;1:3{final}") if kitty else (f"\x1b[{final}", None)
    code = 13 if key == "enter" else ord(key)
    return (f"\x1b[{code}u", f"\x1b[{code};1:3u") if kitty else ("\r" if key == "enter" else key, None)


class Player:
    """The game's pty, its screen as pyte sees it, and whether the kitty keyboard protocol is on."""

    def __init__(self, args):
        self.s = Session(args, kitty=True)
        self.screen, self.stream = make_emulator()
        self.kitty = False

    def take(self, data):
        push, pop = data.rfind(b"\x1b[>11u"), data.rfind(b"\x1b[<u")
        if push != pop:
            self.kitty = push > pop
        self.stream.feed(data.decode("utf-8", "replace"))

    def drain(self, seconds=0.0):
        """Reads (and feeds) output for `seconds`, and whatever is waiting after that."""
        end = self.s.now() + seconds
        while True:
            data = self.s.read_once(max(0.0, end - self.s.now()))
            if data is not None:
                self.take(data)
            elif self.s.now() >= end:
                return

    def tap(self, key):
        press, release = encode(key, self.kitty)
        self.s.send(press.encode())
        if release:
            self.drain(0.03)
            self.s.send(release.encode())

    def text(self):
        return "\n".join(self.screen.display)

    def press_and_time(self, key, marker, timeout=1.0):
        """Taps `key`; seconds from the write to the first byte of the frame whose marker differs, or None."""
        self.drain()
        before = marker(self.screen)
        press, release = encode(key, self.kitty)
        written = self.s.now()
        self.s.send(press.encode())
        frame_start = last = None
        while self.s.now() - written < timeout:
            release_due = release and self.s.now() - written >= 0.03
            if release_due:
                self.s.send(release.encode())
                release = None
            wait = (0.03 if release else timeout) - (self.s.now() - written)
            data = self.s.read_once(max(0.0, wait))
            if data is None:
                continue
            at = self.s.chunks[-1][0]
            if last is None or at - last > 0.002:
                frame_start = at
            last = at
            self.take(data)
            if marker(self.screen) != before:
                if release:
                    self.s.send(release.encode())
                return frame_start - written
        if release:
            self.s.send(release.encode())
        return None


def percentile(sorted_xs, p):
    return sorted_xs[max(0, math.ceil(p / 100 * len(sorted_xs)) - 1)]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument("--presses", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json")
    a = p.parse_args()
    if not os.access(ARCADE, os.X_OK):
        sys.exit(f"key-latency: {ARCADE} is missing; build it with: swift build -c release")
    extra, keys, marker = GAMES[a.game]
    player = Player(["play", a.game, "--seed", str(a.seed), "--no-mouse"] + extra)
    if not player.s.pump(15, until=lambda t: b"Play" in t):
        player.s.finish(b"q")
        sys.exit(f"key-latency: the title card of {a.game} never appeared")
    player.drain(0.3)
    player.tap("enter")
    player.drain(0.7)
    if re.search(r"any key|starts", player.text()):  # a "press any key to start" prompt, if the game has one
        player.tap("x")
        for _ in range(30):
            player.drain(0.1)
            if not re.search(r"any key|starts", player.text()):
                break
    player.drain(0.5)
    rng = random.Random(a.seed)
    latencies, missed = [], 0
    for i in range(a.presses):
        ms = player.press_and_time(keys[i % len(keys)], marker)
        if ms is None:
            missed += 1
        else:
            latencies.append(ms * 1000)
        player.drain(rng.uniform(0.05, 0.15))
    player.s.finish(encode("q", player.kitty)[0].encode(), grace=1.0)
    xs = sorted(latencies)
    out = {"mode": "latency", "game": a.game, "presses": a.presses, "seen": len(xs), "missed": missed,
           "kitty": player.kitty, "p50_ms": percentile(xs, 50) if xs else None,
           "p99_ms": percentile(xs, 99) if xs else None, "max_ms": xs[-1] if xs else None,
           "mean_ms": sum(xs) / len(xs) if xs else None}
    text = json.dumps(out)
    if a.json:
        with open(a.json, "a") as f:
            f.write(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
