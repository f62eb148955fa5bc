import ArcadeCore

/// A stand-in for a person at the keyboard: each tick it looks at the run and says which keys are down, and
/// the keys reach the game as a terminal sends them (`KeyboardRun`). One per game (`FrogPlayer`, `PuckPlayer`,
/// `HeliPlayer`, `HundredsPlayer`, each with its skills: lateness, a planner, by eye, and puck's mouse hand
/// `PuckPlayer.Mouse`), shared by the keyboard-play tests, the level tests and the benchmark's ten-minute tapes.
public protocol Autoplayer {
  associatedtype Played: Game
  /// The keys down for the run's next tick.
  mutating func keys(_ run: KeyboardRun<Played>) -> Buttons
}

extension Autoplayer {
  /// Plays `game` from the keyboard until it ends or `ticks` pass.
  public mutating func play(_ game: Played, keyboard: Keyboard.Kind = .noReleases, ticks: Int = .max)
    -> KeyboardRun<Played>
  {
    var run = KeyboardRun(game, holds: Played.info.holds, keyboard: keyboard)
    while run.game.status == .playing && run.game.tick < ticks { run.step(holding: keys(run)) }
    return run
  }

  /// Plays a game of these parameters and seed for `ticks` (or until it ends) and returns its tape: the inputs
  /// the keyboard gave, tick by tick.
  public mutating func record(parameters: ParameterValues, seed: UInt64, ticks: Int) -> Tape {
    var run = KeyboardRun(Played(parameters: parameters, seed: seed), holds: Played.info.holds, keyboard: .noReleases)
    var recorder = TapeRecorder<Played>(parameters: parameters, seed: seed)
    while run.game.status == .playing && run.game.tick < ticks { recorder.step(run.step(holding: keys(run))) }
    return recorder.finishedTape
  }
}
