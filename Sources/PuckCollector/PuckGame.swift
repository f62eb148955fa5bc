import ArcadeCore

/// Puck Collector — placeholder until the game is ported (see its issue).
public struct PuckGame: Game {
  public static let info = GameInfo(
    id: "puck", title: "Puck Collector", summary: "Drag a puck onto pucks of its colour before time runs out.", simulationVersion: 1,
    parameters: ParameterSet(game: "puck", []),
    bindings: [KeyBinding(keys: "q", action: "quit")],
    help: ["Not ported yet."], credits: ["Corona SDK tutorial"],
    canvasSize: CanvasSize(columns: 78, rows: 22),
    viewport: Viewport(cellWidth: 6.15, cellHeight: 15), usesHold: false)

  public private(set) var tick = 0
  public private(set) var status = GameStatus.playing
  public private(set) var score = 0

  public init(parameters: ParameterValues, seed: UInt64) {}

  public mutating func step(_ input: TickInput) { tick += 1 }

  public func draw(into canvas: inout Canvas) {
    canvas.centredText("Puck Collector: coming soon", row: canvas.rows / 2)
  }

  public func hash(into hasher: inout StateHasher) {}
}
