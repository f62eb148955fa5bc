import ArcadeCore
import BoardWire

/// The cells of a canvas that differ from the canvas a watcher has, as spans: side by side on a row, one style.
enum CanvasChanges {
  /// The cells of `canvas` that differ from `before` (every cell when there is no `before`, or it is of another size).
  static func spans(_ canvas: Canvas, since before: Canvas?) -> [CellSpan] {
    let old = before.flatMap { $0.columns == canvas.columns && $0.rows == canvas.rows ? $0.cells : nil }
    var spans: [CellSpan] = []
    var text = String.UnicodeScalarView()
    var open: (row: Int, column: Int, style: Style)?
    func close() {
      if let span = open {
        spans.append(
          CellSpan(
            row: span.row, column: span.column, text: String(text), foreground: Int(span.style.foreground.index),
            background: Int(span.style.background.index), attributes: Int(span.style.attributes.rawValue)))
      }
      open = nil
      text = String.UnicodeScalarView()
    }
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let index = row * canvas.columns + column
        let cell = canvas.cells[index]
        guard old.map({ $0[index] != cell }) ?? true else {
          close()
          continue
        }
        if let span = open, span.style != cell.style { close() }
        if open == nil { open = (row, column, cell.style) }
        text.append(cell.glyph)
      }
      close()
    }
    return spans
  }
}
