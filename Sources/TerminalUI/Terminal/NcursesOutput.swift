import ArcadeCore
import CNcurses

/// The ncurses output path, for terminals whose cursor addressing is not ANSI (and with
/// `ARCADE_OUTPUT=ncurses`, to compare): frames go through ncurses' window and one refresh.
extension Terminal {
  /// After a full redraw (the first frame, a resize, a resume) the window is erased and every
  /// non-blank cell put; after that only the cells that differ from the last frame are put, so
  /// ncurses compares just the touched lines. An identical frame costs no refresh at all.
  func presentThroughNcurses(_ frame: Canvas) {
    let win = arcade_stdscr()
    let (columns, rows) = size
    let incremental =
      !fullRedraw && lastFrame.map { $0.columns == frame.columns && $0.rows == frame.rows } == true
      && lastScreen == (columns, rows)
    let frame = colorMode == .none ? frame : SpaceStyles.merged(frame, previous: incremental ? lastFrame : nil)
    if fullRedraw {
      clearok(win, true)
      fullRedraw = false
    }
    if !incremental { werase(win) }
    var pen = NcursesPen()
    var changed = 0
    frame.cells.withUnsafeBufferPointer { cells in
      let last = incremental ? lastFrame!.cells : []
      last.withUnsafeBufferPointer { last in
        for r in 0..<min(rows, frame.rows) {
          let base = r * frame.columns
          for c in 0..<min(columns, frame.columns) {
            let cell = cells[base + c]
            // After an erase every cell is blank in pair 0: blanks are put too, in the default-colour pair.
            if incremental && cell == last[base + c] { continue }
            put(cell, row: r, column: c, pen: &pen)
            changed += 1
          }
        }
      }
    }
    lastFrame = frame
    lastScreen = (columns, rows)
    if incremental && changed == 0 { return }
    wrefresh(win)
  }

  private func put(_ cell: Cell, row: Int, column: Int, pen: inout NcursesPen) {
    if cell.style != pen.style {
      pen.style = cell.style
      let style = ResolvedStyle(cell.style, mode: colorMode)
      pen.pair = pairs.pair(foreground: style.foreground, background: style.background)
      pen.attrs = attributes(style.attributes)
    }
    _ = arcade_put(
      Int32(row), Int32(column), wchar_t(PrintableGlyph.map(cell.glyph, ascii: ascii).value), pen.attrs, pen.pair)
  }

  private func attributes(_ a: CellAttributes) -> attr_t {
    var result = arcade_A_NORMAL
    if a.contains(.bold) { result |= arcade_A_BOLD }
    if a.contains(.dim) { result |= arcade_A_DIM }
    if a.contains(.reverse) { result |= arcade_A_REVERSE }
    if a.contains(.underline) { result |= arcade_A_UNDERLINE }
    return result
  }
}

/// The style last resolved while putting cells: neighbours mostly share one, so its colour pair
/// and attributes are looked up once per run.
struct NcursesPen {
  var style: Style? = nil
  var attrs = arcade_A_NORMAL
  var pair: Int16 = 0
}
