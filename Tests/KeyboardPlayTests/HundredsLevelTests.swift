import ArcadeCore
import Foundation
import GameCatalog
import Hundreds
import Testing

/// Taps like `HundredsPlayer`, the roomiest circle first, but without looking ahead: it taps whenever
/// the roomiest circle's rim is more than `room` px from everything, as a player who judges by eye.
struct GlancingHundredsPlayer {
  var room = 12.0
  private var nextTapTick = 0

  mutating func keys(_ run: KeyboardRun<HundredsGame>) -> Buttons {
    let game = run.game
    guard game.tick >= nextTapTick, !game.circles.contains(where: \.isPressed) else { return [] }
    let rooms = game.circles.indices.map { HundredsPlayer.room($0, in: game) }
    guard let k = rooms.indices.max(by: { rooms[$0] < rooms[$1] }), rooms[k] > room else { return [] }
    nextTapTick = game.tick + 8
    return .slot(k + 1)
  }
}

@Suite("Hundreds' arcade levels, played from the keyboard")
struct HundredsLevelTests {
  static let levels = Catalog.entry(id: "hundreds")!.levels!

  /// The difficulty figure's sample: 16 seeds of every third level and the last, whose shares lie far enough
  /// apart for so few. `ARCADE_LEVEL_SEEDS=1000` measures every level with that many seeds and prints
  /// Docs/levels.md's table (run it in a release build: `swift test -c release --filter HundredsLevelTests`).
  static let seedsAsked = ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"].flatMap { Int($0) }
  static let seeds = seedsAsked ?? 16
  static let measured = seedsAsked == nil ? [1, 4, 7, 10, 12] : Array(1...levels.levels.count)

  @Test("a keyboard player wins every level of one arcade run, level 1 to the last, by taps")
  func everyLevelWon() throws {
    let arcade = try #require(ArcadeRun<HundredsGame>(levels: Self.levels, start: 1, seed: 33))
    var run = KeyboardRun(arcade, holds: HundredsGame.info.holds, keyboard: .noReleases)
    var player = HundredsPlayer()
    let board: (ArcadeRun<HundredsGame>) -> HundredsGame? = { $0.cardTicksLeft == 0 ? $0.game : nil }
    while run.game.status == .playing, run.game.tick < 60 * 60 * 10 {
      run.step(holding: player.keys(run, board: board))
    }
    #expect(run.game.status == .won, "level \(run.game.level): \(run.game.game.status), score \(run.game.game.score)")
    #expect(run.game.levelsPlayed == 1...Self.levels.levels.count)
  }

  /// The share of `seeds` games of level `level` (its own seeds, as an arcade run gives them) that the
  /// glancing player wins within three minutes.
  static func glancingWins(level: Int) throws -> Double {
    let values = try levels.levels[level - 1].values(in: HundredsGame.info.parameters)
    var won = 0
    for s in 0..<seeds {
      let game = HundredsGame(parameters: values, seed: ArcadeRun<HundredsGame>.seed(of: level, in: UInt64(s)))
      var run = KeyboardRun(game, holds: HundredsGame.info.holds, keyboard: .noReleases)
      var player = GlancingHundredsPlayer()
      while run.game.status == .playing, run.game.tick < 60 * 180 { run.step(holding: player.keys(run)) }
      if run.game.status == .won { won += 1 }
    }
    return Double(won) / Double(seeds)
  }

  @Test("each level is harder than the one before: a player who taps by eye wins fewer of its games")
  func harderAndHarder() throws {
    let shares = try Self.measured.map { try Self.glancingWins(level: $0) }
    if Self.seedsAsked != nil {
      for (level, share) in zip(Self.measured, shares) {
        print("| \(level) | \(Self.levels.levels[level - 1].name) | \(String(format: "%.1f", 100 * share)) % |")
      }
    }
    for i in shares.indices.dropFirst() {
      #expect(
        shares[i] <= shares[i - 1], "level \(Self.measured[i]) is won more often than level \(Self.measured[i - 1])")
    }
    #expect(shares.first! >= 0.9 && shares.last! <= 0.1, "\(zip(Self.measured, shares).map { "\($0): \($1)" })")
  }
}
