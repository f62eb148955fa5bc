/// A problem the board server reports in one line (at start: a bad flag, a database it cannot open).
public struct BoardError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// A request the board refuses: its status (4xx) and the one line the client shows.
struct Refusal: Error, Equatable {
  let status: Int
  let message: String

  init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }
}
