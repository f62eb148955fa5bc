import ArcadeCore
import Autoplay
import Foundation
import Hundreds
import Testing

/// Each of hundreds' levels is harder than the one before. The figure: the share of arcade runs 1…N whose
/// game of the level the keyboard player playing by eye (`HundredsPlayer.byEye`) wins, from the keyboard.
/// `ARCADE_LEVEL_SEEDS=N` measures every level on N runs and prints Docs/levels.md's table (see there).
@Suite("Hundreds' levels get harder")
struct HundredsLevelDifficultyTests {
  static let thorough = ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"].flatMap(Int.init)

  /// How many of the games arcade runs 1…`runs` give level `level` the player by eye wins within three minutes.
  static func winsByEye(level: Int, of file: LevelFile, runs: Int) throws -> Int {
    let values = try file.levels[level - 1].values(in: HundredsGame.info.parameters)
    var won = 0
    for run in 1...UInt64(runs) {
      let game = HundredsGame(parameters: values, seed: ArcadeRun<HundredsGame>.seed(of: level, in: run))
      var player = HundredsPlayer.byEye
      if player.play(game, ticks: 60 * 180).game.status == .won { won += 1 }
    }
    return won
  }

  @Test("a player who taps by eye wins fewer games of each level than of the one before, and few of the last")
  func levelsGetHarder() throws {
    let file = try HundredsLevels.file()
    // Levels 1, 4, 8 and 12 on 16 runs in the quick run: their shares lie far enough apart for so few runs.
    let runs = Self.thorough ?? 16
    let levels = Self.thorough == nil ? [1, 4, 8, 12] : Array(1...file.levels.count)
    let wins = try levels.map { try Self.winsByEye(level: $0, of: file, runs: runs) }
    for i in wins.indices.dropFirst() {
      #expect(wins[i] <= wins[i - 1], "level \(levels[i]) is won more often than level \(levels[i - 1])")
    }
    #expect(wins.last! * 4 < wins.first!, "\(wins)")
    if Self.thorough == nil { #expect(wins == [16, 12, 5, 0], "of 16 runs") }
    for (level, won) in zip(levels, wins) where Self.thorough != nil {
      let name = file.levels[level - 1].name
      print(
        String(format: "| %d | %@ | %d of %d | %.1f %% |", level, name, won, runs, 100 * Double(won) / Double(runs)))
    }
  }
}
