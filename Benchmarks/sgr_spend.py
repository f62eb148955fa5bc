"""Where a terminal byte stream spends its SGR (color and attribute) bytes, for the report's breakdown of
ncurses' output against the minimal diff. The stream is read with a pen (foreground, background,
attributes) kept the way a terminal keeps it:
  - *re-sent*: a color set to the value the pen already has (ncurses sends the background again with each
    color-pair change, even when only the foreground differs);
  - *resets*: sequences that reset the pen (`ESC(B ESC[m`, `ESC[0…m`, `ESC[39;49m`), plus the colors sent
    again right after a reset to restore what the pen had before it (terminfo has no "bold off", so
    ncurses turns bold or underline off with a full reset and then sets the colors again).
Everything is counted in bytes of the stream.
"""
import re

SGR = re.compile(rb"(\x1b\(B)?\x1b\[([0-9;]*)m")


def color_codes(params):
    """(kind, value, bytes) for each color in an SGR's parameter list; other codes as ("attr", code, 0)."""
    out, i = [], 0
    while i < len(params):
        c = params[i]
        if c in ("38", "48") and i + 2 < len(params):
            kind, value, i = ("fg" if c == "38" else "bg"), params[i + 2], i + 3
            out.append((kind, value, len(f"{c};5;{value}") + 1))
            continue
        n = int(c) if c.isdigit() else 0
        if 30 <= n <= 37 or 90 <= n <= 97:
            out.append(("fg", c, len(c) + 1))
        elif 40 <= n <= 47 or 100 <= n <= 107:
            out.append(("bg", c, len(c) + 1))
        elif n in (39, 49):
            out.append(("fg" if n == 39 else "bg", None, len(c) + 1))
        else:
            out.append(("attr", c, 0))
        i += 1
    return out


def sgr_spend(data):
    """{"sgr": all SGR bytes, "resent": colors re-sent unchanged, "resets": reset sequences and the
    colors restored after them}."""
    pen = {"fg": None, "bg": None}
    restoring = {}  # the colors the pen had before the last reset, until each is set again
    spend = {"sgr": 0, "resent": 0, "resets": 0}
    for m in SGR.finditer(data):
        length = len(m.group())
        spend["sgr"] += length
        params = m.group(2).decode().split(";") if m.group(2) else ["0"]
        if params[0] in ("0", "") or params == ["39", "49"]:
            spend["resets"] += length
            restoring = {k: v for k, v in pen.items() if v is not None} or restoring
            pen = {"fg": None, "bg": None}
            for kind, value, _ in color_codes(params[1:]):
                if kind != "attr":
                    pen[kind] = value
            continue
        codes = color_codes(params)
        wasted = []
        for kind, value, size in codes:
            if kind == "attr":
                continue
            if value is not None and pen[kind] == value:
                wasted.append(("resent", size))
            elif value is not None and restoring.get(kind) == value:
                wasted.append(("resets", size))
            restoring.pop(kind, None)
            pen[kind] = value
        if len(wasted) == len(codes):  # the whole sequence was for nothing: its framing too
            wasted[0] = (wasted[0][0], wasted[0][1] + length - sum(size for _, size in wasted))
        for category, size in wasted:
            spend[category] += size
    return spend


if __name__ == "__main__":
    import sys
    print(sgr_spend(open(sys.argv[1], "rb").read()))
