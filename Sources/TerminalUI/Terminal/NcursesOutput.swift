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
    let previous =
      repaintAll ? nil : lastFrame.flatMap { $0.columns == frame.columns && $0.rows == frame.rows ? $0 : nil }
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
    if pen.needsChange(for: cell, mode: colorMode) {
      let style = ResolvedStyle(cell.style, mode: colorMode)
      pen.take(cell.style, resolved: style)
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

/// The style last resolved while putting cells: neighbours mostly share one, so its color pair
/// and attributes are looked up once per run of cells.
struct NcursesPen {
  var style: Style? = nil
  var resolved: ResolvedStyle? = nil
  var attrs = arcade_A_NORMAL
  var pair: Int16 = 0

  /// Whether putting `cell` needs another pen. A blank shows only its background, so drawn with
  /// the pen's foreground it looks the same and costs the terminal no color change.
  func needsChange(for cell: Cell, mode: ColorMode) -> Bool {
    guard cell.style != style else { return false }
    guard cell.glyph == " ", let resolved else { return true }
    let wanted = ResolvedStyle(cell.style, mode: mode)
    let foregroundShows: CellAttributes = [.reverse, .underline]
    return wanted.background != resolved.background || wanted.attributes != resolved.attributes
      || !wanted.attributes.isDisjoint(with: foregroundShows)
  }

  mutating func take(_ style: Style, resolved: ResolvedStyle) {
    self.style = style
    self.resolved = resolved
  }
}
