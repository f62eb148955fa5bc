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

  /// The value as an integer; nil when it is null or text that is not one (PostgreSQL sends numbers as text).
  public var int: Int? {
    switch self {
    case .integer(let n): Int(exactly: n)
    case .text(let text): Int(text)
    case .null: nil
    }
  }

  /// The value as text; nil when it is null.
  public var text: String? {
    switch self {
    case .text(let text): text
    case .integer(let n): String(n)
    case .null: nil
    }
  }
}
