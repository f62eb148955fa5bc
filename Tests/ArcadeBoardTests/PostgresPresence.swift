import Testing

/// Where PostgreSQL is not configured, every board rule's PostgreSQL case is cancelled (`BoardHarness`), which the
/// console does not show; this test is skipped then, by name, so the run says what it did not cover.
@Suite("Board: PostgreSQL")
struct PostgresPresence {
  @Test(
    "every board rule runs on PostgreSQL too",
    .enabled(
      if: BoardHarness.postgresServer != nil,
      "ARCADE_TEST_POSTGRES is not set: the PostgreSQL case of every board rule is skipped"))
  func configured() throws {
    let board = try BoardHarness(.postgres)
    #expect(board.server.port > 0)
  }
}
