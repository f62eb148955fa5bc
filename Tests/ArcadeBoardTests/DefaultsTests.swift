import ArcadeCore
import ArcadeSQL
import BoardWire
import Testing

@testable import ArcadeBoard

/// The figures Docs/board.md states, as the server has them when nothing else is said.
@Suite("Board: the figures the documentation states")
struct DefaultsTests {
  @Test(
    "a server's defaults: 600 requests a minute an address, 180 a player, 32 connections an address, 16 open runs, 10 s idle, 20 s a request, an hour of play, 5 s to replay it"
  )
  func settings() {
    let settings = BoardServer.Settings(database: .sqlite("unused"))
    #expect(settings.perAddress == 600 && settings.perToken == 180)
    #expect(settings.connectionsPerAddress == 32 && settings.openRunsPerAddress == 16)
    #expect(settings.timeout == 10 && settings.requestDeadline == 20)
    #expect(settings.maxTicks == 216_000 && settings.verifyBudget == 5)
    #expect(HTTPServer.Settings(address: "127.0.0.1", port: 0).maxConnections == 1_000)
    #expect(RateLimiter(perMinute: 1).capacity == 50_000)
    #expect(BoardAPI.requestBytes == 1 << 20 && BoardAPI.rows == 5_000)
  }

  @Test(
    "each connection to the database waits at most 2 s: SQLite's busy timeout, PostgreSQL's statement and lock timeouts",
    arguments: BoardHarness.kinds)
  func databaseWaits(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let db = try board.database.connect()
    switch kind {
    case .sqlite:
      #expect(try db.execute("PRAGMA busy_timeout").first?.int("timeout") == 2_000)
    case .postgres:
      #expect(try db.execute("SHOW statement_timeout").first?.text("statement_timeout") == "2s")
      #expect(try db.execute("SHOW lock_timeout").first?.text("lock_timeout") == "2s")
    }
  }

  @Test("a board answers at most 5,000 rows, the best", arguments: BoardHarness.kinds)
  func rows(kind: BoardHarness.Kind) throws {
    let board = try BoardHarness(kind)
    let db = try board.database.connect()
    try db.transaction { () throws(SQLError) in
      for index in 0...BoardAPI.rows {
        try db.execute(
          """
          INSERT INTO runs (player, token_hash, game, daily_date, seed, started_at, submitted_at, score, result, ticks,
            official, attempt, tape)
          VALUES ($1, $1, 'heli', $2, '1', 0, 0, $3, 'lost', 100, 1, 1, '')
          """, .init("p\(index)"), .init("\(board.today)"), .init(index))
      }
    }
    let rows = board.board("heli")
    #expect(rows.count == BoardAPI.rows && rows.first?.score == BoardAPI.rows && rows.last?.score == 1)
  }
}
