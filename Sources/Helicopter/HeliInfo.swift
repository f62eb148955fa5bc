import ArcadeCore

extension HeliGame {
  /// The game's description, keys, help and parameters; its smallest canvas's cells are 6x10 px (see `HeliLayout`).
  public static let info = GameInfo(
    id: "heli", title: "Helicopter",
    summary: "Hold to rise, let go to fall; dodge the blocks in the cave.",
    simulationVersion: 2,
    parameters: HeliParameters.all,
    bindings: [
      KeyBinding([.action, .up], orMouse: true, "hold to rise")
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
    canvasSize: HeliLayout.smallest,
    fitting: HeliLayout.canvasSize(fitting:), viewport: { HeliLayout(canvas: $0).viewport },
    // A key tap is a 6-tick (0.1 s, about a click) thrust: it climbs about 12 px, a row, then the
    // helicopter falls; a tap every 0.6 s hovers, and holding the key climbs once auto-repeat starts.
    holds: HoldActions([.action, .up], tapTicks: 6),
    // The helicopter stays where it starts until the first press flies it: no crash while the player reads.
    waitsFor: FirstAction([.action, .up], prompt: "Press space (or the mouse button) to take off"),
    levelGoal: { values in
      let distance = values[HeliParameters.distance]
      return distance > 0 ? "Fly \(distance) px of cave" : "Fly as far as you can"
    })
}
