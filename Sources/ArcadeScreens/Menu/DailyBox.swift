import ArcadeCore
import ArcadeStorage
import BoardWire
import GameCatalog
import TerminalUI

/// The menu's Daily challenge box: today's daily of each game with your official result in it, or "not
/// played", and with a board your place on it; picking a game plays its daily. Without a board, one line says how
/// to join one.
enum DailyBox {
  static func make(date: CalendarDate, entries: [CatalogEntry], scores: any ScoreKeeper, board: (any BoardLink)?)
    -> BoxScreen
  {
    let width = entries.map { $0.info.title.count }.max() ?? 0
    let standings = board?.standings(games: entries.map(\.info.id), date: date) ?? [:]
    var items: [ChoiceItem] = []
    for (i, entry) in entries.enumerated() {
      let official = scores.officialResult(game: entry.info.id, date: date)
      let result = official.map { "official \($0.score) (\($0.status.rawValue))" } ?? "not played"
      let place = standings[entry.info.id].map { " · board: \($0)" } ?? ""
      let title = entry.info.title + String(repeating: " ", count: width - entry.info.title.count)
      items.append(ChoiceItem("\(title)  \(result)\(place)", hotkeys: [.character(Unicode.Scalar(UInt8(49 + i)))]))
    }
    items.append(ChoiceItem("Back", hotkeys: [.character("q"), .character("b")]))
    let lines = [
      "Today (\(date), UTC) each game has one seed, the same for every player.",
      board == nil
        ? "Your first finished run of a game is your official result; later ones are practice."
        : BoardAPI.officialRule,
      board.map { "Board: \($0.url) (arcade board shows it)." }
        ?? MenuScreen.noBoard,
    ]
    return BoxScreen(title: "Daily challenge", lines: lines, items: items)
  }
}
