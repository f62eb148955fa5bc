import ArcadeCore
import BoardWire

/// The board page's "Playing now": the runs being played on the board at the moment the page was made (the live
/// list, `GET /live`), each a link to the page that plays it (`GET /watch/ID`).
enum PlayingNow {
  /// A run on the list, with its game's title.
  struct Run {
    let row: LiveRow
    let title: String
  }

  static func section(_ runs: [Run]) -> [String] {
    var out = ["<section id=\"live\"><h2>Playing now</h2>"]
    guard !runs.isEmpty else { return out + ["<p class=\"none\">Nobody is playing a daily right now.</p></section>"] }
    out.append("<table><thead><tr><th>name</th><th>game</th><th>score</th><th>time</th></tr></thead><tbody>")
    for run in runs {
      let name = BoardPage.escape(run.row.name.shown(limit: BoardAPI.longestName))
      out.append(
        "<tr><td><a href=\"\(BoardAPI.watch(run.row.run))\">\(name)</a></td><td>\(BoardPage.escape(run.title))</td>"
          + "<td class=\"score\">\(run.row.score.map(String.init) ?? "")</td>"
          + "<td>\(BoardPage.duration(run.row.tick))</td></tr>")
    }
    return out + ["</tbody></table></section>"]
  }
}
