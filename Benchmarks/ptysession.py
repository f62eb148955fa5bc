"""One program in an 80x24 pseudo-terminal of its own, for the benchmark scripts (terminal-cost.py,
key-latency.py): everything it writes is kept with its arrival time; its CPU time and memory are read
from /proc.

The child runs with TERM=xterm-256color, LANG=LC_ALL=C.UTF-8, HOME and XDG_DATA_HOME in a temporary folder
(so no score or tape of the user's is read or written). A device-attributes query (ESC [ c) is answered
like xterm would; the kitty keyboard query (ESC [ ? u) only when asked to, as kitty would.
"""
import fcntl
import os
import pty
import select
import signal
import struct
import tempfile
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ARCADE = os.environ.get("ARCADE", os.path.join(ROOT, ".build", "release", "arcade"))
CLK = os.sysconf("SC_CLK_TCK")
COLS, ROWS = 80, 24


def proc_cpu(pid):
    """CPU time of the whole process (all threads), seconds: the scheduler's own nanosecond count
    (/proc/PID/task/*/schedstat, first field), else utime + stime (/proc/PID/stat, 10 ms ticks)."""
    try:
        total = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        return total / 1e9
    except (OSError, ValueError, IndexError):
        pass
    with open(f"/proc/{pid}/stat") as f:
        s = f.read()
    fields = s[s.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / CLK


def proc_runs(pid):
    """Times the process's threads were put on a CPU (/proc/PID/task/*/schedstat, third field): its wake-ups."""
    try:
        total = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[2])
        return total
    except (OSError, ValueError, IndexError):
        return 0


def proc_mem(pid):
    """(VmRSS, VmHWM) in kB."""
    rss = hwm = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
            elif line.startswith("VmHWM:"):
                hwm = int(line.split()[1])
    return rss, hwm


def make_emulator():
    """A pyte screen of 80x24 and the stream that feeds it; pyte plus REP (CSI n b: repeat the last
    character), which ncurses uses under xterm-256color."""
    import pyte

    class Screen(pyte.Screen):
        last = " "

        def draw(self, data):
            if data:
                self.last = data[-1]
            super().draw(data)

        def repeat_last(self, count=1, *args, **kwargs):
            super().draw(self.last * max(1, count))

    class Stream(pyte.Stream):
        csi = dict(pyte.Stream.csi, b="repeat_last")

    screen = Screen(COLS, ROWS)
    return screen, Stream(screen)


class Session:
    """One program (the release `arcade` unless told) in a pty of its own."""

    def __init__(self, args, rss_every=None, executable=None, kitty=False):
        self.kitty = kitty  # answer the kitty keyboard query as a terminal that reports key releases
        self.data_home = tempfile.mkdtemp(prefix="arcade-bench-")
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.data_home, "TERM": "xterm-256color",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "XDG_DATA_HOME": self.data_home,
        }
        self.t0 = time.monotonic()
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
            program = executable or ARCADE
            os.execve(program, [program] + args, env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.chunks = []  # (seconds since launch, bytes)
        self.tail = b""
        self.closed = False
        self.rss_every = rss_every
        self.rss = []  # (seconds, VmRSS kB)
        self.hwm = 0
        self.next_sample = 0.0

    def now(self):
        return time.monotonic() - self.t0

    def sample_memory(self):
        try:
            rss, hwm = proc_mem(self.pid)
        except (FileNotFoundError, ProcessLookupError, ValueError):
            return
        if rss:
            self.rss.append((self.now(), rss))
            self.hwm = max(self.hwm, hwm)

    def cpu(self):
        return proc_cpu(self.pid)

    def runs(self):
        return proc_runs(self.pid)

    def read_once(self, timeout):
        """Waits up to `timeout` for output; returns the chunk read (kept in `chunks`) or None."""
        if self.closed:
            return None
        ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not ready:
            return None
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return None
        self.chunks.append((self.now(), data))
        self.tail = (self.tail + data)[-4096:]
        if self.kitty and b"\x1b[?u" in data:
            os.write(self.fd, b"\x1b[?0u")  # kitty's answer: no flags set yet
        if b"\x1b[c" in data:
            os.write(self.fd, b"\x1b[?62;22c")  # what xterm answers to device attributes
        return data

    def pump(self, seconds, until=None):
        """Reads output for up to `seconds`, or until `until(tail)` is true; returns whether it was."""
        deadline = time.monotonic() + seconds
        while not self.closed:
            if until and until(self.tail):
                return True
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            if self.rss_every and self.now() >= self.next_sample:
                self.sample_memory()
                self.next_sample = self.now() + self.rss_every
            self.read_once(min(left, 0.05))
        return bool(until and until(self.tail))

    def send(self, keys):
        os.write(self.fd, keys)

    def finish(self, keys=b"q", grace=3.0):
        """Sends `keys` (to quit), waits for the exit, then makes sure the process is gone."""
        if not self.closed:
            try:
                self.send(keys)
            except OSError:
                pass
            self.pump(grace)
        for attempt in range(30):
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            if attempt == 10:
                os.kill(self.pid, signal.SIGTERM)
            time.sleep(0.1)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)

    def bytes_between(self, start, end):
        return sum(len(d) for t, d in self.chunks if start <= t <= end)
