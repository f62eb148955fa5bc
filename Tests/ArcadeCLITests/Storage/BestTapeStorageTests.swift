import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
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
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/data/arcade")
  }

  func daily(_ points: Int, on date: CalendarDate? = nil) -> ScoreEntry {
    ScoreEntry(game: "counter", score: points, status: .lost, table: .daily(date ?? day), seed: 5, ticks: 3)
  }

  var bestFiles: [String] { folder.names(in: storage.bestDirectory) }

  @Test("a score that enters its table keeps its tape in best/, named after its line; one that does not keeps none")
  func keptByName() throws {
    for p in 1...10 { _ = storage.record(score("counter", p * 10), tape: runTape(p * 10)) }
    #expect(bestFiles.count == 10)
    #expect(bestFiles.contains("counter-default-70-lost-1-600.tape"))
    let kept = try #require(folder.read(storage.bestDirectory + "/counter-default-70-lost-1-600.tape"))
    #expect(kept == runTape(70).text)
    #expect(storage.record(score("counter", 5), tape: runTape(5)).rank == nil)
    #expect(!bestFiles.contains("counter-default-5-lost-1-600.tape"))
    #expect(
      storage.keptTapes(game: "counter", table: .standard).map { $0.end!.score } == [
        100, 90, 80, 70, 60, 50, 40, 30, 20, 10,
      ])
  }

  @Test("best/ never holds more than each table's 10: a tape is deleted when its score falls out of its table")
  func prunedToTheBound() throws {
    for p in 1...13 {
      _ = storage.record(score("counter", p), tape: runTape(p))
      _ = storage.record(score("counter", 100 + p, custom: true), tape: runTape(100 + p))
      _ = storage.record(daily(200 + p), tape: runTape(200 + p, seed: 5, mode: .daily(day)))
      _ = storage.record(daily(300 + p, on: CalendarDate("2026-12-03")!), tape: runTape(300 + p, seed: 5))
    }
    let lines = storage.bestScores(game: "counter").scores
    // 10 per table, and each daily table's official result (its first score, 201 and 301) besides.
    #expect(lines.count == 42)
    #expect(
      bestFiles.sorted() == lines.map { storage.bestTapePath($0).split(separator: "/").last.map(String.init)! }.sorted()
    )
    #expect(lines.filter { $0.table == .standard }.map(\.score) == Array((4...13).reversed()))
    #expect(lines.filter(\.official).map(\.score) == [301, 201], "the newest date's table first")
  }

  @Test("an arcade run's tape is kept too, named with its levels, and pruned the same way when it leaves its table")
  func arcadeTapes() throws {
    let arcade = { (points: Int, levels: ClosedRange<Int>) in
      ScoreEntry(game: "counter", score: points, status: .lost, table: .arcade, seed: 5, ticks: 3, levels: levels)
    }
    let mode = RunMode.arcade(levelsVersion: 4, start: 1)
    _ = storage.record(arcade(40, 1...2), tape: runTape(40, seed: 5, mode: mode))
    _ = storage.record(arcade(40, 2...3), tape: runTape(40, seed: 5, mode: .arcade(levelsVersion: 4, start: 2)))
    #expect(bestFiles.sorted() == ["counter-arcade-1-2-40-lost-5-3.tape", "counter-arcade-2-3-40-lost-5-3.tape"])
    #expect(
      storage.keptTapes(game: "counter", table: .arcade, seed: 5).map(\.mode) == [
        mode, .arcade(levelsVersion: 4, start: 2),
      ])
    for p in 1...10 { _ = storage.record(arcade(100 + p, 1...3), tape: runTape(100 + p, seed: 5, mode: mode)) }
    let lines = storage.bestScores(game: "counter").scores
    #expect(lines.count == 10 && lines.allSatisfy { $0.table == .arcade && $0.levels == 1...3 })
    #expect(
      bestFiles.sorted() == lines.map { storage.bestTapePath($0).split(separator: "/").last.map(String.init)! }.sorted()
    )
    #expect(!bestFiles.contains("counter-arcade-1-2-40-lost-5-3.tape"))
  }

  @Test("a daily table's first score is the date's official result; later ones are practice and never replace it")
  func officialFirst() {
    let first = storage.record(daily(40))
    #expect(first.daily == .official && first.rank == 1)
    let second = storage.record(daily(90))
    #expect(second.daily == .practice(official: 40) && second.previousBest == 40)
    #expect(storage.record(daily(10, on: CalendarDate("2026-12-03")!)).daily == .official)
    #expect(storage.record(score("counter", 10)).daily == nil)
    for p in 1...12 { _ = storage.record(daily(100 + p)) }
    let table = storage.bestScores(game: "counter").scores.filter { $0.table == .daily(day) }
    #expect(table.count == 11 && table.last?.score == 40 && table.last?.official == true)
    #expect(table.filter(\.official).count == 1)
  }

  @Test("a tape that cannot be kept is one warning; the score is saved and play goes on")
  func tapeNotKept() throws {
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
    try folder.write("data/arcade/best", "a file where the folder should be")
    let recording = storage.record(score("counter", 10), tape: runTape(10))
    #expect(recording.saved && recording.rank == 1)
    #expect(
      recording.warnings == [
        "cannot keep this run's tape (kept to race it as a ghost); play goes on: \(storage.bestDirectory) (Not a directory)"
      ])
  }

  @Test("a file already where a tape would go is never overwritten (an equal line shares it)")
  func neverOverwrites() throws {
    _ = storage.record(score("counter", 10), tape: runTape(10))
    let path = storage.bestTapePath(score("counter", 10))
    try "mine".write(toFile: path, atomically: false, encoding: .utf8)
    let again = storage.record(score("counter", 10), tape: runTape(10))
    #expect(again.saved && again.warnings.isEmpty)
    #expect(folder.read(path) == "mine")
  }

  @Test("a version 1 scores file is read and written back as version 2 with its scores")
  func versionOneKept() throws {
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
    try folder.write("data/arcade/scores.txt", "arcade-scores 1\nfrog 70 won default 3 600\n")
    #expect(storage.record(score("frog", 50)).rank == 2)
    let text = try #require(folder.read(storage.scoresPath))
    #expect(text.hasPrefix("arcade-scores 2\n") && text.contains("\nfrog 70 won default 3 600\n"))
  }
}
