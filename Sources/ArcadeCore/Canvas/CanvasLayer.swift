/// Cells a game draws the same way every frame (a backdrop, labels, an idle control), drawn once and then
/// pasted each frame: a paste copies the drawn cells a row span at a time, where drawing them again clips,
/// decodes and stores them cell by cell.
///
/// The drawing may only set cells without reading them (fill, frame, put, text and write, blit, sprites),
/// so that what the layer holds is what drawing it again would leave on any canvas. To find which cells it
/// set, it is drawn twice, on canvases of two different filler cells: a cell equal on both was set, a cell
/// still its filler on each was not, and any other cell (the drawing read it) stops the program.
public struct CanvasLayer: Sendable {
  /// The drawing, on a canvas of the size it is pasted onto.
  let canvas: Canvas
  /// The cells it set, as runs along rows, top to bottom.
  let spans: [(row: Int, columns: Range<Int>)]

  public init(size: CanvasSize, _ draw: (inout Canvas) -> Void) {
    let fillers = (Cell("\u{FFFE}", Style(.red)), Cell("\u{FFFF}", Style(.blue)))
    var first = Canvas(size: size), second = Canvas(size: size)
    first.fill(
      column: 0, row: 0, width: size.columns, height: size.rows, glyph: fillers.0.glyph, style: fillers.0.style)
    second.fill(
      column: 0, row: 0, width: size.columns, height: size.rows, glyph: fillers.1.glyph, style: fillers.1.style)
    draw(&first)
    draw(&second)
    /// Whether the drawing set the cell at `i`.
    func isSet(_ i: Int) -> Bool {
      if first.cells[i] == second.cells[i] { return true }
      precondition(
        first.cells[i] == fillers.0 && second.cells[i] == fillers.1,
        "a canvas layer's drawing read a cell (at column \(i % size.columns), row \(i / size.columns)); "
          + "only fills, frames, puts, text, blits and sprites may draw a layer")
      return false
    }
    var spans: [(row: Int, columns: Range<Int>)] = []
    for row in 0..<size.rows {
      var column = 0
      while column < size.columns {
        let start = column
        while column < size.columns && isSet(row * size.columns + column) { column += 1 }
        if start < column { spans.append((row, start..<column)) }
        column += 1
      }
    }
    (canvas, self.spans) = (first, spans)
  }
}

extension Canvas {
  /// Copies the cells a layer's drawing set onto this canvas, clipped to it: the same cells as drawing it.
  public mutating func paste(_ layer: CanvasLayer) {
    let (columns, rows, sourceColumns) = (self.columns, self.rows, layer.canvas.columns)
    layer.canvas.cells.withUnsafeBufferPointer { source in
      withCells { cells in
        for (row, span) in layer.spans where row < rows {
          let end = min(span.upperBound, columns)
          guard span.lowerBound < end else { continue }
          (cells.baseAddress! + row * columns + span.lowerBound).update(
            from: source.baseAddress! + row * sourceColumns + span.lowerBound, count: end - span.lowerBound)
        }
      }
    }
  }
}
