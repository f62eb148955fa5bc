/// A value bound to a statement's parameter or read from a row: the three kinds the arcade's tables use.
public enum SQLValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case text(String)

  public init(_ value: Int) { self = .integer(Int64(value)) }
  public init(_ value: String) { self = .text(value) }
  public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
  public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
  public init(_ value: Bool) { self = .integer(value ? 1 : 0) }
}

/// One row of a query's result, its columns in the order the query named them.
public struct SQLRow: Sendable, Equatable {
  public let values: [SQLValue]

  public init(_ values: [SQLValue]) { self.values = values }

  public subscript(_ column: Int) -> SQLValue { column < values.count ? values[column] : .null }

  /// The column as an integer; nil when it is null or text that is not one.
  public func int(_ column: Int) -> Int? {
    switch self[column] {
    case .integer(let n): Int(exactly: n)
    case .text(let text): Int(text)
    case .null: nil
    }
  }

  /// The column as text; nil when it is null.
  public func text(_ column: Int) -> String? {
    switch self[column] {
    case .text(let text): text
    case .integer(let n): String(n)
    case .null: nil
    }
  }
}

/// What a database said went wrong, in one line; `kind` is what the arcade does about it.
public struct SQLError: Error, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// Another writer held the database longer than the busy timeout.
    case busy
    /// The file is not a database, or one damaged beyond reading.
    case corrupt
    /// The file or its folder cannot be opened or written (permissions, read-only, a directory, a FIFO).
    case cannotOpen
    /// The disk (or the file-size limit) is full.
    case full
    /// A constraint of the schema refused the change (a duplicate, a check).
    case constraint
    /// The server or its connection failed (PostgreSQL).
    case connection
    case other
  }

  public let kind: Kind
  public let message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}

/// A connection to a SQL database (SQLite or PostgreSQL) as the arcade uses one: statements with `$1`, `$2`, ...
/// parameters, always bound (no SQL is built from values), and transactions.
public protocol SQLConnection: AnyObject {
  /// Runs one statement with its parameters bound, and returns its rows.
  @discardableResult
  func execute(_ sql: String, _ parameters: [SQLValue]) throws(SQLError) -> [SQLRow]
  /// Runs `body` in one transaction that takes the write lock at once: committed when it returns, rolled back
  /// when it throws.
  func transaction<T>(_ body: () throws(SQLError) -> T) throws(SQLError) -> T
  /// Brings the schema up to date: runs the numbered migrations past the database's version, in one transaction
  /// (migration i makes version i + 1).
  func migrate(_ migrations: [[String]]) throws(SQLError)
}

extension SQLConnection {
  @discardableResult
  public func execute(_ sql: String, _ parameters: SQLValue...) throws(SQLError) -> [SQLRow] {
    try execute(sql, parameters)
  }
}
