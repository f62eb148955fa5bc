import BoardWire
import Testing

@testable import ArcadeBoard

/// A stalled database is a clear 503 within a bound, requests that need none keep being answered, and a run is not
/// refused for time the database lost (Docs/board.md, "A server you can put on the internet" and "Real time").
@Suite("Board: a stalled database")
struct DatabaseTests {
  @Test("the server notes each outage from its first failure to its next answer, and a span's lost time is its share")
  func outages() {
    let health = DatabaseHealth()
    health.failed(at: 10_000)
    health.failed(at: 12_000)
    #expect(health.lost(from: 0, to: 15_000) == 5, "still away: up to now")
    health.answered(at: 16_000)
    health.answered(at: 17_000)
    #expect(health.lost(from: 0, to: 20_000) == 6)
    #expect(health.lost(from: 13_000, to: 20_000) == 3)
    #expect(health.lost(from: 16_000, to: 20_000) == 0)
    #expect(health.lost(from: 0, to: 11_000) == 1)
    health.failed(at: 30_000)
    health.answered(at: 30_500)
    #expect(health.lost(from: 0, to: 40_000) == 6.5)
  }

  @Test("for a second after a failure the database rests: requests that need it are refused at once")
  func rest() {
    let health = DatabaseHealth()
    #expect(!health.isResting(at: 0))
    health.failed(at: 5_000)
    #expect(health.isResting(at: 5_999))
    #expect(!health.isResting(at: 6_000))
  }

  @Test(
    "a stalled database: a write is refused databaseUnavailable, then for a second at once; requests that need no database are answered; nothing was stored",
    arguments: BoardHarness.kinds)
  func stalled(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    #expect(board.claim(.alice).message?.state == .claimed)
    let hold = try DatabaseHold(board.database)
    #expect(board.start(.alice, "heli").refused(.databaseUnavailable), "after the database's 2 s")
    let resting = board.start(.alice, "heli")
    #expect(resting.refused(.databaseUnavailable), "\(resting)")
    #expect(resting.refusal?.error.raw.contains("it did not answer a moment ago") == true, "at once: \(resting)")
    #expect(board.request("GET", "/nowhere").status == 404)
    #expect(board.request("POST", BoardAPI.runs, body: Array("{".utf8)).status == 400)
    try hold.release()
    board.clock.advance(milliseconds: 1_000)
    #expect(board.start(.alice, "heli").message?.attempt == .official, "the refused starts left nothing")
  }

  @Test("time the database lost is not counted against a run", arguments: BoardHarness.kinds)
  func lostTime(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let tape = DailyTapes.puckIdle()
    let began = board.clock.now
    let run = try #require(board.start(.alice, "puck").message).run
    board.clock.set(began + 1_000)
    #expect(board.stream(run, .alice, tape, ticks: 0..<60).message?.tick == 60)
    let hold = try DatabaseHold(board.database)
    board.clock.set(began + 5_000)
    #expect(board.stream(run, .alice, tape, ticks: 60..<300).refused(.databaseUnavailable))
    try hold.release()
    board.clock.set(began + 30_000)
    #expect(
      board.stream(run, .alice, tape, ticks: 60..<300).message
        == InputsAnswer(run: run, tick: 300, attempt: .official, practice: nil), "5 s of play, 30 s less 25 s lost")
    board.clock.set(began + 41_500)
    #expect(board.finish(run, .alice, tape).message?.official == true)
  }
}
