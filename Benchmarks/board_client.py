"""A board player for the benchmarks: starts a daily run, waits its played time, sends its tape (stdlib only)."""
import http.client
import json
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
