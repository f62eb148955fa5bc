import ArcadeCore
import PuckCollector

/// Shorthands for scripted inputs.
func press(_ b: Buttons) -> TickInput { TickInput(pressed: b, held: b) }
func hold(_ b: Buttons) -> TickInput { TickInput(held: b) }
func touch(_ phase: TouchPhase, _ x: Int32, _ y: Int32) -> TickInput { TickInput(touch: Touch(phase, x: x, y: y)) }
func touch(_ phase: TouchPhase, at p: Vec2) -> TickInput { touch(phase, Int32(p.x), Int32(p.y)) }

/// A game with some parameters changed from the defaults.
func game(seed: UInt64, _ flags: [(String, String)] = []) throws -> PuckGame {
  let values = try PuckGame.info.parameters.values(from: flags.map { (name: $0.0, value: $0.1) })
  return PuckGame(parameters: values, seed: seed)
}

extension PuckGame {
  mutating func run(_ input: TickInput, times: Int) {
    for _ in 0..<times { step(input) }
  }

  var screen: String {
    var canvas = Canvas(size: Self.info.canvasSize)
    draw(into: &canvas)
    return canvas.render()
  }

  var canvas: Canvas {
    var canvas = Canvas(size: Self.info.canvasSize)
    draw(into: &canvas)
    return canvas
  }

  /// The canvas the front end draws for a room of that size (the whole room), and its picture.
  func canvas(room: CanvasSize) -> Canvas {
    var canvas = Canvas(size: Self.info.canvasSize(fitting: room) ?? Self.info.canvasSize)
    draw(into: &canvas)
    return canvas
  }

  func screen(room: CanvasSize) -> String { canvas(room: room).render() }

  var positions: [Vec2] { pucks.map(\.position) }
}

/// The rooms the front end gives the game in 80x24, 120x40 and 220x60 terminals (less the hint bar).
let rooms = [CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 120, rows: 39), CanvasSize(columns: 220, rows: 59)]
