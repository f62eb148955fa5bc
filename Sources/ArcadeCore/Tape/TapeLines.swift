/// Splits a tape's bytes into numbered lines of words, a chunk at a time, so memory stays the size
/// of a chunk and one line however long the tape (the rules for lines are in `TapeText.swift`).
struct TapeLines {
  static let maxLineBytes = Tape.maxLineBytes

  struct Line {
    let number: Int
    let words: [Substring]
  }

  private let nextChunk: () throws(LineError) -> [UInt8]?
  private var buffer: [UInt8] = []
  /// Where the unread bytes of `buffer` start.
  private var start = 0
  private var exhausted = false
  private var number = 0

  /// `nextChunk` returns the next bytes of the tape, or nil at its end.
  init(_ nextChunk: @escaping () throws(LineError) -> [UInt8]?) {
    self.nextChunk = nextChunk
  }

  /// The next line with words on it, or nil at the end of the tape.
  mutating func next() throws(LineError) -> Line? {
    while let range = try nextRawLine() {
      number += 1
      var bytes = buffer[range]
      if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
      guard bytes.contains(where: { !Self.isBlank($0) }) else { continue }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw LineError(line: number, "not text (not UTF-8), so not an arcade tape; check the path")
      }
      let words = text[...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      if words.isEmpty || words[0].hasPrefix("#") { continue }
      return Line(number: number, words: words)
    }
    return nil
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

  /// The bytes of the next line in `buffer`, without its "\n"; reads chunks until one is complete.
  private mutating func nextRawLine() throws(LineError) -> Range<Int>? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        defer { start = newline + 1 }
        return try checked(start..<newline)
      }
      _ = try checked(start..<buffer.count)
      if exhausted {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return start..<buffer.count
      }
      buffer.removeSubrange(..<start)
      start = 0
      if let chunk = try nextChunk() { buffer += chunk } else { exhausted = true }
    }
  }

  var bufferedBytes: Int { buffer.count }

  private func checked(_ line: Range<Int>) throws(LineError) -> Range<Int> {
    guard line.count <= Self.maxLineBytes else {
      throw LineError(
        line: number + 1, "a line longer than \(Self.maxLineBytes) bytes: not an arcade tape (or a damaged one)")
    }
    return line
  }
}

extension TapeLines {
  /// The lines of a whole text, handed over as one chunk.
  init(text: String) {
    var bytes: [UInt8]? = Array(text.utf8)
    self.init { () throws(LineError) -> [UInt8]? in
      defer { bytes = nil }
      return bytes
    }
  }
}
