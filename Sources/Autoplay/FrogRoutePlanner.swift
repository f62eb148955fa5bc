import ArcadeCore
import FrogCrossing

/// The frog player's route planner: plans hops through the traffic by a breadth-first search over
/// (time, frog cell), predicting the cars from the game's public state. It only chooses inputs;
/// every outcome comes from the game itself. The golden tapes' scripts and the rules tests drive the frog
/// with it, and `FrogPlayer.routePlanning` plays with it.
public struct FrogRoutePlanner: Sendable {
  /// Ticks between decisions (a hop or a wait).
  public var spacing = 8
  /// How far ahead it looks, in ticks.
  public var horizon = 1800

  public init(spacing: Int = 8, horizon: Int = 1800) { (self.spacing, self.horizon) = (spacing, horizon) }

  public typealias Cell = RoadForecast.Cell

  /// Inputs, one per tick, that take the frog from where it stands into one of `targets`,
  /// or nil if no safe way is found within the horizon.
  public func plan(_ game: FrogGame, to targets: [Cell]) -> [TickInput]? {
    var road = RoadForecast(game, ticks: spacing)
    let (columns, rows) = (road.columns, road.rows)
    func index(_ c: Cell) -> Int { columns.firstIndex(of: c.x)! + columns.count * rows.firstIndex(of: c.y)! }
    let moves: [(Buttons, Int, Int)] = [
      (.up, 0, -Stage.hop), (.left, -Stage.hop, 0), (.right, Stage.hop, 0), ([], 0, 0), (.down, 0, Stage.hop),
    ]
    // Search nodes with parent links, so a path is only spelled out once found.
    var nodes: [(cell: Cell, parent: Int, button: Buttons)] = [(Cell(x: game.frogX, y: game.frogY), -1, [])]
    func path(to node: Int, then last: Buttons) -> [Buttons] {
      var out = [last]
      var n = node
      while nodes[n].parent >= 0 {
        out.append(nodes[n].button)
        n = nodes[n].parent
      }
      return out.reversed()
    }
    var layer = [0]
    for k in 0..<(horizon / spacing) {
      var next: [Int] = []
      var seen = [Bool](repeating: false, count: columns.count * rows.count)
      let t0 = k * spacing
      road.extend(through: t0 + spacing)
      // Prefer moves towards the nearest target column, then up, then waiting, then retreating.
      for node in layer {
        let cell = nodes[node].cell
        let goalX = targets.min { abs($0.x - cell.x) < abs($1.x - cell.x) }?.x ?? cell.x
        let ordered = moves.sorted { rank($0, goalX - cell.x) < rank($1, goalX - cell.x) }
        for (button, dx, dy) in ordered {
          let to = Cell(x: cell.x + dx, y: cell.y + dy)
          guard road.isOpen(to) else { continue }
          if targets.contains(to) && !button.isEmpty {
            return inputs(path(to: node, then: button))
          }
          guard !seen[index(to)], (1...spacing).allSatisfy({ road.isSafe(to, at: t0 + $0) }) else { continue }
          seen[index(to)] = true
          nodes.append((to, node, button))
          next.append(nodes.count - 1)
        }
      }
      layer = next
      if layer.isEmpty { return nil }
    }
    return nil
  }

  private func rank(_ move: (Buttons, Int, Int), _ towardX: Int) -> Int {
    let (button, dx, dy) = move
    if dx != 0 && towardX != 0 && (dx > 0) == (towardX > 0) { return 0 }
    if dy < 0 { return 1 }
    if button.isEmpty { return 2 }
    if dy > 0 { return 3 }
    return 4
  }

  private func inputs(_ steps: [Buttons]) -> [TickInput] {
    steps.flatMap { button in
      [TickInput(pressed: button)] + Array(repeating: TickInput.none, count: spacing - 1)
    }
  }

  /// The cells (frog centers) from which the frog is inside each bay of the game.
  public static func bayCells(_ game: FrogGame, filled: Bool = false) -> [Cell] {
    RoadForecast.bayCells(game, filled: filled)
  }
}
