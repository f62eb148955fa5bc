import ArcadeCore
import BoardWire

/// The page that plays a run in a browser, `GET /watch/ID`: who plays which game, how far it is, and the arcade's
/// screen, drawn by a short script from the frames the board sends (`WatchScript`); or, for a run the watcher may not
/// see yet, why and when it opens.
enum WatchPage {
  /// The page of `run`, a run of the game titled `title`; `columns` x `rows` is the terminal size to draw for, when
  /// the address asks for one (else the script fits the window).
  static func html(_ run: WatchedRun, title: String, columns: Int?, rows: Int?) -> String {
    let shown = run.name.printable(limit: BoardAPI.longestName)
    let name = BoardPage.escape(shown)
    var out = BoardPage.head("arcade · \(shown) · \(title)", style: BoardPage.style + style)
    out.append("<header><p><a href=\"/\">arcade · daily board</a> · \(run.date) · run \(run.id)</p>")
    out.append("<h1 id=\"who\">\(name) · \(BoardPage.escape(title))</h1>")
    out.append("<p id=\"status\">\(run.end == nil ? "live" : "from the tape")</p></header>")
    let size = columns.map { " data-cols=\"\($0)\" data-rows=\"\(rows ?? 24)\"" } ?? ""
    out.append("<div id=\"screen\" data-run=\"\(run.id)\"\(size) role=\"img\" aria-label=\"the game's screen\"></div>")
    out.append("<p id=\"result\"></p>")
    out.append(
      "<noscript><p class=\"note\">This page plays the run with a short script. In a terminal: "
        + "<code>arcade watch \(run.id)</code></p></noscript>")
    out.append("<footer>In a terminal: <code>arcade watch \(run.id)</code></footer>")
    out.append("<script>\n\(WatchScript.text)\n</script></body></html>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The page for a run the watcher may not see: the refusal, and for a finished run of today, when it opens.
  static func refused(_ id: Int, _ refusal: Refusal, today: CalendarDate) -> String {
    var out = BoardPage.head("arcade · run \(id)")
    out.append("<h1>arcade · run \(id)</h1>")
    if refusal.code == .tapeNotYet {
      let tomorrow = CalendarDate(daysSinceEpoch: today.daysSinceEpoch + 1).map { "\($0)" } ?? "tomorrow"
      out.append(
        "<p class=\"note\">Run \(id) ended more than \(BoardAPI.liveEnding) s ago. Today's finished runs are not "
          + "shown before their day is over, so nobody copies them: this one opens to everyone on \(tomorrow) at "
          + "00:00 UTC, and to a player once their own official attempt of that game is played (in a terminal, "
          + "with the player's token: <code>arcade watch \(id)</code>).</p>")
    } else {
      out.append("<p class=\"note\">\(BoardPage.escape(refusal.error.description)).</p>")
    }
    out.append("<p><a href=\"/\">Today's boards</a></p></body></html>")
    return out.joined(separator: "\n") + "\n"
  }

  static let style = """
    body { max-width: none; margin: 8px; padding: 0; } header p, #status { margin: .2rem 0; color: #555; } h1 { margin: .3rem 0; }
    #screen { display: inline-block; font: 16px/1.15 "DejaVu Sans Mono", monospace; white-space: pre;
      color: \(TerminalPalette.defaultForeground); background: \(TerminalPalette.defaultBackground); }
    #screen div { height: 1.15em; } #screen span { display: inline-block; width: 1ch; height: 1.15em; vertical-align: top; }
    #screen .b { font-weight: bold; } #screen .d { opacity: .55; } #screen .u { text-decoration: underline; }
    #result { font-weight: bold; }
    """
}
