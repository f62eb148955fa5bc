/// Where an answer's bytes come from: a connection, or in tests anything.
protocol ByteSource {
  /// At most `count` bytes, as soon as some have come; none at the end of the stream.
  func receive(upTo count: Int) throws(HTTPFailure) -> [UInt8]
}

/// Reads one answer from a source, never more than `limit` bytes of it: the status line, the header fields and the
/// body together. It asks the source for no more than one byte past the limit, so what it holds stays bounded by
/// the limit whatever the server sends; the byte past it tells an answer that ends at the limit from one that does
/// not.
struct HTTPAnswerReader<Source: ByteSource> {
  let source: Source
  let limit: Int
  /// Every byte received so far, and how many of them are read.
  private var received: [UInt8] = []
  private var position = 0

  /// The most asked of the source at once.
  private static var pieceSize: Int { 64 << 10 }

  init(source: Source, limit: Int) {
    self.source = source
    self.limit = limit
  }

  /// Receives more bytes: false at the end of the stream. Past the limit, an answer that still needs bytes is too
  /// large.
  private mutating func receiveMore() throws(HTTPFailure) -> Bool {
    guard received.count <= limit else { throw .tooLarge(limit: limit) }
    let piece = try source.receive(upTo: min(Self.pieceSize, limit + 1 - received.count))
    received += piece
    return !piece.isEmpty
  }

  /// Fails at once when `count` more bytes would take the answer past the limit.
  func ensureRoom(for count: Int) throws(HTTPFailure) {
    guard count <= limit - position else { throw .tooLarge(limit: limit) }
  }

  /// The next line, without its line feed and the carriage return before it.
  mutating func line() throws(HTTPFailure) -> ArraySlice<UInt8> {
    var searched = position
    while true {
      if let feed = received[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        let start = position
        position = feed + 1
        let end = feed > start && received[feed - 1] == UInt8(ascii: "\r") ? feed - 1 : feed
        return received[start..<end]
      }
      searched = received.count
      guard try receiveMore() else { throw .closedEarly }
    }
  }

  /// The next `count` bytes.
  mutating func bytes(_ count: Int) throws(HTTPFailure) -> ArraySlice<UInt8> {
    try ensureRoom(for: count)
    while received.count - position < count {
      guard try receiveMore() else { throw .closedEarly }
    }
    position += count
    return received[(position - count)..<position]
  }

  /// Every byte up to the end of the stream.
  mutating func rest() throws(HTTPFailure) -> ArraySlice<UInt8> {
    while try receiveMore() {}
    let start = position
    position = received.count
    return received[start...]
  }
}
