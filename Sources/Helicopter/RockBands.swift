import ArcadeCore

/// The rock above and below the cave, drawn once: it is fixed to the stage, so each frame copies these two
/// bands instead of hashing and styling some 240 cells again.
struct RockBands: Sendable {
  let columns: Int, rows: Int, caveTop: Int, caveEnd: Int
  /// Rows 0..<caveTop and caveEnd..<rows of a canvas `columns` wide.
  let top: Canvas, bottom: Canvas

  init(columns: Int, rows: Int, caveTop: Int, caveEnd: Int) {
    (self.columns, self.rows, self.caveTop, self.caveEnd) = (columns, rows, caveTop, caveEnd)
    top = Self.rock(columns: columns, rows: 0..<max(caveTop, 0))
    bottom = Self.rock(columns: columns, rows: min(caveEnd, rows)..<rows)
  }

  /// The bands for the standard canvas; made once.
  static let standard = RockBands(
    columns: HeliGame.info.canvasSize.columns, rows: HeliGame.info.canvasSize.rows, caveTop: HeliGame.caveTop,
    caveEnd: HeliGame.caveEnd)

  /// Canvas rows `rows` of the texture, as a canvas of their own.
  private static func rock(columns: Int, rows: Range<Int>) -> Canvas {
    var band = Canvas(columns: columns, rows: rows.count)
    for row in rows {
      for column in 0..<columns {
        let n = HeliArt.texture(column, row)
        let cell = HeliArt.rock[Int(n % UInt64(HeliArt.rock.count))]
        band.put(cell.glyph, column: column, row: row - rows.lowerBound, style: cell.style)
      }
    }
    return band
  }
}
