import ArcadeCore

/// Turns whole-screen canvases into the bytes an ANSI terminal needs to show them, in the 256-color
/// palette, for `arcade replay --cast` (an asciicast has no terminal to hand to ncurses; the arcade's
/// own screen is drawn by ncurses). Only the cells that changed since the last frame are sent: a cursor
/// move where the cursor is not already, an SGR change where the style changes, then the glyph. Pure:
/// tests read its bytes.
public struct FrameEncoder {
  /// The bytes of the last `encode`, to be written in one go.
  public private(set) var output: [UInt8] = []
  /// What the terminal shows; nil before the first frame.
  private var shown: Canvas?
  /// The style last sent.
  private var pen = Style.plain
  /// Where the cursor is; nil when unknown (after a write into the last column).
  private var cursor: (row: Int, column: Int)?

  public init() {}

  /// Encodes the update from what the terminal shows to `frame` into `output`; only the part of
  /// the frame inside a screen of `screenColumns` x `screenRows` is drawn. The first frame, and one
  /// of another size, starts from a cleared screen. Returns whether there is anything to send.
  public mutating func encode(_ frame: Canvas, screenColumns: Int, screenRows: Int) -> Bool {
    output.removeAll(keepingCapacity: true)
    if shown?.columns != frame.columns || shown?.rows != frame.rows {
      // ESC[2J erases in the current background: reset it first.
      append("\u{1B}[m\u{1B}[H\u{1B}[2J")
      (pen, cursor) = (.plain, (0, 0))
      shown = Canvas(columns: frame.columns, rows: frame.rows)
    }
    let (new, last) = (frame.cells, shown!.cells)
    for r in 0..<min(frame.rows, screenRows) {
      let (start, end) = (r * frame.columns, r * frame.columns + min(frame.columns, screenColumns))
      for i in start..<end where new[i] != last[i] {
        put(new[i], row: r, column: i - start, screenColumns: screenColumns)
      }
    }
    shown = frame
    return !output.isEmpty
  }

  /// Sends one cell: cursor there, pen set, glyph (a control character as a space).
  private mutating func put(_ cell: Cell, row: Int, column: Int, screenColumns: Int) {
    if let cursor, cursor.row == row, cursor.column < column {
      append("\u{1B}[\(column - cursor.column)C")
    } else if cursor == nil || cursor! != (row, column) {
      append("\u{1B}[\(row + 1);\(column + 1)H")
    }
    if cell.style != pen {
      append(Self.sgr(from: pen, to: cell.style))
      pen = cell.style
    }
    let v = cell.glyph.value
    append(String(v < 0x20 || (0x7F..<0xA0).contains(v) ? " " : cell.glyph))
    // After the last column the cursor waits to wrap, and terminals disagree on what moves do then.
    cursor = column + 1 < screenColumns ? (row, column + 1) : nil
  }

  private mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

  /// The SGR sequence from the `pen` style to `style`: only what changed.
  static func sgr(from pen: Style, to style: Style) -> String {
    var codes: [String] = []
    let removed = pen.attributes.subtracting(style.attributes)
    var added = style.attributes.subtracting(pen.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      // 22 ends bold and dim together: whichever stays is set again.
      codes.append("22")
      added.formUnion(style.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.underline) { codes.append("24") }
    if removed.contains(.reverse) { codes.append("27") }
    let attributes: [(CellAttributes, String)] = [(.bold, "1"), (.dim, "2"), (.underline, "4"), (.reverse, "7")]
    codes += attributes.filter { added.contains($0.0) }.map(\.1)
    if style.foreground != pen.foreground { codes.append(color(style.foreground.index, base: 30)) }
    if style.background != pen.background { codes.append(color(style.background.index, base: 40)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// `39`/`49` for the default, `3N`/`4N` for the first 8 colors, `9N`/`10N` for the bright 8, else
  /// `38;5;N`/`48;5;N`.
  private static func color(_ index: Int16, base: Int) -> String {
    switch index {
    case -1: "\(base + 9)"
    case 0..<8: "\(base + Int(index))"
    case 8..<16: "\(base + 52 + Int(index))"
    default: "\(base + 8);5;\(index)"
    }
  }
}
