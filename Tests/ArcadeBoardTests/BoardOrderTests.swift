import ArcadeCore
import ArcadeSQL
import BoardWire
import Testing

@testable import ArcadeBoard

/// The order of a board's rows (Docs/board.md, "Reading the board"): the official results ranked (a higher score,
/// then fewer ticks, then the earlier run), then official attempts still playing and those that never finished, then
/// practice, best first.
@Suite("Board: the order of a board")
struct BoardOrderTests {
  @Test(
    "a board ranks the official results by score, then the earlier run; then lists attempts being played, then those never finished; then practice, best first",
    arguments: BoardHarness.kinds)
  func boardOrder(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let eve = Player("eve")
    #expect(board.start(eve, "heli").message?.attempt == .official)
    board.clock.advance(milliseconds: 3_672_001)
    let results = try [(Player.alice, 10), (.bob, 25), (.carol, 10)].map { player, held in
      try #require(board.play(player, DailyTapes.heliHeld(held)).result.message)
    }
    #expect(results.map(\.rank) == [1, 1, 3] && results.map(\.of) == [1, 2, 3])
    #expect(board.start(.dave, "heli").message?.attempt == .official)
    for (player, held) in [(Player.alice, 40), (.alice, 1), (.bob, 30)] {
      #expect(try board.play(player, DailyTapes.heliHeld(held)).result.message?.practice == .attemptUsed)
    }
    let rows = board.board("heli")
    #expect(rows.map(\.name.raw) == ["bob", "alice", "carol", "dave", "eve", "alice", "bob", "alice"])
    #expect(rows.map(\.rank) == [1, 2, 3, nil, nil, nil, nil, nil])
    #expect(rows.map(\.score) == [49, 36, 36, nil, nil, 62, 53, 28])
    #expect(
      rows.map(\.state) == [.finished, .finished, .finished, .playing, .unfinished, .finished, .finished, .finished])
    #expect(rows.map(\.official) == [true, true, true, false, false, false, false, false])
  }

  @Test(
    "on equal scores, fewer ticks rank first, then the earlier run, on the board as in a run's answer",
    arguments: BoardHarness.kinds)
  func ticksBreakTies(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    // Official results no real run of these tests makes (an equal score in fewer ticks), written beside the server.
    let db = try board.database.connect()
    for (name, ticks) in [("slow", 200), ("quick", 100), ("quick2", 100)] {
      try db.execute(
        """
        INSERT INTO runs (player, token_hash, game, daily_date, seed, started_at, submitted_at, score, result, ticks,
          official, attempt, tape)
        VALUES ($1, $2, 'heli', $3, '1', $4, $4, 36, 'lost', $5, 1, 1, '')
        """, .init(name), .init("hash-of-\(name)"), .init("\(board.today)"), .integer(board.clock.now), .init(ticks))
    }
    #expect(board.board("heli").map(\.name.raw) == ["quick", "quick2", "slow"])
    let alices = try #require(board.play(.alice, DailyTapes.heliHeld(10)).result.message)
    #expect(alices.score == 36 && alices.rank == 3 && alices.of == 4, "109 ticks: after 100, before 200")
    #expect(board.board("heli").map(\.name.raw) == ["quick", "quick2", "alice", "slow"])
  }
}
