import ArcadeCore

/// Frog Crossing — placeholder until the game is ported (see its issue).
public struct FrogGame: Game {
  public static let info = GameInfo(
    id: "frog", title: "Frog Crossing", summary: "Guide the frog across two busy roads into the three bays.", simulationVersion: 1,
    parameters: ParameterSet(game: "frog", []),
    bindings: [KeyBinding(keys: "q", action: "quit")],
    help: ["Not ported yet."], credits: ["Corona SDK tutorial"],
    canvasSize: CanvasSize(columns: 60, rows: 22),
    viewport: Viewport(cellWidth: 8, cellHeight: 22), usesHold: false)

  public private(set) var tick = 0
  public private(set) var status = GameStatus.playing
  public private(set) var score = 0

  public init(parameters: ParameterValues, seed: UInt64) {}

  public mutating func step(_ input: TickInput) { tick += 1 }

  public func draw(into canvas: inout Canvas) {
    canvas.centredText("Frog Crossing: coming soon", row: canvas.rows / 2)
  }

  public func hash(into hasher: inout StateHasher) {}
}
