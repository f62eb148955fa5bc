import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeSQL
@testable import ArcadeStorage

/// A recorded counter run whose end says `points` (the tape stands for the run that made a score line).
func runTape(_ points: Int, seed: UInt64 = 1, mode: RunMode = .classic) -> Tape {
  var tape = Tape.header(CounterGame.self, seed: seed, mode: mode, parameters: CounterGame.info.parameters.defaults)
  tape.append(TickInput(), count: 3)
  tape.end = TapeEnd(tick: 3, status: .lost, score: points, hash: UInt64(points))
  return tape
}

@Suite("storage: the tapes of the best scores, and the daily challenges' official results")
struct BestTapeStorageTests {
  let folder: TemporaryFolder
  let storage: Storage
  let day = CalendarDate("2026-12-02")!
  /// Noon (UTC) of `day`: a run started then is played on its date.
  var noon: Int { day.daysSinceEpoch * 86_400 + 43_200 }
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/data/arcade")
  }

  func daily(_ points: Int, on date: CalendarDate? = nil, startedAt: Int? = nil) -> ScoreEntry {
    let date = date ?? day
    return ScoreEntry(
      game: "counter", score: points, status: .lost, table: .daily(date), seed: 5, ticks: 3,
      startedAt: startedAt ?? (date.daysSinceEpoch * 86_400 + 3_600))
  }

  /// The scores of the runs whose tape the database keeps, by table, best first.
  func keptScores() throws -> [String] {
    try storage.withDatabase { (db) throws(SQLError) in
      try db.execute("SELECT score_table, score FROM runs WHERE tape IS NOT NULL ORDER BY score_table, score DESC")
        .map { "\($0.text("score_table")!) \($0.int("score")!)" }
    }.get()
  }

  @Test("a score that enters its table keeps its tape in the database; one that does not keeps none")
  func keptWithTheRun() throws {
    for p in 1...10 { _ = storage.record(score("counter", p * 10), tape: runTape(p * 10)) }
    #expect(try keptScores().count == 10)
    #expect(storage.record(score("counter", 5), tape: runTape(5)).rank == nil)
    #expect(!(try keptScores()).contains("default 5"))
    #expect(
      storage.keptTapes(game: "counter", table: .standard) == (1...10).reversed().map { runTape($0 * 10) },
      "each tape as it was recorded, best first")
  }

  @Test("the database never keeps more than each table's 10 tapes: a tape goes when its run falls out of its table")
  func prunedToTheBound() throws {
    for p in 1...13 {
      _ = storage.record(score("counter", p), tape: runTape(p))
      _ = storage.record(score("counter", 100 + p, custom: true), tape: runTape(100 + p))
      _ = storage.record(daily(200 + p), tape: runTape(200 + p, seed: 5, mode: .daily(day)))
      _ = storage.record(daily(300 + p, on: CalendarDate("2026-12-03")!), tape: runTape(300 + p, seed: 5))
    }
    let kept = try keptScores()
    // 10 per table, and each daily's official result (its first score, 201 and 301) besides.
    #expect(kept.count == 42)
    #expect(kept.filter { $0.hasPrefix("default ") } == (4...13).reversed().map { "default \($0)" })
    #expect(kept.contains("daily-2026-12-02 201") && kept.contains("daily-2026-12-03 301"))
    #expect(!kept.contains("daily-2026-12-02 202"), "practice tapes that left every table are pruned")
    let rows = try storage.withDatabase { (db) throws(SQLError) in try db.execute("SELECT COUNT(*) AS runs FROM runs") }
      .get()
    #expect(rows.first?.int("runs") == 52, "every run is kept for ever, with or without its tape")
  }

  @Test("an arcade run's tape is kept too, and pruned the same way when it leaves its table")
  func arcadeTapes() throws {
    let arcade = { (points: Int, levels: ClosedRange<Int>) in
      ScoreEntry(game: "counter", score: points, status: .lost, table: .arcade, seed: 5, ticks: 3, levels: levels)
    }
    let mode = RunMode.arcade(levelsVersion: 4, start: 1)
    _ = storage.record(arcade(40, 1...2), tape: runTape(40, seed: 5, mode: mode))
    _ = storage.record(arcade(40, 2...3), tape: runTape(40, seed: 5, mode: .arcade(levelsVersion: 4, start: 2)))
    #expect(
      storage.keptTapes(game: "counter", table: .arcade, seed: 5).map(\.mode) == [
        mode, .arcade(levelsVersion: 4, start: 2),
      ])
    for p in 1...10 { _ = storage.record(arcade(100 + p, 1...3), tape: runTape(100 + p, seed: 5, mode: mode)) }
    let lines = storage.bestScores(game: "counter").scores
    #expect(lines.count == 10 && lines.allSatisfy { $0.table == .arcade && $0.levels == 1...3 })
    #expect(try keptScores() == (101...110).reversed().map { "arcade \($0)" })
  }

  @Test("a daily table's first score started on its date is the official result; later ones are practice")
  func officialFirst() {
    let first = storage.record(daily(40))
    #expect(first.daily == .official && first.rank == 1)
    let second = storage.record(daily(90))
    #expect(second.daily == .practice(official: 40) && second.previousBest == 40)
    #expect(storage.record(daily(10, on: CalendarDate("2026-12-03")!)).daily == .official)
    #expect(storage.record(score("counter", 10)).daily == nil)
    for p in 1...12 { _ = storage.record(daily(100 + p)) }
    let table = storage.table(.daily(day), game: "counter").scores
    #expect(table.count == 11 && table.last?.score == 40 && table.last?.official == true)
    #expect(table.filter(\.official).count == 1)
    #expect(storage.officialResult(game: "counter", date: day)?.score == 40)
  }

  @Test(
    "only a daily started on its date (UTC) can be official: one of a date to come or gone, or with no start time, is practice"
  )
  func officialOnlyOnItsDate() {
    let future = CalendarDate("2030-01-01")!
    let past = CalendarDate("2019-06-01")!
    #expect(storage.record(daily(50, on: future, startedAt: noon)).daily == .practice(official: nil))
    #expect(storage.record(daily(50, on: past, startedAt: noon)).daily == .practice(official: nil))
    var unknown = daily(50)
    unknown.startedAt = nil
    #expect(storage.record(unknown).daily == .practice(official: nil))
    // A minute before midnight is the same date; a run started the day after is practice.
    let lastMinute = day.daysSinceEpoch * 86_400 + 86_340
    #expect(storage.record(daily(60, startedAt: lastMinute + 120)).daily == .practice(official: nil))
    #expect(storage.record(daily(60, startedAt: lastMinute)).daily == .official)
    #expect(storage.officialResult(game: "counter", date: future) == nil)
    #expect(storage.officialResult(game: "counter", date: past) == nil)
    #expect(storage.dailyResults(games: ["counter"]).results.map(\.official.score) == [60])
  }

  @Test("scores --daily's results: every official result, newest date first, each with its date's best practice")
  func dailyResults() {
    _ = storage.record(daily(40))
    _ = storage.record(daily(90))
    _ = storage.record(daily(70))
    let next = CalendarDate("2026-12-03")!
    _ = storage.record(daily(10, on: next))
    let results = storage.dailyResults(games: ["counter"]).results
    #expect(results.map(\.official.score) == [10, 40])
    #expect(results.map(\.bestPractice) == [nil, 90])
    #expect(storage.dailyDays(game: "counter") == 2)
  }

  @Test(
    "a database of the first schema is brought up to date, and lists the same daily results: by date, the games in the order asked"
  )
  func firstSchemaMigrated() throws {
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
    let next = CalendarDate("2026-12-03")!
    func run(_ game: String, _ points: Int, on date: CalendarDate, official: Bool) -> ScoreEntry {
      ScoreEntry(
        game: game, score: points, status: .lost, table: .daily(date), seed: 5, ticks: 3,
        startedAt: date.daysSinceEpoch * 86_400 + 60, official: official)
    }
    let old = try SQLiteDatabase(path: storage.databasePath)
    try old.migrate(Array(ScoreSchema.migrations.prefix(1)))
    for entry in [
      run("counter", 40, on: day, official: true), run("counter", 90, on: day, official: false),
      run("plain", 30, on: day, official: true), run("plain", 35, on: day, official: false),
      run("counter", 10, on: next, official: true),
    ] { try storage.insert(entry, tape: nil, into: old) }
    let results = storage.dailyResults(games: ["plain", "counter"])
    #expect(results.warnings.isEmpty)
    #expect(
      results.results.map {
        "\($0.official.table.rawValue) \($0.official.game) \($0.official.score) \($0.bestPractice ?? -1)"
      } == [
        "daily-2026-12-03 counter 10 -1", "daily-2026-12-02 plain 30 35", "daily-2026-12-02 counter 40 90",
      ])
    #expect(old.userVersion == ScoreSchema.migrations.count)
  }
}
