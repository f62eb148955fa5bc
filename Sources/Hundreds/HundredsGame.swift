import ArcadeCore

/// Hundreds — placeholder until the game is ported (see its issue).
public struct HundredsGame: Game {
  public static let info = GameInfo(
    id: "hundreds", title: "Hundreds", summary: "Press the bouncing circles to grow them to 100 without a touch.", simulationVersion: 1,
    parameters: ParameterSet(game: "hundreds", []),
    bindings: [KeyBinding(keys: "q", action: "quit")],
    help: ["Not ported yet."], credits: ["Corona SDK tutorial"],
    canvasSize: CanvasSize(columns: 40, rows: 22),
    viewport: Viewport(cellWidth: 8, cellHeight: 22), usesHold: true)

  public private(set) var tick = 0
  public private(set) var status = GameStatus.playing
  public private(set) var score = 0

  public init(parameters: ParameterValues, seed: UInt64) {}

  public mutating func step(_ input: TickInput) { tick += 1 }

  public func draw(into canvas: inout Canvas) {
    canvas.centredText("Hundreds: coming soon", row: canvas.rows / 2)
  }

  public func hash(into hasher: inout StateHasher) {}
}
