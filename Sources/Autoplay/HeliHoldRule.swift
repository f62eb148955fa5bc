import ArcadeCore
import Helicopter

/// The helicopter player's rule for holding: it reads the game's public state, picks a height to fly at
/// (the middle of the cave, or of the roomier gap beside the next block) and holds whenever the helicopter,
/// looking a little ahead, is below that height. The golden and demo tapes' scripts fly by it, and the
/// flight planner tries its choice first.
public struct HeliHoldRule: Sendable {
  /// Height to cruise at when no block is near, px (center of the helicopter).
  public var cruise = 160.0
  /// The wanted vertical speed per px of distance to the target height, 1/s.
  public var gain = 3.0
  /// The fastest wanted vertical speed, px/s.
  public var maxSpeed = 160.0
  /// Seconds ahead to start lining up with a block.
  public var horizon = 1.1

  public init() {}

  /// The center height to aim for now.
  public func target(_ game: HeliGame) -> Double {
    let heli = game.flight.box
    let reach = heli.maxX + game.field.speed * horizon
    guard let next = game.blocks.first(where: { $0.box.maxX > heli.x - 4 && $0.x < reach }) else { return cruise }
    let center = heli.y + heli.height / 2
    let gaps = [(Stage.ceiling.maxY, next.y), (next.box.maxY, Stage.floor.y)]
      .filter { $0.1 - $0.0 >= heli.height + 8 }
      .map { (top: $0.0, bottom: $0.1, middle: ($0.0 + $0.1) / 2) }
    // The roomiest gap, unless another one is nearly as roomy and closer.
    let best = gaps.min { a, b in
      let (ra, rb) = (a.bottom - a.top, b.bottom - b.top)
      if abs(ra - rb) > 20 { return ra > rb }
      return abs(a.middle - center) < abs(b.middle - center)
    }
    return best?.middle ?? cruise
  }

  /// Holds when falling faster (or rising slower) than the speed that would bring the helicopter
  /// smoothly to the target height.
  public func wantsHold(_ game: HeliGame) -> Bool {
    let heli = game.flight.box
    let wanted = min(max(gain * (target(game) - heli.y - heli.height / 2), -maxSpeed), maxSpeed)
    return game.flight.velocity.y > wanted
  }
}
