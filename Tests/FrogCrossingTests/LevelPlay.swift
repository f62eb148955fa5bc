import ArcadeCore
import Autoplay
import FrogCrossing

/// An arcade run of frog's levels played from the keyboard by the frog player, as a terminal sends keys.
struct FrogArcadePlay {
  var run: KeyboardRun<ArcadeRun<FrogGame>>
  var player: FrogPlayer

  init(_ arcade: ArcadeRun<FrogGame>, player: FrogPlayer) {
    run = KeyboardRun(arcade, holds: FrogGame.info.holds, keyboard: .noReleases)
    self.player = player
  }

  /// Plays until the run has ended and settled or `maxTicks` pass; the cards between levels and the closing
  /// of a level go by untouched. Returns, for each level reached, the most ticks a frog took from its start
  /// to its bay, and how many frogs were lost in all.
  mutating func play(maxTicks: Int) -> (slowest: [Int], frogsLost: Int) {
    var slowest = [0]
    var frogsLost = 0
    var frog = (level: run.game.level, bays: 0, lives: run.game.game.lives, since: 0)
    while !run.game.isSettled && run.game.tick < maxTicks {
      let (level, game) = (run.game.level, run.game.game)
      if (level, game.filledBays, game.lives) != (frog.level, frog.bays, frog.lives) {
        if level == frog.level && game.filledBays > frog.bays {
          slowest[slowest.count - 1] = max(slowest[slowest.count - 1], game.tick - frog.since)
        }
        if level == frog.level && game.lives < frog.lives { frogsLost += 1 }
        if level != frog.level { slowest.append(0) }
        frog = (level, game.filledBays, game.lives, game.tick)
      }
      run.step(holding: player.keys(run) { $0.cardTicksLeft == 0 ? $0.game : nil })
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
  static func run(_ player: FrogPlayer, level: Int, of file: LevelFile, seeds: Int) throws -> LevelTrial {
    let values = try file.levels[level - 1].values(in: FrogGame.info.parameters)
    var trial = LevelTrial(level: level, seeds: seeds)
    trial.bays = values[FrogParameters.bays]
    for seed in 1...UInt64(seeds) {
      var player = player
      player.rng = Xoshiro256StarStar(seed: seed)
      let game = player.play(FrogGame(parameters: values, seed: seed), ticks: 60 * 600).game
      if game.status == .won { trial.won += 1 }
      trial.filled += game.filledBays
    }
    return trial
  }
}
