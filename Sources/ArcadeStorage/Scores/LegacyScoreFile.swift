import ArcadeCore
import ArcadeSQL
import Glibc

/// The scores file of earlier arcades, `scores.txt`, and the tapes of its scores in `best/`: read once, line by
/// line, into the database, then kept beside it under new names (`scores.txt.imported`, `best.imported`). Its
/// form, versions 1 and 2:
///
///     arcade-scores 2
///     # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]
///     frog 1200 won default 42 12034
///     heli 2210 lost arcade 5 9000 1-3
///     heli 455 lost daily-2026-12-02 110209668 936 official
///     reached heli 3
///
/// A score's tape was `best/GAME-TABLE[-FIRST-LAST]-SCORE-STATUS-SEED-TICKS.tape`.
enum LegacyScoreFile {
  /// What the file held that could be read, and a warning for each line that could not (the rest still imports).
  struct Contents {
    var entries: [ScoreEntry] = []
    var reached: [(game: String, level: Int)] = []
    var skipped: [String] = []
  }

  static let expected = "expected 'GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]'"

  /// Reads every line it can; nil when the file is not a scores file at all (its first line says so).
  static func parse(_ text: String) -> Contents? {
    // Some editors start a file with a byte-order mark; "\r\n" is one Character, so CRLF files need both.
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    guard let first = lines.first, first == "arcade-scores 1" || first == "arcade-scores 2" else { return nil }
    var contents = Contents()
    for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty && !line.hasPrefix("#") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      if words.isEmpty { continue }
      if words[0] == "reached" {
        if words.count == 3, isGameID(words[1]), let level = Int(words[2]), level >= 1 {
          contents.reached.append((String(words[1]), level))
        } else {
          contents.skipped.append("scores.txt line \(index + 1) skipped: expected 'reached GAME LEVEL' (LEVEL from 1)")
        }
        continue
      }
      switch entry(words) {
      case .success(let entry): contents.entries.append(entry)
      case .failure(let problem):
        contents.skipped.append("scores.txt line \(index + 1) skipped: \(problem.description)")
      }
    }
    return contents
  }

  private static func entry(_ words: [Substring]) -> Result<ScoreEntry, StorageError> {
    guard words.count == 6 || words.count == 7, isGameID(words[0]), let score = Int(words[1]),
      let status = GameStatus(rawValue: String(words[2])), let table = ScoreTable(rawValue: String(words[3])),
      let seed = UInt64(words[4]), let ticks = Int(words[5]), ticks >= 0
    else { return .failure(StorageError(expected)) }
    var entry = ScoreEntry(game: String(words[0]), score: score, status: status, table: table, seed: seed, ticks: ticks)
    guard words.count == 7 else { return .success(entry) }
    switch table {
    case .arcade:
      let ends = words[6].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard ends.count == 2, let low = ends[0], let high = ends[1], low >= 1, high >= low else {
        return .failure(StorageError("expected the levels as 'FIRST-LAST' (e.g. 1-3)"))
      }
      entry.levels = low...high
    case .daily:
      guard words[6] == "official" else {
        return .failure(StorageError("expected 'official' or nothing after a daily score's TICKS"))
      }
      entry.official = true
    case .standard, .custom:
      return .failure(StorageError("expected nothing after a \(table.rawValue) score's TICKS"))
    }
    return .success(entry)
  }

  /// Lower-case letters, digits and dashes, as game ids are.
  static func isGameID(_ text: some StringProtocol) -> Bool { String(text).wholeMatch(of: /[a-z0-9-]{1,32}/) != nil }

  /// Where the old arcade kept a score's tape, under `best`.
  static func tapePath(_ entry: ScoreEntry, best: String) -> String {
    let levels = entry.levels.map { "-\($0.lowerBound)-\($0.upperBound)" } ?? ""
    return "\(best)/\(entry.game)-\(entry.table.rawValue)\(levels)-\(entry.score)-\(entry.status.rawValue)"
      + "-\(entry.seed)-\(entry.ticks).tape"
  }
}

extension Storage {
  /// Imports an old `scores.txt` (and the tapes in `best/`) in one transaction, the first time the database
  /// opens beside one, then renames both; returns what to tell the player (one line, and one per line skipped).
  func importLegacyScores(into db: SQLiteDatabase) -> [String] {
    let scores = directory + "/scores.txt"
    let best = directory + "/best"
    guard Posix.exists(scores) else { return [] }
    let done = try? db.execute("SELECT value FROM notes WHERE name = 'imported scores.txt'")
    guard done?.isEmpty ?? false else { return [] }
    if Posix.isSymbolicLink(scores) {
      return ["\(scores.printable) is a symbolic link; it is not imported and left alone"]
    }
    let text: String
    do throws(TextReadError) {
      text = try FileChunks.text(scores, limit: TapeFile.sizeLimit)
    } catch {
      return [
        "the old scores file \(scores.printable) cannot be read (\(error.words.scores)); not imported, left as it is"
      ]
    }
    guard let contents = LegacyScoreFile.parse(text) else {
      return ["\(scores.printable) is not an arcade scores file (line 1); not imported, left as it is"]
    }
    var tapes = 0
    do throws(SQLError) {
      try db.transaction { () throws(SQLError) in
        for entry in contents.entries {
          let path = LegacyScoreFile.tapePath(entry, best: best)
          let tape =
            Posix.isSymbolicLink(path)
            ? nil
            : (try? FileChunks.text(path, limit: TapeFile.sizeLimit)).flatMap {
              try? Tape(text: $0)
            }
          if tape != nil { tapes += 1 }
          try insert(entry, tape: tape, into: db)
        }
        for (game, level) in contents.reached { try Self.raise(game, to: level, in: db) }
        try db.execute(
          "INSERT INTO notes (name, value) VALUES ('imported scores.txt', $1)", .init("\(contents.entries.count)"))
      }
    } catch {
      return ["the old scores file \(scores.printable) could not be imported (\(describe(error))); it is left as it is"]
    }
    var kept = [Self.renameAside(scores)]
    if Posix.kind(of: best) == .folder, !Posix.isSymbolicLink(best) { kept.append(Self.renameAside(best)) }
    let names = kept.map { ($0 as String).printable }.joined(separator: " and ")
    return [
      "imported \(contents.entries.count) scores, \(tapes) of their tapes and \(contents.reached.count) levels reached"
        + " from \(scores.printable) into \(databasePath.printable); the old files are kept as \(names)"
    ] + contents.skipped
  }

  /// Renames `path` to `path.imported` (or `.imported-N`, the first free); returns the new name, or the old one
  /// when it cannot be moved.
  private static func renameAside(_ path: String) -> String {
    var aside = path + ".imported"
    var n = 2
    while Posix.exists(aside) {
      aside = path + ".imported-\(n)"
      n += 1
    }
    return rename(path, aside) == 0 ? aside : path
  }
}
