/// What reading a damaged table found: how many rows were read, how many of them without their droppable
/// columns (those were on damaged pages of their own), and the highest row id the table or its indexes know.
public struct ReadableRows: Sendable, Equatable {
  public var read: Int
  public var withoutDroppable: Int
  public var highestKnownID: Int64?

  public init(read: Int = 0, withoutDroppable: Int = 0, highestKnownID: Int64? = nil) {
    self.read = read
    self.withoutDroppable = withoutDroppable
    self.highestKnownID = highestKnownID
  }
}

extension SQLiteDatabase {
  /// Hands `each` every row of `table` (a table with row ids) that can still be read, in row-id order, past the
  /// damaged pages a scan stops at: a row whose droppable columns are what cannot be read (a long value on pages
  /// of its own) comes without them, read as null; a row on a damaged page of the table is skipped, and so is
  /// every row that can be reached only through one. The rows past a damaged stretch are found by seeking each
  /// row id after it in turn, up to the highest one the table or any of its indexes still knows (the indexes hold
  /// every row's id on pages of their own). Only damage is stepped over; any other failure is thrown.
  public func readableRows(
    of table: String, columns: [String], droppable: [String] = [], each: (SQLRow) throws(SQLError) -> Void
  ) throws(SQLError) -> ReadableRows {
    let whole = (["rowid AS salvaged_rowid"] + columns).joined(separator: ", ")
    let kept = (["rowid AS salvaged_rowid"] + columns.map { droppable.contains($0) ? "NULL AS \($0)" : $0 })
      .joined(separator: ", ")
    var found = ReadableRows()
    let known = knownIDs(of: table)
    // The row id the scan goes on from, and where the last skip resumed. A scan resumes at a row id (>=), never
    // past one (>): seeking past the last row of a damaged page reads that page.
    var from = Int64.min
    var resumedAt: Int64?
    var last: Int64?
    func handOn(_ row: SQLRow) throws(SQLError) {
      let id = Int64(row.int("salvaged_rowid") ?? 0)
      (from, last) = (id + 1, id)
      found.read += 1
      try each(row)
    }
    while true {
      var progressed = false
      do {
        try execute("SELECT \(whole) FROM \(table) NOT INDEXED WHERE rowid >= $1 ORDER BY rowid", [.integer(from)]) {
          (row) throws(SQLError) in
          progressed = true
          try handOn(row)
        }
        break
      } catch  where error.kind == .corrupt {
        if !droppable.isEmpty,
          let row = try? execute(
            "SELECT \(kept) FROM \(table) NOT INDEXED WHERE rowid >= $1 ORDER BY rowid LIMIT 1", [.integer(from)]
          ).first
        {
          found.withoutDroppable += 1
          try handOn(row)
          continue
        }
        guard let bounds = known else { break }
        // The first row id past the damage whose seek reads no damaged page (past the last skip's, when the scan
        // failed again where that one resumed).
        var next = max(from, bounds.low)
        if !progressed, let resumedAt, next <= resumedAt { next = resumedAt + 1 }
        while next <= bounds.high,
          (try? execute(
            "SELECT rowid FROM \(table) NOT INDEXED WHERE rowid >= $1 ORDER BY rowid LIMIT 1", [.integer(next)]))
            == nil
        {
          next += 1
        }
        guard next <= bounds.high else { break }
        (resumedAt, from) = (next, next)
      }
    }
    found.highestKnownID = [known?.high, last].compactMap { $0 }.max()
    return found
  }

  /// The lowest and highest row ids of `table` that can still be read: from the ends of the table itself (each
  /// end read alone, down its own path of pages), and from each of its indexes that can be read whole; nil when
  /// none can.
  private func knownIDs(of table: String) -> (low: Int64, high: Int64)? {
    let indexes = (try? execute("SELECT name FROM pragma_index_list($1) WHERE partial = 0", .text(table))) ?? []
    let queries =
      ["SELECT MIN(rowid) AS low FROM \(table)", "SELECT MAX(rowid) AS high FROM \(table)"]
      + indexes.compactMap { index in
        index.text("name").map { "SELECT MIN(rowid) AS low, MAX(rowid) AS high FROM \(table) INDEXED BY \($0)" }
      }
    var ids: [Int64] = []
    for query in queries {
      guard let row = try? execute(query).first else { continue }
      ids += row.columns.compactMap { row.int($0).map(Int64.init) }
    }
    guard let low = ids.min(), let high = ids.max() else { return nil }
    return (low, high)
  }
}
