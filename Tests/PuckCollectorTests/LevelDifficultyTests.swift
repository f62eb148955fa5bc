import ArcadeCore
import Autoplay
import Foundation
import GameCatalog
import PuckCollector
import Testing

/// How hard each arcade level is, measured: the mouse player (`PuckPlayer.Mouse`) plays every level on the seeds arcade
/// runs 1...n give it, and its time to spare — the time left when it reaches the goal, none when time runs out
/// first — is averaged. Docs/levels.md has the table for 50 runs (`ARCADE_LEVEL_SEEDS=50`).
@Suite("Arcade levels get harder")
struct LevelDifficultyTests {
  /// Each level's wins and time to spare in ticks, summed over the level's seeds in arcade runs 1...runs.
  static func measure(runs: Int) throws -> [(wins: Int, ticksToSpare: Int)] {
    let file = try #require(Catalog.entry(id: "puck")?.levels)
    return try file.levels.indices.map { index in
      let values = try file.levels[index].values(in: PuckGame.info.parameters)
      var (wins, spare) = (0, 0)
      for run in 1...UInt64(runs) {
        var game = PuckGame(parameters: values, seed: ArcadeRun<PuckGame>.seed(of: index + 1, in: run))
        var player = PuckPlayer.Mouse()
        while game.status == .playing { game.step(player.input(for: game)) }
        if game.status == .won { (wins, spare) = (wins + 1, spare + game.timeUpTick - game.tick) }
      }
      return (wins, spare)
    }
  }

  /// Seconds to spare on average, to a tenth.
  static func seconds(_ ticks: Int, runs: Int) -> Double { (Double(ticks) / 60 / Double(runs) * 10).rounded() / 10 }

  @Test("each level is harder than the one before: over runs 1-6 the player's time to spare falls from 17.5 s to 1.4 s")
  func harder() throws {
    let figures = try Self.measure(runs: 6)
    let spare = figures.map { Self.seconds($0.ticksToSpare, runs: 6) }
    #expect(spare == [17.5, 14.9, 11.9, 11.4, 10.3, 7.6, 7.0, 4.5, 4.5, 2.7, 2.0, 1.4])
    for (easier, harder) in zip(figures, figures.dropFirst()) { #expect(harder.ticksToSpare <= easier.ticksToSpare) }
    #expect(figures.last!.ticksToSpare * 10 < figures.first!.ticksToSpare)
  }

  @Test(
    "the thorough measurement: time to spare falls level by level over ARCADE_LEVEL_SEEDS runs (prints the table)",
    .enabled(if: ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"] != nil))
  func thorough() throws {
    let runs = try #require(Int(ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"] ?? ""))
    let figures = try Self.measure(runs: runs)
    let names = try #require(Catalog.entry(id: "puck")?.levels).levels.map(\.name)
    for (i, f) in figures.enumerated() {
      print("| \(i + 1) | \(names[i]) | \(f.wins)/\(runs) | \(Self.seconds(f.ticksToSpare, runs: runs)) s |")
    }
    for (easier, harder) in zip(figures, figures.dropFirst()) { #expect(harder.ticksToSpare <= easier.ticksToSpare) }
  }
}
