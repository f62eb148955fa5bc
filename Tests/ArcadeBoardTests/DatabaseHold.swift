import ArcadeBoard
import ArcadeSQL
import ArcadeSQLPostgres

/// Another client holding the board's database so the server's writes wait out their timeout and fail, as when the
/// database stalls: SQLite's write lock (an immediate transaction), or PostgreSQL's lock on the runs table. Reads
/// of SQLite (WAL) still go through.
final class DatabaseHold {
  private let connection: any SQLConnection

  init(_ database: BoardDatabase) throws {
    switch database {
    case .sqlite(let path):
      connection = try SQLiteDatabase(path: path)
      try connection.execute("BEGIN IMMEDIATE")
    case .postgres(let url):
      connection = try PostgresDatabase(url: url)
      try connection.execute("BEGIN")
      try connection.execute("LOCK TABLE runs IN ACCESS EXCLUSIVE MODE")
    }
  }

  /// Lets the database go.
  func release() throws { try connection.execute("ROLLBACK") }
}
