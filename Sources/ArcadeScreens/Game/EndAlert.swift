import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// The end alert of a settled run: how it ended, its score (an arcade run's total and levels), the best-score
/// note and warnings; Play again (a new seed), for an arcade run Arcade from the highest level reached when that
/// is not where it started, and leave. `plays` are what the items before leave start.
struct EndAlert {
  let title: String
  let lines: [String]
  let items: [ChoiceItem]
  let plays: [RunSetup]

  /// `reached` is the highest arcade level reached now, `reachedBefore` as the run began; `seed` makes new seeds.
  init(
    _ game: any Simulation, setup: RunSetup, entry: CatalogEntry, recording: ScoreRecording, table: ScoreTable,
    warnings: [String], reached: Int, reachedBefore: Int, fromMenu: Bool, seed: () -> UInt64
  ) {
    var items = [ChoiceItem("Play again", hotkeys: [.character("r"), .character("p")])]
    var plays = [setup.again(seed: seed())]
    var lines = ["Score: \(game.score)"]
    if case .arcade(_, let start) = setup.mode, let played = game.levelsPlayed, let count = entry.levels?.levels.count {
      lines = GameScreens.arcadeEndLines(
        score: game.score, played: played, of: count, newlyReached: reached > reachedBefore ? reached : nil)
      if reached != start, let further = entry.arcade(from: reached, seed: seed()) {
        // No hotkey: 'a' is a move (wasd) that may still be held as the run ends.
        items.append(ChoiceItem("Arcade from level \(reached)"))
        plays.append(further)
      }
    }
    items.append(ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")]))
    title = GameScreens.headline(game.status)
    self.lines =
      lines + GameScreens.scoreNotes(recording, score: game.score, table: table) + warnings.map { "warning: " + $0 }
    self.items = items
    self.plays = plays
  }
}
