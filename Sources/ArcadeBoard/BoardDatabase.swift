import ArcadeSQL
import ArcadeSQLPostgres
import Foundation
import Synchronization

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

  /// A new connection whose waits are bounded by `BoardDatabase.timeout`: SQLite's busy timeout, PostgreSQL's
  /// connect and statement timeouts.
  func connect() throws(SQLError) -> any SQLConnection {
    switch self {
    case .sqlite(let path):
      return try SQLiteDatabase(path: path, busyTimeout: Int32(Self.timeout * 1000))
    case .postgres(let url):
      let connection = try PostgresDatabase(url: url, timeout: Self.timeout)
      try connection.execute("SET statement_timeout = \(Int(Self.timeout * 1000))")
      try connection.execute("SET lock_timeout = \(Int(Self.timeout * 1000))")
      return connection
    }
  }

  /// The longest the board waits for its database in one statement, in seconds.
  static let timeout = 2.0

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
      ],
      // The fair board: a player's first start of a date is their official attempt; a run's inputs stream in as it
      // is played; a run is known by its trajectory (CopyRule); a start is remembered by its key and its address.
      [
        "ALTER TABLE runs ADD COLUMN run_key TEXT",
        "ALTER TABLE runs ADD COLUMN address TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE runs ADD COLUMN attempt INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE runs ADD COLUMN practice TEXT",
        "ALTER TABLE runs ADD COLUMN stream TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE runs ADD COLUMN stream_tick BIGINT NOT NULL DEFAULT 0",
        "ALTER TABLE runs ADD COLUMN behind INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE runs ADD COLUMN fingerprint TEXT",
        "ALTER TABLE runs ADD COLUMN trajectory TEXT",
        "UPDATE runs SET attempt = 1 WHERE official = 1",
        "CREATE UNIQUE INDEX runs_attempt ON runs (token_hash, game, daily_date) WHERE attempt = 1",
        "CREATE UNIQUE INDEX runs_key ON runs (token_hash, run_key)",
        "CREATE INDEX runs_fingerprint ON runs (game, daily_date, fingerprint)",
        "CREATE INDEX runs_open ON runs (address, started_at) WHERE submitted_at IS NULL",
        "CREATE INDEX players_token ON players (token_hash)",
      ],
      // Live: when a run's stream last came, and its score as the board re-simulated it.
      [
        "ALTER TABLE runs ADD COLUMN stream_at BIGINT",
        "ALTER TABLE runs ADD COLUMN live_score BIGINT",
        "CREATE INDEX runs_live ON runs (stream_at) WHERE submitted_at IS NULL",
        "CREATE INDEX runs_sent ON runs (submitted_at)",
      ],
    ]
  }
}

/// Connections kept open and lent to one request at a time (SQLite's are cheap, PostgreSQL's are not), and how the
/// database has been answering (`DatabaseHealth`): while it rests after a failure, a request fails at once.
final class ConnectionPool: Sendable {
  private let database: BoardDatabase
  private let idle = Mutex<[SendableConnection]>([])
  let health = DatabaseHealth()

  /// A connection, lent to one thread at a time.
  private struct SendableConnection: @unchecked Sendable { let connection: any SQLConnection }

  init(_ database: BoardDatabase) { self.database = database }

  /// Runs `body` with a connection, made when none is idle, for a request that came at `now` (ms); one that failed
  /// with its server (or its timeout) is not kept.
  func with<T>(at now: Int64, _ body: (any SQLConnection) throws(SQLError) -> T) throws(SQLError) -> T {
    guard !health.isResting(at: now) else {
      throw SQLError(.connection, "it did not answer a moment ago")
    }
    let connection: any SQLConnection
    if let lent = idle.withLock({ $0.popLast() }) {
      connection = lent.connection
    } else {
      do {
        connection = try database.connect()
      } catch {
        noteFailure(error, at: now)
        throw error
      }
    }
    do {
      let result = try body(connection)
      give(back: connection)
      health.answered(at: now)
      return result
    } catch {
      noteFailure(error, at: now)
      if error.kind != .connection { give(back: connection) }
      throw error
    }
  }

  private func noteFailure(_ error: SQLError, at now: Int64) {
    if error.kind == .connection || error.kind == .busy { health.failed(at: now) } else { health.answered(at: now) }
  }

  private func give(back connection: any SQLConnection) {
    idle.withLock { $0.append(SendableConnection(connection: connection)) }
  }

  /// Closes the idle connections (the server is stopping).
  func drain() { idle.withLock { $0 = [] } }
}
