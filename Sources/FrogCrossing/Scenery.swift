import ArcadeCore

/// Grass tufts and flowers on the banks: looks only, picked once from the seed's cosmetic stream.
struct Scenery: Sendable, Equatable {
  /// A flower or a tuft at the center of its cell of the smallest layout, in world points: drawn at the
  /// cell holding that point, so the same flowers stand at the same places of the stage at every size.
  struct Mark: Sendable, Equatable {
    let point: Vec2
    let glyph: Unicode.Scalar
    let color: Color
  }

  let marks: [Mark]

  /// One draw per stage cell of the smallest layout (52 columns x 15 rows, row by row); small values grow
  /// something.
  init(rng: inout Xoshiro256StarStar) {
    let (base, smallest) = (FrogView.viewport, FrogView.smallest)
    var marks: [Mark] = []
    for r in smallest.stageRows {
      for c in smallest.stageColumns {
        let mark = Int(rng.below(40))
        guard mark < Self.looks.count else { continue }
        let (glyph, color) = Self.looks[mark]
        let point = Vec2(
          base.originX + (Double(c) + 0.5) * base.cellWidth, base.originY + (Double(r) + 0.5) * base.cellHeight)
        marks.append(Mark(point: point, glyph: glyph, color: color))
      }
    }
    self.marks = marks
  }

  /// What the small mark values draw: a flower or a tuft; larger ones leave plain grass.
  private static let looks: [(Unicode.Scalar, Color)] = [
    ("✶", .brightYellow), ("•", .brightMagenta), (",", .rgb(1, 4, 1)), (",", .rgb(1, 4, 1)), ("'", .rgb(1, 4, 1)),
    ("'", .rgb(1, 4, 1)),
  ]
}
