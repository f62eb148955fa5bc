import ArcadeCore
import CNcurses

/// Frames go through ncurses: the cells that changed since the last frame are put into its screen
/// (`setcchar` + `mvadd_wch`), then one `wnoutrefresh` + `doupdate` sends what changed on the terminal.
extension Terminal {
  /// Draws a whole frame. An identical frame puts nothing and costs no refresh.
  public func present(_ frame: Canvas) {
    guard !closed else { return }
    let win = arcade_stdscr()
    let (columns, rows) = size
    let previous = repaintAll ? nil : lastFrame.flatMap { $0.columns == frame.columns && $0.rows == frame.rows ? $0 : nil }
    if previous == nil { werase(win) }
    if repaintAll {
      // The terminal's picture is unknown (the window was resized or written over): send every cell.
      redrawwin(win)
      repaintAll = false
    }
    var pen = NcursesPen()
    var changed = previous == nil
    let last = previous?.cells ?? []
    frame.cells.withUnsafeBufferPointer { cells in
      last.withUnsafeBufferPointer { last in
        for r in 0..<min(rows, frame.rows) {
          let base = r * frame.columns
          for c in 0..<min(columns, frame.columns) where last.isEmpty || last[base + c] != cells[base + c] {
            put(cells[base + c], row: r, column: c, pen: &pen)
            changed = true
          }
        }
      }
    }
    lastFrame = frame
    guard changed else { return }
    wnoutrefresh(win)
    doupdate()
    presented()
  }

  /// The next frame is sent whole, whatever the terminal showed (after a resize or a redraw request).
  func requestFullRedraw() { repaintAll = true }

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
/// and attributes are looked up once per run of cells.
struct NcursesPen {
  var style: Style? = nil
  var attrs = arcade_A_NORMAL
  var pair: Int16 = 0
}
