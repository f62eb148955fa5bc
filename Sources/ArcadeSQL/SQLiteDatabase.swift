import CSQLite
import Glibc

/// An open SQLite database file: WAL journal (readers never wait for the writer), a busy timeout for writers,
/// foreign keys on. Statements are prepared with their parameters bound by name (`$1`, `$2`, ...), so the same
/// SQL text serves PostgreSQL. One connection is used from one thread at a time.
public final class SQLiteDatabase: SQLConnection {
  private let handle: OpaquePointer
  public let path: String
  /// Statements compiled once and run again (reset after each run), by their text. One that runs is taken out
  /// meanwhile, so a statement run while another hands on its rows gets one of its own.
  private var compiled: [String: OpaquePointer] = [:]
  /// Compiled statements kept at most: the arcade's SQL is a few dozen texts.
  private static let keptStatements = 100

  /// Opens (creating it if missing) the database at `path`; a symbolic link there is refused, never followed.
  /// `readOnly` opens an existing file to read it as it is (a damaged file's rows, carried into a fresh one).
  public init(path: String, busyTimeout milliseconds: Int32 = 5000, readOnly: Bool = false) throws(SQLError) {
    var db: OpaquePointer?
    let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let code = sqlite3_open_v2(path, &db, access | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let db else {
      let error = Self.error(code, db.map { String(cString: sqlite3_errmsg($0)) })
      sqlite3_close_v2(db)
      throw error
    }
    handle = db
    self.path = path
    sqlite3_extended_result_codes(db, 1)
    sqlite3_busy_timeout(db, milliseconds)
    do {
      // Reading the mode also reads the file's header: garbage bytes fail here, not at the first query. WAL stays
      // set in the file, so only its first opening sets it (setting it needs the database to itself).
      if readOnly {
        try execute("PRAGMA journal_mode")
      } else {
        try useWAL()
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = NORMAL")
      }
    } catch {
      sqlite3_close_v2(db)
      throw error
    }
  }

  deinit {
    for statement in compiled.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Switches a new database to WAL. Two arcades opening a new file together can each hold the other off the
  /// switch (SQLite then answers busy at once rather than wait): the one refused tries again, a moment later.
  private func useWAL() throws(SQLError) {
    for attempt in 0..<50 {
      do {
        if try execute("PRAGMA journal_mode").first?.text("journal_mode") == "wal" { return }
        try execute("PRAGMA journal_mode = WAL")
        return
      } catch  where error.kind == .busy && attempt < 49 {
        usleep(10_000)
      }
    }
  }

  public let beginStatement = "BEGIN IMMEDIATE"

  @discardableResult
  public func execute(_ sql: String, _ arguments: [SQLValue]) throws(SQLError) -> [SQLRow] {
    var rows: [SQLRow] = []
    try execute(sql, arguments) { rows.append($0) }
    return rows
  }

  /// Runs one statement and hands `each` its rows as they are read: the rows before a failure (a damaged page
  /// met halfway) are handed on before it is thrown.
  public func execute(_ sql: String, _ arguments: [SQLValue], each: (SQLRow) throws(SQLError) -> Void)
    throws(SQLError)
  {
    let statement: OpaquePointer
    if let kept = compiled.removeValue(forKey: sql) { statement = kept } else { statement = try prepare(sql) }
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
      if compiled[sql] == nil && compiled.count < Self.keptStatements {
        compiled[sql] = statement
      } else {
        sqlite3_finalize(statement)
      }
    }
    if let problem = Placeholders.problem(placeholders(statement), arguments: arguments.count, in: sql) {
      throw problem
    }
    for (index, value) in arguments.enumerated() {
      let position = sqlite3_bind_parameter_index(statement, "$\(index + 1)")
      let bound: Int32
      switch value {
      case .null: bound = sqlite3_bind_null(statement, position)
      case .integer(let n): bound = sqlite3_bind_int64(statement, position, n)
      case .text(let text): bound = sqlite3_bind_text(statement, position, text, -1, arcade_sqlite_transient())
      }
      guard bound == SQLITE_OK else { throw failure(bound) }
    }
    let columns = (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { return }
      guard step == SQLITE_ROW else { throw failure(step) }
      try each(SQLRow(columns: columns, values: columns.indices.map { column(statement, Int32($0)) }))
    }
  }

  /// The statement compiled; refused when the text holds a second statement after it, which SQLite would skip.
  private func prepare(_ sql: String) throws(SQLError) -> OpaquePointer {
    let compiled = sql.withCString { text -> Result<OpaquePointer, SQLError> in
      var statement: OpaquePointer?
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
      guard code == SQLITE_OK, let statement else { return .failure(failure(code)) }
      var next: OpaquePointer?
      if let tail, sqlite3_prepare_v2(handle, tail, -1, &next, nil) != SQLITE_OK || next != nil {
        sqlite3_finalize(next)
        sqlite3_finalize(statement)
        return .failure(SQLError(.misuse, "more than one statement given as one: \(String(cString: tail).prefix(60))"))
      }
      return .success(statement)
    }
    return try compiled.get()
  }

  /// The statement's placeholders as SQLite reads them (`$2`, `?` for a bare one), each once.
  private func placeholders(_ statement: OpaquePointer) -> [String] {
    (0..<sqlite3_bind_parameter_count(statement)).map { index in
      sqlite3_bind_parameter_name(statement, index + 1).map { String(cString: $0) } ?? "?"
    }
  }

  /// The placeholders of `sql` as SQLite reads them, each once (the tests hold PostgreSQL's reading to SQLite's).
  func placeholders(of sql: String) throws(SQLError) -> [String] {
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    return placeholders(statement)
  }

  private func column(_ statement: OpaquePointer, _ i: Int32) -> SQLValue {
    switch sqlite3_column_type(statement, i) {
    case SQLITE_NULL: return .null
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, i))
    default:
      guard let text = sqlite3_column_text(statement, i) else { return .null }
      return .text(String(cString: text))
    }
  }

  /// The schema's version (`PRAGMA user_version`), 0 for a new database.
  public var userVersion: Int { (try? execute("PRAGMA user_version").first?.int("user_version")) ?? 0 }

  /// Brings the schema up to date: runs the migrations past `userVersion` in order, each in one transaction with
  /// the version it reaches (migration i makes version i + 1).
  public func migrate(_ migrations: [[String]]) throws(SQLError) {
    // Up to date (almost always): nothing to lock, so a reader never waits for another arcade's write.
    if userVersion == migrations.count { return }
    try transaction { () throws(SQLError) in
      let version = userVersion
      guard version <= migrations.count else {
        throw SQLError(
          .other,
          "the database has schema version \(version), newer than this arcade's \(migrations.count); use a newer arcade"
        )
      }
      for (index, statements) in migrations.enumerated() where index >= version {
        for statement in statements { try execute(statement) }
        try execute("PRAGMA user_version = \(index + 1)")
      }
    }
  }

  /// What is damaged in the file: nil when it is whole, else SQLite's first finding. `PRAGMA quick_check` reads
  /// every page and checks its structure; `thorough` (`PRAGMA integrity_check`) also holds every index to its
  /// table's rows, which takes about twice as long.
  public func damage(thorough: Bool = false) -> String? {
    let check = thorough ? "integrity_check" : "quick_check"
    guard let rows = try? execute("PRAGMA \(check)") else { return "it cannot be read through" }
    let first = rows.first?.text(check) ?? "ok"
    return first == "ok" ? nil : first
  }

  private func failure(_ code: Int32) -> SQLError {
    Self.error(code, String(cString: sqlite3_errmsg(handle)), systemError: sqlite3_system_errno(handle))
  }

  /// The error for a result code; `systemError`, the errno of the failed system call, says what "disk I/O error"
  /// hides (a write past the file-size limit is EFBIG, and counts as a full disk).
  static func error(_ code: Int32, _ message: String?, systemError: Int32 = 0) -> SQLError {
    var words = message ?? String(cString: sqlite3_errstr(code))
    if systemError != 0, code & 0xFF == SQLITE_IOERR || code & 0xFF == SQLITE_CANTOPEN {
      words += ": " + String(cString: strerror(systemError))
      if systemError == EFBIG || systemError == ENOSPC { return SQLError(.full, words) }
    }
    let kind: SQLError.Kind =
      switch code & 0xFF {
      case SQLITE_BUSY, SQLITE_LOCKED: .busy
      case SQLITE_CORRUPT, SQLITE_NOTADB: .corrupt
      case SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: .cannotOpen
      case SQLITE_FULL: .full
      case SQLITE_CONSTRAINT: .constraint
      default: .other
      }
    return SQLError(kind, words)
  }
}
