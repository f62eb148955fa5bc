import ArcadeCore

/// The look of the screen around the stage (ScreenLayout says where things sit): colours, the help
/// and the rules beside the stage.
enum HundredsScreen {
  static let wall = Color.grey(8)
  static let pressedRed = Color.rgb(5, 0, 0)
  /// Five greys, darker to lighter as in the tutorial; all light enough to read as white on an
  /// 8-colour terminal, so no circle disappears into a black background.
  static let shades: [Color] = [.grey(12), .grey(15), .grey(18), .grey(21), .grey(23)]
  static let keyInk = Color.rgb(0, 0, 3)

  /// A circle's colour: red while pressed, else its shade.
  static func colour(of c: HundredsCircle) -> Color { c.isPressed ? pressedRed : shades[(c.key - 1) % shades.count] }

  /// A circle's key as drawn on it and in the panel: its number in a ring (①…⑨), so that it never reads as
  /// part of the circle's points beside it.
  static func keyGlyph(_ key: Int) -> Unicode.Scalar { Unicode.Scalar(0x2460 + UInt32(min(max(key, 1), 9) - 1))! }

  /// How to play, a paragraph a line (the help box wraps them to its width).
  static let helpLines = [
    "Press a circle: it turns red, grows and scores. Release it: its number goes up.",
    "A pressed circle must not touch another circle. Reach the target score to win.",
    "",
    "Mouse: press and hold on a circle.",
    "Keys 1-5: hold the circle marked with that key in a ring (① to ⑤); its plain number is its points.",
    "Arrows + space: move the cursor (+) and hold the circle under it.",
    "",
    "With --growth hold a held circle grows continuously: +6 px and +6 points a second (--hold-rate);"
      + " the win counts on release.",
  ]

  /// The rules beside the stage, with this game's number of circles and target; each fits 23 columns.
  static func rules(circles: Int, target: Int) -> [String] {
    [
      "HOW TO PLAY",
      "",
      "Press a circle: it",
      "turns red, grows",
      "and scores.",
      "Let go: its number",
      "goes up.",
      "",
      "Never let a pressed",
      "circle touch another.",
      "Reach \(target) to win.",
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
