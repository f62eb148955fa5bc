"""A board player for the benchmarks: starts a daily run, waits its played time, sends its tape (stdlib only); and
what the board scripts share: a tape's input lines as a run streams them, the release build."""
import http.client
import json
import subprocess
import time


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
