import ArcadeCore
import Testing

@testable import Helicopter

/// Docs/games.md "Fairness": at the default parameters no lane is safe forever, so hovering next to a
/// wall cannot outlast the blocks.
@Suite("Helicopter fairness: no safe lane")
struct FairnessTests {
  /// Every top edge the helicopter can fly at without touching a wall: y 61 (just under the top wall)
  /// to 230 (its bottom on the bottom wall's top edge, 260), in quarter pixels.
  static let flyableTops = stride(from: Stage.ceiling.maxY, through: Stage.floor.y - Stage.helicopterSize.y, by: 0.25)

  /// Whether a block with this top edge, passing the helicopter, overlaps it at top edge `y`.
  static func blockHits(top: Double, helicopterAt y: Double) -> Bool {
    let heli = Rect(x: Stage.helicopterStart.x, y: y, width: Stage.helicopterSize.x, height: Stage.helicopterSize.y)
    let block = Rect(x: Stage.helicopterStart.x, y: top, width: Stage.blockSize.x, height: Stage.blockSize.y)
    return boxesOverlap(heli.body.center, heli.body.shape.halfExtents, block.body.center, block.body.shape.halfExtents)
  }

  @Test("every height the helicopter can fly at, wall to wall, is crossed by a block of some default top")
  func everyHeightIsCrossed() {
    let tops = HeliGame(seed: 1).settings.blockHeights.map(Double.init)
    #expect(tops == [90, 140, 180])
    let safe = Self.flyableTops.filter { y in !tops.contains { Self.blockHits(top: $0, helicopterAt: y) } }
    #expect(safe.isEmpty, "safe heights: \(safe.prefix(8))")
    // The same as intervals: a block with top t reaches the tops y with t − 30 < y < t + 60; together, in
    // order, each begins before the last ends, and they span 61 to 230.
    let reach = tops.sorted().map { ($0 - Stage.helicopterSize.y, $0 + Stage.blockSize.y) }
    #expect(reach.first!.0 < Stage.ceiling.maxY && reach.last!.1 > Stage.floor.y - Stage.helicopterSize.y)
    #expect(zip(reach, reach.dropFirst()).allSatisfy { $1.0 < $0.1 })
  }

  /// Holds for one tick whenever the helicopter has sunk below `top` and is falling: it hovers a few px
  /// above that height, blind to the blocks.
  static func hover(at top: Double, seed: UInt64, limit: Int) -> HeliGame {
    var game = HeliGame(seed: seed)
    while game.status == .playing && game.tick < limit {
      let sinking = game.flight.position.y > top && game.flight.velocity.y > 0
      game.step(sinking ? Fixture.hold : .none)
    }
    return game
  }

  @Test(
    "hovering at any fixed height, next to a wall or between, a block ends the flight within 40 s",
    arguments: [1, 2, 3] as [UInt64])
  func hoveringDies(seed: UInt64) {
    for top in stride(from: 68.0, through: 226, by: 6) {
      let game = Self.hover(at: top, seed: seed, limit: 40 * 60)
      guard case .block? = game.crash else {
        Issue.record("hovering at \(top) with seed \(seed): \(game.crash.map { "\($0)" } ?? "alive") at \(game.tick)")
        continue
      }
    }
  }
}
