import ArcadeCore

/// Helicopter — placeholder until the game is ported (see its issue).
public struct HeliGame: Game {
  public static let info = GameInfo(
    id: "heli", title: "Helicopter", summary: "Hold to rise, let go to fall: fly the cave and dodge the blocks.", simulationVersion: 1,
    parameters: ParameterSet(game: "heli", []),
    bindings: [KeyBinding(keys: "q", action: "quit")],
    help: ["Not ported yet."], credits: ["Corona SDK tutorial"],
    canvasSize: CanvasSize(columns: 78, rows: 22),
    viewport: Viewport(cellWidth: 6.15, cellHeight: 15), usesHold: true)

  public private(set) var tick = 0
  public private(set) var status = GameStatus.playing
  public private(set) var score = 0

  public init(parameters: ParameterValues, seed: UInt64) {}

  public mutating func step(_ input: TickInput) { tick += 1 }

  public func draw(into canvas: inout Canvas) {
    canvas.centredText("Helicopter: coming soon", row: canvas.rows / 2)
  }

  public func hash(into hasher: inout StateHasher) {}
}
