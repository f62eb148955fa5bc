import ArcadeCore

/// Why a scores file could not be understood.
struct ScoreFileError: Error, Equatable, CustomStringConvertible {
  let line: Int?
  let problem: String
  var description: String { (line.map { "line \($0): " } ?? "") + problem }
}

/// The text form of the scores file: a header, then one line per score, best first within each table of
/// a game, then one line per game whose arcade runs have gone past the first level. The TABLE column names
/// the table (`ScoreTable`'s words: default, custom, arcade, daily-YYYY-MM-DD). An arcade score ends with the
/// levels it played (FIRST-LAST); a daily challenge's official result ends with the word `official`.
///
///     arcade-scores 2
///     # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]
///     frog 1200 won default 42 12034
///     frog 900 lost custom 7 3000
///     heli 2210 lost arcade 5 9000 1-3
///     heli 812 lost daily-2026-12-02 110209668 1650
///     heli 455 lost daily-2026-12-02 110209668 936 official
///     # reached GAME LEVEL: the highest level an arcade run of the game started
///     reached heli 3
///
/// Version 2 added the arcade and daily tables, `official` and the `reached` lines; a version 1 file (default
/// and custom tables only) reads as it is, and is written back as version 2.
enum ScoreFile {
  static let version = 2
  static let header = "arcade-scores \(version)"
  /// A real file holds at most a few hundred lines; anything much bigger is not ours.
  static let sizeLimit = 1 << 20

  static func text(_ book: ScoreBook) -> String {
    let scores = book.entries.map { e in
      let levels = e.levels.map { " \($0.lowerBound)-\($0.upperBound)" } ?? ""
      return "\(e.game) \(e.score) \(e.status.rawValue) \(e.table.rawValue) \(e.seed) \(e.ticks)\(levels)"
        + (e.official ? " official" : "") + "\n"
    }
    let reached =
      book.reached.isEmpty
      ? []
      : ["# reached GAME LEVEL: the highest level an arcade run of the game started\n"]
        + book.reached.map { "reached \($0.game) \($0.level)\n" }
    return header + "\n# GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]\n" + scores.joined()
      + reached.joined()
  }

  static func parse(_ text: String) throws(ScoreFileError) -> ScoreBook {
    // "\r\n" is one Character in Swift, so a file saved with CRLF line ends needs both.
    // Some editors start a file with a byte-order mark; it is not part of the header.
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    guard let first = lines.first, (1...version).contains(where: { first == "arcade-scores \($0)" }) else {
      throw ScoreFileError(line: 1, problem: "it does not start with '\(header)' (or 1)")
    }
    var book = ScoreBook()
    for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty && !line.hasPrefix("#") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      if words.count == 3, words[0] == "reached" {
        guard isGameID(words[1]), let level = Int(words[2]), level >= 1 else {
          throw ScoreFileError(line: index + 1, problem: "expected 'reached GAME LEVEL'")
        }
        _ = book.reach(level, game: String(words[1]))
        continue
      }
      guard words.count == 6 || words.count == 7, isGameID(words[0]), let score = Int(words[1]),
        let status = GameStatus(rawValue: String(words[2])), let table = ScoreTable(rawValue: String(words[3])),
        let seed = UInt64(words[4]), let ticks = Int(words[5]), ticks >= 0
      else {
        throw ScoreFileError(
          line: index + 1, problem: "expected 'GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]'")
      }
      var entry = ScoreEntry(
        game: String(words[0]), score: score, status: status, table: table, seed: seed, ticks: ticks)
      if words.count == 7 {
        switch table {
        case .arcade:
          guard let levels = levels(words[6]) else {
            throw ScoreFileError(line: index + 1, problem: "expected the levels as 'FIRST-LAST' (e.g. 1-3)")
          }
          entry.levels = levels
        case .daily:
          guard words[6] == "official" else {
            throw ScoreFileError(line: index + 1, problem: "expected 'official' or nothing after a daily score's TICKS")
          }
          entry.official = true
        case .standard, .custom:
          throw ScoreFileError(line: index + 1, problem: "expected nothing after a \(table.rawValue) score's TICKS")
        }
      }
      book.entries.append(entry)
    }
    return book
  }

  /// `FIRST-LAST` with 1 <= FIRST <= LAST.
  private static func levels(_ word: Substring) -> ClosedRange<Int>? {
    let ends = word.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard ends.count == 2, let low = ends[0], let high = ends[1], low >= 1, high >= low else { return nil }
    return low...high
  }

  /// Lower-case letters, digits and dashes, as game ids are; safe inside file names too.
  static func isGameID(_ text: some StringProtocol) -> Bool { String(text).wholeMatch(of: /[a-z0-9-]{1,32}/) != nil }
}

/// The ranking rules: each table of a game (`ScoreTable`) keeps its best 10, higher scores first; an
/// equal score ranks below the ones already there. A daily table also keeps its official result, wherever
/// it ranks.
enum ScoreRanking {
  static let keptPerTable = 10

  /// A game's scores: each of its tables in `ScoreTable` order, each best first.
  static func best(of game: String, in entries: [ScoreEntry]) -> [ScoreEntry] {
    let mine = entries.filter { $0.game == game }
    var tables: [ScoreTable] = []
    for entry in mine where !tables.contains(entry.table) { tables.append(entry.table) }
    return tables.sorted().flatMap { table in ranked(mine.filter { $0.table == table }) }
  }

  /// One table's entries sorted best first, older before newer on equal scores, cut to 10 (and its official
  /// result, when that ranks lower).
  static func ranked(_ entries: [ScoreEntry]) -> [ScoreEntry] {
    let sorted = entries.enumerated().sorted { a, b in
      a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
    }
    let official = sorted.dropFirst(keptPerTable).first { $0.element.official }
    return (sorted.prefix(keptPerTable) + (official.map { [$0] } ?? [])).map(\.element)
  }

  /// What adding a score did: the new file's entries (games in id order, each game's tables in order),
  /// the score's rank in its table (1 = best, nil = not in its best 10), and that table's best score before it.
  static func inserting(_ entry: ScoreEntry, into entries: [ScoreEntry]) -> (
    entries: [ScoreEntry], rank: Int?, previousBest: Int?
  ) {
    let table = ranked(entries.filter { $0.game == entry.game && $0.table == entry.table })
    let position = table.firstIndex { $0.score < entry.score } ?? table.count
    // Added last, the score ranks below the equal ones already there.
    let all = entries + [entry]
    return (
      Set(all.map(\.game)).sorted().flatMap { best(of: $0, in: all) }, position < keptPerTable ? position + 1 : nil,
      table.first?.score
    )
  }
}
