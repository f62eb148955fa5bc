import ArcadeCore
import Autoplay
import Foundation
import FrogCrossing
import GameCatalog
import Testing

/// Frog's arcade levels, `Assets/levels/frog.txt`: what wins each, that each can be won, and that each is
/// harder than the one before. `ARCADE_LEVEL_SEEDS=N` measures on N seeds instead of a few and prints the
/// table of Docs/levels.md (run it in release: see there).
@Suite("Arcade levels")
struct LevelTests {
  static let file = Catalog.entry(id: "frog")!.levels!
  static let thorough = ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"].flatMap(Int.init)
  /// The player whose share of bays filled is the levels' difficulty figure: hops up to 7.5 times a second,
  /// looks 0.4 s ahead, lands up to 0.05 s late.
  static let player = FrogPlayer(spacing: 8, depth: 3, lateness: 3)

  @Test("the file has at least 12 levels, each won by filling its bays once, with the traffic drawn from its seed")
  func levels() throws {
    #expect(Self.file.levels.count >= 12)
    for level in Self.file.levels {
      let values = try level.values(in: FrogGame.info.parameters)
      #expect(values[FrogParameters.rounds] == 1, "\(level.name)")
      #expect(values[FrogParameters.traffic] == .random, "\(level.name)")
    }
  }

  @Test("each level's card says what wins it")
  func cards() throws {
    let cards = try Self.file.levels.map {
      "\($0.name): \(FrogGame.info.levelGoal(try $0.values(in: FrogGame.info.parameters)))"
    }
    #expect(
      cards == [
        "Sunday stroll: Fill 3 bays",
        "Tutorial road: Fill 3 bays",
        "School run: Fill 3 bays",
        "Fast lane: Fill 3 bays",
        "Five bays: Fill 5 bays, 20 s a frog",
        "One frog: Fill 3 bays",
        "Busy street: Fill 3 bays",
        "Express lanes: Fill 4 bays, 30 s a frog",
        "Gridlock: Fill 3 bays, 40 s a frog",
        "Rush hour: Fill 5 bays, 25 s a frog",
        "Last frog: Fill 5 bays, 20 s a frog",
        "Nightmare road: Fill 5 bays, 40 s a frog",
      ])
  }

  @Test("level 1 is gentler than the tutorial: its cars drive 20 px/s, not 30, and it gives three frogs, not one")
  func firstLevel() throws {
    let values = try Self.file.levels[0].values(in: FrogGame.info.parameters)
    #expect(values[FrogParameters.carSpeed] == 20 && values[FrogParameters.lives] == 3)
    #expect(values[FrogParameters.bays] == 3 && values[FrogParameters.extraCars] == 0)
  }

  @Test(
    "the frog player planning its routes, hopping at most 5 times a second, wins every level in one arcade run by keyboard, card after card, losing no frog"
  )
  func winnable() throws {
    var slowest = Array(repeating: 0, count: Self.file.levels.count)
    for seed in 1...UInt64(Self.thorough ?? 1) {
      var play = FrogArcadePlay(
        try #require(ArcadeRun<FrogGame>(levels: Self.file, start: 1, seed: seed)), player: .routePlanning(spacing: 12))
      let (crossings, frogsLost) = play.play(maxTicks: 60 * 60 * 30)
      let run = play.run.game
      #expect(run.status == .won, "seed \(seed): lost level \(run.level) at tick \(run.tick)")
      #expect(frogsLost == 0, "seed \(seed)")
      #expect(run.levelsPlayed == 1...Self.file.levels.count && run.isSettled, "seed \(seed)")
      for (i, ticks) in crossings.enumerated() { slowest[i] = max(slowest[i], ticks) }
    }
    // The slowest crossing leaves a quarter of the time limit, or more, to spare: the safe way comes in time.
    for (level, ticks) in zip(Self.file.levels, slowest) {
      let limit = try level.values(in: FrogGame.info.parameters)[FrogParameters.timeLimit] * Ticks.perSecond
      #expect(limit == 0 || ticks * 4 <= limit * 3, "\(level.name): a crossing took \(ticks) ticks")
    }
    if Self.thorough != nil {
      print("slowest crossing per level:", slowest.map { String(format: "%.1f s", Double($0) / 60) })
    }
  }

  @Test(
    "each level is harder than the one before: a short-sighted, slightly late player fills a smaller share of its bays"
  )
  func harder() throws {
    // Levels 1, 4, 8 and 12 on 3 boards in the quick run; every level on ARCADE_LEVEL_SEEDS boards when asked.
    let seeds = Self.thorough ?? 3
    let levels = Self.thorough == nil ? [1, 4, 8, 12] : Array(1...Self.file.levels.count)
    let trials = try levels.map { try LevelTrial.run(Self.player, level: $0, of: Self.file, seeds: seeds) }
    for (easier, harder) in zip(trials, trials.dropFirst()) {
      #expect(harder.progress <= easier.progress, "level \(harder.level) after level \(easier.level)")
    }
    #expect(trials.last!.progress * 4 < trials.first!.progress)
    if Self.thorough == nil { #expect(trials.map(\.filled) == [9, 7, 1, 1]) }
    for trial in trials where Self.thorough != nil {
      let name = Self.file.levels[trial.level - 1].name
      print(String(format: "| %d | %@ | %.3f | %d of %d |", trial.level, name, trial.progress, trial.won, seeds))
    }
  }
}
