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
    switch marks[r * Self.columns + column] {
    case 0: return ("✶", .brightYellow)
    case 1: return ("•", .brightMagenta)
    case 2, 3: return (",", .rgb(1, 4, 1))
    case 4, 5: return ("'", .rgb(1, 4, 1))
    default: return nil
    }
  }
}
