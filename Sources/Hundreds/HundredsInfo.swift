import ArcadeCore

extension HundredsGame {
  /// The game's description, keys, help and parameters; it draws on the whole room, at least 80x23 (see
  /// `HundredsLayout`).
  public static let info = GameInfo(
    id: "hundreds", title: "Hundreds", summary: "Press the bouncing circles to grow them to 100 without a touch.",
    simulationVersion: 3,
    parameters: HundredsParameters.all,
    bindings: [
      KeyBinding([.slots], "hold the circle with that key"),
      KeyBinding([.pad], "move the cursor"),
      KeyBinding([.action], "hold the circle under the cursor"),
      .mouse("press and hold a circle"),
    ],
    // How to play, a paragraph a line (the help box wraps them to its width).
    help: [
      "Press a circle: it turns red, grows and scores. Release it: its number goes up.",
      "A pressed circle must not touch another circle. Reach the target score and let go to win: the win counts"
        + " when the circle is let go, and until then it can still touch another.",
      "",
      "Mouse: press and hold on a circle.",
      "Keys 1-9: hold the circle marked with that key in a ring (①, ② and on, one per circle); its plain number is its points.",
      "Arrows + space: move the cursor (+) and hold the circle under it.",
      "",
      "With --growth hold a held circle grows continuously: +6 px and +6 points a second (--hold-rate);"
        + " the win counts on release.",
      "With --obstacles amber blocks (×) stand across the stage, one to a row, still or sliding"
        + " (--obstacle-speed): circles bounce off them, and a pressed circle that touches one loses.",
    ],
    credits: ["After a Corona SDK tutorial series on making a game like Hundreds."],
    canvasSize: HundredsLayout.smallest, alsoFits: [HundredsLayout.smallestCompact],
    fitting: { $0 }, viewport: { HundredsLayout(canvas: $0).viewport },
    // A key tap presses and releases its circle 4 ticks (67 ms, about a click) later: longer than the
    // gap between auto-repeats, so holding the key keeps the circle pressed instead of scoring 30 taps a second.
    holds: HoldActions(Buttons((1...9).map { Buttons.slot($0) }).union(.action), tapTicks: 4),
    levelGoal: levelGoal)

  /// What wins a level, in a few words for its card: the target, and the blocks in the way.
  static func levelGoal(_ values: ParameterValues) -> String {
    let settings = HundredsSettings(values)
    let n = settings.obstacleCount
    let goal = "Reach \(settings.target) points"
    guard n > 0 else { return goal }
    return goal + " past \(n) " + (settings.obstacleSpeed > 0 ? "sliding " : "") + (n == 1 ? "block" : "blocks")
  }
}
