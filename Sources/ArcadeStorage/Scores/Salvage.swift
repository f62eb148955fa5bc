import ArcadeSQL
import Glibc

/// A damaged scores database is never just set aside: every row that can still be read from it (runs, official
/// results, levels reached, kept tapes) is carried into a fresh one in one transaction, the damaged file is kept
/// under a new name, and the player hears one line with the counts.
extension Storage {
  /// What was carried from the damaged file.
  struct Salvaged: Equatable {
    var runs = 0
    /// The runs the damaged file held, as far as it still tells (runs are numbered 1, 2, ... and never deleted).
    var runsBefore = 0
    var officials = 0
    var tapes = 0
    var levels = 0
    /// Why nothing could be read, when nothing could.
    var unreadable: String?
  }

  /// The columns of a run, as the current schema has them.
  static let runColumns = [
    "id", "game", "mode", "score_table", "seed", "parameters", "daily_date", "first_level", "last_level", "score",
    "result", "ticks", "started_at", "official", "tape",
  ]

  /// Replaces the damaged database at `databasePath` (no connection of this arcade may be open on it): a fresh one
  /// is built beside it from every row that can be read, then the damaged file and its journal are moved to
  /// `arcade.sqlite.corrupt-N` and the fresh one takes its place; a line with the counts is noted. The failure,
  /// when the fresh one cannot be made; the damaged file then stays where it is.
  func salvageDamaged() -> StorageError? {
    let fresh = databasePath + ".salvage"
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(fresh + suffix) }
    let salvaged: Salvaged
    do {
      salvaged = try carry(into: fresh)
    } catch {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(fresh + suffix) }
      return StorageError(
        "the scores database \(databasePath.printable) is damaged, and a fresh one cannot be made beside it"
          + " (\(describe(error))); it is left as it is")
    }
    var n = 1
    while Posix.exists("\(databasePath).corrupt-\(n)") { n += 1 }
    let aside = "\(databasePath).corrupt-\(n)"
    guard rename(databasePath, aside) == 0 else {
      let reason = Posix.describe(errno)
      unlink(fresh)
      return StorageError(
        "the scores database \(databasePath.printable) is damaged and cannot be moved aside (\(reason)); it is left"
          + " as it is")
    }
    for suffix in ["-wal", "-shm", "-journal"] { _ = rename(databasePath + suffix, aside + suffix) }
    guard rename(fresh, databasePath) == 0 else {
      return StorageError("the scores database \(databasePath.printable) cannot be replaced (\(Posix.describe(errno)))")
    }
    notes.append(Self.line(salvaged, file: databasePath.printable, aside: aside.printable))
    return nil
  }

  /// Builds the fresh database at `path` from what the damaged one still gives, in one transaction, and leaves it
  /// closed with no journal beside it.
  private func carry(into path: String) throws(SQLError) -> Salvaged {
    let target = try SQLiteDatabase(path: path)
    try target.migrate(ScoreSchema.migrations)
    var salvaged = Salvaged()
    let source: SQLiteDatabase
    do {
      source = try SQLiteDatabase(path: databasePath, readOnly: true)
    } catch {
      salvaged.unreadable = error.message
      return salvaged
    }
    try target.transaction { () throws(SQLError) in
      let kept = (try? source.execute("SELECT name FROM pragma_table_info('runs')"))?.compactMap { $0.text("name") }
      let columns = Self.runColumns.filter { kept?.contains($0) ?? false }
      let insert =
        "INSERT INTO runs (\(columns.joined(separator: ", "))) VALUES ("
        + columns.indices.map { "$\($0 + 1)" }.joined(separator: ", ") + ")"
      let runs = try Self.readable(source, "runs", columns: columns, droppable: ["tape"]) { (row) throws(SQLError) in
        do throws(SQLError) {
          try target.execute(insert, columns.map { row[$0] })
        } catch  where error.kind == .constraint {
          return  // garbage read as a row breaks the schema: not carried
        }
        salvaged.runs += 1
        if row.int("official") == 1 { salvaged.officials += 1 }
        if row["tape"] != .null { salvaged.tapes += 1 }
      }
      salvaged.runsBefore = Int(runs?.highestKnownID ?? 0)
      _ = try Self.readable(source, "levels_reached", columns: ["game", "level"]) { (row) throws(SQLError) in
        guard let game = row.text("game"), let level = row.int("level"), level >= 1 else { return }
        try Self.raise(game, to: level, in: target)
        salvaged.levels += 1
      }
      _ = try Self.readable(source, "notes", columns: ["name", "value"]) { (row) throws(SQLError) in
        try target.execute(
          "INSERT INTO notes (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", row["name"], row["value"])
      }
    }
    if salvaged.runs == 0 && salvaged.runsBefore == 0 && salvaged.levels == 0, let problem = source.damage() {
      salvaged.unreadable = problem
    }
    // One file, no journal: the fresh database moves into place whole.
    try target.execute("PRAGMA journal_mode = DELETE")
    return salvaged
  }

  /// The readable rows of a table of the damaged file; nil when the table cannot be found at all.
  private static func readable(
    _ source: SQLiteDatabase, _ table: String, columns: [String], droppable: [String] = [],
    each: (SQLRow) throws(SQLError) -> Void
  ) throws(SQLError) -> ReadableRows? {
    guard !columns.isEmpty else { return nil }
    do {
      return try source.readableRows(of: table, columns: columns, droppable: droppable, each: each)
    } catch  where error.kind == .corrupt || error.kind == .other {
      // The table's own description is damaged, or the file has no such table.
      return nil
    }
  }

  /// "the scores database F was damaged: kept 99,998 of 100,000 runs (...)".
  static func line(_ salvaged: Salvaged, file: String, aside: String) -> String {
    let kept = "the damaged file is kept as \(aside)"
    if let unreadable = salvaged.unreadable, salvaged.runs == 0 && salvaged.levels == 0 {
      let reason = unreadable.split(whereSeparator: \.isNewline).first.map(String.init) ?? unreadable
      return "the scores database \(file) is damaged beyond reading (\(reason.clipped(to: 80))); started a fresh"
        + " one, and \(kept)"
    }
    let of = max(salvaged.runsBefore, salvaged.runs)
    let levels =
      salvaged.levels == 0 ? "" : " and the levels reached of \(salvaged.levels) game\(salvaged.levels == 1 ? "" : "s")"
    return "the scores database \(file) was damaged: kept \(grouped(salvaged.runs)) of \(grouped(of)) runs"
      + " (\(grouped(salvaged.officials)) official daily results, \(grouped(salvaged.tapes)) tapes)\(levels) in a"
      + " fresh one; \(kept)"
  }

  /// 100000 as "100,000".
  static func grouped(_ n: Int) -> String {
    var digits = String(n.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    return (n < 0 ? "-" : "") + ([Substring(digits)] + groups).joined(separator: ",")
  }
}
