import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import BoardWire

extension BoardRow {
  /// Whose run a place on a board is, for the cards that show it (watching it, racing it): "ada's run, 1st on the
  /// board of 2026-12-07". The name came from the board, so it is made safe to show.
  func byline(date: CalendarDate) -> String {
    let place = rank.map { "\(ordinal($0)) on the board of \(date)" } ?? "on the board of \(date)"
    return "\(name.shown(limit: BoardAPI.longestName))'s run, \(place)"
  }
}
