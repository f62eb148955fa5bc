import ArcadeCore

/// The stage and screen layout shared by the rules and the drawing.
enum Stage {
  /// The original's landscape stage, in world pixels.
  static let width = 480.0
  static let height = 320.0
  /// 64 columns by 21 rows of stage, so a cell is about twice as tall as wide and pucks look round.
  static let columns = 64
  static let rows = 21
  /// A cell of the smallest stage, px (7.5 x 15.24): a keyboard step of one is a cell or more at every size.
  static let cell = Vec2(width / Double(columns), height / Double(rows))
  /// The smallest canvas: the stage inside a one-cell frame (whose top line carries the score and time
  /// bar), and the panel counting the pucks left to its right (see `PuckLayout`).
  static let canvasSize = CanvasSize(columns: 80, rows: rows + 2)
}

extension PuckGame {
  /// The game's description, keys, help and parameters (defaults are the tutorial's numbers).
  public static let info = GameInfo(
    id: "puck", title: "Puck Collector",
    summary: "Drag a puck onto pucks of its colour before time is up.", simulationVersion: 2,
    parameters: [
      .integer("pucks", 20, in: 2...60, "Pucks on the stage at the start"),
      .integer("colors", 4, in: 1...6, "Puck colours, chosen uniformly at random").aliased("colours"),
      .real("puck-radius", 12, in: 4...30, unit: "px", "Radius of a puck"),
      .real("duration", 16, in: 1...600, unit: "s", "Time until the bar reaches 20 % and time is up"),
      .integer("points", 50, in: 1...10_000, "Points for each puck collected"),
      .integer("time-bonus", 10, in: 0...10_000, "Points per whole second left when no pair is left"),
      .real("cursor-speed", 150, in: 10...2000, unit: "px/s", "Keyboard cursor speed while an arrow is held"),
      .real(
        "cursor-step", 1, in: 0...16, unit: "cells",
        "Keyboard cursor step for each arrow press, in cells of the smallest stage (7.5 px across, 15.2 px down)"),
    ],
    bindings: [
      KeyBinding(keys: "←↑↓→ wasd hjkl", action: "move cursor", shortKeys: "←↑↓→"),
      KeyBinding(keys: "space enter", action: "grab / drop", shortKeys: "space"),
      KeyBinding(keys: "mouse", action: "drag a puck"),
    ],
    help: [
      "Drag a puck onto pucks of the same colour (same letter) to collect them: +50 each.",
      "Only the puck you drag collects. Touching a puck of another colour ends the game.",
      "The bar at the top right shrinks 5 % a second; at 20 % (16 s) the time is up.",
      "When no two pucks of one colour are left, the board is done: the game ends early as a win,"
        + " with a bonus of 10 points for every whole second left on the clock.",
      "Mouse: press on a puck to grab it (it jumps to the pointer), drag it, release to drop.",
      "Keys: each arrow press (or auto-repeat) moves the cursor a cell; space grabs the puck under it,"
        + " and the puck follows the cursor until space drops it again.",
      "The panel beside (or below) the stage counts the pucks left of each colour.",
    ],
    credits: [
      "After \"Create a Collect-the-Pieces Game\" (Corona SDK tutorial, Tuts+).",
      "Terminal port: the arcade project.",
    ],
    // No hold actions: every arrow press and auto-repeat is one cursor step, so a tap is never a glide.
    canvasSize: Stage.canvasSize,
    // The whole room, with the stage as large as fits in it (once the room holds the smallest canvas).
    fitting: { $0 }, viewport: { PuckLayout(canvas: $0).viewport })
}

/// Parameters converted to per-tick units once, at the start.
struct PuckSettings: Sendable {
  let puckCount: Int
  let colourCount: Int
  let radius: Double
  /// The tick on which time is up (duration × tick rate).
  let timeUpTick: Int
  let duration: Double
  let points: Int
  let bonusPerSecond: Int
  /// Cursor travel per tick while an arrow is held, px, and per press, px across and down.
  let cursorSpeed: Double
  let cursorStep: Vec2
  let tickRate: Int

  init(_ p: ParameterValues, tickRate: Int) {
    self.tickRate = tickRate
    puckCount = p.int("pucks")
    colourCount = p.int("colors")
    radius = p.double("puck-radius")
    duration = p.double("duration")
    timeUpTick = max(1, Int((duration * Double(tickRate)).rounded()))
    points = p.int("points")
    bonusPerSecond = p.int("time-bonus")
    cursorSpeed = p.double("cursor-speed") / Double(tickRate)
    cursorStep = Stage.cell * p.double("cursor-step")
  }
}
