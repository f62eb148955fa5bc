import ArcadeCore
import Autoplay
import Foundation
import PuckCollector
import Testing

/// Arcade mode by keyboard alone: the keyboard player wins puck's first two levels, each on the seed arcade run 1
/// gives it, so a keyboard-only player reaches level 3.
@Suite("Keyboard-only puck levels")
struct PuckLevelPlayTests {
  /// Assets/levels/puck.txt, read from the checkout (this target does not embed the assets).
  static func levels() throws -> LevelFile {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Assets/levels/puck.txt")
    return try LevelFile(text: String(contentsOf: url, encoding: .utf8), parameters: PuckGame.info.parameters)
  }

  @Test(
    "the keyboard player reaches the goals of levels 1 (200 points, by tick 147) and 2 (250, by tick 237), a cell per press",
    arguments: [(1, 147, 370), (2, 237, 390)])
  func firstLevels(level: Int, tick: Int, score: Int) throws {
    let values = try Self.levels().levels[level - 1].values(in: PuckGame.info.parameters)
    let game = PuckGame(parameters: values, seed: ArcadeRun<PuckGame>.seed(of: level, in: 1))
    var player = PuckPlayer()
    let run = player.play(game)
    #expect(run.game.status == .won && run.game.reachedGoal, "\(run.game.status) with \(run.game.score)")
    #expect(run.game.tick == tick && run.game.score == score, "the goal and the bonus for the seconds left")
  }

  /// How many of these arcade runs the keyboard player wins `level` in (each level on the seed the run gives it).
  static func wins(level: Int, runs: [Int]) throws -> Int {
    let values = try levels().levels[level - 1].values(in: PuckGame.info.parameters)
    return runs.filter { run in
      let game = PuckGame(parameters: values, seed: ArcadeRun<PuckGame>.seed(of: level, in: UInt64(run)))
      var player = PuckPlayer()
      return player.play(game).game.status == .won
    }.count
  }

  @Test(
    "level 4 (Crowd: 27 pucks, 500 in 17 s) is no wall for the keyboard player: it wins runs 2 and 5, which it lost with 30 pucks in 16 s"
  )
  func crowdIsNoWall() throws {
    // Over 40 runs (Docs/levels.md): 36 wins, between levels 3 and 5 (37 each); 30 pucks in 16 s won 31.
    #expect(try Self.wins(level: 4, runs: [2, 5]) == 2)
  }
}
