import ArcadeCore
import BoardWire
import Testing

/// Who may watch a run in a browser: the rule of `GET /live/ID` (Docs/board.md, "Live: watching runs as they are
/// played"), for the page and for its frames.
@Suite("Board: who may watch a run in a browser")
struct WatchAccessTests {
  static let tape = DailyTapes.puckWander()

  @Test(
    "a run being played, and one finished within 60 s, is every browser's; after that today's run is refused with a page that says when it opens (its player, and a player whose attempt is played, still see it), and every run is everyone's once its date is past",
    arguments: BoardHarness.kinds)
  func rule(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    try board.follow(run, .alice, Self.tape, through: 300)
    let playing = board.request("GET", "/watch/\(run)")
    #expect(playing.status == 200 && playing.values(of: "content-type") == ["text/html; charset=utf-8"])
    #expect(board.frame(run).message?.live == true)
    try board.follow(run, .alice, Self.tape)
    #expect(board.finish(run, .alice, Self.tape).message?.official == true)
    let ended = board.clock.now
    board.clock.set(ended + 59_000)
    let early = try #require(board.frame(run).message)
    #expect(!early.live && early.tick == 0, "a finished run plays from its tape")
    board.clock.set(ended + 60_000)
    #expect(board.request("GET", "/watch/\(run)").status == 200 && board.frame(run).status == 200)
    board.clock.set(ended + 60_001)
    let refused = board.request("GET", "/watch/\(run)")
    let words = String(decoding: refused.body, as: UTF8.self)
    #expect(refused.status == 403 && refused.values(of: "content-type") == ["text/html; charset=utf-8"])
    #expect(words.contains("opens to everyone on 2026-12-07 at 00:00 UTC"), "\(words)")
    #expect(board.frame(run).refused(.tapeNotYet))
    #expect(board.frame(run, view: early.view).status == 200, "a view made while it was open plays on")
    #expect(board.frame(run, for: .alice).status == 200, "its own player")
    #expect(board.frame(run, for: .bob).refused(.tapeNotYet))
    #expect(try board.play(.bob, DailyTapes.puckIdle()).result.message?.official == true)
    #expect(board.frame(run, for: .bob).status == 200, "bob's own attempt of puck is played")
    board.clock.set(BoardHarness.noon + 12 * 3_600_000)
    #expect(board.request("GET", "/watch/\(run)").status == 200 && board.frame(run).status == 200, "the next day")
  }

  @Test(
    "an unknown run, and a start never finished once it expired, get a page that says so, and no frame",
    arguments: BoardHarness.kinds)
  func missing(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let run = try #require(board.start(.alice, "puck").message).run
    for (id, moment) in [(run + 1, Int64(0)), (run, 3_672_001)] {
      board.clock.advance(milliseconds: moment)
      let page = board.request("GET", "/watch/\(id)")
      #expect(page.status == 404 && String(decoding: page.body, as: UTF8.self).contains("run \(id)"))
      #expect(board.frame(id).refused(.unknownRun))
    }
    #expect(board.request("GET", "/watch/01").status == 404 && board.request("POST", "/watch/1").status == 405)
  }
}
