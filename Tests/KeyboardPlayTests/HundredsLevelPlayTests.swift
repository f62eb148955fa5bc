import ArcadeCore
import Autoplay
import Foundation
import Hundreds
import Testing

/// Arcade mode by keyboard alone: the keyboard player wins hundreds' levels in one arcade run, card after card,
/// from the first to the last, so a keyboard-only player reaches level 3, and every level can be won.
/// `ARCADE_LEVEL_SEEDS=N` plays arcade runs 1…N instead of run 1 alone.
@Suite("Keyboard-only hundreds levels")
struct HundredsLevelPlayTests {
  /// Arcade run `seed` played by the keyboard player from level 1 until it is won or lost: the run, and the
  /// ticks of the run at which each level but the last was won (its card began).
  static func play(seed: UInt64) throws -> (run: ArcadeRun<HundredsGame>, wonAt: [Int]) {
    let arcade = try #require(ArcadeRun<HundredsGame>(levels: try HundredsLevels.file(), start: 1, seed: seed))
    var run = KeyboardRun(arcade, holds: HundredsGame.info.holds, keyboard: .noReleases)
    // A tap's press lasts 4 ticks: 8 ticks ahead show whether it ends touching anything.
    var player = HundredsPlayer()
    player.lookahead = 8
    var wonAt: [Int] = []
    while run.game.status == .playing, run.game.tick < 60 * 60 * 5 {
      run.step(holding: player.keys(run) { $0.cardTicksLeft == 0 ? $0.game : nil })
      if run.game.cardTicksLeft == ArcadeRun<HundredsGame>.cardTicks { wonAt.append(run.game.tick) }
    }
    return (run.game, wonAt)
  }

  @Test(
    "by taps in a terminal without key releases, the keyboard player wins levels 1, 2 and on to 12 of arcade run 1, card after card"
  )
  func everyLevelWon() throws {
    let runs = ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"].flatMap(Int.init) ?? 1
    for seed in 1...UInt64(runs) {
      let (run, wonAt) = try Self.play(seed: seed)
      #expect(run.status == .won && run.levelsPlayed == 1...12, "run \(seed): level \(run.level) \(run.game.status)")
      // Each level's target reached a tap (+2) at a time: 40 + 60 + ... + 200 points.
      #expect(run.score == 1470, "run \(seed)")
      guard seed == 1 else { continue }
      // Levels 1 to 11 won, and the run's end: a tap every 8 ticks, the player's fastest, from each level's
      // start; only once, in level 8, did no tap look safe (for 2 ticks).
      #expect(wonAt == [157, 544, 1011, 1558, 2185, 2812, 3479, 4188, 4935, 5722, 6549])
      #expect(run.tick == 7496)
    }
  }
}
