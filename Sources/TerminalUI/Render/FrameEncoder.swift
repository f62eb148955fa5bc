import ArcadeCore

/// Turns whole-screen canvases into the bytes an ANSI terminal needs to show them, for
/// `arcade replay --cast` (an asciicast has no terminal to hand to ncurses; the arcade's own screen
/// is drawn by ncurses). Only cells that look different from the last frame are sent, each run
/// reached with the shortest cursor move and each style with the shortest SGR change. Pure: tests
/// read its bytes.
public struct FrameEncoder {
  public let colorMode: ColorMode
  public let ascii: Bool
  /// The bytes of the last `encode`, to be written in one go.
  public private(set) var output: [UInt8] = []
  /// What the terminal shows, row-major, `shownColumns` wide; kept in place from frame to frame.
  private var shown: [Cell] = []
  private var shownColumns = 0
  private var shownRows = 0
  /// False when the terminal's contents are unknown: the next frame clears the screen and draws it all.
  private var shownKnown = false
  /// The SGR state last sent (nil: unknown).
  private var pen: ResolvedStyle?
  /// Where the cursor is (-1: unknown, as after a write into the last column).
  private var cursorRow = -1
  private var cursorColumn = -1
  private var resolver: StyleResolver

  /// False when the bytes are not for this process's terminal (an asciicast): glyphs are then not
  /// checked against the locale's widths.
  public let checksWidth: Bool

  public init(colorMode: ColorMode, ascii: Bool, checksWidth: Bool = true) {
    self.colorMode = colorMode
    self.ascii = ascii
    self.checksWidth = checksWidth
    resolver = StyleResolver(mode: colorMode)
    output.reserveCapacity(1 << 16)
  }

  /// Forgets what the terminal shows: the next frame starts from a cleared screen.
  public mutating func invalidate() {
    shownKnown = false
    pen = nil
    cursorRow = -1
  }

  /// Encodes the update from what the terminal shows to `frame` into `output`; only the part of
  /// the frame inside a screen of `screenColumns` x `screenRows` is drawn. Returns whether there is
  /// anything to send.
  public mutating func encode(_ frame: Canvas, screenColumns: Int, screenRows: Int) -> Bool {
    output.removeAll(keepingCapacity: true)
    let columns = min(frame.columns, screenColumns)
    let rows = min(frame.rows, screenRows)
    if shownColumns != frame.columns || shownRows != frame.rows { invalidate() }
    if !shownKnown {
      // ESC[2J erases in the current background: reset it first.
      SGRChange.append(from: nil, to: SGRChange.plain, to: &output)
      pen = SGRChange.plain
      AnsiBytes.appendPosition(row: 0, column: 0, to: &output)
      output += [AnsiBytes.escape, AnsiBytes.bracket, UInt8(ascii: "2"), UInt8(ascii: "J")]
      (cursorRow, cursorColumn) = (0, 0)
      shown = Array(repeating: .blank, count: frame.cells.count)
      (shownColumns, shownRows, shownKnown) = (frame.columns, frame.rows, true)
    }
    var shown = [Cell]()
    swap(&shown, &self.shown)
    frame.cells.withUnsafeBufferPointer { new in
      shown.withUnsafeMutableBufferPointer { old in
        for r in 0..<rows {
          let base = r * frame.columns
          let row = UnsafeBufferPointer(rebasing: new[base..<(base + columns)])
          let oldRow = UnsafeMutableBufferPointer(rebasing: old[base..<(base + columns)])
          // Most rows did not change: compared first as one run of 8-byte words, which vectorises.
          if Self.sameCells(row, UnsafeBufferPointer(oldRow)) { continue }
          for c in 0..<columns where row[c] != oldRow[c] {
            if !looksSame(oldRow[c], row[c]) {
              put(row: r, column: c, rowCells: row, screenColumns: screenColumns)
            }
          }
          _ = oldRow.update(fromContentsOf: row)
        }
      }
    }
    swap(&shown, &self.shown)
    return !output.isEmpty
  }

  /// Whether two runs of cells are equal, bit for bit (a cell is one 8-byte word, no padding).
  @inline(__always) private static func sameCells(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>)
    -> Bool
  {
    guard let x = UnsafeRawPointer(a.baseAddress), let y = UnsafeRawPointer(b.baseAddress) else { return true }
    var differ: UInt64 = 0
    for i in 0..<a.count {
      differ |= x.load(fromByteOffset: i &* 8, as: UInt64.self) ^ y.load(fromByteOffset: i &* 8, as: UInt64.self)
    }
    return differ == 0
  }

  @inline(__always) private func printable(_ glyph: Unicode.Scalar) -> Unicode.Scalar {
    PrintableGlyph.map(glyph, ascii: ascii, checkWidth: checksWidth)
  }

  /// Two cells the terminal draws alike: same glyph and resolved style, or plain spaces on one background.
  private mutating func looksSame(_ a: Cell, _ b: Cell) -> Bool {
    let sa = resolver.resolve(a.style)
    let sb = resolver.resolve(b.style)
    let ga = printable(a.glyph)
    let gb = printable(b.glyph)
    if ga == gb && sa == sb { return true }
    return ga == " " && gb == " " && isPlainSpace(sa) && isPlainSpace(sb) && sa.background == sb.background
  }

  /// A space whose foreground, bold and dim do not show.
  @inline(__always) private func isPlainSpace(_ s: ResolvedStyle) -> Bool {
    s.attributes.isDisjoint(with: [.reverse, .underline])
  }

  /// Whether `cell` can be written with the current pen and no SGR change (its look unchanged).
  @inline(__always) private mutating func fitsPen(_ cell: Cell) -> Bool {
    guard let pen else { return false }
    let style = resolver.resolve(cell.style)
    if style == pen { return true }
    return cell.glyph == " " && isPlainSpace(style) && isPlainSpace(pen) && style.background == pen.background
  }

  /// Sends one cell: cursor there, pen set, glyph.
  private mutating func put(row: Int, column: Int, rowCells: UnsafeBufferPointer<Cell>, screenColumns: Int) {
    moveCursor(row: row, column: column, rowCells: rowCells)
    let cell = rowCells[column]
    let glyph = printable(cell.glyph)
    if !fitsPen(Cell(glyph, cell.style)) {
      var target = resolver.resolve(cell.style)
      if glyph == " ", isPlainSpace(target), let pen, isPlainSpace(pen) {
        // Only the background shows: keep the pen's foreground and bold/dim, change just the background.
        target = ResolvedStyle(foreground: pen.foreground, background: target.background, attributes: pen.attributes)
      }
      SGRChange.append(from: pen, to: target, to: &output)
      pen = target
    }
    AnsiBytes.appendUTF8(glyph, to: &output)
    cursorColumn += 1
    // After the last column the cursor waits to wrap, and terminals disagree on what moves do then.
    if cursorColumn >= screenColumns { cursorRow = -1 }
  }

  /// The shortest way to the cell: nothing, rewriting up to a few cells that look the same with the
  /// current pen, back spaces, a column move, a row move or a full position.
  private mutating func moveCursor(row: Int, column: Int, rowCells: UnsafeBufferPointer<Cell>) {
    if cursorRow == row {
      let gap = column - cursorColumn
      if gap == 0 { return }
      if gap > 0 {
        let forward = AnsiBytes.moveLength(gap)
        if gap < forward, rewriteGap(from: cursorColumn, to: column, budget: forward, rowCells: rowCells) { return }
        if forward <= AnsiBytes.positionLength(row: row, column: column) {
          AnsiBytes.appendMove(gap, UInt8(ascii: "C"), to: &output)
          cursorColumn = column
          return
        }
      } else if gap >= -2 {
        for _ in 0..<(-gap) { output.append(0x08) }
        cursorColumn = column
        return
      } else if AnsiBytes.moveLength(column + 1) < AnsiBytes.positionLength(row: row, column: column) {
        AnsiBytes.appendMove(column + 1, UInt8(ascii: "G"), to: &output)
        cursorColumn = column
        return
      }
    } else if cursorRow >= 0, cursorColumn == column,
      AnsiBytes.moveLength(row + 1) < AnsiBytes.positionLength(row: row, column: column)
    {
      AnsiBytes.appendMove(row + 1, UInt8(ascii: "d"), to: &output)
      cursorRow = row
      return
    }
    AnsiBytes.appendPosition(row: row, column: column, to: &output)
    (cursorRow, cursorColumn) = (row, column)
  }

  /// Writes the unchanged cells between the cursor and `end` again when they fit the pen and cost
  /// fewer bytes than `budget` (a cursor move). Returns whether it did.
  private mutating func rewriteGap(from start: Int, to end: Int, budget: Int, rowCells: UnsafeBufferPointer<Cell>)
    -> Bool
  {
    var bytes = 0
    for c in start..<end {
      let glyph = printable(rowCells[c].glyph)
      bytes += AnsiBytes.utf8Length(glyph)
      guard bytes < budget, fitsPen(Cell(glyph, rowCells[c].style)) else { return false }
    }
    for c in start..<end { AnsiBytes.appendUTF8(printable(rowCells[c].glyph), to: &output) }
    cursorColumn = end
    return true
  }
}

/// Resolves canvas styles for a colour mode, remembering the last two (neighbouring cells share one).
struct StyleResolver {
  let mode: ColorMode
  private var last = (Style.plain, ResolvedStyle(Style.plain, mode: .full))
  private var before = (Style.plain, ResolvedStyle(Style.plain, mode: .full))

  init(mode: ColorMode) {
    self.mode = mode
    last = (.plain, ResolvedStyle(.plain, mode: mode))
    before = last
  }

  @inline(__always) mutating func resolve(_ style: Style) -> ResolvedStyle {
    if style == last.0 { return last.1 }
    if style == before.0 {
      swap(&last, &before)
      return last.1
    }
    before = last
    last = (style, ResolvedStyle(style, mode: mode))
    return last.1
  }
}
