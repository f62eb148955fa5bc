/// A connection to a SQL database (SQLite or PostgreSQL) as the arcade uses one: one statement at a time, with
/// `$1`, `$2`, ... placeholders, always bound (no SQL is built from values) and exactly as many as its arguments;
/// rows read by column name; transactions.
public protocol SQLConnection: AnyObject {
  /// Runs one statement with its arguments bound, and returns its rows. Refused (`.misuse`) when the statement's
  /// placeholders are not exactly `$1` to `$n` for its n arguments.
  @discardableResult
  func execute(_ sql: String, _ arguments: [SQLValue]) throws(SQLError) -> [SQLRow]
  /// The statement that starts a transaction: on SQLite one that takes the write lock at once, so a transaction
  /// that reads before it writes never finds another writer between the two.
  var beginStatement: String { get }
  /// Brings the schema up to date: runs the numbered migrations past the database's version, in one transaction
  /// (migration i makes version i + 1).
  func migrate(_ migrations: [[String]]) throws(SQLError)
}

extension SQLConnection {
  @discardableResult
  public func execute(_ sql: String, _ arguments: SQLValue...) throws(SQLError) -> [SQLRow] {
    try execute(sql, arguments)
  }

  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
  public func transaction<T>(_ body: () throws(SQLError) -> T) throws(SQLError) -> T {
    try execute(beginStatement)
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
  }
}
