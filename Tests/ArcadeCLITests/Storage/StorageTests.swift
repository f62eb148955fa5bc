import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
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
    #expect(custom == ScoreRecording(saved: true, rank: 1, previousBest: nil, warnings: []))
    let best = storage.bestScores(game: "heli").scores
    #expect(best.map(\.score) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 500], "all ten default scores are kept")
    #expect(storage.record(score("heli", 0, seed: 11)).rank == nil)
    #expect(storage.record(score("heli", 4, custom: true)).previousBest == 500)
    #expect(storage.record(score("heli", 12)) == ScoreRecording(saved: true, rank: 1, previousBest: 10, warnings: []))
    #expect(storage.bestScores(game: "heli").scores.count == 12)
  }

  @Test(
    "a scores lock held elsewhere: the store gives up after a bounded wait, says the score is lost, changes nothing")
  func lockHeldElsewhere() throws {
    #expect(storage.record(score("frog", 1)).warnings.isEmpty)
    let lock = storage.directory + "/scores.lock"
    let fd = open(lock, O_RDWR)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)  // a descriptor of its own: excludes the store as another process would
    let recording = storage.record(score("frog", 2))
    #expect(
      recording
        == .notSaved(["scores not saved: \(lock) is locked by another arcade; this score (2) is lost, but play goes on"]
        ))
    flock(fd, LOCK_UN)
    #expect(storage.bestScores(game: "frog").scores == [score("frog", 1)])
    #expect(storage.record(score("frog", 3)).saved, "the lock freed, scores are saved again")
  }

  @Test(
    "a signal while the lock is held elsewhere ends the wait at once: the score is said lost, and the signal can be answered"
  )
  func signalDuringLockWait() throws {
    #expect(storage.record(score("frog", 1)).warnings.isEmpty)
    let lock = storage.directory + "/scores.lock"
    let fd = open(lock, O_RDWR)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    // A wait longer than any test run: only the signal can end it.
    var patient = Storage(directory: storage.directory, lockPatience: .seconds(3600))
    let asked = Mutex(0)
    patient.interrupted = {
      asked.withLock {
        $0 += 1; return $0 >= 3
      }
    }
    #expect(
      patient.record(score("frog", 2))
        == .notSaved([
          "scores not saved: a signal came while \(lock) was locked by another arcade; this score (2) is lost"
        ]))
    #expect(asked.withLock { $0 } == 3, "asked between tries, and not after it said stop")
    flock(fd, LOCK_UN)
    #expect(storage.bestScores(game: "frog").scores == [score("frog", 1)])
  }

  @Test("games are kept apart, and every field survives the file")
  func roundTrip() {
    let entry = ScoreEntry(
      game: "hundreds", score: -3, status: .timeUp, table: .custom, seed: .max, ticks: 12_345)
    #expect(storage.record(entry).warnings.isEmpty)
    #expect(storage.record(score("heli", 4)).warnings.isEmpty)
    #expect(storage.bestScores(game: "hundreds").scores == [entry])
    #expect(storage.bestScores(game: "heli").scores == [score("heli", 4)])
  }

  @Test("a write replaces the file by rename (new inode) and leaves no temporary file behind")
  func atomicWrite() throws {
    #expect(storage.record(score("frog", 1)).warnings.isEmpty)
    let before = try FileManager.default.attributesOfItem(atPath: storage.scoresPath)[.systemFileNumber] as? Int
    #expect(storage.record(score("frog", 2)).warnings.isEmpty)
    let after = try FileManager.default.attributesOfItem(atPath: storage.scoresPath)[.systemFileNumber] as? Int
    #expect(before != nil && before != after)
    #expect(folder.names(in: storage.directory) == ["scores.lock", "scores.txt"])
    #expect(
      folder.read(storage.scoresPath) == ScoreFile.text(ScoreBook(entries: [score("frog", 2), score("frog", 1)])))
  }

  @Test("a damaged scores file is reported on reading, kept aside on the next write, and a fresh file started")
  func corruptKeptAside() throws {
    try FileManager.default.createDirectory(atPath: storage.directory, withIntermediateDirectories: true)
    let garbage = "arcade-scores 1\nfrog lots won default 1 2\n"
    try garbage.write(toFile: storage.scoresPath, atomically: false, encoding: .utf8)
    let file = storage.scoresPath
    let problem =
      "the scores file \(file) is damaged (line 2: expected 'GAME SCORE STATUS TABLE SEED TICKS [FIRST-LAST|official]')"
    let read = storage.bestScores(game: "frog")
    #expect(read.scores.isEmpty)
    #expect(read.warnings == ["\(problem); the next score keeps it aside as scores.corrupt-N and starts a fresh file"])
    #expect(folder.read(file) == garbage)  // reading never moves or changes it

    let warnings = storage.record(score("frog", 10)).warnings
    let aside = storage.directory + "/scores.corrupt-1"
    #expect(warnings == ["\(problem); kept it as \(aside) and started a fresh scores file"])
    #expect(folder.read(aside) == garbage)
    #expect(storage.bestScores(game: "frog").scores == [score("frog", 10)])

    // A second damaged file goes to the next free number; the first is never overwritten.
    try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: file))
    let second = storage.record(score("frog", 11)).warnings
    #expect(
      second == [
        "the scores file \(file) cannot be read (it is not UTF-8 text); kept it as \(storage.directory)/scores.corrupt-2 and started a fresh scores file"
      ])
    #expect(folder.read(aside) == garbage)
    #expect(storage.bestScores(game: "frog").scores == [score("frog", 11)])
  }

  @Test("a data folder that cannot be created gives a warning, and nothing crashes")
  func unwritableFolder() throws {
    let blocker = try folder.write("file", "not a folder")
    let blocked = Storage(directory: blocker + "/arcade")
    #expect(
      blocked.record(score("frog", 1)).warnings == [
        "cannot use the data folder \(blocker)/arcade (Not a directory); this score is not saved, but play goes on"
      ])
    #expect(blocked.bestScores(game: "frog").scores.isEmpty && blocked.bestScores(game: "frog").warnings.isEmpty)
    if case .failure(let error) = blocked.saveLastTape(counterRecording().finishedTape) {
      #expect(error.description == "cannot save the last tape in \(blocker)/arcade/tapes (Not a directory)")
    } else {
      Issue.record("saved a tape under a file")
    }
  }

  @Test(
    "a read-only data folder gives a warning, keeps the old scores and the last tape",
    .enabled(if: ReadOnlyFolder.works))
  func readOnlyFolder() throws {
    #expect(storage.record(score("frog", 1)).warnings.isEmpty)
    let undo = try #require(ReadOnlyFolder.make(storage.directory))
    defer { undo() }
    let warnings = storage.record(score("frog", 2)).warnings
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("cannot write \(storage.scoresPath) (") == true)
    #expect(warnings.first?.hasSuffix("); this score is not saved, but play goes on") == true)
    #expect(storage.bestScores(game: "frog") == ([score("frog", 1)], []))
    #expect(throws: StorageError.self) { try storage.saveLastTape(counterRecording().finishedTape).get() }
  }

  @Test("writers in parallel threads lose no score: each write is serialised by flock on its own descriptor")
  func concurrentWriters() throws {
    // On tmpfs when there is one: fsync there is free, and flock behaves the same.
    let memory = try TemporaryFolder(under: "/dev/shm")
    // Patience for a busy machine: the test is about serialising writers, not the bound on a held lock.
    let storage = Storage(directory: memory.path + "/arcade", lockPatience: .seconds(120))
    let writers = 4
    let each = 25
    let warnings = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let mine = Storage(directory: storage.directory, lockPatience: storage.lockPatience)
      for i in 0..<each {
        let problems = mine.record(score("w\(writer)-\(i)", i, seed: UInt64(writer))).warnings
        warnings.withLock { $0 += problems }
      }
    }
    #expect(warnings.withLock { $0 } == [])
    guard case .success(let all) = storage.loadScores().map(\.entries) else {
      Issue.record("scores file unreadable")
      return
    }
    let expected = (0..<writers).flatMap { w in (0..<each).map { score("w\(w)-\($0)", $0, seed: UInt64(w)) } }
    let lost = expected.filter { !all.contains($0) }.map(\.game)
    #expect(lost == [], "scores lost by racing writers")
    #expect(all.count == expected.count)
  }
}

/// A value guarded by a lock, for collecting results from several threads.
final class Mutex<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
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
