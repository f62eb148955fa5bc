import Testing

@testable import ArcadeSQL
@testable import ArcadeSQLPostgres

/// What a PostgreSQL failure means to the arcade, by its SQLSTATE: a caller retries or rests on `.busy` and
/// `.connection`, never on `.other`.
@Suite("PostgreSQL's failures by kind")
struct PostgresErrorKindTests {
  @Test(
    "a lock or statement timeout (55P03, 57014) is busy, as a serialization failure or deadlock is: the database is held or stalled, not wrong"
  )
  func timeoutsAreBusy() {
    for state in ["55P03", "57014", "40001", "40P01"] {
      #expect(PostgresDatabase.kind(sqlState: state, connectionOK: true) == .busy, "\(state)")
    }
    #expect(PostgresDatabase.kind(sqlState: "23505", connectionOK: true) == .constraint)
    #expect(PostgresDatabase.kind(sqlState: "08006", connectionOK: true) == .connection)
    #expect(PostgresDatabase.kind(sqlState: "57014", connectionOK: false) == .connection)
    #expect(PostgresDatabase.kind(sqlState: "42601", connectionOK: true) == .other)
  }
}
