import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeSQL
@testable import ArcadeStorage
@testable import GameCatalog

/// The first start beside an old `scores.txt` (and its `best/` tapes) imports everything into the database in one
/// transaction, keeps the old files renamed, and says so in one line; a bad line is skipped, named by its number.
@Suite("storage: importing the old scores file")
struct LegacyImportTests {
  let folder: TemporaryFolder
  let storage: Storage
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/arcade")
    try FileManager.default.createDirectory(atPath: storage.directory + "/best", withIntermediateDirectories: true)
  }

  var scoresPath: String { storage.directory + "/scores.txt" }

  static let version2 = """
    arcade-scores 2
    # GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]
    counter 30 won default 1 3
    counter 20 lost custom 7 3000
    counter 2210 lost arcade 5 9000 1-3
    counter 90 lost daily-2026-12-02 5 936
    counter 40 lost daily-2026-12-02 5 936 official
    # reached GAME LEVEL: the highest level an arcade run of the game started
    reached counter 3

    """

  @Test(
    "a version 2 file and its tapes: every score, official result, tape and level reached imported; the old files renamed"
  )
  func importsEverything() throws {
    try folder.write("arcade/scores.txt", Self.version2)
    let tape = runTape(30)
    try folder.write("arcade/best/counter-default-30-won-1-3.tape", tape.text)
    let read = storage.bestScores(game: "counter")
    #expect(
      read.warnings == [
        "imported 5 scores, 1 of their tapes and 1 levels reached from \(scoresPath) into \(storage.databasePath); the old files are kept as \(scoresPath).imported and \(storage.directory)/best.imported"
      ])
    #expect(read.scores.map(\.score) == [30, 20, 2210])
    #expect(read.scores[2].levels == 1...3)
    #expect(
      storage.table(.daily(CalendarDate("2026-12-02")!), game: "counter").scores.map(\.official) == [false, true])
    #expect(storage.officialResult(game: "counter", date: CalendarDate("2026-12-02")!)?.score == 40)
    #expect(storage.levelReached(game: "counter", levels: 3) == (3, []))
    #expect(storage.keptTapes(game: "counter", table: .standard) == [tape])
    #expect(folder.names(in: storage.directory).contains("scores.txt.imported"))
    #expect(folder.read(scoresPath + ".imported") == Self.version2, "kept untouched")
    #expect(folder.read(storage.directory + "/best.imported/counter-default-30-won-1-3.tape") == tape.text)
    #expect(!FileManager.default.fileExists(atPath: scoresPath))
    // A second start finds nothing more to import.
    try folder.write("arcade/scores.txt", Self.version2)
    let again = Storage(directory: storage.directory)
    #expect(again.bestScores(game: "counter") == (read.scores, []), "imported once only")
  }

  @Test(
    "a bad line is skipped with a warning naming its line; the rest imports",
    arguments: [
      ("reached counter 0", "scores.txt line 3 skipped: expected 'reached GAME LEVEL' (LEVEL from 1)"),
      ("reached COUNTER 3", "scores.txt line 3 skipped: expected 'reached GAME LEVEL' (LEVEL from 1)"),
      (
        "counter lots won default 1 2",
        "scores.txt line 3 skipped: expected 'GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]'"
      ),
      (
        "counter 5 won default 1 2 official",
        "scores.txt line 3 skipped: expected nothing after a default score's TICKS"
      ),
    ])
  func badLineSkipped(line: String, warning: String) throws {
    try folder.write(
      "arcade/scores.txt", "arcade-scores 2\ncounter 30 won default 1 3\n\(line)\ncounter 10 lost default 2 3\n")
    let read = storage.bestScores(game: "counter")
    #expect(read.warnings.count == 2 && read.warnings.last == warning, "\(read.warnings)")
    #expect(read.warnings.first?.hasPrefix("imported 2 scores, 0 of their tapes and 0 levels reached") == true)
    #expect(read.scores.map(\.score) == [30, 10])
  }

  @Test("a version 1 file, CRLF line ends, tabs and a byte-order mark all import")
  func oldForms() throws {
    try folder.write("arcade/scores.txt", "\u{FEFF}arcade-scores 1\r\ncounter\t70 won default 3 600\r\n")
    #expect(storage.bestScores(game: "counter").scores.map(\.score) == [70])
  }

  @Test("a file that is not a scores file is not imported and left as it is, with one line saying so")
  func notAScoresFile() throws {
    try folder.write("arcade/scores.txt", "my shopping list\n")
    let read = storage.bestScores(game: "counter")
    #expect(read.warnings == ["\(scoresPath) is not an arcade scores file (line 1); not imported, left as it is"])
    #expect(folder.read(scoresPath) == "my shopping list\n")
    #expect(storage.record(score("counter", 5)).saved, "the database works beside it")
  }

  @Test(
    "2,000 days x each game x 3 runs of daily history (24,000 lines and 1.4 MB for four games): all imported; scores --daily lists the last 30 days and says how many more there are, --all every official result"
  )
  func longHistory() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let directory = harness.storage.directory
    let games = Catalog.ids.count
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let text = LongHistory.scoresFile(days: 2_000)
    #expect(text.utf8.count > 1_048_576, "past the old file's 1 MiB limit")
    try text.write(toFile: directory + "/scores.txt", atomically: false, encoding: .utf8)
    let recent = harness.run("scores", "--daily")
    #expect(recent.status == 0)
    #expect(
      recent.err.hasPrefix(
        "arcade: warning: imported \(2_000 * games * 3) scores, 0 of their tapes and 0 levels reached"))
    let dates = recent.outLines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
    #expect(dates.first == "\(LongHistory.date(1_999))" && dates.dropLast().last == "\(LongHistory.date(1_970))")
    #expect(dates.count == 31 && recent.outLines.count == 30 * (games + 2) + 1)
    #expect(recent.outLines.last == "and 1970 earlier days of results: arcade scores --daily --all lists every day")
    let run = harness.run("scores", "--daily", "--all")
    #expect(run.status == 0 && run.err == "")
    // What the listing says: "DATE GAME SCORE" for each line under a date.
    var listed = Set<String>()
    var date = ""
    for line in run.outLines where !line.isEmpty {
      let words = line.split(separator: " ")
      if line.hasPrefix(" ") { listed.insert("\(date) \(words[0]) \(words[1])") } else { date = line }
    }
    var missing: [String] = []
    for day in 0..<2_000 {
      for game in Catalog.ids {
        let official = "\(LongHistory.date(day)) \(game) \(LongHistory.official(game: game, day: day))"
        if !listed.contains(official) { missing.append(official) }
      }
    }
    #expect(listed.count == 2_000 * games, "one line per official result, no more")
    #expect(missing.isEmpty, "official results not listed: \(missing.prefix(5))")
    let count = try harness.storage.withDatabase { (db) throws(SQLError) in
      try db.execute("SELECT COUNT(*) AS runs, SUM(official) AS officials FROM runs")
    }.get().first
    #expect(count?.int("runs") == 2_000 * games * 3 && count?.int("officials") == 2_000 * games)
  }
}

/// A generated history of daily runs, as an old scores file held it: each day, each game, three runs, the first
/// the official one.
enum LongHistory {
  static let first = CalendarDate("2021-06-01")!

  static func date(_ day: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: first.daysSinceEpoch + day)! }

  /// The official score of a game's daily on a day: distinct enough to be found in a listing.
  static func official(game: String, day: Int) -> Int { 1_000 + day * 7 + game.count }

  static func scoresFile(days: Int) -> String {
    var lines = ["arcade-scores 2"]
    lines.reserveCapacity(days * Catalog.ids.count * 3 + 1)
    for day in 0..<days {
      let date = date(day)
      for game in Catalog.ids {
        let seed = DailySeed.seed(game: game, date: date)
        let official = official(game: game, day: day)
        lines.append("\(game) \(official) lost daily-\(date) \(seed) 936 official")
        lines.append("\(game) \(official + 5) lost daily-\(date) \(seed) 1200")
        lines.append("\(game) \(official - 5) lost daily-\(date) \(seed) 700")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
