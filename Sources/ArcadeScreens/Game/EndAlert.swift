import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// The end alert of a settled run: how it ended, its score (an arcade run's total and levels), against the ghost
/// when it raced one, the daily and best-score notes and warnings; then Play again (a new seed; a daily's own
/// seed), or Race again (the same run against the ghost), for an arcade run Arcade from the highest level
/// reached when that is not where it started, and leave. `plays` are what the items before leave start.
struct EndAlert {
  let title: String
  let lines: [String]
  let items: [ChoiceItem]
  let plays: [(setup: RunSetup, racing: Ghost?)]

  /// `race` is the ghost this run raced, `raceAgain` the ghost a new try races (your best run as it is now);
  /// `reached` is the highest arcade level reached now, `reachedBefore` as the run began; `seed` makes new seeds.
  init(
    _ game: any Simulation, setup: RunSetup, entry: CatalogEntry, recording: ScoreRecording, table: ScoreTable,
    warnings: [String], race: GhostRace?, raceAgain: Ghost?, reached: Int, reachedBefore: Int, fromMenu: Bool,
    boardLine: String? = nil, seed: () -> UInt64
  ) {
    var items: [ChoiceItem] = []
    var plays: [(setup: RunSetup, racing: Ghost?)] = []
    if race != nil, let raceAgain {
      items.append(ChoiceItem("Race again", hotkeys: [.character("r"), .character("p")]))
      plays.append((setup, raceAgain))
    } else {
      items.append(ChoiceItem("Play again", hotkeys: [.character("r"), .character("p")]))
      plays.append((setup.again(seed: seed()), nil))
    }
    var lines = ["Score: \(game.score)"]
    if case .arcade(_, let start) = setup.mode, let played = game.levelsPlayed, let count = entry.levels?.levels.count {
      lines = GameScreens.arcadeEndLines(
        score: game.score, played: played, of: count, newlyReached: reached > reachedBefore ? reached : nil)
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
      + GameScreens.scoreNotes(recording, score: game.score, table: table) + (boardLine.map { [$0] } ?? [])
      + warnings.map { "warning: " + $0 }
    self.items = items
    self.plays = plays
  }
}
