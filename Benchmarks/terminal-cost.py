#!/usr/bin/env python3
"""Terminal cost of the arcade's front end, measured in an 80x24 pseudo-terminal of our own.

    terminal-cost.py replay TAPE [--json OUT] [--no-diff] [--rss-every S]
        Replays TAPE with `arcade replay TAPE --no-mouse` at real speed (presses p at the intro box,
        q at the "Replay ended" box) and measures, over the play only: the process's CPU time
        (utime+stime from /proc/PID/stat) per second of play, bytes written to the terminal per
        second, and the minimal diff of the same frames (below); plus peak RSS (VmHWM) and RSS
        sampled over time (first vs last minute).
    terminal-cost.py menu [--attract] [--seconds S] [--json OUT]
        The title menu (`arcade --no-attract`, or with its attract mode): CPU and bytes per second
        over S seconds, after a 3 s settle.
    terminal-cost.py startup [--runs N] [--json OUT]
        Launch to the first byte and to the first frame of the menu (its title drawn), medians.

The minimal diff: the byte stream is fed into a terminal emulator (pyte, plus REP, which ncurses uses) and cut
into frames at pauses of more than 2 ms; for each frame, the cells that differ from the previous frame's screen
(character or attributes) are priced as an encoder that knows both screens would send them, row by row, left
to right:
  - each changed cell: its character's UTF-8 bytes;
  - before each run of changed cells, the shortest cursor motion from where the last write left the cursor:
    nothing, backspaces, CR + `ESC[nC`, `ESC[nG`, `ESC[nC`, `ESC[nd` or `ESC[r;cH` (exact lengths), or, on the
    same row, rewriting the unchanged cells in between when they have the current attributes and that is shorter;
  - for a row, alternatively: shifting it 1-3 columns with delete / insert characters (`ESC[nP`, `ESC[n@` at
    column 1) and then patching it as above, when that is shorter (rows that slide sideways);
  - whenever a cell's attributes differ from the last ones sent (kept across runs and frames), the shorter of
    one SGR with just the changes (`22`/`1`, `27`/`7`…, `3N`/`9N`/`38;5;N`/`39`, `4N`/`10N`/`48;5;N`/`49`) and
    one SGR that resets (`0`) and sets everything.
It does not use vertical scrolling, erase or repeat sequences, so a frame that scrolls or clears a large area
could be cheaper than this "minimum"; for these games (sprites over a still or sliding background) it is close.

The child runs with TERM=xterm-256color, LANG=LC_ALL=C.UTF-8, XDG_DATA_HOME in a temporary folder.
A device-attributes query (ESC [ c) is answered like xterm would.
"""
import argparse
import fcntl
import json
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
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


class Session:
    """One arcade process in a pty of its own; everything it writes is kept with its arrival time."""

    def __init__(self, args, rss_every=None, executable=None):
        self.data_home = tempfile.mkdtemp(prefix="arcade-bench-")
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.data_home, "TERM": "xterm-256color",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "XDG_DATA_HOME": self.data_home,
        }
        for name in ("ARCADE_OUTPUT",):
            if name in os.environ:
                env[name] = os.environ[name]
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
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.05))
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                data = b""
            if not data:
                self.closed = True
                break
            self.chunks.append((self.now(), data))
            self.tail = (self.tail + data)[-4096:]
            if b"\x1b[c" in data:
                os.write(self.fd, b"\x1b[?62;22c")  # what xterm answers to device attributes
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
        for _ in range(30):
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            if _ == 10:
                os.kill(self.pid, signal.SIGTERM)
            time.sleep(0.1)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)

    def bytes_between(self, start, end):
        return sum(len(d) for t, d in self.chunks if start <= t <= end)


# ---- the minimal diff ---------------------------------------------------------------------------------------

def make_emulator():
    import pyte

    class Screen(pyte.Screen):
        """pyte plus REP (CSI n b: repeat the last character), which ncurses uses under xterm-256color."""
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


def color_param(color, base, bright, extended):
    import pyte.graphics as g
    if color == "default":
        return []
    names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]
    if color in names:
        return [str(base + names.index(color))]
    if color.startswith("bright") and color[6:] in names:
        return [str(bright + names.index(color[6:]))]
    if color in g.FG_BG_256:
        return [extended, "5", str(g.FG_BG_256.index(color))]
    return [extended, "2", "255", "255", "255"]


ON_CODES = ["1", "3", "4", "5", "7", "9"]  # bold, italics, underscore, blink, reverse, strikethrough
OFF_CODES = ["22", "23", "24", "25", "27", "29"]


def sgr_bytes(old, new):
    """Bytes of the shortest single SGR taking the pen from `old` (None: unknown) to `new`: either the changes
    alone (off/on codes, colours, `39`/`49` for default), or a reset `0` then everything `new` has."""
    fg, bg, *flags = new

    def colours(f, b):
        return color_param(f, 30, 90, "38") + color_param(b, 40, 100, "48")

    reset = ["0"] + [code for on, code in zip(flags, ON_CODES) if on] + colours(fg, bg)
    candidates = [reset]
    if old is not None:
        ofg, obg, *oflags = old
        delta = [(ON_CODES if on else OFF_CODES)[i] for i, (on, was) in enumerate(zip(flags, oflags)) if on != was]
        if fg != ofg:
            delta += color_param(fg, 30, 90, "38") or ["39"]
        if bg != obg:
            delta += color_param(bg, 40, 100, "48") or ["49"]
        candidates.append(delta)
    return min(len("\x1b[" + ";".join(c) + "m") for c in candidates)


def move_bytes(cursor, y, x):
    """Bytes of the shortest cursor motion from `cursor` (row, column, or None) to (y, x), 0-based: none,
    backspaces, CR, column (HPA `ESC[nG`), forward (`ESC[nC`), row (VPA `ESC[nd`) or the full `ESC[r;cH`."""
    full = len(f"\x1b[{y + 1};{x + 1}H")
    if cursor is None:
        return full
    cy, cx = cursor
    if cy == y:
        if cx == x:
            return 0
        options = [len(f"\x1b[{x + 1}G")]
        if x < cx:
            options.append(cx - x)  # backspaces
            options.append(1 + (len(f"\x1b[{x}C") if x else 0))  # CR, then forward
        else:
            options.append(len(f"\x1b[{x - cx}C"))
        return min(options + [full])
    if cx == x:
        return min(full, len(f"\x1b[{y + 1}d"))
    return full


def cell_key(c):
    return (c.fg, c.bg, c.bold, c.italics, c.underscore, c.blink, c.reverse, c.strikethrough)


def snapshot_row(screen, y):
    line = screen.buffer[y]
    return [(line[x].data, cell_key(line[x])) for x in range(COLS)]


BLANK = (" ", ("default", "default", False, False, False, False, False, False))


def row_cost(old, new, y, cursor, pen):
    """Prices redrawing the changed cells of one row: (bytes, cursor after, pen after)."""
    cost, x = 0, 0
    while x < COLS:
        if new[x] == old[x]:
            x += 1
            continue
        move = move_bytes(cursor, y, x)
        if cursor and cursor[0] == y and cursor[1] < x and all(k == pen for _, k in new[cursor[1]:x]):
            move = min(move, sum(len(ch.encode("utf-8")) or 1 for ch, _ in new[cursor[1]:x]))  # rewrite the gap
        cost += move
        while x < COLS and new[x] != old[x]:
            ch, key = new[x]
            if key != pen:
                cost += sgr_bytes(pen, key)
                pen = key
            cost += len(ch.encode("utf-8")) or 1
            x += 1
        cursor = (y, x) if x < COLS else None  # after the last column the cursor position is fuzzy
    return cost, cursor, pen


def minimal_diff(chunks, start, end, gap=0.002):
    """Feeds every chunk; over those in [start, end] returns (frames, changed cells, minimal bytes)."""
    screen, stream = make_emulator()
    before = [c for c in chunks if c[0] < start]
    during = [c for c in chunks if start <= c[0] <= end]
    for _, d in before:
        stream.feed(d.decode("utf-8", "replace"))
    rows = [snapshot_row(screen, y) for y in range(ROWS)]
    screen.dirty.clear()
    frames = changed = cost = 0
    pen = cursor = None
    decoder = __import__("codecs").getincrementaldecoder("utf-8")("replace")
    i = 0
    while i < len(during):
        j = i + 1
        while j < len(during) and during[j][0] - during[j - 1][0] <= gap:
            j += 1
        for _, d in during[i:j]:
            stream.feed(decoder.decode(d))
        i = j
        frames += 1
        for y in sorted(screen.dirty):
            if y >= ROWS:
                continue
            new = snapshot_row(screen, y)
            old = rows[y]
            changed += sum(1 for a, b in zip(old, new) if a != b)
            best = row_cost(old, new, y, cursor, pen)
            # A row whose content slid sideways (the helicopter's cave) may be cheaper to shift with delete /
            # insert characters (DCH `ESC[nP` at column 1, ICH `ESC[n@`) and then patch.
            for k in (1, 2, 3):
                for shifted, seq in ((old[k:] + [BLANK] * k, f"\x1b[{k}P"), ([BLANK] * k + old[:-k], f"\x1b[{k}@")):
                    if shifted == old:
                        continue
                    c, cur, p = row_cost(shifted, new, y, (y, 0), pen)
                    c += move_bytes(cursor, y, 0) + len(seq)
                    if c < best[0]:
                        best = (c, cur, p)
            cost += best[0]
            cursor, pen = best[1], best[2]
            rows[y] = new
        screen.dirty.clear()
    return frames, changed, cost


# ---- modes ---------------------------------------------------------------------------------------------------

# The end box's title. ncurses need not send the space between the words (it may already be on the screen,
# in any colour: the front end keeps unchanged spaces as they were), so a cursor motion or colour may stand there.
REPLAY_ENDED = re.compile(rb"Replay(?: |\x1b\[[0-9;]*[A-Za-z]|\x1b\([0-9A-Z])+ended")


def tape_ticks(path):
    with open(path) as f:
        for line in f:
            if line.startswith("end "):
                return int(line.split()[1])
    return None


def run_replay(a):
    ticks = tape_ticks(a.tape)
    s = Session(["replay", a.tape, "--no-mouse", "--fps", str(a.fps)], rss_every=a.rss_every)
    if not s.pump(20, until=lambda t: b"Watch" in t):
        s.finish()
        sys.exit(f"terminal-cost: the replay intro box never appeared for {a.tape}")
    first_byte = s.chunks[0][0]
    s.pump(0.3)
    s.tail = b""
    cpu0, runs0, start = s.cpu(), s.runs(), s.now()
    s.send(b"p")
    ended = s.pump(ticks / 60 + 60, until=lambda t: REPLAY_ENDED.search(t) is not None)
    cpu1, runs1, end = s.cpu(), s.runs(), s.now()
    s.sample_memory()
    s.finish(b"q")
    if not ended:
        sys.exit(f"terminal-cost: the replay of {a.tape} did not end")
    play = end - start
    out = {
        "mode": "replay", "tape": os.path.relpath(a.tape, ROOT), "fps": a.fps, "ticks": ticks, "play_seconds": play,
        "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / play, "cpu_seconds": cpu1 - cpu0,
        "wakeups_per_s": (runs1 - runs0) / play,
        "bytes": s.bytes_between(start, end), "bytes_per_s": s.bytes_between(start, end) / play,
        "first_byte_s": first_byte, "hwm_kb": s.hwm,
    }
    if s.rss:
        first = [r for t, r in s.rss if t - s.rss[0][0] <= 60]
        last = [r for t, r in s.rss if t >= s.rss[-1][0] - 60]
        out.update(rss_first_min_kb=max(first), rss_last_min_kb=max(last), rss_samples=len(s.rss))
    if not a.no_diff:
        frames, changed, minimal = minimal_diff(s.chunks, start, end)
        out.update(frames=frames, changed_cells=changed, minimal_bytes=minimal,
                   minimal_bytes_per_s=minimal / play, bytes_over_minimal=out["bytes"] / max(minimal, 1))
    emit(out, a.json)


def run_menu(a):
    s = Session(["--no-mouse"] + ([] if a.attract else ["--no-attract"]), rss_every=1.0)
    s.pump(3.0)
    cpu0, start = s.cpu(), s.now()
    s.pump(a.seconds)
    cpu1, end = s.cpu(), s.now()
    s.sample_memory()
    s.finish(b"q")
    out = {
        "mode": "menu", "attract": a.attract, "seconds": end - start, "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / (end - start),
        "bytes_per_s": s.bytes_between(start, end) / (end - start), "hwm_kb": s.hwm,
    }
    if a.attract:
        frames, changed, minimal = minimal_diff(s.chunks, start, end)
        out.update(frames=frames, minimal_bytes_per_s=minimal / (end - start),
                   bytes_over_minimal=s.bytes_between(start, end) / max(minimal, 1))
    emit(out, a.json)


def run_startup(a):
    first_bytes, first_frames = [], []
    for _ in range(a.runs):
        s = Session(["--no-mouse", "--no-attract"])
        s.pump(10, until=lambda t: b"Frog" in t)  # the menu lists the games: the first frame is drawn
        if s.chunks:
            first_bytes.append(s.chunks[0][0])
            first_frames.append(s.now())
        s.finish(b"q")
        time.sleep(0.2)
    emit({"mode": "startup", "runs": a.runs, "first_byte_ms": statistics.median(first_bytes) * 1000,
          "first_frame_ms": statistics.median(first_frames) * 1000,
          "first_frame_all_ms": [round(x * 1000, 1) for x in first_frames]}, a.json)


def run_floor(a):
    """The floor: ArcadeBench floor, in the same kind of pty, waking and writing like the arcade but doing nothing else."""
    bench = os.path.join(os.path.dirname(ARCADE), "ArcadeBench")
    s = Session(["floor", "--fps", str(a.fps), "--bytes", str(a.bytes), "--seconds", str(a.seconds + 1.0)],
                executable=bench)
    s.pump(0.5)
    cpu0, runs0, start = s.cpu(), s.runs(), s.now()
    s.pump(a.seconds)
    cpu1, runs1, end = s.cpu(), s.runs(), s.now()
    s.pump(3.0, until=lambda t: b"floor done" in t)
    s.finish(b"")
    emit({"mode": "floor", "fps": a.fps, "bytes_per_frame": a.bytes, "seconds": end - start,
          "cpu_ms_per_s": (cpu1 - cpu0) * 1000 / (end - start), "wakeups_per_s": (runs1 - runs0) / (end - start),
          "bytes_per_s": s.bytes_between(start, end) / (end - start)}, a.json)


def emit(out, path):
    text = json.dumps(out)
    if path:
        with open(path, "a") as f:
            f.write(text + "\n")
    print(text)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="mode", required=True)
    r = sub.add_parser("replay")
    r.add_argument("tape")
    r.add_argument("--json")
    r.add_argument("--no-diff", action="store_true")
    r.add_argument("--rss-every", type=float, default=1.0)
    r.add_argument("--fps", type=int, default=30, help="frames drawn per second (arcade --fps)")
    m = sub.add_parser("menu")
    m.add_argument("--attract", action="store_true")
    m.add_argument("--seconds", type=float, default=8.0)
    m.add_argument("--json")
    s = sub.add_parser("startup")
    s.add_argument("--runs", type=int, default=10)
    s.add_argument("--json")
    f = sub.add_parser("floor")
    f.add_argument("--fps", type=int, default=30)
    f.add_argument("--bytes", type=int, default=500)
    f.add_argument("--seconds", type=float, default=20.0)
    f.add_argument("--json")
    a = p.parse_args()
    if not os.access(ARCADE, os.X_OK):
        sys.exit(f"terminal-cost: {ARCADE} is missing; build it with: swift build -c release")
    {"replay": run_replay, "menu": run_menu, "startup": run_startup, "floor": run_floor}[a.mode](a)


if __name__ == "__main__":
    main()
