import ArcadeCore
import ArcadeRuns
import ArcadeStorage
import BoardWire
import GameCatalog
import TerminalUI

/// How a settled run came out, as its end alert tells it: the run and how it was set up, what recording its score
/// did, the race it ran, the arcade levels reached before and after it, what the board said, and warnings.
struct RunOutcome {
  let game: any Simulation
  let setup: RunSetup
  let recording: ScoreRecording
  let table: ScoreTable
  /// The ghost this run raced, and the one a new try races (your best run as it is now).
  let race: GhostRace?
  let raceAgain: Ghost?
  /// The highest arcade level reached now, and as the run began.
  let reached: Int
  let reachedBefore: Int
  /// What the board said of a daily run played with it.
  let board: BoardOutcome?
  let warnings: [String]
}

/// The end alert of a settled run: how it ended, its score (an arcade run's total and levels), against the ghost
/// when it raced one, the daily and best-score notes and warnings; then Play again (a new seed; a daily's own
/// seed), or Race again (the same run against the ghost), for an arcade run Arcade from the highest level
/// reached when that is not where it started, and leave. `plays` are what the items before leave start.
struct EndAlert {
  let title: String
  let lines: [String]
  let items: [ChoiceItem]
  let plays: [(setup: RunSetup, racing: Ghost?)]

  /// `seed` makes the seeds of new runs.
  init(_ outcome: RunOutcome, entry: CatalogEntry, fromMenu: Bool, seed: () -> UInt64) {
    let (game, setup, race, reached) = (outcome.game, outcome.setup, outcome.race, outcome.reached)
    var items: [ChoiceItem] = []
    var plays: [(setup: RunSetup, racing: Ghost?)] = []
    if race != nil, let raceAgain = outcome.raceAgain {
      items.append(ChoiceItem("Race again", hotkeys: [.character("r"), .character("p")]))
      plays.append((setup, raceAgain))
    } else {
      items.append(ChoiceItem("Play again", hotkeys: [.character("r"), .character("p")]))
      plays.append((setup.again(seed: seed()), nil))
    }
    var lines = ["Score: \(game.score)"]
    if case .arcade(_, let start) = setup.mode, let played = game.levelsPlayed, let count = entry.levels?.levels.count {
      lines = GameScreens.arcadeEndLines(
        score: game.score, played: played, of: count, newlyReached: reached > outcome.reachedBefore ? reached : nil)
      if reached != start, let further = entry.arcade(from: reached, seed: seed()) {
        // No hotkey: 'a' is a move (wasd) that may still be held as the run ends.
        items.append(ChoiceItem("Arcade from level \(reached)"))
        plays.append((further, nil))
      }
    }
    items.append(ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")]))
    title = GameScreens.headline(game.status)
    self.lines =
      lines + (race.map { [$0.endLine(score: game.score)] } ?? [])
      + GameScreens.scoreNotes(outcome.recording, score: game.score, table: outcome.table, board: outcome.board != nil)
      + (outcome.board.map { [Self.line($0, official: outcome.recording.daily)] } ?? [])
      + outcome.warnings.map { "warning: " + $0 }
    self.items = items
    self.plays = plays
  }
}

extension EndAlert {
  /// The end alert's line about the board: what the run counts as there, and why, in one story with the local scores
  /// (which follow the board's word). `official` is what the local scores say of the date.
  static func line(_ outcome: BoardOutcome, official: ScoreRecording.Daily?) -> String {
    var stays = ""
    if case .practice(let score?)? = official { stays = " Your official result stays \(score)." }
    switch outcome {
    case .official(let rank, let of):
      return "Board: your official result, \(ordinal(rank)) of \(of) today."
    case .practice(.attemptUsed):
      return "Board: practice; an earlier run was your official attempt of the day.\(stays)"
    case .practice(.startedLate):
      return
        "Board: practice; the board heard of this run only after it began, so your official attempt is still to come."
    case .practice(.fellBehind):
      return "Board: practice; the run fell over \(BoardAPI.behindLimit) s behind real time (a long pause), "
        + "and it was your official attempt, so the day has no official result for you."
    case .practice(.notStarted):
      return "Board: practice, as a run the board did not start (a past day's, or played without it)."
    case .practice(.other):
      return "Board: practice."
    case .kept(let why, let attempt):
      let counts =
        attempt == .official ? "as your official attempt" : attempt == .practice ? "as practice" : "when it answers"
      return "Board: \(why). The run is kept and sent \(counts) (arcade board --pending)."
    case .refused(let why):
      return "Board: it refused this run: \(why)"
    case .offline(let why):
      return "Board: not on the board (\(why)); practice."
    }
  }
}
