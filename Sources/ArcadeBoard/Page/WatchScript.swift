/// The watch page's script (ours, no library): it asks the board for frames of its view of the run
/// (`GET /watch/ID/frame`) one after another, about ten a second, and draws their cells in a grid of one element a cell;
/// text goes in only as text (`textContent`), never as markup.
enum WatchScript {
  static let text = """
    "use strict";
    (() => {
      const screen = document.getElementById("screen"), status = document.getElementById("status");
      const who = document.getElementById("who"), result = document.getElementById("result");
      const palette = \(TerminalPalette.css), fore = "\(TerminalPalette.defaultForeground)";
      const back = "\(TerminalPalette.defaultBackground)";
      let view = "", cols = 0, rows = 0, cells = [], cell = [9.6, 19.2], asked = [80, 24];
      const color = (index, none) => (index < 0 ? none : palette[index]);
      function measure() {
        const probe = screen.appendChild(document.createElement("span"));
        probe.style.fontSize = "16px";
        probe.textContent = "0";
        const box = probe.getBoundingClientRect();
        probe.remove();
        cell = [box.width || 9.6, box.height || 19.2];
        const width = document.documentElement.clientWidth - 16, height = innerHeight - screen.offsetTop - 48;
        asked = screen.dataset.cols ? [screen.dataset.cols, screen.dataset.rows]
          : [Math.floor(width / cell[0]), Math.floor(height / cell[1])];
        const size = Math.min(width / (cols * cell[0]), height / (rows * cell[1])) * 16;
        if (cols) screen.style.fontSize = Math.max(6, Math.min(24, size)) + "px";
      }
      function layout(columns, lines) {
        [cols, rows, cells] = [columns, lines, []];
        screen.textContent = "";
        for (let y = 0; y < rows; y++) {
          const line = screen.appendChild(document.createElement("div"));
          for (let x = 0; x < cols; x++) cells.push(line.appendChild(document.createElement("span")));
        }
        measure();
      }
      function paint([y, x, text, fg, bg, attributes]) {
        const reversed = attributes & 4;
        const [f, b] = reversed ? [color(bg, back), color(fg, fore)] : [color(fg, ""), color(bg, "")];
        const names = (attributes & 1 ? "b " : "") + (attributes & 2 ? "d " : "") + (attributes & 8 ? "u" : "");
        let i = y * cols + x;
        for (const glyph of text) {
          const at = cells[i++];
          [at.textContent, at.style.color, at.style.backgroundColor, at.className] = [glyph, f, b, names];
        }
      }
      function show(frame) {
        const seconds = Math.floor(frame.tick / 60), time = Math.floor(seconds / 60) + ":" + String(seconds % 60).padStart(2, "0");
        who.textContent = frame.name + " · " + frame.title;
        status.textContent = (frame.live ? "live" : "from the tape") + " · " + time + " · tick " + frame.tick + " · score " + frame.score;
        if (frame.end) {
          const end = frame.end, how = end.official ? "the official result" + (end.rank ? ", rank " + end.rank : "") : "practice";
          result.textContent = "Ended: score " + end.score + ", " + how + ".";
        }
      }
      async function next() {
        let wait = 100;
        try {
          const answer = await fetch("/watch/" + screen.dataset.run + "/frame?" + (view ? "view=" + view + "&" : "") + "cols=" + asked[0] + "&rows=" + asked[1]);
          const frame = await answer.json();
          if (answer.ok) {
            if (frame.full || frame.columns !== cols || frame.rows !== rows) layout(frame.columns, frame.rows);
            frame.cells.forEach(paint);
            view = frame.view;
            show(frame);
            if (frame.end) return;
          } else if (answer.status === 429 || answer.status >= 500) {
            wait = 2000;
          } else {
            result.textContent = frame.error;
            return;
          }
        } catch (error) {
          wait = 2000;
        }
        setTimeout(next, wait);
      }
      addEventListener("resize", measure);
      measure();
      next();
    })();
    """
}
