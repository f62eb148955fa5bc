import ArcadeCore

/// Grass tufts and flowers on the banks: looks only, picked once from the seed's cosmetic stream.
struct Scenery: Sendable {
  /// Each flower or tuft at the centre of its cell of the smallest layout, in world points: drawn at the
  /// cell holding that point, so the same flowers stand at the same places of the stage at every size.
  let marks: [(point: Vec2, glyph: Unicode.Scalar, colour: Color)]

  /// One draw per stage cell of the smallest layout (52 columns x 15 rows, row by row); small values grow
  /// something.
  init(rng: inout Xoshiro256StarStar) {
    let (base, smallest) = (FrogView.viewport, FrogView.smallest)
    var marks: [(point: Vec2, glyph: Unicode.Scalar, colour: Color)] = []
    for r in smallest.stageRows {
      for c in smallest.stageColumns {
        guard let (glyph, colour) = Self.look(of: UInt8(rng.below(40))) else { continue }
        let point = Vec2(
          base.originX + (Double(c) + 0.5) * base.cellWidth, base.originY + (Double(r) + 0.5) * base.cellHeight)
        marks.append((point, glyph, colour))
      }
    }
    self.marks = marks
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
