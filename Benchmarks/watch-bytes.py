#!/usr/bin/env python3
"""What one watcher of a live run reads, per game: a player streams the first S seconds of the game's ten-minute tape
(Benchmarks/tapes, each game played by its autoplayer) to one `arcade serve` on loopback as today's daily, once a
second as an arcade does, while a watcher asks for the run's new inputs twice a second as `arcade watch` does
(`GET /live/ID?from=TICK` on a kept-alive connection). Counted: every byte the watcher's socket read (status lines,
headers, bodies), and its answers. The four games run at once.

    Benchmarks/watch-bytes.py [--seconds 60] [--binary DIR]   # DIR holds arcade (default: a release build)

Prints a Markdown table (for RESULTS.md)."""
import argparse, json, os, socket, subprocess, sys, tempfile, threading, time

sys.path.insert(0, os.path.dirname(__file__))
from board_client import Player, input_runs, lines_between, release_build  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ["frog", "puck", "heli", "hundreds"]


class Watcher:
    """A kept-alive connection that asks for a run's inputs and counts every byte it reads."""

    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port))
        self.bytes = self.answers = 0
        self.buffer = b""

    def get(self, path):
        self.socket.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.socket.recv(65536)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        length = int([l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")][0])
        while len(self.buffer) < length:
            self.buffer += self.socket.recv(65536)
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        self.bytes += len(head) + 4 + length
        self.answers += 1
        return json.loads(body)


def follow(game, port, seconds, today, results):
    tape = open(os.path.join(ROOT, "Benchmarks", "tapes", f"{game}-10min.tape")).read()
    runs = input_runs(tape)
    player = Player("127.0.0.1", port, f"watched-{game}", f"watched-{game}-token-0123456789")
    status, answer, _ = player.start(game, today)
    assert status == 201, (status, answer)
    run = answer["run"]
    watcher = Watcher(port)
    sent = seen = 0
    streamed = 0
    started = time.monotonic()
    for step in range(2 * seconds):
        time.sleep(max(0, started + 0.5 * step - time.monotonic()))
        if step % 2 == 0:
            lines = lines_between(runs, sent, sent + 60)
            status, answer, _ = player.inputs(run, sent, lines)
            assert status == 200, (status, answer)
            sent, streamed = sent + 60, streamed + len(lines)
        seen = watcher.get(f"/live/{run}?from={seen}")["tick"]
    results[game] = (watcher.bytes / seconds, watcher.answers, watcher.bytes / watcher.answers, streamed / seconds)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = args.binary or release_build(ROOT)
    work = tempfile.mkdtemp()
    log = open(os.path.join(work, "serve.log"), "w+")
    server = subprocess.Popen(
        [f"{binary}/arcade", "serve", "--listen", "127.0.0.1:0", "--database", f"sqlite:{work}/board.sqlite",
         "--rate", "1000000", "--token-rate", "1000000"], stdout=log, stderr=subprocess.STDOUT)
    try:
        for _ in range(300):
            text = open(log.name).read()
            if "listening on" in text:
                break
            time.sleep(0.05)
        port = int(text.split("127.0.0.1:")[1].split()[0])
        today = time.strftime("%Y-%m-%d", time.gmtime())
        results = {}
        threads = [threading.Thread(target=follow, args=(g, port, args.seconds, today, results)) for g in GAMES]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        server.terminate()
        server.wait()
    print(f"One watcher of one live run, {args.seconds} s of each game's ten-minute tape streamed as today's daily:\n")
    print("| game | bytes/s a watcher reads | answers/s | bytes an answer | of it the run's inputs, bytes/s |")
    print("|---|---:|---:|---:|---:|")
    for game in GAMES:
        rate, answers, each, inputs = results[game]
        print(f"| {game} | {rate:,.0f} | {answers / args.seconds:.1f} | {each:,.0f} | {inputs:,.0f} |")


if __name__ == "__main__":
    main()
