import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// The menu's Daily challenge box: today's daily of each game with your official result in it, or "not
/// played"; picking a game plays its daily.
enum DailyBox {
  static func make(date: CalendarDate, entries: [CatalogEntry], scores: any ScoreKeeper) -> BoxScreen {
    let width = entries.map { $0.info.title.count }.max() ?? 0
    var warnings: [String] = []
    var items: [ChoiceItem] = []
    for (i, entry) in entries.enumerated() {
      let official = scores.officialResult(game: entry.info.id, date: date)
      let result = official.map { "official \($0.score) (\($0.status.rawValue))" } ?? "not played"
      let title = entry.info.title + String(repeating: " ", count: width - entry.info.title.count)
      items.append(ChoiceItem("\(title)  \(result)", hotkeys: [.character(Unicode.Scalar(UInt8(49 + i)))]))
    }
    items.append(ChoiceItem("Back", hotkeys: [.character("q"), .character("b")]))
    let lines = [
      "Today (\(date), UTC) each game has one seed, the same for every player.",
      "Your first finished run of a game is your official result; later ones are practice.",
    ]
    return BoxScreen(title: "Daily challenge", lines: lines + warnings.map { "warning: \($0)" }, items: items)
  }
}
