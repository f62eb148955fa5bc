import ArcadeCore

extension PuckGame {
  /// The game's description, keys, help and parameters (defaults are the tutorial's numbers).
  public static let info = GameInfo(
    id: "puck", title: "Puck Collector",
    summary: "Drag a puck onto pucks of its color before time is up.", simulationVersion: 2,
    parameters: PuckParameters.all,
    bindings: [
      KeyBinding([.pad], "move cursor"),
      KeyBinding([.action], "grab / drop"),
      .mouse("drag a puck"),
    ],
    help: [
      "Drag a puck onto pucks of the same color (same letter) to collect them: +50 each.",
      "Only the puck you drag collects. Touching a puck of another color ends the game.",
      "The bar at the top right shrinks as time runs out (16 s, or the level's time); the seconds left stand beside it.",
      "When no two pucks of one color are left, the board is done: the game ends early as a win,"
        + " with a bonus of 10 points for every whole second left on the clock.",
      "An arcade level may set a goal score (shown beside the score): reaching it wins at once, with the"
        + " same bonus. In some levels the loose pucks drift: keep the one you drag clear of other colors.",
      "Mouse: press on a puck to grab it (it jumps to the pointer), drag it, release to drop.",
      "Keys: each arrow press (or auto-repeat) moves the cursor a cell (under 80 columns, 3/4 of one);"
        + " space grabs the puck under it, and the puck follows the cursor until space drops it again.",
      "The panel beside (or below) the stage counts the pucks left of each color.",
    ],
    credits: [
      "After \"Create a Collect-the-Pieces Game\" (Corona SDK tutorial, Tuts+).",
      "Terminal port: the arcade project.",
    ],
    // No hold actions: every arrow press and auto-repeat is one cursor step, so a tap is never a glide.
    canvasSize: Stage.canvasSize, alsoFits: [PuckLayout.smallestNarrow],
    // The whole room, with the stage as large as fits in it (once the room holds the smallest canvas).
    fitting: { $0 }, viewport: { PuckLayout(canvas: $0).viewport },
    levelGoal: { values in
      let duration = values[PuckParameters.duration]
      let seconds = duration == duration.rounded() ? "\(Int(duration))" : "\(duration)"
      let goal = values[PuckParameters.goal]
      return goal > 0 ? "Reach \(goal) points in \(seconds) s" : "Clear the board in \(seconds) s"
    })
}
