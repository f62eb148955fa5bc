#!/usr/bin/env python3
"""The board under attack, on loopback, against one release `arcade serve` (default limits, SQLite):

1. slow connections: N connections from 127.0.0.1, each sending a byte of its request line a second, while a probe
   from another address (127.0.0.2) asks for the board page twice a second: the probe's latency (p50/p99, and how
   many got no answer), against the same probe with no attack;
2. oversized fields: bodies carrying a 1 MB token, then tens of thousands of valid fresh tokens (each a new key for
   the per-player limiter): the server's resident memory before and after each (VmRSS), and its peak (VmHWM);
3. replays: finished daily tapes sent as practice as fast as one client can (no played time to wait for): runs
   verified per second, and per second of the server's CPU (a core).

    Benchmarks/board-attack.py [--slow 1010] [--seconds 30] [--tokens 60000] [--replays 2000]

Prints Markdown tables for RESULTS.md."""
import argparse, os, resource, socket, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(__file__))
from board_client import Player, ServerProcess, release_build  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Server(ServerProcess):
    """A release `arcade serve` with its default limits."""

    def __init__(self, binary, folder, extra=()):
        super().__init__(
            [binary, "serve", "--listen", "127.0.0.1:0", "--database", f"sqlite:{folder}/board.sqlite", *extra],
            os.path.join(folder, "serve.log"))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))] if values else float("nan")


def probe(port, seconds):
    """Latencies (ms) of GET / from 127.0.0.2, twice a second; None for no answer within 5 s."""
    latencies = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        started = time.monotonic()
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5, source_address=("127.0.0.2", 0)) as s:
                s.sendall(b"GET /boards/heli/2026-01-01 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                data = b""
                while chunk := s.recv(65536):
                    data += chunk
            latencies.append((time.monotonic() - started) * 1000 if data.startswith(b"HTTP/1.1 200") else None)
        except OSError:
            latencies.append(None)
        time.sleep(max(0, 0.5 - (time.monotonic() - started)))
    return latencies


def slow_connections(port, count, stop):
    """`count` connections from 127.0.0.1, each dripping its request line a byte a second until `stop` is set."""
    sockets = []
    for _ in range(count):
        try:
            sockets.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        except OSError:
            pass
    line = b"GET /boards/heli/2026-01-01 HTTP/1.1\r\nHost: x\r\n" * 100
    at = 0
    while not stop.is_set():
        for s in list(sockets):
            try:
                s.send(line[at:at + 1])
            except OSError:
                sockets.remove(s)
        at += 1
        stop.wait(1)
    for s in sockets:
        s.close()
    return len(sockets)


def attack_slow(binary, count, seconds):
    rows = []
    for attacking in (False, True):
        with tempfile.TemporaryDirectory() as folder:
            server = Server(binary, folder)
            stop = threading.Event()
            attackers = []
            if attacking:
                attackers = [threading.Thread(target=slow_connections, args=(server.port, count, stop))]
                attackers[0].start()
                time.sleep(2)
            latencies = probe(server.port, seconds)
            stop.set()
            for t in attackers:
                t.join()
            server.stop()
            answered = [x for x in latencies if x is not None]
            rows.append((f"{count} slow connections from 127.0.0.1" if attacking else "no attack", len(latencies),
                         len(latencies) - len(answered), percentile(answered, 0.5), percentile(answered, 0.99)))
    print("| while | probes | unanswered | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.1f} | {r[4]:.1f} |")


def attack_fields(binary, tokens):
    with tempfile.TemporaryDirectory() as folder:
        server = Server(binary, folder, ["--rate", "1000000", "--token-rate", "1000000"])
        p = Player("127.0.0.1", server.port, "x", "y" * 20)
        time.sleep(0.5)
        before = server.status("VmRSS")
        refused = {}
        for size in (1 << 20, 1 << 19):
            for _ in range(125):
                status, _, _ = p.request("POST", "/runs/1/inputs", {"token": "t" * size, "from": 0, "inputs": ""})
                refused[status] = refused.get(status, 0) + 1
        after_big = server.status("VmRSS")
        for n in range(tokens):
            p.request("POST", "/runs/1/inputs", {"token": f"fresh-token-{n:012d}", "from": 0, "inputs": ""})
        after_fresh = server.status("VmRSS")
        peak = server.status("VmHWM")
        server.stop()
    print("| moment | resident MB |\n|---|---:|")
    print(f"| started, idle | {before:.1f} |")
    statuses = ", ".join(f"{n} answered {status}" for status, n in sorted(refused.items()))
    print(f"| after 125 bodies with a 1 MB token and 125 with a 512 KB one ({statuses}) | {after_big:.1f} |")
    print(f"| after {tokens:,} fresh valid tokens (the limiter holds at most 50,000 keys) | {after_fresh:.1f} |")
    print(f"| peak (VmHWM) | {peak:.1f} |")


def replays(binary, count):
    with tempfile.TemporaryDirectory() as folder:
        today = time.strftime("%Y-%m-%d", time.gmtime())
        subprocess.run([f"{binary}/ArcadeBench", "board-tapes", today, f"{folder}/tapes", "8"], check=True)
        tapes = [open(f"{folder}/tapes/heli-{i}.tape").read() for i in range(8)]
        ticks = [int(t.rstrip().splitlines()[-1].split()[1]) for t in tapes]
        server = Server(f"{binary}/arcade", folder, ["--rate", "1000000", "--token-rate", "1000000"])
        p = Player("127.0.0.1", server.port, "r", "replay-token-000000")
        cpu = server.cpu_seconds()
        started = time.monotonic()
        kept = 0
        verified_ticks = 0
        for n in range(count):
            status, _, _ = p.practice(tapes[n % 8])
            if status == 200:
                kept += 1
                verified_ticks += ticks[n % 8]
        wall = time.monotonic() - started
        cpu = server.cpu_seconds() - cpu
        server.stop()
    print("| runs sent | kept | mean ticks a run | runs/s (one client) | runs per CPU second | µs CPU per tick |")
    print("|---:|---:|---:|---:|---:|---:|")
    print(f"| {count} | {kept} | {verified_ticks / max(kept, 1):.0f} | {kept / wall:.0f} | {kept / cpu:.0f} | "
          f"{cpu * 1e6 / max(verified_ticks, 1):.2f} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--slow", type=int, default=1010)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--tokens", type=int, default=60000)
    parser.add_argument("--replays", type=int, default=2000)
    args = parser.parse_args()
    # The slow connections need their descriptors.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, args.slow + 256)), hard))
    binary = release_build(ROOT)
    attack_slow(f"{binary}/arcade", args.slow, args.seconds)
    print()
    attack_fields(f"{binary}/arcade", args.tokens)
    print()
    replays(binary, args.replays)


if __name__ == "__main__":
    main()
