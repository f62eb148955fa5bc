import ArcadeCore
import FrogCrossing

/// What the frog player knows of the road: the cells a frog can stand on, which cars can touch each row,
/// and where every car will be for the next ticks, predicted by the traffic's own rule (each lane its step,
/// the wrap half a car beyond the edge) from the game's public state.
public struct RoadForecast {
  /// A frog's place: its center, in stage points.
  public struct Cell: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) { (self.x, self.y) = (x, y) }
  }

  public let game: FrogGame
  public let columns = Stage.frogColumns
  public let rows = stride(from: Stage.frogStartY + Stage.hop, through: 0, by: -Stage.hop).filter {
    Stage.frogFits(x: Stage.frogStartX, y: $0)
  }
  /// Car center xs in 1/600 px after each of the ticks forecast so far (index 0 = now).
  public private(set) var carXs: [[Int]]
  /// For each row, the cars whose lane it overlaps: only they can touch a frog there.
  private let carsByRow: [Int: [Int]]
  /// How near a car's center may come to a frog's, in 1/600 px, before they touch.
  private let reach: Int
  private let wrapRight: Int
  private let wrapLeft: Int

  /// A forecast of the next `ticks` ticks; `extend` adds more.
  public init(_ game: FrogGame, ticks: Int) {
    self.game = game
    let unit = Stage.subpixelsPerPoint
    wrapRight = Stage.width * unit + game.layout.carWidth * unit / 2
    wrapLeft = -(game.layout.carWidth * unit / 2)
    reach = Int((Double(game.layout.carWidth) / 2 + Stage.frogHalfWidth) * Double(unit))
    let carHalfHeight = Double(game.layout.carHeight) / 2
    carsByRow = Dictionary(
      uniqueKeysWithValues: rows.map { y in
        (y, game.cars.indices.filter { abs(game.cars[$0].y - Double(y)) < carHalfHeight + Stage.frogHalfHeight })
      })
    carXs = [game.cars.map(\.xSubpixels)]
    extend(through: ticks)
  }

  /// Forecasts the cars up to `tick` ticks from now, by the traffic's rule.
  public mutating func extend(through tick: Int) {
    guard var xs = carXs.last, carXs.count <= tick else { return }
    let cars = game.cars, steps = game.laneSteps
    carXs.reserveCapacity(tick + 1)
    while carXs.count <= tick {
      for i in cars.indices {
        var x = xs[i] + cars[i].direction.sign * steps[cars[i].lane]
        if cars[i].direction == .right && x > wrapRight { x = wrapLeft }
        if cars[i].direction == .left && x < wrapLeft { x = wrapRight }
        xs[i] = x
      }
      carXs.append(xs)
    }
  }

  /// No car touches a frog on `cell` after `tick` more ticks.
  public func isSafe(_ cell: Cell, at tick: Int) -> Bool {
    let (xs, x) = (carXs[tick], cell.x * Stage.subpixelsPerPoint)
    for i in carsByRow[cell.y]! where abs(xs[i] - x) < reach { return false }
    return true
  }

  /// The cell is on the stage and not a filled bay (walls and closed bays block a hop).
  public func isOpen(_ cell: Cell) -> Bool {
    guard columns.contains(cell.x), rows.contains(cell.y) else { return false }
    return !game.bays.contains {
      $0.filled && abs($0.center.x - Double(cell.x)) < $0.size / 2 + Stage.frogHalfWidth
        && abs($0.center.y - Double(cell.y)) < $0.size / 2 + Stage.frogHalfHeight
    }
  }

  /// The cells (frog centers) from which the frog is inside each bay of the game.
  public static func bayCells(_ game: FrogGame, filled: Bool = false) -> [Cell] {
    game.bays.filter { $0.filled == filled }.map { bay in
      let y = stride(from: Stage.frogStartY, through: 0, by: -Stage.hop).first {
        abs(Double($0) - bay.center.y) < bay.size / 2 + Stage.frogHalfHeight
      }!
      return Cell(x: bay.frogColumnX, y: y)
    }
  }
}
