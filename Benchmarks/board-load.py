#!/usr/bin/env python3
"""The board under load, on loopback: N players each start today's daily helicopter runs and send their tapes (each
after its played time, as the server checks) for a while against one release `arcade serve`; then the same with the
server killed with SIGKILL mid-load and restarted on its database: every submission answered 2xx must be on the
board, and none twice.

    Benchmarks/board-load.py [--players 50 200] [--seconds 60] [--database sqlite|postgres://...]

Prints a Markdown table (for RESULTS.md): accepted submissions per second, p50/p99 latency of starts and of
submissions, the server's CPU per verified tick, errors; then the fault run's counts."""
import argparse, os, random, signal, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(__file__))
from board_client import Player, ServerProcess, release_build, ticks  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Server(ServerProcess):
    """A release `arcade serve` on a port of its own, limits lifted for the load."""

    def __init__(self, binary, database, port=0):
        super().__init__(
            [binary, "serve", "--listen", f"127.0.0.1:{port}", "--threads", "4", "--rate", "1000000",
             "--token-rate", "1000000", "--open-runs", "1000000"],
            tempfile.NamedTemporaryFile("w+", delete=False).name, env=dict(os.environ, ARCADE_BOARD_DATABASE=database))


def percentile(values, p):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))]


def load(server_port, players, seconds, tapes, today, stop_at=None, on_stop=None):
    """Players loop start → wait the played time → submit until `seconds` pass. Returns what they saw."""
    results = {"starts": [], "submits": [], "accepted": [], "errors": {}, "ticks": 0}
    lock = threading.Lock()
    deadline = time.monotonic() + seconds
    port = {"value": server_port}

    def player(n):
        rng = random.Random(n)
        p = Player("127.0.0.1", port["value"], f"p{n}", f"load-player-{n:04d}-token")
        while time.monotonic() < deadline:
            p.port = port["value"]
            tape = rng.choice(tapes)
            status, answer, latency = p.start("heli", today)
            with lock:
                results["starts"].append(latency)
            if status != 201:
                with lock:
                    results["errors"][f"start {status}"] = results["errors"].get(f"start {status}", 0) + 1
                time.sleep(0.2)
                continue
            time.sleep(ticks(tape) / 60)
            p.port = port["value"]
            status, answer, latency = p.submit(answer["run"], tape)
            with lock:
                results["submits"].append(latency)
                if status == 200:
                    results["accepted"].append(answer["run"])
                    results["ticks"] += ticks(tape)
                else:
                    key = f"submit {status}" + (f" {answer.get('error', '')[:40]}" if isinstance(answer, dict) else "")
                    results["errors"][key] = results["errors"].get(key, 0) + 1

    threads = [threading.Thread(target=player, args=(n,)) for n in range(players)]
    for t in threads:
        t.start()
    if stop_at is not None:
        time.sleep(stop_at)
        port["value"] = on_stop()
    for t in threads:
        t.join()
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[50, 200])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--database", default="sqlite")
    args = parser.parse_args()
    bin_path = release_build(ROOT)
    work = tempfile.mkdtemp()
    today = time.strftime("%Y-%m-%d", time.gmtime())
    subprocess.run([f"{bin_path}/ArcadeBench", "board-tapes", today, f"{work}/tapes", "8"], check=True)
    tapes = [open(f"{work}/tapes/heli-{i}.tape").read() for i in range(8)]

    def database(name):
        if args.database == "sqlite":
            return f"sqlite:{work}/{name}.sqlite"
        return args.database

    print(f"| players | accepted/s | start p50 / p99 ms | submit p50 / p99 ms | server CPU µs per verified tick | errors |")
    print("|---:|---:|---:|---:|---:|---|")
    for players in args.players:
        server = Server(f"{bin_path}/arcade", database(f"load-{players}"))
        cpu = server.cpu_seconds()
        started = time.monotonic()
        r = load(server.port, players, args.seconds, tapes, today)
        elapsed = time.monotonic() - started
        cpu = server.cpu_seconds() - cpu
        server.stop()
        errors = ", ".join(f"{k}: {v}" for k, v in sorted(r["errors"].items())) or "none"
        print(f"| {players} | {len(r['accepted']) / elapsed:.1f} | "
              f"{percentile(r['starts'], .5) * 1000:.1f} / {percentile(r['starts'], .99) * 1000:.1f} | "
              f"{percentile(r['submits'], .5) * 1000:.1f} / {percentile(r['submits'], .99) * 1000:.1f} | "
              f"{cpu / max(r['ticks'], 1) * 1e6:.2f} | {errors} |")

    # The fault: SIGKILL mid-load, a restart on the same database (another port), the players carrying on.
    players = args.players[0]
    path = database("fault")
    holder = {"server": Server(f"{bin_path}/arcade", path)}

    def crash_and_restart():
        holder["server"].stop(signal.SIGKILL)
        holder["server"] = Server(f"{bin_path}/arcade", path)
        return holder["server"].port

    r = load(holder["server"].port, players, args.seconds / 2, tapes, today, stop_at=args.seconds / 4,
             on_stop=crash_and_restart)
    player = Player("127.0.0.1", holder["server"].port, "reader", "reader-token-000000000")
    status, board, _ = player.request("GET", f"/boards/heli/{today}")
    holder["server"].stop()
    on_board = [row["run"] for row in board["runs"]]
    accepted = set(r["accepted"])
    missing = accepted - set(on_board)
    print()
    print(f"Fault: {players} players for {args.seconds / 2:.0f} s, the server killed with SIGKILL after "
          f"{args.seconds / 4:.0f} s and restarted on its database: {len(accepted)} submissions answered 200, "
          f"{len(on_board)} runs on the board, {len(missing)} answered 200 but missing, "
          f"{len(on_board) - len(set(on_board))} on it twice; errors around the crash: "
          + (", ".join(f"{k}: {v}" for k, v in sorted(r["errors"].items())) or "none") + ".")
    if missing or len(on_board) != len(set(on_board)):
        sys.exit(1)


if __name__ == "__main__":
    main()
