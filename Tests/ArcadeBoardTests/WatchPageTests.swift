import ArcadeCore
import ArcadeSQL
import BoardWire
import Testing

@testable import ArcadeBoard

/// The pages a browser watches from: the board's page with the runs being played now and a link from each row, and
/// the page of one run (Docs/board.md, "Reading the board" and "Live: watching runs as they are played").
@Suite("Board: the pages a browser watches from")
struct WatchPageTests {
  @Test(
    "today's page lists the runs being played now above the boards, each a link to its page, with its game, score and time; each finished or playing row links to its run's page; the page has no script",
    arguments: BoardHarness.kinds)
  func playingNow(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let empty = String(decoding: board.request("GET", "/").body, as: UTF8.self)
    #expect(empty.contains("<h2>Playing now</h2>\n<p class=\"none\">Nobody is playing a daily right now.</p>"))
    let heli = try board.play(.bob, DailyTapes.heliHeld(10)).start.run
    let puck = try #require(board.start(.alice, "puck").message).run
    try board.follow(puck, .alice, DailyTapes.puckWander(), through: 300)
    let html = String(decoding: board.request("GET", "/").body, as: UTF8.self)
    let live = try #require(html.range(of: "<section id=\"live\"><h2>Playing now</h2>"))
    #expect(live.upperBound <= (html.range(of: "<h2>Frog Crossing</h2>")?.lowerBound ?? html.startIndex))
    #expect(
      html.contains(
        "<tr><td><a href=\"/watch/\(puck)\">alice</a></td><td>Puck Collector</td><td class=\"score\">0</td>"
          + "<td>0:05</td></tr>"))
    #expect(
      html.contains("<td>bob</td><td class=\"score\">36</td><td>0:01</td><td><a href=\"/watch/\(heli)\">watch</a></td>")
    )
    #expect(
      html.contains("<td>alice</td><td class=\"score\">playing</td><td></td><td><a href=\"/watch/\(puck)\">watch</a>"))
    #expect(!html.contains("<script"))
    board.clock.set(BoardHarness.noon + 12 * 3_600_000)
    let past = String(decoding: board.request("GET", "/?date=\(board.yesterday)").body, as: UTF8.self)
    #expect(!past.contains("Playing now"))
    #expect(past.contains("<a href=\"/watch/\(heli)\">watch</a> · <a href=\"/tapes/\(heli)\">tape</a>"))
  }

  @Test(
    "a name that is not a name (markup, quotes, a terminal's escape, a bidi override) reaches the board's page, the watch page and a frame's JSON only through the gate, escaped",
    arguments: BoardHarness.kinds)
  func hostileName(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    try board.follow(run, .alice, DailyTapes.puckWander(), through: 300)
    let hostile = "<b>\"&'\u{1B}[2J\u{202E}x"
    try board.database.connect().execute("UPDATE runs SET player = $1 WHERE id = $2", .init(hostile), .init(run))
    let gated = "<b>\"&'?[2J?x"
    let escaped = "&lt;b&gt;&quot;&amp;'?[2J?x"
    let pages = ["/", "/watch/\(run)"].map { String(decoding: board.request("GET", $0).body, as: UTF8.self) }
    #expect(pages[0].contains("<a href=\"/watch/\(run)\">\(escaped)</a>"))
    #expect(pages[1].contains("<h1 id=\"who\">\(escaped) · Puck Collector</h1>"))
    #expect(pages[1].contains("<title>arcade · \(escaped) · Puck Collector</title>"))
    for page in pages { #expect(!page.contains("<b>") && !page.contains("\u{1B}") && !page.contains("\u{202E}")) }
    let frame = board.frame(run)
    #expect(frame.message?.name == gated)
    #expect(!frame.body.contains(0x1B) && !frame.text.contains("\u{202E}"))
  }
}
