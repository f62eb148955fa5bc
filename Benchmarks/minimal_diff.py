"""The minimal diff of a stretch of terminal output: the byte stream is fed into a terminal emulator
(pyte, plus REP, which ncurses uses) and cut into frames at pauses of more than 2 ms; for each frame, the
cells that differ from the previous frame's screen (character or attributes) are priced as an encoder that
knows both screens would send them, row by row, left to right:
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
"""
import codecs

from ptysession import COLS, ROWS, make_emulator


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
    alone (off/on codes, colors, `39`/`49` for default), or a reset `0` then everything `new` has."""
    fg, bg, *flags = new

    def colors(f, b):
        return color_param(f, 30, 90, "38") + color_param(b, 40, 100, "48")

    reset = ["0"] + [code for on, code in zip(flags, ON_CODES) if on] + colors(fg, bg)
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
    decoder = codecs.getincrementaldecoder("utf-8")("replace")
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
