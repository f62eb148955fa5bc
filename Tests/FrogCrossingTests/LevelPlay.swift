import ArcadeCore
import FrogCrossing

extension ArcadeRun where G == FrogGame {
  /// Plays the run with the autopilot, frog by frog, until it has ended and settled or `maxTicks` pass; the
  /// cards between levels and the closing of a level go by untouched. Returns, for each level reached, the
  /// most ticks a frog took from its start to its bay, and how many frogs were lost in all.
  @discardableResult
  mutating func autoplay(_ pilot: Autopilot = Autopilot(), maxTicks: Int) -> (slowest: [Int], frogsLost: Int) {
    var slowest = [0]
    var frogsLost = 0
    var frog = (level: level, bays: 0, lives: game.lives, since: 0)
    while !isSettled && tick < maxTicks {
      if (level, game.filledBays, game.lives) != (frog.level, frog.bays, frog.lives) {
        if level == frog.level && game.filledBays > frog.bays {
          slowest[slowest.count - 1] = max(slowest[slowest.count - 1], game.tick - frog.since)
        }
        if level == frog.level && game.lives < frog.lives { frogsLost += 1 }
        if level != frog.level { slowest.append(0) }
        frog = (level, game.filledBays, game.lives, game.tick)
      }
      guard cardTicksLeft == 0, game.status == .playing else {
        step(.none)
        continue
      }
      guard let plan = pilot.plan(game, to: Autopilot.bayCells(game)) else {
        for _ in 0..<pilot.spacing { step(.none) }
        continue
      }
      let lives = game.lives
      for input in plan {
        guard game.status == .playing, game.lives == lives else { break }
        step(input)
      }
    }
    return (slowest, frogsLost)
  }
}

/// How far a player gets in one level on many boards: the figure the levels' difficulty is measured by.
struct LevelTrial {
  let level: Int
  let seeds: Int
  /// Games won.
  var won = 0
  /// Bays filled in all the games (a game won counts all its bays).
  var filled = 0
  var bays = 0

  /// The share of the level's bays the player filled, over all its games: 1 when it wins every one.
  var progress: Double { Double(filled) / Double(seeds * bays) }

  /// `player` on level `level` of `file`, on seeds 1...`seeds`: each draws the traffic's head start and the
  /// player's lateness, so each game is another board.
  static func run(_ player: ShortSightedPlayer, level: Int, of file: LevelFile, seeds: Int) throws -> LevelTrial {
    let values = try file.levels[level - 1].values(in: FrogGame.info.parameters)
    var trial = LevelTrial(level: level, seeds: seeds)
    trial.bays = values[FrogParameters.bays]
    for seed in 1...UInt64(seeds) {
      var game = FrogGame(parameters: values, seed: seed)
      var player = player
      player.rng = Xoshiro256StarStar(seed: seed)
      game.play(player)
      if game.status == .won { trial.won += 1 }
      trial.filled += game.filledBays
    }
    return trial
  }
}
