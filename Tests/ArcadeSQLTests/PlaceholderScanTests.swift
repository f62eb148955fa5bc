import Testing

@testable import ArcadeSQL

/// PostgreSQL's statements are checked against their arguments before they are sent, by reading their placeholders
/// from the text as the server does; SQLite reads its own. The two readings agree.
@Suite("Placeholders read from a statement's text")
struct PlaceholderScanTests {
  static let statements = [
    "SELECT $1",
    "SELECT $1, $2, $1",
    "SELECT 'it''s $1', $2",
    "SELECT \"odd$1name\" FROM q WHERE a = $1",
    "SELECT $1 -- and $2\n, $3",
    "SELECT /* $1 */ $2, $1",
    "SELECT a$1 FROM q WHERE b = $2",
    "SELECT $10, $2",
    "SELECT '$1'",
    "SELECT 1",
  ]

  @Test("the text's placeholders are the ones SQLite finds", arguments: statements)
  func agreesWithSQLite(_ sql: String) throws {
    let db = try TestDatabase(.sqlite)
    let sqlite = try #require(db.connection as? SQLiteDatabase)
    try sqlite.execute("CREATE TABLE q (\"odd$1name\" INTEGER, a INTEGER, b INTEGER, a$1 INTEGER)")
    #expect(try Set(sqlite.placeholders(of: sql)) == Set(Placeholders.written(in: sql)))
  }

  @Test("each placeholder as written, in order, repeats kept; PostgreSQL's comments nest")
  func written() {
    #expect(
      Placeholders.written(in: "SELECT $1, $2, $1 /* $9 */ WHERE x = '$8' AND \"$7\" = a$6") == ["$1", "$2", "$1"])
    #expect(Placeholders.written(in: "SELECT /* $1 /* nested $2 */ still $3 */ $4") == ["$4"])
  }
}
