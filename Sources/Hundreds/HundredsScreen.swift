import ArcadeCore

/// How the stage sits on an 80x23 canvas: 30 columns by 22 rows between half-row walls, with a
/// score panel on the left and the rules on the right.
///
/// A column is 320/30 px wide and a row 480/22 px tall, a ratio of 2.05: a terminal cell is about
/// twice as tall as wide, so circles drawn in half blocks (two square-ish "pixels" per cell) look round.
enum HundredsScreen {
  static let columns = 80
  static let rows = 23
  /// Canvas column of the stage's left edge (x = 0); the stage spans 30 columns.
  static let stageColumn = 25
  static let stageColumns = 30
  static let cellWidth = Stage.width / Double(stageColumns)
  static let cellHeight = Stage.height / 22
  /// The top half of row 0 and the bottom half of row 22 are the top and bottom walls.
  static let viewport = Viewport(
    originX: -Double(stageColumn) * cellWidth, originY: -cellHeight / 2, cellWidth: cellWidth,
    cellHeight: cellHeight)

  static let panelColumn = 1
  static let rulesColumn = 57

  static let wall = Color.grey(8)
  static let pressedRed = Color.rgb(5, 0, 0)
  /// Five greys, darker to lighter as in the tutorial; all light enough to read as white on an
  /// 8-colour terminal, so no circle disappears into a black background.
  static let shades: [Color] = [.grey(12), .grey(15), .grey(18), .grey(21), .grey(23)]
  static let keyInk = Color.rgb(0, 0, 3)

  static func shade(of k: Int) -> Color { shades[k % shades.count] }

  static let helpLines = [
    "Press a circle: it turns red, grows and",
    "scores. Release it: its number goes up.",
    "A pressed circle must not touch another",
    "circle. Reach the target score to win.",
    "",
    "Mouse: press and hold on a circle.",
    "Keys 1-5: hold the circle with that",
    "underlined key number.",
    "Arrows + space: move the cursor (+) and",
    "hold the circle under it.",
    "",
    "With --growth hold a held circle grows",
    "continuously: +6 px and +6 points a second",
    "(--hold-rate); the win counts on release.",
  ]

  /// The rules beside the stage, with this game's number of circles and target.
  static func rulesText(circles: Int, target: Int) -> [String] {
    rules.map { $0.text(circles: circles, target: target) }
  }

  /// The rules' lines: most fixed, two naming the game's numbers (drawn without building a String).
  static let rules: [RulesLine] = [
    .fixed("HOW TO PLAY"),
    .fixed(""),
    .fixed("Press a circle: it"),
    .fixed("turns red, grows"),
    .fixed("and scores."),
    .fixed("Let go: its number"),
    .fixed("goes up."),
    .fixed(""),
    .fixed("Never let a pressed"),
    .fixed("circle touch another."),
    .target,
    .fixed(""),
    .fixed("Mouse: press & hold"),
    .keys,
    .fixed("circle whose key is"),
    .fixed("underlined."),
    .fixed("Arrows: cursor (+)"),
    .fixed("Space: hold under +"),
  ]
}
