import ArcadeCore
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeBoard

/// `GET /watch/ID/frame`: the board plays a run for each view and sends the cells of the arcade's own canvas that
/// changed (Docs/board.md, "Live: watching runs as they are played").
@Suite("Board: frames of a run watched in a browser")
struct WatchFrameTests {
  @Test(
    "a finished run plays from tick 0 at real speed by the board's clock, and its frames build the game's own canvas at each tick, cell by cell, to its end and result",
    arguments: Catalog.ids)
  func finishedRun(game: String) throws {
    let board = try BoardHarness(.sqlite)
    let tape = DailyTapes.finished(game, board.yesterday)
    let sent = try #require(board.practice(.alice, tape.text).message)
    let first = try #require(board.frame(sent.run).message)
    #expect(first.full && first.tick == 0 && first.columns == 80 && !first.live && first.end == nil)
    #expect(first.name == "alice" && first.game == game && first.title == Catalog.entry(id: game)!.info.title)
    var screen = FrameScreen()
    #expect(screen.show(first, of: tape) == [])
    let view = first.view
    var elapsed = 0
    for step in [1_000, 250, 4_000, 100] {
      board.clock.advance(milliseconds: Int64(step))
      elapsed += step
      let frame = try #require(board.frame(sent.run, view: view).message)
      let tick = min(tape.tickCount, elapsed * 60 / 1000)
      #expect(!frame.full && frame.view == view && frame.tick == tick)
      #expect(screen.show(frame, of: tape) == [], "tick \(tick)")
    }
    board.clock.advance(seconds: Double(tape.tickCount) / 60)
    let last = try #require(board.frame(sent.run, view: view).message)
    #expect(last.tick == tape.tickCount && last.score == tape.end?.score)
    #expect(last.end == LiveEnd(score: tape.end!.score, official: false, rank: nil))
    #expect(screen.show(last, of: tape) == [])
  }

  @Test(
    "a live run shows its latest tick 1.5 s behind its stream and plays on at real speed as the stream comes, waits where the stream stalls, and once its tape is sent plays to its end and result",
    arguments: BoardHarness.kinds)
  func liveRun(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckWander()
    let run = try #require(board.start(.alice, "puck").message).run
    let origin = board.clock.now
    try board.follow(run, .alice, tape, through: 300)
    var screen = FrameScreen()
    let first = try #require(board.frame(run).message)
    #expect(first.live && first.full && first.tick == 210 && first.end == nil)
    #expect(screen.show(first, of: tape) == [])
    for (moment, tick) in [(5_500, 240), (7_500, 300)] {
      board.clock.set(origin + Int64(moment))
      let frame = try #require(board.frame(run, view: first.view).message)
      #expect(frame.tick == tick, "at \(moment) ms, the stream at tick 300")
      #expect(screen.show(frame, of: tape) == [])
    }
    board.clock.set(origin + 10_000)
    #expect(board.stream(run, .alice, tape, ticks: 300..<600).message?.tick == 600)
    let resumed = try #require(board.frame(run, view: first.view).message)
    #expect(resumed.tick == 450, "on from tick 300 where it waited at 7.5 s, 2.5 s later")
    #expect(screen.show(resumed, of: tape) == [])
    board.clock.set(origin + BoardHarness.milliseconds(ticks: tape.tickCount))
    #expect(board.stream(run, .alice, tape, ticks: 600..<tape.tickCount).message?.tick == tape.tickCount)
    #expect(board.finish(run, .alice, tape).message?.official == true)
    let sent = try #require(board.frame(run, view: first.view).message)
    #expect(sent.tick == 840 && sent.end == nil && sent.live)
    #expect(screen.show(sent, of: tape) == [])
    board.clock.advance(seconds: 3)
    let last = try #require(board.frame(run, view: first.view).message)
    #expect(last.tick == tape.tickCount && last.end == LiveEnd(score: 0, official: true, rank: 1))
    #expect(screen.show(last, of: tape) == [])
  }

  @Test(
    "a live view that fell more than 3 s behind its stream (it waited through a stall) jumps to 1.5 s behind it",
    arguments: BoardHarness.kinds)
  func catchesUp(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckWander()
    let run = try #require(board.start(.alice, "puck").message).run
    let origin = board.clock.now
    try board.follow(run, .alice, tape, through: 120)
    let view = try #require(board.frame(run).message).view
    board.clock.set(origin + 6_000)
    #expect(board.frame(run, view: view).message?.tick == 120, "it waits at the stream's tick from 3.5 s on")
    board.clock.set(origin + 12_000)
    #expect(board.stream(run, .alice, tape, ticks: 120..<720).message?.tick == 720)
    #expect(board.frame(run, view: view).message?.tick == 630, "4 s behind at tick 480: to 1.5 s behind")
  }

  @Test(
    "a frame draws the game as a terminal of the size asked shows it (80x24 when none is), brought within 20x10 to 160x60"
  )
  func sizes() throws {
    let board = try BoardHarness(.sqlite)
    let puck = try #require(board.practice(.alice, DailyTapes.finished("puck", board.yesterday).text).message).run
    let hundreds = try #require(
      board.practice(.alice, DailyTapes.finished("hundreds", board.yesterday).text).message
    ).run
    let frames = [
      board.frame(puck, columns: 100, rows: 40), board.frame(puck, columns: 1000, rows: 1000),
      board.frame(puck, columns: 1, rows: 1), board.frame(hundreds, columns: 32, rows: 29),
    ].map { $0.message.map { "\($0.columns)x\($0.rows)" } }
    #expect(frames == ["100x39", "160x59", "80x23", "32x28"])
    #expect(board.request("GET", "/watch/\(puck)/frame?cols=wide").status == 400)
  }

  @Test("a browser's frames are not logged (a few a second for each watcher); its page and every other request are")
  func framesUnlogged() throws {
    let board = try BoardHarness(.sqlite)
    let run = try #require(board.practice(.alice, DailyTapes.finished("puck", board.yesterday).text).message).run
    let view = try #require(board.frame(run).message).view
    for _ in 0..<5 { #expect(board.frame(run, view: view).status == 200) }
    #expect(board.request("GET", BoardAPI.watch(run)).status == 200)
    #expect(board.request("GET", "/watch/\(run)/frame?cols=wide").status == 400)
    let lines = board.log.all.filter { $0.hasPrefix("GET /watch/") }
    #expect(lines.count == 2 && lines[0].hasPrefix("GET /watch/\(run) 200") && lines[1].contains(" 400 "), "\(lines)")
  }
}
