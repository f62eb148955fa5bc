import ArcadeCore

/// Turns whole-screen canvases into the bytes an ANSI terminal needs to show them, in the 256-colour
/// palette, for `arcade replay --cast` (an asciicast has no terminal to hand to ncurses; the arcade's
/// own screen is drawn by ncurses). Only the cells that changed since the last frame are sent: a cursor
/// position where the cursor is not already, an SGR where the style changes, then the glyph. Pure:
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
    var last = Canvas(columns: frame.columns, rows: frame.rows)
    if let shown, shown.columns == frame.columns, shown.rows == frame.rows {
      last = shown
    } else {
      // ESC[2J erases in the current background: reset it first.
      append("\u{1B}[m\u{1B}[H\u{1B}[2J")
      (pen, cursor) = (.plain, (0, 0))
    }
    for r in 0..<min(frame.rows, screenRows) {
      for c in 0..<min(frame.columns, screenColumns) where frame[c, r] != last[c, r] {
        put(frame[c, r], row: r, column: c, screenColumns: screenColumns)
      }
    }
    shown = frame
    return !output.isEmpty
  }

  /// Sends one cell: cursor there, pen set, glyph (a control character as a space).
  private mutating func put(_ cell: Cell, row: Int, column: Int, screenColumns: Int) {
    if cursor == nil || cursor! != (row, column) { append("\u{1B}[\(row + 1);\(column + 1)H") }
    if cell.style != pen {
      append(Self.sgr(cell.style))
      pen = cell.style
    }
    let v = cell.glyph.value
    append(String(v < 0x20 || (0x7F..<0xA0).contains(v) ? " " : cell.glyph))
    // After the last column the cursor waits to wrap, and terminals disagree on what moves do then.
    cursor = column + 1 < screenColumns ? (row, column + 1) : nil
  }

  private mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

  /// The SGR sequence that sets exactly `style`: a reset, then its attributes and colours.
  static func sgr(_ style: Style) -> String {
    let attributes: [(CellAttributes, Int)] = [(.bold, 1), (.dim, 2), (.underline, 4), (.reverse, 7)]
    var codes = ["0"] + attributes.filter { style.attributes.contains($0.0) }.map { String($0.1) }
    if style.foreground != .default { codes.append(colour(style.foreground.index, base: 30)) }
    if style.background != .default { codes.append(colour(style.background.index, base: 40)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// `3N`/`4N` for the first 8 colours, `9N`/`10N` for the bright 8, else `38;5;N`/`48;5;N`.
  private static func colour(_ index: Int16, base: Int) -> String {
    switch index {
    case 0..<8: "\(base + Int(index))"
    case 8..<16: "\(base + 52 + Int(index))"
    default: "\(base + 8);5;\(index)"
    }
  }
}
