"""The board's benchmarks' parts (stdlib only): a release board server in a process of its own, a player that
starts a daily run, streams its inputs as it is played and sends its tape, a tape's input lines as a run streams
them, and the release build."""
import http.client
import json
import os
import signal
import subprocess
import sys
import time


class ServerProcess:
    """A board server started with `command` (a release `arcade serve` or `arcade-serve`), its output in `log_path`;
    `port` is the one it listens on, once it does."""

    def __init__(self, command, log_path, env=None):
        self.log_path = log_path
        self.process = subprocess.Popen(command, env=env, stdout=open(log_path, "w"), stderr=subprocess.STDOUT)
        for _ in range(300):
            text = open(log_path).read()
            if "listening on" in text:
                self.port = int(text.split("127.0.0.1:")[1].split()[0])
                return
            time.sleep(0.05)
        raise SystemExit(f"{os.path.basename(sys.argv[0])}: the board server did not start:\n" + open(log_path).read())

    def cpu_seconds(self):
        """Its user and system time so far."""
        fields = open(f"/proc/{self.process.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def status(self, field):
        """A field of /proc/PID/status in MiB (VmRSS, VmHWM); NaN when there is none."""
        for line in open(f"/proc/{self.process.pid}/status"):
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self, sig=signal.SIGTERM):
        self.process.send_signal(sig)
        self.process.wait()


class Player:
    """One player (a name and a token) talking to one server over a kept-alive connection."""

    def __init__(self, host, port, name, token, timeout=30):
        self.host, self.port, self.name, self.token, self.timeout = host, port, name, token, timeout
        self.connection = None

    def request(self, method, path, body=None):
        """(status, parsed JSON or text, seconds); status 0 when the server did not answer."""
        payload = json.dumps(body).encode() if body is not None else None
        started = time.monotonic()
        for attempt in range(2):
            try:
                if self.connection is None:
                    self.connection = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
                headers = {"Content-Type": "application/json"} if payload else {}
                self.connection.request(method, path, body=payload, headers=headers)
                response = self.connection.getresponse()
                data = response.read()
                kind = response.getheader("Content-Type", "")
                value = json.loads(data) if kind.startswith("application/json") else data.decode()
                return response.status, value, time.monotonic() - started
            except (OSError, http.client.HTTPException):
                self.connection = None
                if attempt == 1:
                    return 0, None, time.monotonic() - started
        return 0, None, time.monotonic() - started

    def start(self, game, date, tick=0):
        self.starts = getattr(self, "starts", 0) + 1
        key = f"{self.name}-run-{self.starts:06d}"
        return self.request("POST", "/runs", {"name": self.name, "token": self.token, "game": game, "date": date,
                                              "key": key, "tick": tick})

    def inputs(self, run, tick, lines):
        return self.request("POST", f"/runs/{run}/inputs", {"token": self.token, "from": tick, "inputs": lines})

    def submit(self, run, tape):
        return self.request("POST", f"/runs/{run}", {"token": self.token, "tape": tape})

    def practice(self, tape):
        return self.request("POST", "/practice", {"name": self.name, "token": self.token, "tape": tape})


def ticks(tape):
    """The tape's ticks, from its end line."""
    return int(tape.rstrip().splitlines()[-1].split()[1])


def input_runs(tape):
    """The tape's input lines, as (count, text) runs."""
    lines = tape.split("\ninputs\n", 1)[1].splitlines()
    return [(int(l.split(" ", 1)[0]), l.split(" ", 1)[1]) for l in lines if l and l[0].isdigit()]


def lines_between(runs, start, end):
    """The input lines of ticks start..<end, as a run streams them."""
    out, tick = [], 0
    for count, text in runs:
        a, b = max(tick, start), min(tick + count, end)
        if a < b:
            out.append(f"{b - a} {text}")
        tick += count
    return "".join(line + "\n" for line in out)


def release_build(root):
    """Builds the release binaries; the folder they are in."""
    subprocess.run(["swift", "build", "-c", "release"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()


def input_seconds(tape):
    """The tape's inputs a second (60 ticks) at a time, as the arcade streams them: (first tick, ticks, lines)."""
    body = tape.split("\ninputs\n", 1)[1]
    runs = [line.split(" ", 1) for line in body.splitlines() if line[:1].isdigit()]
    seconds, lines, first, tick = [], [], 0, 0
    for count, word in ((int(c), w) for c, w in runs):
        while count:
            take = min(count, 60 - tick % 60)
            lines.append(f"{take} {word}\n")
            tick, count = tick + take, count - take
            if tick % 60 == 0:
                seconds.append((first, tick - first, "".join(lines)))
                lines, first = [], tick
    if lines:
        seconds.append((first, tick - first, "".join(lines)))
    return seconds


def stream(player, run, tape, started):
    """Streams the tape's inputs to run `run` a second at a time, each once its play time has passed since `started`
    (time.monotonic()), as an arcade playing it does."""
    for first, count, lines in input_seconds(tape):
        time.sleep(max(0.0, started + (first + count) / 60 - time.monotonic()))
        player.inputs(run, first, lines)
