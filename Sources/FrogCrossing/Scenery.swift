import ArcadeCore

/// Grass tufts and flowers on the banks: looks only, picked once from the seed's cosmetic stream.
struct Scenery: Sendable {
  /// One value per stage cell (52 columns x 15 rows); small values draw a tuft or a flower.
  let marks: [UInt8]
  static let columns = FrogView.stageColumns.count
  static let rows = FrogView.stageRows.count

  init(rng: inout Xoshiro256StarStar) {
    marks = (0..<(Self.columns * Self.rows)).map { _ in UInt8(rng.below(40)) }
  }

  /// The mark at a canvas cell of the stage: nil for plain grass.
  func glyph(column: Int, row: Int) -> (Unicode.Scalar, Color)? {
    let r = row - FrogView.stageRows.lowerBound
    guard FrogView.stageColumns.contains(column), (0..<Self.rows).contains(r) else { return nil }
    return Self.look(of: marks[r * Self.columns + column])
  }

  /// Calls `body(column, glyph, colour)` for each mark on a canvas row of the stage, left to right: one pass
  /// over the row's marks instead of a checked lookup per cell.
  func forEachMark(row: Int, _ body: (Int, Unicode.Scalar, Color) -> Void) {
    let r = row - FrogView.stageRows.lowerBound
    guard (0..<Self.rows).contains(r) else { return }
    for column in 0..<Self.columns {
      if let (glyph, colour) = Self.look(of: marks[r * Self.columns + column]) { body(column, glyph, colour) }
    }
  }

  /// What a mark value draws: a flower, a tuft, or nothing (plain grass).
  @inline(__always)
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
