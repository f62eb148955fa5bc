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
    /// The statement and its arguments disagree (an argument without its placeholder, a placeholder without its
    /// argument, a second statement): a mistake in the arcade's own SQL, refused before it runs.
    case misuse
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
