import ArcadeCore
import ArcadeSQL

/// Where a view reads a run's inputs in the database: the stream while the run is played, then its tape, a piece of
/// at most `InputPieces.length` characters at a time from an offset on, so a view holds a piece of a run's inputs
/// at most, however long the run. Both columns are in a tape's words, one run of ticks a line, ASCII.
struct InputCursor: Sendable, Equatable {
  enum Column: String, Sendable { case stream, tape }

  var column: Column
  /// Characters read so far: whole lines.
  var offset = 0
  /// Ticks of inputs still to pass over (read from the stream already, when the cursor moved to the tape).
  var skip = 0
  /// Ticks of inputs read so far.
  var ticks = 0
}

/// Reads a run's inputs for its views, a piece at a time (`InputCursor`).
struct InputPieces: Sendable {
  let pool: ConnectionPool

  /// The most characters read at once: at most 1,024 lines (the shortest is `1 -` and its line end).
  static let length = 4096

  /// What one read found.
  struct Piece: Equatable {
    /// The inputs read (after those the cursor passed over).
    let inputs: [InputRun]
    /// The run's tape was sent; its inputs are read from the tape.
    let sent: Bool
    /// The ticks the board has of the run: its stream's, or its tape's once sent.
    let ticks: Int
    /// The cursor reached the column's end as it stands now.
    let atEnd: Bool
  }

  /// The next piece of run `id`'s inputs at `cursor`, which moves past it; nil when the run is gone (a practice start
  /// that expired). A cursor on the stream of a run whose tape has been sent moves to the tape and reads from it.
  func read(_ id: Int, _ cursor: inout InputCursor, now: Int64) throws(SQLError) -> Piece? {
    let found = try pool.with(at: now) { (db) throws(SQLError) in
      try db.execute(
        """
        SELECT submitted_at, stream_tick, ticks, substr(\(cursor.column.rawValue), $2, $3) AS piece
        FROM runs WHERE id = $1
        """, .integer(Int64(id)), .init(cursor.offset + 1), .init(Self.length)
      ).first
    }
    guard let row = found else { return nil }
    let sent = row["submitted_at"] != .null
    if sent && cursor.column == .stream {
      cursor = InputCursor(column: .tape, skip: cursor.ticks, ticks: cursor.ticks)
      return try read(id, &cursor, now: now)
    }
    let ticks = (sent ? row.int("ticks") : row.int("stream_tick")) ?? 0
    let text = row.text("piece") ?? ""
    // Whole lines only: the rest is read with the next piece.
    let whole = text.utf8.lastIndex(of: UInt8(ascii: "\n")).map { text[...$0] } ?? ""
    cursor.offset += whole.utf8.count
    var lines = Substring(whole)
    if cursor.column == .tape {
      // The header, checkpoint and end lines begin with a letter; an input line with its count.
      lines = Substring(
        whole.split(separator: "\n").filter { $0.utf8.first.map(Self.isDigit) == true }.map { $0 + "\n" }.joined())
    }
    var inputs = (try? Tape.inputRuns(parsing: String(lines), maxTicks: Tape.maxTicks)) ?? []
    if cursor.skip > 0 {
      let count = inputs.reduce(0) { $0 + $1.count }
      inputs = InputRun.slice(inputs, ticks: min(cursor.skip, count)..<count)
      cursor.skip -= min(cursor.skip, count)
    }
    cursor.ticks += inputs.reduce(0) { $0 + $1.count }
    return Piece(inputs: inputs, sent: sent, ticks: ticks, atEnd: text.utf8.count < Self.length)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
