import Glibc

/// The player's name and secret token on the daily boards, made once (the token from the system's random
/// generator) and kept in the data folder as `board-player`, readable by the player alone (mode 600), never
/// written through a symbolic link.
public struct BoardIdentity: Equatable, Sendable {
  public let name: String
  public let token: String

  public init(name: String, token: String) {
    self.name = name
    self.token = token
  }

  /// A new token: 32 hex digits, 128 random bits.
  public static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let bits = generator.next() as UInt64
      let digits = String(bits, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }
}

extension Storage {
  public var identityPath: String { directory + "/board-player" }

  /// The player's identity; nil when none was made (or the file is not one).
  public func boardIdentity() -> BoardIdentity? {
    guard !Posix.isSymbolicLink(identityPath), let text = try? FileChunks.text(identityPath, limit: 4096) else {
      return nil
    }
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1)
      if words.count == 2 { fields[String(words[0])] = String(words[1]) }
    }
    guard let name = fields["name"], let token = fields["token"] else { return nil }
    return BoardIdentity(name: name, token: token)
  }

  /// Keeps a new identity (mode 600); the problem in one line when it cannot.
  public func keepBoardIdentity(_ identity: BoardIdentity) -> StorageError? {
    let made = Posix.makeFolders(directory)
    guard made == 0 else {
      return StorageError("cannot use the data folder \(directory.printable) (\(Posix.describe(made)))")
    }
    if Posix.isSymbolicLink(identityPath) {
      return StorageError("\(identityPath.printable) is a symbolic link; left alone (remove it to keep your name)")
    }
    let temporary = identityPath + ".new"
    unlink(temporary)
    let fd = Posix.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return StorageError("cannot write \(temporary.printable) (\(Posix.describe(errno)))") }
    let bytes = Array("name \(identity.name)\ntoken \(identity.token)\n".utf8)
    let failed = Posix.writeAll(fd, bytes)
    fsync(fd)
    close(fd)
    guard failed == 0, rename(temporary, identityPath) == 0 else {
      unlink(temporary)
      return StorageError("cannot write \(identityPath.printable) (\(Posix.describe(errno)))")
    }
    return nil
  }
}
