import ArcadeCore
import Helicopter

/// Helpers shared by the helicopter tests.
enum Fixture {
  static let dt = 1.0 / 60

  /// A game with some parameters changed from the defaults, given as flags would give them.
  static func game(_ flags: [(name: String, value: String)] = [], seed: UInt64 = 1) throws -> HeliGame {
    let values = try HeliGame.info.parameters.values(from: flags)
    return HeliGame(parameters: values, seed: seed)
  }

  static let hold = TickInput(held: .action)

  /// Steps until the game ends (or `limit` ticks), with the same input every tick.
  static func runUntilOver(_ game: inout HeliGame, input: TickInput = .none, limit: Int = 10_000) {
    while game.status == .playing && game.tick < limit { game.step(input) }
  }

  /// A cave where the helicopter floats still (no gravity) and blocks pass below it (tops at 200 px,
  /// the helicopter's bottom is at 182 px), so the block schedule can run for as long as we like.
  static func safeSkies(_ more: [(name: String, value: String)] = [], seed: UInt64 = 1) throws -> HeliGame {
    try game([("gravity", "0"), ("block-heights", "200")] + more, seed: seed)
  }
}

extension Fixture {
  /// The rooms the front end gives a game in 80x24, 120x40 and 220x60 terminals (less the hint bar).
  static let rooms = [
    CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 120, rows: 39), CanvasSize(columns: 220, rows: 59),
  ]

  /// The frame the front end would show in `room`: the game drawn on the canvas its scaling gives.
  static func render(_ game: HeliGame, room: CanvasSize) -> Canvas {
    var canvas = Canvas(size: HeliGame.info.canvasSize(fitting: room)!)
    game.draw(into: &canvas)
    return canvas
  }
}
