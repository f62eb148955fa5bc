import ArcadeCore
import Helicopter

/// The helicopter player's flight planner for arcade levels: it plans its holds, one decision per `chunk` ticks, on
/// copies of the game: it tries the `HeliHoldRule`'s choice first and backtracks (depth first) when a choice leads to a
/// crash, until the level is won. With `lookAhead` it is a pilot that sees that many chunks ahead and no further: a
/// decision more than `lookAhead` chunks behind the farthest it has looked has been flown, so it can no longer take it
/// back, and a crash it finds too late is its crash. Without it, it plans the whole level (a perfect pilot, given the
/// `budget`). Deterministic, so the same level and seed give the same flight.
public struct HeliFlightPlanner: Sendable {
  public var holdRule = HeliHoldRule()
  public var chunk = 6
  /// Chunks ahead it can still change its mind; nil: no limit.
  public var lookAhead: Int?
  /// Chunks it may simulate for one level, all tries together.
  public var budget = 20_000

  public init(chunk: Int = 6, lookAhead: Int? = nil) { (self.chunk, self.lookAhead) = (chunk, lookAhead) }

  /// The decisions it flies the level with, and whether they win it (else they end in a crash).
  public func fly(_ game: HeliGame) -> (holds: [Bool], won: Bool) {
    var search = Search(pilot: self)
    let won = search.search(game)
    return (won ? search.path : search.longest, won)
  }

  private struct Search {
    let pilot: HeliFlightPlanner
    var path: [Bool] = []
    var longest: [Bool] = []
    /// The most chunks ahead it has looked.
    var farthest = 0
    var spent = 0
    /// Places from which every way crashed (the tick, the height to a quarter pixel, the speed and lift to 1 px/s).
    var dead: Set<[Int]> = []
    var givenUp = false

    mutating func search(_ game: HeliGame) -> Bool {
      if game.status == .won { return true }
      if path.count > longest.count { longest = path }
      farthest = max(farthest, path.count)
      let flight = game.flight
      let place = [
        game.tick, Int((flight.position.y * 4).rounded()), Int(flight.velocity.y.rounded()),
        Int(flight.lift.rounded()),
      ]
      if dead.contains(place) { return false }
      let preferred = pilot.holdRule.wantsHold(game)
      for hold in [preferred, !preferred] {
        if hold != preferred, let lookAhead = pilot.lookAhead, path.count < farthest - lookAhead { givenUp = true }
        if spent >= pilot.budget { givenUp = true }
        if givenUp { return false }
        spent += 1
        var next = game
        for _ in 0..<pilot.chunk where next.status == .playing { next.step(hold ? TickInput(held: .action) : .none) }
        guard next.status != .lost else { continue }
        path.append(hold)
        if search(next) { return true }
        path.removeLast()
      }
      if !givenUp { dead.insert(place) }
      return false
    }
  }
}
