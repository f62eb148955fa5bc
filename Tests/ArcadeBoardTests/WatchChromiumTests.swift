import ArcadeCore
import ArcadeTestSupport
import BoardWire
import Testing

/// A live run's page in a real browser: headless Chromium runs the page's script against a board on 127.0.0.1, and
/// what the page shows is the game as the terminal draws it (Docs/board.md, "Live: watching runs as they are played").
@Suite("Board: a live run watched in headless Chromium", .ownThreads)
struct WatchChromiumTests {
  @Test(
    "headless Chromium shows a live run's page with the game's screen as the terminal draws it at the run's tick, its player, game, tick and score, and screenshots it as a PNG of the window's size",
    .enabled(if: Chromium.available, "Chromium is not installed (apt-get install chromium; .ci/run installs it)"))
  func livePage() throws {
    let board = try BoardHarness(.sqlite)
    let tape = DailyTapes.puckWander()
    let run = try #require(board.start(.alice, "puck").message).run
    try board.follow(run, .alice, tape, through: 600)
    let page = "\(board.base)/watch/\(run)?cols=80&rows=24"
    let dom = try Chromium.dom(page)
    let expected = Headless.canvas(tape, at: 510)
    #expect(WatchDOM.screen(dom) == expected.render(), "the board's clock stands still: the view stays at tick 510")
    #expect(WatchDOM.text(of: "who", in: dom) == "alice · Puck Collector")
    #expect(WatchDOM.text(of: "status", in: dom) == "live · 0:08 · tick 510 · score 0")
    let png = try Chromium.screenshot(page, width: 900, height: 640)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG's signature")
    #expect(Array(png[12..<16]) == Array("IHDR".utf8))
    #expect(Self.bigEndian(png[16..<20]) == 900 && Self.bigEndian(png[20..<24]) == 640)
  }

  @Test(
    "headless Chromium plays a finished run's page to its end, and shows its last screen and its result",
    .enabled(if: Chromium.available, "Chromium is not installed (apt-get install chromium; .ci/run installs it)"))
  func finishedPage() throws {
    // The board's clock moves 50 ms with each request, so the page's frames play the run in the browser's time.
    let clock = TestClock(BoardHarness.noon)
    let board = try BoardHarness(.sqlite) { settings in
      settings.now = {
        clock.advance(milliseconds: 50)
        return clock.now
      }
    }
    let yesterday = CalendarDate(daysSinceEpoch: BoardHarness.today.daysSinceEpoch - 1)!
    let tape = DailyTapes.heliHeld(10, yesterday)
    let run = try #require(board.practice(.alice, tape.text).message).run
    let dom = try Chromium.dom("\(board.base)/watch/\(run)?cols=80&rows=24", milliseconds: 20_000)
    #expect(WatchDOM.screen(dom) == Headless.canvas(tape, at: tape.tickCount).render())
    #expect(WatchDOM.text(of: "status", in: dom) == "from the tape · 0:01 · tick 109 · score 36")
    #expect(WatchDOM.text(of: "result", in: dom) == "Ended: score 36, practice.")
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }
}
