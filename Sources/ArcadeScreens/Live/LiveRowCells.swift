import ArcadeCore
import BoardWire
import GameCatalog

extension LiveRow {
  /// The row as the live lists show it (`arcade watch`, the menu's Watch live): the name (through the terminal gate),
  /// the game, the score, the time played, playing or finished, official or practice.
  public var cells: [String] {
    let state =
      switch state {
      case .playing: "playing"
      case .finished: "finished"
      case .unfinished, .other: "-"
      }
    return [
      name.shown(limit: BoardAPI.longestName), Catalog.entry(id: game)?.info.id ?? game.printable(limit: 12),
      score.map(String.init) ?? "-", Ticks.clockTime(tick), state, official ? "official" : "practice",
    ]
  }
}
