/// A problem the board server reports in one line (at start: a bad flag, a database it cannot open).
public struct BoardError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
