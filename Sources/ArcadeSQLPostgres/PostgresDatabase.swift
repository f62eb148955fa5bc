import ArcadeSQL
import CPostgres
import Glibc

/// A connection to a PostgreSQL server through libpq: the same `$1`-parameter SQL as SQLite, every value sent as
/// text and read back as text (`SQLValue` reads numbers from text), so several arcade servers can share one database.
/// One connection is used from one thread at a time.
public final class PostgresDatabase: SQLConnection {
  private let connection: OpaquePointer

  /// Connects to `url` (`postgres://user:password@host:port/database`); the one-line failure names the server's
  /// reason.
  /// The longest one statement may take, client side: a server that stopped answering (its host gone, the process
  /// stopped) is given up on then, and the connection with it.
  private let timeout: Double?

  public init(url: String, timeout: Double? = nil) throws(SQLError) {
    self.timeout = timeout
    // A server that does not answer the connection costs `timeout` at most (whole seconds, at least 2: libpq's rule).
    let conninfo =
      timeout.map { url + (url.contains("?") ? "&" : "?") + "connect_timeout=\(max(2, Int($0.rounded(.up))))" } ?? url
    guard let connection = PQconnectdb(conninfo) else {
      throw SQLError(.connection, "libpq could not allocate a connection")
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let message = Self.oneLine(String(cString: PQerrorMessage(connection)))
      PQfinish(connection)
      throw SQLError(.connection, "cannot connect to PostgreSQL (\(message))")
    }
    self.connection = connection
    // Notices (a table that already exists, ...) are not the arcade's to print.
    try execute("SET client_min_messages = warning")
  }

  deinit { PQfinish(connection) }

  @discardableResult
  public func execute(_ sql: String, _ arguments: [SQLValue]) throws(SQLError) -> [SQLRow] {
    if let problem = Placeholders.problem(Placeholders.written(in: sql), arguments: arguments.count, in: sql) {
      throw problem
    }
    let texts: [String?] = arguments.map {
      switch $0 {
      case .null: nil
      case .integer(let n): String(n)
      case .text(let text): text
      }
    }
    let result: OpaquePointer?
    if let timeout {
      let sent = withCStrings(texts) { values in
        PQsendQueryParams(connection, sql, Int32(texts.count), nil, values, nil, nil, 0)
      }
      guard sent == 1 else { throw SQLError(.connection, Self.oneLine(String(cString: PQerrorMessage(connection)))) }
      result = try lastResult(within: timeout)
    } else {
      result = withCStrings(texts) { values in
        PQexecParams(connection, sql, Int32(texts.count), nil, values, nil, nil, 0)
      }
    }
    guard let result else { throw SQLError(.connection, Self.oneLine(String(cString: PQerrorMessage(connection)))) }
    defer { PQclear(result) }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK: return []
    case PGRES_TUPLES_OK:
      let columns = (0..<PQnfields(result)).map { String(cString: PQfname(result, $0)) }
      return (0..<PQntuples(result)).map { row in
        SQLRow(
          columns: columns,
          values: columns.indices.map { index in
            let column = Int32(index)
            return PQgetisnull(result, row, column) == 1
              ? .null : .text(String(cString: PQgetvalue(result, row, column)))
          })
      }
    default:
      let state = PQresultErrorField(result, arcade_pg_diag_sqlstate).map { String(cString: $0) } ?? ""
      let message = Self.oneLine(String(cString: PQresultErrorMessage(result)))
      throw SQLError(Self.kind(sqlState: state, connectionOK: PQstatus(connection) == CONNECTION_OK), message)
    }
  }

  public let beginStatement = "BEGIN"

  /// Brings the schema up to date: the version is kept in `schema_version`, locked while migrating, so servers that
  /// start together migrate once.
  public func migrate(_ migrations: [[String]]) throws(SQLError) {
    try execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    try transaction { () throws(SQLError) in
      try execute("LOCK TABLE schema_version IN EXCLUSIVE MODE")
      let version = try execute("SELECT MAX(version) AS version FROM schema_version").first?.int("version") ?? 0
      guard version <= migrations.count else {
        throw SQLError(
          .other, "the database has schema version \(version), newer than this arcade's \(migrations.count)")
      }
      for (index, statements) in migrations.enumerated() where index >= version {
        for statement in statements { try execute(statement) }
        try execute("INSERT INTO schema_version (version) VALUES ($1)", .init(index + 1))
      }
    }
  }

  /// The result of the statement sent, waiting for the server `seconds` at most; a server that does not answer in
  /// time is a connection failure (the connection is then dropped by its pool).
  private func lastResult(within seconds: Double) throws(SQLError) -> OpaquePointer? {
    var deadline = timespec()
    clock_gettime(CLOCK_MONOTONIC, &deadline)
    let end = Double(deadline.tv_sec) + Double(deadline.tv_nsec) / 1e9 + seconds
    var last: OpaquePointer?
    while true {
      while PQisBusy(connection) == 1 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let left = end - (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
        guard left > 0 else {
          if let last { PQclear(last) }
          throw SQLError(.connection, "PostgreSQL did not answer within \(Int(seconds.rounded())) s")
        }
        var socket = pollfd(fd: PQsocket(connection), events: Int16(POLLIN), revents: 0)
        _ = poll(&socket, 1, Int32(min(left, 1) * 1000) + 1)
        guard PQconsumeInput(connection) == 1 else {
          if let last { PQclear(last) }
          throw SQLError(.connection, Self.oneLine(String(cString: PQerrorMessage(connection))))
        }
      }
      guard let next = PQgetResult(connection) else { return last }
      if let last { PQclear(last) }
      last = next
    }
  }

  /// What an SQLSTATE means to the arcade: 23 integrity (a duplicate), 40 a serialization failure or deadlock, and
  /// 55P03 and 57014 a lock or statement timeout (the database held or stalled, as SQLite's busy), 53 insufficient
  /// resources, 08 and a lost connection.
  static func kind(sqlState: String, connectionOK: Bool) -> SQLError.Kind {
    if !connectionOK || sqlState.hasPrefix("08") { return .connection }
    if sqlState.hasPrefix("23") { return .constraint }
    if sqlState.hasPrefix("40") || sqlState == "55P03" || sqlState == "57014" { return .busy }
    if sqlState.hasPrefix("53") { return .full }
    return .other
  }

  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { line in
      String(line.drop { $0 == " " || $0 == "\t" })
    }.joined(separator: " ")
  }
}

/// Calls `body` with the strings as C strings (nil for a null), alive for the call.
private func withCStrings<R>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
  var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { $0.map { strdup($0) } ?? nil }
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers.map { $0.map { UnsafePointer($0) } })
}
