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
    var first = Canvas(columns: size.columns, rows: size.rows, filledWith: fillers.0)
    var second = Canvas(columns: size.columns, rows: size.rows, filledWith: fillers.1)
    draw(&first)
    draw(&second)
    var spans: [(row: Int, columns: Range<Int>)] = []
    // Cells compared as the 8-byte words they are (as `repeatCell` stores them), not field by field: a
    // layer is made with every game, and a game is made for every replay checked.
    let fillerWords = (unsafeBitCast(fillers.0, to: UInt64.self), unsafeBitCast(fillers.1, to: UInt64.self))
    first.cells.withUnsafeBytes { a in
      second.cells.withUnsafeBytes { b in
        /// Whether the drawing set the cell at `i`.
        func isSet(_ i: Int) -> Bool {
          let (x, y) = (a.load(fromByteOffset: i * 8, as: UInt64.self), b.load(fromByteOffset: i * 8, as: UInt64.self))
          if x == y { return true }
          precondition(
            x == fillerWords.0 && y == fillerWords.1,
            "a canvas layer's drawing read a cell (at column \(i % size.columns), row \(i / size.columns)); "
              + "only fills, frames, puts, text, blits and sprites may draw a layer")
          return false
        }
        for row in 0..<size.rows {
          var column = 0
          while column < size.columns {
            let start = column
            while column < size.columns && isSet(row * size.columns + column) { column += 1 }
            if start < column { spans.append((row, start..<column)) }
            column += 1
          }
        }
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
