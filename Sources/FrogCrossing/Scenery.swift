import ArcadeCore

/// Grass tufts and flowers on the banks: looks only, picked once from the seed's cosmetic stream.
struct Scenery: Sendable {
  /// One value per stage cell of the smallest layout (52 columns x 15 rows); small values draw a tuft
  /// or a flower.
  let marks: [UInt8]
  static let columns = FrogView.smallest.stageColumns.count
  static let rows = FrogView.smallest.stageRows.count

  init(rng: inout Xoshiro256StarStar) {
    marks = (0..<(Self.columns * Self.rows)).map { _ in UInt8(rng.below(40)) }
  }

  /// Calls `body(column, row, glyph, colour)` for each mark on a canvas row `onRows` accepts, at the cell
  /// of `layout` that holds the centre of its cell of the smallest layout: the same flowers at the same
  /// places of the stage at every size.
  func forEachMark(
    in layout: FrogLayout, onRows: (Int) -> Bool, _ body: (Int, Int, Unicode.Scalar, Color) -> Void
  ) {
    let (base, firstRow, v) = (FrogView.viewport, FrogView.smallest.stageRows.lowerBound, layout.viewport)
    for r in 0..<Self.rows {
      let y = base.originY + (Double(r + firstRow) + 0.5) * base.cellHeight
      let row = v.cell(of: Vec2(0, y)).row
      guard layout.stageRows.contains(row), onRows(row) else { continue }
      for c in 0..<Self.columns {
        guard let (glyph, colour) = Self.look(of: marks[r * Self.columns + c]) else { continue }
        let column = v.cell(of: Vec2(base.originX + (Double(c) + 0.5) * base.cellWidth, y)).column
        guard layout.stageColumns.contains(column) else { continue }
        body(column, row, glyph, colour)
      }
    }
  }

  /// What a mark value draws: a flower, a tuft, or nothing (plain grass).
  private static func look(of mark: UInt8) -> (Unicode.Scalar, Color)? {
    switch mark {
    case 0: return ("✶", .brightYellow)
    case 1: return ("•", .brightMagenta)
    case 2, 3: return (",", .rgb(1, 4, 1))
    case 4, 5: return ("'", .rgb(1, 4, 1))
    default: return nil
    }
  }
}
