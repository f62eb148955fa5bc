import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeSQL
@testable import ArcadeStorage

/// A damaged scores database hides nothing: every run, official result, level reached and kept tape that can still
/// be read is carried into a fresh database in one transaction, the damaged file is kept byte for byte, and the
/// player hears one line with the counts. Damage anywhere in the file is found before a run is saved into it.
@Suite("storage: a damaged database is salvaged")
struct SalvageTests {
  static let games = ["counter", "plain"]
  static let days = 300
  static let first = CalendarDate("2025-01-01")!

  let folder: TemporaryFolder
  let directory: String
  var path: String { directory + "/arcade.sqlite" }
  /// Every run of the history, by id: whether it is official, whether its tape is kept.
  let history: [Int: (official: Bool, tape: Bool)]

  /// Years of play: each day, each game, three daily runs (the first official, with its tape) and a classic run;
  /// the levels reached of both games. Written in one transaction and closed: every page in the file itself.
  init() throws {
    folder = try TemporaryFolder(under: "/dev/shm")
    directory = folder.path + "/arcade"
    let storage = Storage(directory: directory)
    try storage.withDatabase { (db) throws(SQLError) in
      try db.transaction { () throws(SQLError) in
        for day in 0..<Self.days {
          let date = CalendarDate(daysSinceEpoch: Self.first.daysSinceEpoch + day)!
          for game in Self.games {
            for k in 0..<3 {
              let entry = ScoreEntry(
                game: game, score: 1_000 + day * 7 - k, status: .lost, table: .daily(date), seed: 9, ticks: 936,
                startedAt: date.daysSinceEpoch * 86_400 + 60 + k, official: k == 0)
              try storage.insert(entry, tape: k == 0 ? runTape(entry.score) : nil, into: db)
            }
            try storage.insert(score(game, day, seed: UInt64(day)), tape: nil, into: db)
          }
        }
        try Storage.raise("counter", to: 5, in: db)
        try Storage.raise("plain", to: 2, in: db)
      }
    }.get()
    history = Dictionary(
      uniqueKeysWithValues: storage.exportRuns(games: Self.games).runs.map { ($0.id, ($0.official, $0.tape != nil)) })
  }

  /// The pages of one table or index of the file: page number, kind (leaf, internal, overflow), rows on it.
  func pages(of name: String) throws -> [(page: Int, kind: String, cells: Int)] {
    try SQLiteDatabase(path: path, readOnly: true).execute(
      "SELECT pageno, pagetype, ncell FROM dbstat WHERE name = $1 ORDER BY pageno", .init(name)
    ).map { ($0.int("pageno")!, $0.text("pagetype")!, $0.int("ncell")!) }
  }

  func bytes(_ file: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file)) }

  /// The line the player hears when `lost` runs could not be read.
  func line(lost: Set<Int> = []) -> String {
    let kept = history.filter { !lost.contains($0.key) }.map(\.value)
    let officials = kept.filter(\.official).count
    let tapes = kept.filter(\.tape).count
    return "the scores database \(path) was damaged: kept \(Storage.grouped(kept.count)) of"
      + " \(Storage.grouped(history.count)) runs (\(Storage.grouped(officials)) official daily results,"
      + " \(Storage.grouped(tapes)) tapes) and the levels reached of 2 games in a fresh one; the damaged file is kept"
      + " as \(path).corrupt-1"
  }

  @Test("a garbage page near the start (an index's first page): every run is there again, in one line of counts")
  func pageNearTheStart() throws {
    let index = try #require(try pages(of: "runs_by_table").first)
    #expect(index.page <= 8, "near the start: page \(index.page)")
    try DamagedFile.garbage(page: index.page, of: path)
    let damaged = try bytes(path)
    let storage = Storage(directory: directory)
    let (best, warnings) = storage.bestScores(game: "counter")
    #expect(warnings == [line()])
    #expect(best.first?.score == Self.days - 1 && best.count == 10)
    #expect(storage.exportRuns(games: Self.games).runs.count == history.count)
    #expect(storage.levelReached(game: "counter", levels: 12).level == 5)
    #expect(storage.dailyResults(games: Self.games).results.count == Self.days * 2)
    #expect(try bytes(path + ".corrupt-1") == damaged, "the damaged file is kept as it was")
    #expect(Storage(directory: directory).bestScores(game: "plain").warnings.isEmpty, "said once")
  }

  @Test(
    "a garbage page in the middle, which no read meets, is found before a run is saved; the run goes into the fresh file"
  )
  func pageInTheMiddle() throws {
    let leaves = try pages(of: "runs").filter { $0.kind == "leaf" }
    let middle = leaves[leaves.count / 2]
    try DamagedFile.garbage(page: middle.page, of: path)
    let damaged = try bytes(path)
    let storage = Storage(directory: directory)
    #expect(storage.levelReached(game: "counter", levels: 12) == (5, []), "reads that miss the page see no damage")
    let today = CalendarDate(daysSinceEpoch: Self.first.daysSinceEpoch + Self.days)!
    let run = ScoreEntry(
      game: "counter", score: 7, status: .lost, table: .daily(today), seed: 9, ticks: 936,
      startedAt: today.daysSinceEpoch * 86_400 + 60)
    let recording = storage.record(run, tape: runTape(7))
    let kept = Set(storage.exportRuns(games: Self.games).runs.map(\.id))
    let lost = Set(history.keys).subtracting(kept)
    #expect(lost.count == middle.cells && lost.max()! - lost.min()! == lost.count - 1, "the leaf's rows: \(lost)")
    #expect(
      recording.saved && recording.daily == .official && recording.warnings == [line(lost: lost)],
      "\(recording.warnings)")
    #expect(kept.contains(history.keys.max()! + 1), "the new run is in the fresh file")
    #expect(try bytes(path + ".corrupt-1") == damaged, "nothing was saved into the damaged file")
    #expect(try storage.withDatabase { (db) throws(SQLError) in db.damage(thorough: true) }.get() == nil)
  }

  @Test("the check a session starts runs beside it, and the first write waits for its finding")
  func checkStartedBySession() throws {
    let leaves = try pages(of: "runs").filter { $0.kind == "leaf" }
    try DamagedFile.garbage(page: leaves[leaves.count / 3].page, of: path)
    let storage = Storage(directory: directory)
    storage.startDamageCheck()
    #expect(storage.levelReached(game: "plain", levels: 12) == (2, []))
    let warnings = storage.recordLevelReached(3, game: "plain")
    #expect(warnings.count == 1 && warnings[0].hasPrefix("the scores database \(path) was damaged: kept "))
    #expect(storage.levelReached(game: "plain", levels: 12) == (3, []))
  }

  @Test("a whole file is checked once, and nothing is said")
  func wholeFile() throws {
    let storage = Storage(directory: directory)
    storage.startDamageCheck()
    #expect(storage.record(score("counter", 5)).warnings.isEmpty)
    #expect(storage.record(score("counter", 6)).warnings.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path + ".corrupt-1"))
  }

  @Test("when no fresh file can be made beside it, the damaged file stays where it is, and nothing is saved into it")
  func noFreshFile() throws {
    let leaves = try pages(of: "runs").filter { $0.kind == "leaf" }
    try DamagedFile.garbage(page: leaves[leaves.count / 2].page, of: path)
    let damaged = try bytes(path)
    try FileManager.default.createDirectory(atPath: path + ".salvage", withIntermediateDirectories: false)
    let recording = Storage(directory: directory).record(score("counter", 5))
    #expect(!recording.saved)
    #expect(
      recording.warnings.first?.hasPrefix(
        "scores not saved: the scores database \(path) is damaged, and a fresh one cannot be made beside it (") == true,
      "\(recording.warnings)")
    #expect(try bytes(path) == damaged && !FileManager.default.fileExists(atPath: path + ".corrupt-1"))
  }
}

@Test("the salvage's counts are written with thousands grouped")
func groupedCounts() {
  #expect(Storage.grouped(0) == "0" && Storage.grouped(999) == "999" && Storage.grouped(1_000) == "1,000")
  #expect(Storage.grouped(99_998) == "99,998" && Storage.grouped(1_234_567) == "1,234,567")
}
