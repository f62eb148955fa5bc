#!/usr/bin/env python3
"""Live runs under load, on loopback, against one release `arcade serve` (SQLite, limits lifted for one address):
P players each play today's puck daily again and again, streaming its inputs once a second as an arcade does
(16 s runs, the cursor wandering, each player's run its own) and sending the tape at the end; W watchers each follow
a live run, asking for its new inputs twice a second as `arcade watch` does, and pick another when it ends.

    Benchmarks/board-live.py [--players 200] [--watchers 200] [--seconds 60]

Prints a Markdown table (for RESULTS.md): the bytes a second a live run streams (request bodies) and a watcher
reads (answer bodies), the server's CPU per live run, and the watchers' lag: from a player sending a tick to a
watcher having it (p50/p99)."""
import argparse, json, os, random, resource, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(__file__))
from board_client import Player, ServerProcess, input_runs, lines_between, release_build  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))] if values else float("nan")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--watchers", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * (args.players + args.watchers))), hard))
    binary = release_build(ROOT)
    work = tempfile.mkdtemp()
    today = time.strftime("%Y-%m-%d", time.gmtime())
    # Each player's runs its own (three a minute): the same run sent again is one row, refused duplicateRun.
    count = args.players * (int(args.seconds / 16) + 2)
    subprocess.run([f"{binary}/ArcadeBench", "board-tapes", today, f"{work}/tapes", str(count)], check=True)
    tapes = [open(f"{work}/tapes/puck-wander-{n}.tape").read() for n in range(count)]
    server = ServerProcess(
        [f"{binary}/arcade-serve", "--listen", "127.0.0.1:0", "--database", f"sqlite:{work}/board.sqlite",
         "--threads", "4", "--rate", "1000000", "--token-rate", "1000000", "--open-runs", "1000000",
         "--connections", "1000"], f"{work}/serve.log")
    port, cpu = server.port, server.cpu_seconds

    lock = threading.Lock()
    sent_at = {}  # (run, tick) -> when a player sent the stretch ending there
    live = []  # runs being played
    stats = {"stream_bytes": 0, "stream_seconds": 0.0, "watch_bytes": 0, "watch_seconds": 0.0, "lags": [],
             "runs": 0, "errors": {}}
    stop = time.monotonic() + args.seconds

    def error(key):
        with lock:
            stats["errors"][key] = stats["errors"].get(key, 0) + 1

    def player(n):
        p = Player("127.0.0.1", port, f"live{n}", f"live-player-{n:04d}-token")
        played = 0
        while time.monotonic() < stop:
            tape = tapes[(n + played * args.players) % len(tapes)]
            played += 1
            runs, ticks = input_runs(tape), int(tape.rstrip().splitlines()[-1].split()[1])
            status, answer, _ = p.start("puck", today)
            if status != 201:
                error(f"start {status}")
                time.sleep(1)
                continue
            run, began, acked = answer["run"], time.monotonic(), 0
            with lock:
                live.append(run)
            while acked < ticks:
                time.sleep(max(0, began + (acked // 60 + 1) - time.monotonic()))
                upto = min(ticks, int((time.monotonic() - began) * 60))
                body = lines_between(runs, acked, upto)
                status, answer, _ = p.inputs(run, acked, body)
                if status != 200:
                    error(f"inputs {status}")
                    break
                with lock:
                    sent_at[(run, answer["tick"])] = time.monotonic()
                    stats["stream_bytes"] += len(json.dumps({"token": p.token, "from": acked, "inputs": body}))
                acked = answer["tick"]
            with lock:
                stats["stream_seconds"] += time.monotonic() - began
                live.remove(run)
            status, answer, _ = p.submit(run, tape)
            if status != 200:
                error(f"finish {status} {answer.get('code') if isinstance(answer, dict) else ''}")
            with lock:
                stats["runs"] += 1

    def watcher(n):
        p = Player("127.0.0.1", port, f"w{n}", f"watcher-{n:04d}-token-0000")
        rng = random.Random(n)
        while time.monotonic() < stop:
            with lock:
                run = rng.choice(live) if live else None
            if run is None:
                time.sleep(0.5)
                continue
            began, tick = time.monotonic(), 0
            while time.monotonic() < stop:
                status, answer, _ = p.request("GET", f"/live/{run}?from={tick}")
                if status != 200:
                    error(f"watch {status}")
                    break
                now = time.monotonic()
                with lock:
                    stats["watch_bytes"] += len(json.dumps(answer))
                    if answer["tick"] > tick and (run, answer["tick"]) in sent_at:
                        stats["lags"].append(now - sent_at[(run, answer["tick"])])
                tick = answer["tick"]
                if answer["state"] != "playing":
                    break
                time.sleep(0.5)
            with lock:
                stats["watch_seconds"] += time.monotonic() - began

    threads = [threading.Thread(target=player, args=(n,)) for n in range(args.players)]
    threads += [threading.Thread(target=watcher, args=(n,)) for n in range(args.watchers)]
    cpu_before = cpu()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    cpu_used = cpu() - cpu_before
    server.stop()
    live_seconds = stats["stream_seconds"]
    print("| players | watchers | runs played | stream B/s per live run | watcher B/s | server CPU ms per live "
          "run-second | watcher lag p50 / p99 s | errors |")
    print("|---:|---:|---:|---:|---:|---:|---:|---|")
    print(f"| {args.players} | {args.watchers} | {stats['runs']} | {stats['stream_bytes'] / live_seconds:.0f} | "
          f"{stats['watch_bytes'] / max(stats['watch_seconds'], 1e-9):.0f} | {cpu_used * 1000 / live_seconds:.2f} | "
          f"{percentile(stats['lags'], 0.5):.2f} / {percentile(stats['lags'], 0.99):.2f} | "
          f"{stats['errors'] or 'none'} |")


if __name__ == "__main__":
    main()
