import ArcadeSQL
import Foundation

/// Where the board keeps its players and runs: a SQLite file (the default) or a PostgreSQL database that several
/// servers share. The tables are the same in both; only the run id's column is written in each one's words.
public enum BoardDatabase: Sendable, Equatable {
  case sqlite(String)
  case postgres(String)

  /// `sqlite:PATH` or `postgres://...` (`postgresql://` too); the failure says what is accepted.
  public init(parsing text: String) throws(BoardError) {
    if text.hasPrefix("sqlite:"), text.count > 7 {
      self = .sqlite(String(text.dropFirst(7)))
    } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
      self = .postgres(text)
    } else {
      throw BoardError(
        "the database \(String(text.prefix(60)).printableForLog) is neither sqlite:PATH nor postgres://USER@HOST/DB")
    }
  }

  /// For logs: the SQLite path, or the PostgreSQL URL without its password.
  public var shown: String {
    switch self {
    case .sqlite(let path): return "sqlite:\(path)"
    case .postgres(let url):
      guard let at = url.firstIndex(of: "@"), let scheme = url.range(of: "://"),
        let colon = url[scheme.upperBound..<at].firstIndex(of: ":")
      else { return url }
      return String(url[..<colon]) + ":***" + String(url[at...])
    }
  }

  func connect() throws(SQLError) -> any SQLConnection {
    switch self {
    case .sqlite(let path): return try SQLiteDatabase(path: path)
    case .postgres(let url): return try PostgresDatabase(url: url)
    }
  }

  /// The board's schema as numbered migrations, in this database's words.
  var migrations: [[String]] {
    let id =
      switch self {
      case .sqlite: "id INTEGER PRIMARY KEY"
      case .postgres: "id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
      }
    return [
      [
        "CREATE TABLE players (name TEXT PRIMARY KEY, token_hash TEXT NOT NULL, joined_at BIGINT NOT NULL)",
        // A run is a row from its start; submitted, it has its result, its tape and whether it is official.
        """
        CREATE TABLE runs (
          \(id),
          player TEXT NOT NULL,
          token_hash TEXT NOT NULL,
          game TEXT NOT NULL,
          daily_date TEXT NOT NULL,
          seed TEXT NOT NULL,
          started_at BIGINT NOT NULL,
          submitted_at BIGINT,
          score BIGINT,
          result TEXT,
          ticks BIGINT,
          official INTEGER NOT NULL DEFAULT 0,
          tape TEXT
        )
        """,
        "CREATE UNIQUE INDEX runs_official ON runs (player, game, daily_date) WHERE official = 1",
        "CREATE INDEX runs_board ON runs (game, daily_date, score DESC) WHERE submitted_at IS NOT NULL",
      ]
    ]
  }
}

/// Connections kept open and lent to one request at a time: SQLite's are cheap, PostgreSQL's are not.
final class ConnectionPool: @unchecked Sendable {
  private let database: BoardDatabase
  private var idle: [any SQLConnection] = []
  private let lock = NSLock()

  init(_ database: BoardDatabase) { self.database = database }

  /// Runs `body` with a connection, made when none is idle; one that lost its server is not kept.
  func with<T>(_ body: (any SQLConnection) throws(SQLError) -> T) throws(SQLError) -> T {
    lock.lock()
    let lent = idle.popLast()
    lock.unlock()
    let connection: any SQLConnection
    if let lent { connection = lent } else { connection = try database.connect() }
    do {
      let result = try body(connection)
      give(back: connection)
      return result
    } catch {
      if error.kind != .connection { give(back: connection) }
      throw error
    }
  }

  private func give(back connection: any SQLConnection) {
    lock.lock()
    idle.append(connection)
    lock.unlock()
  }

  /// Closes the idle connections (the server is stopping).
  func drain() {
    lock.lock()
    idle = []
    lock.unlock()
  }
}
