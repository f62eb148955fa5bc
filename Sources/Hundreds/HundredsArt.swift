import ArcadeCore

/// The look of the screen around the stage (HundredsLayout says where things sit): colors, key glyphs
/// and the rules beside the stage.
enum HundredsArt {
  static let wall = Color.grey(8)
  static let pressedRed = Color.rgb(5, 0, 0)
  /// Five greys, darker to lighter as in the tutorial; all light enough to read as white on an
  /// 8-color terminal, so no circle disappears into a black background.
  static let shades: [Color] = [.grey(12), .grey(15), .grey(18), .grey(21), .grey(23)]
  static let keyInk = Color.rgb(0, 0, 3)
  /// Blocks are amber (yellow on an 8-color terminal), apart from every circle's grey and red.
  static let obstacle = Color.rgb(5, 3, 0)

  /// A circle's color: red while pressed, else its shade.
  static func color(of c: HundredsCircle) -> Color { c.isPressed ? pressedRed : shades[(c.key - 1) % shades.count] }

  /// A circle's key as drawn on it and in the panel: its number in a ring (①…⑨), so that it never reads as
  /// part of the circle's points beside it.
  static func keyGlyph(_ key: Int) -> Unicode.Scalar { Unicode.Scalar(0x2460 + UInt32(min(max(key, 1), 9) - 1))! }

  /// The rules beside the stage, with this game's number of circles, target and blocks; each fits 23 columns.
  static func rules(circles: Int, target: Int, obstacles: Int) -> [String] {
    let touch = obstacles == 0 ? ["circle touch another."] : ["circle touch another", "circle or a block (×)."]
    return [
      "HOW TO PLAY",
      "",
      "Press a circle: it",
      "turns red, grows",
      "and scores.",
      "Let go: its number",
      "goes up.",
      "",
      "Never let a pressed",
    ] + touch + [
      "Let go at \(target) to win.",
      "",
      "Mouse: press & hold",
      circles == 1 ? "Key 1: hold the" : "Keys 1-\(circles): hold the",
      "circle marked with",
      circles == 1 ? "its key, ①." : "its key, ① to \(Character(keyGlyph(circles))).",
      "Arrows: cursor (+)",
      "Space: hold under +",
    ]
  }
}
