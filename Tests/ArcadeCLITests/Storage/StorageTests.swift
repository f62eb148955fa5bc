import ArcadeCore
import Foundation
import Synchronization
import Testing

@testable import ArcadeCLI
@testable import ArcadeSQL
@testable import ArcadeStorage

func score(_ game: String, _ points: Int, custom: Bool = false, seed: UInt64 = 1) -> ScoreEntry {
  ScoreEntry(game: game, score: points, status: .lost, table: custom ? .custom : .standard, seed: seed, ticks: 600)
}

@Suite("storage: scores")
struct ScoreStorageTests {
  let folder: TemporaryFolder
  let storage: Storage
  init() throws {
    folder = try TemporaryFolder()
    storage = Storage(directory: folder.path + "/data/arcade")
  }

  @Test("the data folder is $XDG_DATA_HOME/arcade, else ~/.local/share/arcade (relative XDG paths ignored)")
  func dataDirectory() {
    #expect(
      Storage.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data/", "HOME": "/home/a"]) == "/x/data/arcade")
    #expect(
      Storage.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/a"])
        == "/home/a/.local/share/arcade")
    #expect(Storage.defaultDirectory(environment: ["HOME": "/home/a/"]) == "/home/a/.local/share/arcade")
    #expect(Storage.defaultDirectory(environment: ["XDG_DATA_HOME": "/"]) == "/arcade")
  }

  @Test("best 10 per game, highest first; an equal score ranks below the older one; folders made on demand")
  func topTen() {
    let points = [5, 50, 20, 50, 7, 90, 1, 33, 20, 60, 2, 8]
    var ranks: [Int?] = []
    for (i, p) in points.enumerated() { ranks.append(storage.record(score("frog", p, seed: UInt64(i))).rank) }
    #expect(ranks == [1, 1, 2, 2, 4, 1, 7, 4, 6, 2, 10, 8])
    let (best, warnings) = storage.bestScores(game: "frog")
    #expect(warnings.isEmpty)
    #expect(best.map(\.score) == [90, 60, 50, 50, 33, 20, 20, 8, 7, 5])
    #expect(best.map(\.seed) == [5, 9, 1, 3, 7, 2, 8, 11, 4, 0])
    #expect(storage.record(score("frog", 5)).rank == nil)  // ties with the 10th: the older one stays
    #expect(storage.bestScores(game: "frog").scores.last?.seed == 0)
    #expect(storage.bestScores(game: "puck").scores.isEmpty)
  }

  @Test("default and custom parameters are two tables of 10: a custom score never pushes a default one out")
  func customTableApart() {
    for i in 1...10 { #expect(storage.record(score("heli", i, seed: UInt64(i))).rank == 1) }
    let custom = storage.record(score("heli", 500, custom: true, seed: 99))
    #expect(custom == ScoreRecording(saved: true, rank: 1, previousBest: nil, warnings: [], runID: 11))
    let best = storage.bestScores(game: "heli").scores
    #expect(best.map(\.score) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 500], "all ten default scores are kept")
    #expect(storage.record(score("heli", 0, seed: 11)).rank == nil)
    #expect(storage.record(score("heli", 4, custom: true)).previousBest == 500)
    #expect(
      storage.record(score("heli", 12))
        == ScoreRecording(saved: true, rank: 1, previousBest: 10, warnings: [], runID: 14))
    #expect(storage.bestScores(game: "heli").scores.count == 12)
  }

  @Test("games are kept apart, and every field survives the database")
  func roundTrip() {
    let entry = ScoreEntry(
      game: "hundreds", score: -3, status: .timeUp, table: .custom, seed: .max, ticks: 12_345,
      parameters: "circles=9 radius=30", startedAt: 1_796_000_000)
    #expect(storage.record(entry).warnings.isEmpty)
    #expect(storage.record(score("heli", 4)).warnings.isEmpty)
    #expect(storage.bestScores(game: "hundreds").scores == [entry])
    #expect(storage.bestScores(game: "heli").scores == [score("heli", 4)])
  }

  @Test(
    "the database is one file, arcade.sqlite, in WAL mode with foreign keys on and schema version 1; every run is a row"
  )
  func oneDatabase() throws {
    for i in 1...12 { #expect(storage.record(score("frog", i)).warnings.isEmpty) }
    #expect(folder.names(in: storage.directory).filter { !$0.hasPrefix("arcade.sqlite-") } == ["arcade.sqlite"])
    let facts = try storage.withDatabase { (db) throws(SQLError) in
      (
        try db.execute("PRAGMA journal_mode").first?.text("journal_mode"),
        try db.execute("PRAGMA foreign_keys").first?.int("foreign_keys"),
        db.userVersion, try db.execute("SELECT COUNT(*) AS runs FROM runs").first?.int("runs")
      )
    }.get()
    #expect(facts.0 == "wal" && facts.1 == 1 && facts.2 == ScoreSchema.migrations.count)
    #expect(facts.3 == 12, "every run is kept, the two out of the table too")
    #expect(storage.bestScores(game: "frog").scores.count == 10)
  }

  @Test("a data folder that cannot be created gives a warning, and nothing crashes")
  func unwritableFolder() throws {
    let blocker = try folder.write("file", "not a folder")
    let blocked = Storage(directory: blocker + "/arcade")
    #expect(
      blocked.record(score("frog", 1)).warnings == [
        "scores not saved: cannot use the data folder \(blocker)/arcade (Not a directory); this score (1) is lost, but play goes on"
      ])
    #expect(
      blocked.bestScores(game: "frog") == ([], ["cannot use the data folder \(blocker)/arcade (Not a directory)"]))
    if case .failure(let error) = blocked.saveLastTape(counterRecording().finishedTape) {
      #expect(error.description == "cannot save the last tape in \(blocker)/arcade/tapes (Not a directory)")
    } else {
      Issue.record("saved a tape under a file")
    }
  }

  @Test(
    "a read-only data folder gives one warning, the old database untouched; the last tape is not saved either",
    .enabled(if: ReadOnlyFolder.works))
  func readOnlyFolder() throws {
    // Saved and closed: the journal files are gone, and a new one cannot be made in the folder.
    #expect(Storage(directory: storage.directory).record(score("frog", 1)).warnings.isEmpty)
    let before = try Data(contentsOf: URL(fileURLWithPath: storage.databasePath))
    let undo = try #require(ReadOnlyFolder.make(storage.directory))
    defer { undo() }
    let fresh = Storage(directory: storage.directory)
    let warnings = fresh.record(score("frog", 2)).warnings
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasPrefix(
        "scores not saved: the scores database \(storage.databasePath) cannot be written: the data folder is read-only")
        == true, "\(warnings)")
    #expect(warnings.first?.hasSuffix("; this score (2) is lost, but play goes on") == true)
    #expect(throws: StorageError.self) { try fresh.saveLastTape(counterRecording().finishedTape).get() }
    undo()
    #expect(try Data(contentsOf: URL(fileURLWithPath: storage.databasePath)) == before)
    #expect(Storage(directory: storage.directory).bestScores(game: "frog") == ([score("frog", 1)], []))
  }

  @Test("writers in parallel threads, each with its own connection, lose no score")
  func concurrentWriters() throws {
    let memory = try TemporaryFolder(under: "/dev/shm")
    let directory = memory.path + "/arcade"
    let writers = 4
    let each = 25
    let warnings = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let mine = Storage(directory: directory)
      for i in 0..<each {
        let problems = mine.record(score("w\(writer)-\(i)", i, seed: UInt64(writer))).warnings
        warnings.withLock { $0 += problems }
      }
    }
    #expect(warnings.withLock { $0 } == [])
    let storage = Storage(directory: directory)
    let lost = (0..<writers).flatMap { w in (0..<each).map { (w, $0) } }.filter { w, i in
      storage.bestScores(game: "w\(w)-\(i)").scores != [score("w\(w)-\(i)", i, seed: UInt64(w))]
    }
    #expect(lost.isEmpty, "scores lost by racing writers: \(lost)")
  }
}

/// Makes a folder unwritable: by its mode bits for a normal user, with the immutable attribute for root
/// (whom mode bits do not stop).
enum ReadOnlyFolder {
  /// Returns how to undo it, or nil when it cannot be done here.
  static func make(_ path: String) -> (() -> Void)? {
    if geteuid() != 0 {
      guard chmod(path, 0o555) == 0 else { return nil }
      return { chmod(path, 0o755) }
    }
    guard chattr("+i", path) else { return nil }
    return { _ = chattr("-i", path) }
  }

  private static func chattr(_ flag: String, _ path: String) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Whether a folder made read-only here really refuses a new file (not on every file system).
  static let works: Bool = {
    guard let folder = try? TemporaryFolder(), let undo = make(folder.path) else { return false }
    defer { undo() }
    return !FileManager.default.createFile(atPath: folder.path + "/probe", contents: nil)
  }()
}
