#!/usr/bin/env python3
"""Browsers watching live runs, on loopback: one release `arcade-serve` on a throwaway SQLite file, one live run of
each game streamed in real time (its autoplayer's daily, `ArcadeBench board-tapes`), and, a game at a time, VIEWS
views of it (a view an address: 127.0.0.2, .3, ...) each asking `GET /watch/ID/frame?cols=80&rows=24` every 125 ms
(8 frames a second), as the page's script does. Then 256 views at 160x60 from 32 addresses, for the memory of a view.
Each live run is its game's autoplayer's daily; a run ends when its game does (puck's in 16.5 s, hundreds' sooner).

    Benchmarks/watch-frames.py [--views 32] [--seconds 15]

Prints a Markdown table (for RESULTS.md): per game, the server's CPU per frame (its CPU time over the stretch over
the frames answered), the time in the server per frame (p50 and p99, from its log
line), bytes per frame, and frames a second; then the server's resident memory with 256 views of 160x60."""
import argparse, http.client, json, os, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(__file__))
from board_client import Player, ServerProcess, stream  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ["frog", "puck", "heli", "hundreds"]


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))] if values else float("nan")


class Server(ServerProcess):
    """A release `arcade-serve` on a port of its own, with its log in a file."""

    def __init__(self, binary, folder):
        super().__init__([f"{binary}/arcade-serve", "--listen", "127.0.0.1:0", "--database",
                          f"sqlite:{folder}/board.sqlite"], f"{folder}/log")

    def frame_times(self, since):
        """The server's milliseconds for each frame request logged from line `since` on."""
        lines = open(self.log_path).read().splitlines()[since:]
        return [float(line.split()[3]) for line in lines if "/frame" in line and line.split()[2] == "200"]

    def log_lines(self):
        return len(open(self.log_path).read().splitlines())


def watch(port, address, run, until, columns, rows, out):
    """One view from `address`: a frame every 125 ms until `until`; appends (frames, bytes) to `out`."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(address, 0))
    view, frames, size = "", 0, 0
    while time.monotonic() < until:
        asked = time.monotonic()
        connection.request("GET", f"/watch/{run}/frame?" + (f"view={view}&" if view else "") + f"cols={columns}&rows={rows}")
        response = connection.getresponse()
        body = response.read()
        if response.status == 200:
            view = json.loads(body)["view"]
            frames, size = frames + 1, size + len(body)
        time.sleep(max(0.0, asked + 0.125 - time.monotonic()))
    out.append((frames, size))


def views_of(port, run, addresses, seconds, columns=80, rows=24):
    """A view from each of `addresses` for `seconds`: (frames, bytes) in all."""
    until, out = time.monotonic() + seconds, []
    threads = [threading.Thread(target=watch, args=(port, a, run, until, columns, rows, out)) for a in addresses]
    [t.start() for t in threads]
    [t.join() for t in threads]
    return sum(f for f, _ in out), sum(b for _, b in out)


def live_run(server, folder, game, today, name):
    """A run of `game`'s live tape started now and streamed as it is played: (run, its tape's seconds)."""
    player = Player("127.0.0.1", server.port, name, f"{name}-token-0123456789")
    tape = open(f"{folder}/tapes/{game}-live.tape").read()
    run = player.start(game, today)[1]["run"]
    threading.Thread(target=stream, args=(player, run, tape, time.monotonic()), daemon=True).start()
    return run, int(tape.rstrip().splitlines()[-1].split()[1]) / 60


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=15)
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    folder = tempfile.mkdtemp(prefix="arcade-watch-")
    today = time.strftime("%Y-%m-%d", time.gmtime())
    subprocess.run([f"{binary}/ArcadeBench", "board-tapes", today, f"{folder}/tapes", "1"], check=True,
                   stdout=subprocess.DEVNULL)
    server = Server(binary, folder)
    addresses = [f"127.0.0.{2 + n}" for n in range(args.views)]
    try:
        rows = []
        for game in GAMES:
            run, length = live_run(server, folder, game, today, f"{game}-player")
            time.sleep(2)
            line, cpu, wall = server.log_lines(), server.cpu_seconds(), time.monotonic()
            frames, size = views_of(server.port, run, addresses, min(args.seconds, length - 2.5))
            cpu, wall = server.cpu_seconds() - cpu, time.monotonic() - wall
            times = server.frame_times(line)
            rows.append(f"| {game} | {length:.1f} | {args.views} | {frames / wall:,.0f} | {cpu / frames * 1e6:,.0f} | "
                        f"{percentile(times, 0.5):.1f} | {percentile(times, 0.99):.1f} | {size / frames:,.0f} |")
        time.sleep(31)  # the views above are forgotten (30 s idle)
        run, _ = live_run(server, folder, "heli", today, "heli-again")
        time.sleep(2)
        empty = server.status("VmRSS") * 1024
        held = views_of(server.port, run, [f"127.0.1.{1 + n // 8}" for n in range(256)], 2, 160, 60)
        full = server.status("VmRSS") * 1024
    finally:
        server.stop()
    print(f"{args.views} views of one live run at a time (its stream's requests included), a frame every 125 ms each, "
          f"for {args.seconds:.0f} s or the run's length less 2.5 s")
    print()
    print("| game | run s | views | frames/s | server CPU µs/frame | server ms/frame p50 | p99 | bytes/frame |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    print()
    print(f"256 views of 160x60 (32 addresses x 8, {held[0]} frames): resident {empty / 1024:.1f} MiB before, "
          f"{full / 1024:.1f} MiB with them, {(full - empty) / 256:.0f} KiB a view")


if __name__ == "__main__":
    main()
