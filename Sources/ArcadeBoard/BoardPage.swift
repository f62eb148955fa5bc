import ArcadeCore
import Foundation

/// The board's web page: a date's four boards as plain HTML tables (no script), each row linking its tape with the
/// command that replays it, and links to the past dates.
enum BoardPage {
  static func html(
    date: CalendarDate, today: CalendarDate?, boards: [(title: String, id: String, rows: [BoardRow])],
    dates: [CalendarDate], host: String
  ) -> String {
    var out = [
      "<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>arcade daily board \(date)</title>", "<style>", style, "</style></head><body>",
      "<h1>arcade · daily challenge \(date)\(date == today ? " (today, UTC)" : "")</h1>",
      "<p>Every run here was replayed by the server from its tape before it was accepted. A player's first finished "
        + "run of a day is official; later ones are practice.</p>",
    ]
    for board in boards {
      out.append("<section><h2>\(escape(board.title))</h2>")
      if board.rows.isEmpty {
        out.append("<p class=\"none\">No runs yet. Play it: <code>arcade play \(board.id) --daily</code></p></section>")
        continue
      }
      out.append(
        "<table><thead><tr><th>rank</th><th>name</th><th>score</th><th>time</th><th></th><th>tape</th>"
          + "</tr></thead><tbody>")
      for row in board.rows {
        let seconds = row.ticks / Ticks.perSecond
        let time = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        let command = "curl -s \(host)/tapes/\(row.run) > run.tape && arcade replay run.tape"
        out.append(
          "<tr class=\"\(row.official ? "official" : "practice")\"><td>\(row.rank.map(String.init) ?? "")</td>"
            + "<td>\(escape(row.name))</td><td class=\"score\">\(row.score)</td><td>\(time)</td>"
            + "<td>\(row.official ? "official" : "practice")</td>"
            + "<td><a href=\"/tapes/\(row.run)\">tape \(row.run)</a> <code>\(escape(command))</code></td></tr>")
      }
      out.append("</tbody></table></section>")
    }
    if !dates.isEmpty {
      out.append("<nav><h2>Other days</h2><p>")
      out.append(dates.map { "<a href=\"/?date=\($0)\">\($0)</a>" }.joined(separator: " · "))
      out.append("</p></nav>")
    }
    out.append("<footer>JSON: <code>/boards/GAME/DATE</code> · tapes: <code>/tapes/ID</code></footer></body></html>")
    return out.joined(separator: "\n") + "\n"
  }

  static let style = """
    body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
    h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
    table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .6rem; }
    thead th { border-bottom: 2px solid #444; } tbody tr { border-bottom: 1px solid #ddd; }
    tr.practice { color: #777; } td.score { font-weight: bold; text-align: right; }
    code { font-size: .8rem; color: #555; } .none { color: #777; } footer { margin-top: 3rem; color: #777; }
    """

  /// Text safe inside HTML (a name is the player's to choose).
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
