import ArcadeCore
import BoardWire

/// The board's web page: a date's boards as plain HTML (no script), official results first, official attempts that
/// never finished, and the practice runs folded away; links to the other days. It reads at a phone's width.
enum BoardPage {
  /// A game's rows on the page.
  struct Board {
    let title: String
    let id: String
    let rows: [BoardRow]
  }

  /// The page of `date`'s boards; today's shows `live`, the runs being played now, above them.
  static func html(
    date: CalendarDate, today: CalendarDate, boards: [Board], dates: [CalendarDate], live: [PlayingNow.Run] = []
  ) -> String {
    var out = head("arcade daily board \(date)")
    out.append("<h1>arcade · daily challenge \(date)\(date == today ? " (today, UTC)" : "")</h1>")
    out.append(
      "<p>Every run here was replayed by the board from its tape before it was kept. \(escape(BoardAPI.officialRule))</p>"
    )
    if date > today {
      out.append("<p class=\"note\">The daily of \(date) has not come yet: today is \(today) (UTC).</p>")
    } else if date == today {
      out.append(
        "<p class=\"note\">Today's tapes open tomorrow, or as soon as you have played your own official attempt (<code>arcade board GAME --watch RANK</code>).</p>"
      )
    }
    if date == today { out += PlayingNow.section(live) }
    for board in boards { out += section(board, date: date, today: today) }
    if !dates.isEmpty {
      out.append("<nav><h2>Other days</h2><p>")
      out.append(dates.map { "<a href=\"/?date=\($0)\">\($0)</a>" }.joined(separator: " · "))
      out.append("</p></nav>")
    }
    out.append(
      "<footer>JSON: <code>/boards/GAME/DATE</code> · <code>/live</code> · tapes: <code>/tapes/ID</code></footer></body></html>"
    )
    return out.joined(separator: "\n") + "\n"
  }

  /// The page for an address whose date does not read: what is wrong, and what a date looks like.
  static func badDate(_ text: String, today: CalendarDate, problem: String) -> String {
    var out = head("arcade daily board: no such date")
    out.append("<h1>arcade · daily challenge</h1>")
    out.append(
      "<p class=\"note\">“\(escape(text.printable(limit: 40)))” \(escape(problem)); today is \(today) (UTC).</p>")
    out.append("<p><a href=\"/\">Today's boards</a></p></body></html>")
    return out.joined(separator: "\n") + "\n"
  }

  private static func section(_ board: Board, date: CalendarDate, today: CalendarDate) -> [String] {
    var out = ["<section><h2>\(escape(board.title))</h2>"]
    let ranked = board.rows.filter { $0.official || $0.state != .finished }
    let practice = board.rows.filter { !$0.official && $0.state == .finished }
    if board.rows.isEmpty {
      let none =
        date < today
        ? "Nobody played the daily of \(date) on this board."
        : date == today
          ? "No runs yet. Play it: <code>arcade play \(board.id) --daily</code>" : "Its daily opens on \(date)."
      return out + ["<p class=\"none\">\(none)</p></section>"]
    }
    out.append(table(ranked, date: date, today: today))
    if !practice.isEmpty {
      out.append("<details><summary>\(practice.count) practice run\(practice.count == 1 ? "" : "s")</summary>")
      out.append(table(practice, date: date, today: today))
      out.append("</details>")
    }
    return out + ["</section>"]
  }

  private static func table(_ rows: [BoardRow], date: CalendarDate, today: CalendarDate) -> String {
    var out = ["<table><thead><tr><th>#</th><th>name</th><th>score</th><th>time</th><th>run</th></tr></thead><tbody>"]
    for row in rows {
      let time = row.ticks.map(duration) ?? ""
      let score =
        switch row.state {
        case .playing: "playing"
        case .unfinished: "did not finish"
        case .finished, .other: row.score.map(String.init) ?? ""
        }
      let watch = row.state == .unfinished ? "" : "<a href=\"\(BoardAPI.watch(row.run))\">watch</a>"
      let tape = row.tape.map { date < today ? " · <a href=\"\($0)\">tape</a>" : "" } ?? ""
      out.append(
        "<tr class=\"\(row.official ? "official" : "practice")\"><td>\(row.rank.map(String.init) ?? "")</td>"
          + "<td>\(escape(row.name.shown(limit: 24)))</td><td class=\"score\">\(score)</td><td>\(time)</td>"
          + "<td>\(watch)\(tape)</td></tr>")
    }
    out.append("</tbody></table>")
    return out.joined(separator: "\n")
  }

  /// The page's head, through the opening of its body; `title` is escaped here.
  static func head(_ title: String, style: String = style) -> [String] {
    [
      "<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(escape(title))</title>", "<style>", style, "</style></head><body>",
    ]
  }

  static func duration(_ ticks: Int) -> String {
    let seconds = ticks / Ticks.perSecond
    return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
  }

  static let style = """
    body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 1rem auto; padding: 0 .8rem; color: #222; }
    h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 1.6rem; }
    table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .4rem; }
    thead th { border-bottom: 2px solid #444; } tbody tr { border-bottom: 1px solid #ddd; }
    tr.practice { color: #777; } td.score { font-weight: bold; text-align: right; }
    td:nth-child(2) { overflow-wrap: anywhere; } details { margin-top: .6rem; color: #555; }
    code { font-size: .85rem; color: #555; } .none, .note { color: #666; } footer { margin-top: 2rem; color: #777; }
    """

  /// Text safe inside HTML (a name is the player's to choose).
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
