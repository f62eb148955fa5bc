import ArcadeCore
import Hundreds

/// The rooms of an 80x24, a 120x40 and a 220x60 terminal, less the hint bar's row.
let rooms = [CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 120, rows: 39), CanvasSize(columns: 220, rows: 59)]

/// Helpers that drive a game through its public interface only.
extension HundredsGame {
  /// What the front end draws in a room: the canvas the game asks for, and the viewport it maps the mouse through.
  func screen(in room: CanvasSize) -> (canvas: Canvas, viewport: Viewport) {
    let size = Self.info.canvasSize(fitting: room) ?? Self.info.canvasSize
    var canvas = Canvas(size: size)
    draw(into: &canvas)
    return (canvas, Self.info.viewport(for: size))
  }

  /// A game with some parameters changed from their defaults.
  init(seed: UInt64, _ changes: [(String, String)]) throws {
    let values = try HundredsGame.info.parameters.values(from: changes.map { (name: $0.0, value: $0.1) })
    self.init(parameters: values, seed: seed)
  }

  mutating func idle(_ ticks: Int) {
    for _ in 0..<ticks { step(.none) }
  }

  /// The inputs of holding number key `key` for `ticks` ticks, then letting go (one more tick).
  static func keyHold(_ key: Int, ticks: Int) -> [TickInput] {
    let slot = Buttons.slot(key)
    return [TickInput(pressed: slot, held: slot)] + Array(repeating: TickInput(held: slot), count: ticks - 1)
      + [TickInput.none]
  }

  /// The inputs of a finger pressing circle `key` where it is now, resting `ticks` ticks, then lifting.
  func touchHold(_ key: Int, ticks: Int) -> [TickInput] {
    let p = circles[key - 1].position
    let (x, y) = (Int32(p.x.rounded(.down)), Int32(p.y.rounded(.down)))
    return [TickInput(touch: Touch(.began, x: x, y: y))] + Array(repeating: TickInput.none, count: ticks - 1)
      + [TickInput(touch: Touch(.ended, x: x, y: y))]
  }

  mutating func play(_ inputs: [TickInput]) {
    for input in inputs { step(input) }
  }

  /// Whether playing `inputs` from here ends without a loss (tried on a copy).
  func survives(_ inputs: [TickInput]) -> Bool {
    var copy = self
    copy.play(inputs)
    return copy.status != .lost
  }
}

/// Straight-line prediction from the public state, exactly as the integrator moves circles
/// (p += v·dt each tick, velocities unchanged while nothing touches).
enum Prediction {
  static let dt = 1.0 / 60

  /// If circle `pressed` gets `growth` px bigger now, the number of ticks until it first overlaps
  /// another circle, and which one; nil when some circle would reach a wall or two other circles
  /// would meet first (then straight lines no longer describe the motion).
  static func firstContact(_ circles: [HundredsCircle], pressed: Int, growth: Double, within horizon: Int)
    -> (ticks: Int, other: Int)?
  {
    var p = circles.map(\.position)
    let v = circles.map(\.velocity)
    var r = circles.map(\.radius)
    r[pressed] += growth
    for n in 1...horizon {
      for k in p.indices { p[k] += v[k] * dt }
      for k in p.indices {
        if p[k].x - r[k] <= 0 || p[k].x + r[k] >= 320 || p[k].y - r[k] <= 0 || p[k].y + r[k] >= 480 { return nil }
      }
      for a in p.indices {
        for b in p.indices where b > a {
          let reach = r[a] + r[b]
          guard (p[b] - p[a]).lengthSquared < reach * reach else { continue }
          guard a == pressed || b == pressed else { return nil }
          return (n, a == pressed ? b : a)
        }
      }
    }
    return nil
  }
}
