import ArcadeCore

/// The terminal art: the explosion, the messages, the palette (the helicopter is in `HeliSprite`).
/// Every glyph has an ASCII stand-in in `AsciiFallback`, and shapes differ without color:
/// rock is shaded (▓▒░), blocks solid (█), the helicopter drawn in lines.
enum HeliArt {
  static let instructions = [
    "Hold SPACE or the mouse button to rise.", "Let go to fall. Avoid the walls and the blocks.",
  ]
  static let speedUpMessage = ["» SPEED UP «"]

  /// Explosion frames (3 rows, centered on the helicopter, spread out as it is drawn larger) and the tick each ends at, counted from the crash.
  static let explosion: [(until: Int, art: Sprite, style: Style)] = [
    (6, Sprite(["\\|/", "-●-", "/|\\"]), Style(.brightYellow, [.bold])),
    (14, Sprite(["\\ | /", "-✷●✷-", "/ | \\"]), Style(.brightRed, [.bold])),
    (24, Sprite(["·  ✶  ·", " ✶ ○ ✶ ", "·  ✶  ·"]), Style(.rgb(5, 2, 0), [.bold])),
    (HeliGame.explosionTicks, Sprite(["·   ·", "  ·  ", "·   ·"]), Style(.grey(12))),
  ]

  /// The rotor, the skids and the cabin's windows.
  static let rotorStyle = Style(.grey(20))
  static let bodyStyle = Style(.brightYellow, [.bold])
  static let blockStyle = Style(.rgb(4, 1, 1))
  static let dustStyle = Style(.grey(7))
  /// The score line and the messages.
  static let hudStyle = Style(.brightWhite, on: .black, [.bold])
  static let flashStyle = Style(.brightYellow, on: .black, [.bold])

  /// Rock glyphs and their colors, picked per cell by `texture`.
  static let rock: [(glyph: Unicode.Scalar, style: Style)] = [
    ("▓", Style(.rgb(3, 2, 1))), ("▒", Style(.rgb(2, 1, 0))), ("▒", Style(.rgb(2, 1, 0))),
    ("░", Style(.rgb(2, 1, 1))), ("▓", Style(.rgb(3, 2, 1))), ("▒", Style(.rgb(3, 1, 0))),
    ("░", Style(.rgb(1, 1, 0))), ("▒", Style(.rgb(2, 1, 0))),
  ]

  /// A fixed pseudo-random value for a cell of the scrolling texture (a SplitMix64-style mix of
  /// the world column and row): looks only, never the simulation, and the same on every machine.
  static func texture(_ column: Int, _ row: Int) -> UInt64 {
    let c = UInt64(bitPattern: Int64(column)) &* 0x9E37_79B9_7F4A_7C15
    let r = UInt64(bitPattern: Int64(row)) &* 0xC2B2_AE3D_27D4_EB4F
    var z = c ^ r
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
