import ArcadeCore

extension HeliGame {
  /// Cells are 6x10 px: 80 columns span the 480-px stage; rows 0–1 show y 40–60 (score over rock),
  /// rows 2–21 the cave from the top wall (y 60) to the bottom wall (y 260), row 22 rock below it.
  public static let viewport = Viewport(originX: 0, originY: 40, cellWidth: 6, cellHeight: 10)

  static func makeInfo() -> GameInfo {
    GameInfo(
      id: "heli", title: "Helicopter",
      summary: "Hold to rise, let go to fall; dodge the blocks in the cave.",
      simulationVersion: 2,
      parameters: HeliRules.parameterSet,
      bindings: [
        KeyBinding(keys: "space enter ↑ w k, or the mouse button", action: "hold to rise", shortKeys: "space/mouse")
      ],
      help: [
        "Fly as far as you can through the cave.",
        "Hold SPACE (or the mouse button) to rise: the longer you hold, the faster you climb.",
        "Let go to fall. Touching the cave's roof or floor, or a block, ends the flight.",
        "By default a block comes every 1.3 s, and every 5 s they speed up, five times.",
        "Score: 30 points a second survived.",
      ],
      credits: [
        "After the Corona SDK tutorial \"Create an Obstacles Avoiding Game\" (Tuts+).",
        "Terminal art and port: the arcade project.",
      ],
      canvasSize: CanvasSize(columns: 80, rows: 23),
      viewport: viewport,
      // A key tap is a 6-tick (0.1 s, about a click) thrust: it climbs about 12 px, a row, then the
      // helicopter falls; a tap every 0.6 s hovers, and holding the key climbs once auto-repeat starts.
      holds: HoldActions([.action, .up], tapTicks: 6))
  }
}
