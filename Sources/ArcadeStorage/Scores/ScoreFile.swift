import ArcadeCore

/// Why a scores file could not be understood.
struct ScoreFileError: Error, Equatable, CustomStringConvertible {
  let line: Int?
  let problem: String
  var description: String { (line.map { "line \($0): " } ?? "") + problem }
}

/// The text form of the scores file: a header, then one line per score, best first within each table of
/// a game, then one line per game whose arcade runs have gone past the first level. The TABLE column names
/// the table (`ScoreTable`'s words: default, custom, arcade); an arcade score ends with the levels it played.
///
///     arcade-scores 2
///     # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST LEVEL]
///     frog 1200 won default 42 12034
///     frog 900 lost custom 7 3000
///     heli 2210 lost arcade 5 9000 1-3
///     # reached GAME LEVEL: the highest level an arcade run of the game started
///     reached heli 3
///
/// Version 1 (before arcade mode) had no arcade scores and no `reached` lines; it reads the same way.
enum ScoreFile {
  static let header = "arcade-scores 2"
  static let readableHeaders = ["arcade-scores 1", header]
  /// A real file holds at most a few hundred lines; anything much bigger is not ours.
  static let sizeLimit = 1 << 20

  static func text(_ book: ScoreBook) -> String {
    let scores = book.entries.map { e in
      let levels = e.levels.map { " \($0.lowerBound)-\($0.upperBound)" } ?? ""
      return "\(e.game) \(e.score) \(e.status.rawValue) \(e.table.rawValue) \(e.seed) \(e.ticks)\(levels)\n"
    }
    let reached =
      book.reached.isEmpty
      ? []
      : ["# reached GAME LEVEL: the highest level an arcade run of the game started\n"]
        + book.reached.map { "reached \($0.game) \($0.level)\n" }
    return header + "\n# GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST LEVEL]\n" + scores.joined() + reached.joined()
  }

  static func parse(_ text: String) throws(ScoreFileError) -> ScoreBook {
    // "\r\n" is one Character in Swift, so a file saved with CRLF line ends needs both.
    // Some editors start a file with a byte-order mark; it is not part of the header.
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    guard let first = lines.first, readableHeaders.contains(String(first)) else {
      throw ScoreFileError(line: 1, problem: "it does not start with 'arcade-scores 2' (or 1)")
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
        throw ScoreFileError(line: index + 1, problem: "expected 'GAME SCORE STATUS TABLE SEED TICKS'")
      }
      var levels: ClosedRange<Int>?
      if words.count == 7 {
        let ends = words[6].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard ends.count == 2, let low = ends[0], let high = ends[1], low >= 1, high >= low else {
          throw ScoreFileError(line: index + 1, problem: "expected the levels as 'FIRST-LAST' (e.g. 1-3)")
        }
        levels = low...high
      }
      book.entries.append(
        ScoreEntry(
          game: String(words[0]), score: score, status: status, table: table, seed: seed, ticks: ticks,
          levels: levels))
    }
    return book
  }

  /// Lower-case letters, digits and dashes, as game ids are; safe inside file names too.
  static func isGameID(_ text: some StringProtocol) -> Bool { String(text).wholeMatch(of: /[a-z0-9-]{1,32}/) != nil }
}

/// The ranking rules: each table of a game (`ScoreTable`) keeps its best 10, higher scores first; an
/// equal score ranks below the ones already there.
enum ScoreRanking {
  static let keptPerTable = 10

  /// A game's scores: each of its tables in `ScoreTable` order, each best first.
  static func best(of game: String, in entries: [ScoreEntry]) -> [ScoreEntry] {
    let mine = entries.filter { $0.game == game }
    return ScoreTable.allCases.flatMap { table in ranked(mine.filter { $0.table == table }) }
  }

  /// One table's entries sorted best first, older before newer on equal scores, cut to 10.
  static func ranked(_ entries: [ScoreEntry]) -> [ScoreEntry] {
    let sorted = entries.enumerated().sorted { a, b in
      a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
    }
    return sorted.prefix(keptPerTable).map(\.element)
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
