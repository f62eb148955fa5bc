import ArcadeCore
import ArcadeRuns
import ArcadeStorage
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
  let boardLine: String?
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
      + GameScreens.scoreNotes(outcome.recording, score: game.score, table: outcome.table)
      + (outcome.boardLine.map { [$0] } ?? []) + outcome.warnings.map { "warning: " + $0 }
    self.items = items
    self.plays = plays
  }
}
