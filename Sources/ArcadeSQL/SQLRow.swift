/// One row of a query's result, read by the names the query gives its columns (`row.int("score")`), so a column
/// added to a query moves nothing. Name a computed column with `AS` (`SELECT COUNT(*) AS runs`).
public struct SQLRow: Sendable, Equatable {
  /// The columns' names, in the query's order; every row of a result shares one array.
  public let columns: [String]
  public let values: [SQLValue]

  public init(columns: [String], values: [SQLValue]) {
    precondition(columns.count == values.count, "a row of \(values.count) values has \(columns.count) names")
    self.columns = columns
    self.values = values
  }

  /// The column named `name`. A name the query does not have is a mistake in the arcade's own SQL, which every
  /// test of that query meets, so it stops the program rather than read as null.
  public subscript(_ name: String) -> SQLValue {
    guard let index = columns.firstIndex(of: name) else {
      preconditionFailure("the row has no column '\(name)' (it has \(columns.joined(separator: ", ")))")
    }
    return values[index]
  }

  /// The column as an integer; nil when it is null or text that is not one.
  public func int(_ name: String) -> Int? { self[name].int }

  /// The column as text; nil when it is null.
  public func text(_ name: String) -> String? { self[name].text }
}
