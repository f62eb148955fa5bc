import ArcadeAssets
import ArcadeCore
import Autoplay
import Foundation
import Helicopter
import Testing

/// The helicopter's arcade levels (`Assets/levels/heli.txt`): a level is a stretch of cave, won by flying its
/// distance, and the next starts where it ended.
@Suite("Helicopter arcade levels")
struct ArcadeLevelTests {
  static let file = try! LevelFile(text: Assets.text("levels/heli.txt")!, parameters: HeliGame.info.parameters)

  static func values(_ level: Int) -> ParameterValues {
    try! file.levels[level - 1].values(in: HeliGame.info.parameters)
  }

  @Test("the level file has 12 levels, each a stretch of cave with its distance on its card")
  func levelCards() {
    #expect(Self.file.levels.count >= 12)
    let cards = Self.file.levels.indices.map {
      "\(Self.file.levels[$0].name): \(HeliGame.info.levelGoal(Self.values($0 + 1)))"
    }
    #expect(
      cards == [
        "First flight: Fly 1500 px of cave", "Cave mouth: Fly 2000 px of cave", "Tutorial pace: Fly 2500 px of cave",
        "The weave: Fly 3000 px of cave", "Quickening: Fly 3500 px of cave", "Long teeth: Fly 3500 px of cave",
        "Deep run: Fly 4000 px of cave", "Wind tunnel: Fly 4500 px of cave", "Broken teeth: Fly 5000 px of cave",
        "Rush: Fly 6000 px of cave", "Dragon's throat: Fly 6000 px of cave", "Needle's eye: Fly 6000 px of cave",
      ])
    #expect(HeliGame.info.levelGoal(HeliGame.info.parameters.defaults) == "Fly as far as you can")
  }

  @Test("level 1 is gentler than the tutorial: slower blocks, further apart, no speed-ups")
  func firstLevelIsGentle() {
    let first = HeliSettings(Self.values(1)), classic = HeliSettings(HeliGame.info.parameters.defaults)
    #expect(first.blockSpeed < classic.blockSpeed && first.blockIntervalTicks > classic.blockIntervalTicks)
    #expect(first.speedSteps == 0 && first.blockHeights == classic.blockHeights && first.blockSize == classic.blockSize)
  }

  /// The run flown from the keyboard (one that sends key releases) by the helicopter player with `planner`,
  /// level after level, card after card, until it has ended and settled or `maxTicks` pass; with the score
  /// of each level it reached.
  static func fly(_ arcade: ArcadeRun<HeliGame>, planner: HeliFlightPlanner, maxTicks: Int = 60 * 60 * 10)
    -> (run: ArcadeRun<HeliGame>, scores: [Int])
  {
    var run = KeyboardRun(arcade, holds: HeliGame.info.holds, keyboard: .kitty)
    var player = HeliPlayer(planner: planner)
    var scores: [Int] = []
    var last = (level: arcade.level, score: arcade.game.score)
    while !run.game.isSettled && run.game.tick < maxTicks {
      run.step(holding: player.keys(run) { $0.cardTicksLeft == 0 ? $0.game : nil })
      if run.game.level != last.level { scores.append(last.score) }
      last = (run.game.level, run.game.game.score)
    }
    return (run.game, scores + [last.score])
  }

  @Test(
    "every level is winnable: the helicopter player, planning each level's holds, wins a whole run from a keyboard with key releases, flying on from each level's end"
  )
  func wholeRun() throws {
    let (run, scores) = Self.fly(
      try #require(ArcadeRun<HeliGame>(levels: Self.file, start: 1, seed: 1)), planner: HeliFlightPlanner())
    #expect(
      run.status == .won, "level \(run.level) lost at tick \(run.game.tick): \(String(describing: run.game.crash))")
    #expect(run.isSettled && run.levelsPlayed == 1...Self.file.levels.count)
    // 30 points a second: each level's distance at its speed (Rush's speeding up), whatever the flight.
    #expect(scores == [409, 462, 500, 529, 553, 553, 462, 450, 455, 466, 400, 429])
    #expect(run.score == scores.reduce(0, +) && run.tick == 11_339 + 11 * ArcadeRun<HeliGame>.cardTicks)
  }

  /// How many of the run seeds the player that sees about 1 s ahead wins, starting at each level.
  static func wins(seeds: Int) -> [Int] {
    let planner = HeliFlightPlanner(chunk: 8, lookAhead: 8)
    return (1...file.levels.count).map { level in
      (1...seeds).filter { seed in
        var player = HeliPlayer(planner: planner)
        let game = ArcadeRun<HeliGame>(levels: file, start: level, seed: UInt64(seed))!.game
        return player.play(game, keyboard: .kitty).game.status == .won
      }.count
    }
  }

  /// `ARCADE_LEVEL_SEEDS=100 swift test --filter levelsGetHarder` measures Docs/levels.md's table.
  @Test("each level is harder than the one before: the helicopter player seeing 1 s ahead wins fewer of the seeds")
  func levelsGetHarder() {
    let seeds = ProcessInfo.processInfo.environment["ARCADE_LEVEL_SEEDS"].flatMap { Int($0) } ?? 24
    let wins = Self.wins(seeds: seeds)
    print("heli levels, wins of \(seeds) seeds: \(wins)")
    #expect(zip(wins, wins.dropFirst()).allSatisfy { $1 <= $0 }, "wins of \(seeds) seeds: \(wins)")
    #expect(wins.first == seeds && wins.last! * 4 <= seeds, "wins of \(seeds) seeds: \(wins)")
    if seeds == 24 { #expect(wins == [24, 24, 24, 24, 24, 19, 19, 16, 11, 8, 5, 3]) }
  }
}
