import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeSQL
@testable import ArcadeStorage

/// Real processes writing scores at the same time, and processes killed mid-save: the test bundle starts copies of
/// itself, each running only `scoreWriterChild`, which the environment variable below turns on.
@Suite("storage: many processes, and kill -9", .serialized, .ownThreads)
struct ScoreProcessTests {
  static let writerVariable = "ARCADE_TEST_SCORE_WRITER"
  static var writerJob: String? { ProcessInfo.processInfo.environment[writerVariable] }

  /// Starts a copy of the test bundle recording `count` scores of seed `writer` into `directory`, each with a tape,
  /// writing the number of scores saved so far to `log` after each one.
  static func writer(_ directory: String, writer: Int, count: Int, log: String) throws -> Process {
    let child = Process()
    child.executableURL = URL(
      fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    child.arguments = ["--testing-library", "swift-testing", "--filter", "scoreWriterChild"]
    var environment = ProcessInfo.processInfo.environment
    environment[writerVariable] = "\(directory)|\(writer)|\(count)|\(log)"
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    return child
  }

  @Test(
    "15 processes finishing runs at the same time: every score is kept, none lost to a lock; tables correct",
    .enabled(if: writerJob == nil))
  func fifteenProcesses() throws {
    let folder = try TemporaryFolder(under: "/dev/shm")
    let directory = folder.path + "/arcade"
    let children = try (0..<15).map {
      try Self.writer(directory, writer: $0, count: 12, log: folder.path + "/log\($0)")
    }
    for child in children { child.waitUntilExit() }
    #expect(children.map(\.terminationStatus) == Array(repeating: 0, count: 15), "a child saw a warning")
    let storage = Storage(directory: directory)
    let runs = storage.exportRuns(games: ["counter"]).runs
    #expect(runs.count == 180)
    for writer in 0..<15 {
      let mine = runs.filter { $0.seed == "\(writer)" }
      #expect(mine.map(\.score) == Array(0..<12), "scores of p\(writer) lost")
    }
    let best = storage.bestScores(game: "counter").scores
    #expect(best.map(\.score) == [11, 11, 11, 11, 11, 11, 11, 11, 11, 11], "the table's best 10 of 180 runs")
    #expect(Storage.keptPerTable == storage.keptTapes(game: "counter", table: .standard).count)
  }

  @Test(
    "kill -9 at random moments during 40 saves, five times: the database opens whole, every committed run is there, nothing half-written",
    .enabled(if: writerJob == nil))
  func killedMidSave() async throws {
    let folder = try TemporaryFolder()
    let directory = folder.path + "/arcade"
    var random = SplitMix64(seed: 2026)
    var committed = 0
    for round in 0..<5 {
      let log = folder.path + "/log\(round)"
      let child = try Self.writer(directory, writer: 100 + round, count: 40, log: log)
      let stopAfter = Int(random.next() % 39) + 1
      // Killed as soon as it reports that many saves: mid-way through the next one, or between two.
      let reached = await EndToEnd.eventually(timeout: 60, every: 0.001) { Self.saved(log) >= stopAfter }
      kill(child.processIdentifier, SIGKILL)
      child.waitUntilExit()
      #expect(reached, "round \(round): the writer did not reach \(stopAfter) saves")
      let reported = Self.saved(log)
      let storage = Storage(directory: directory)
      let problem = try storage.withDatabase { (db) throws(SQLError) in db.damage(thorough: true) }.get()
      #expect(problem == nil, "round \(round): \(problem ?? "")")
      let runs = storage.exportRuns(games: ["counter"])
      #expect(runs.warnings.isEmpty)
      let mine = runs.runs.filter { $0.seed == "\(100 + round)" }
      // Every save it reported is there, and at most the one in flight besides, whole.
      #expect(mine.count == reported || mine.count == reported + 1, "round \(round): \(mine.count) vs \(reported)")
      #expect(mine.map(\.score) == Array(0..<mine.count))
      #expect(mine.allSatisfy { run in run.tape.map { (try? Tape(text: $0)) != nil } ?? true })
      committed += mine.count
    }
    #expect(Storage(directory: directory).exportRuns(games: ["counter"]).runs.count == committed)
  }

  static func saved(_ log: String) -> Int {
    (try? String(contentsOfFile: log, encoding: .utf8)).flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
      ?? 0
  }

  @Test("(child process of the tests above) records scores with their tapes", .enabled(if: writerJob != nil))
  func scoreWriterChild() throws {
    let job = try #require(Self.writerJob).split(separator: "|").map(String.init)
    let storage = Storage(directory: job[0])
    for i in 0..<Int(job[2])! {
      let entry = ScoreEntry(
        game: "counter", score: i, status: .lost, table: .standard, seed: UInt64(job[1])!, ticks: 3)
      let warnings = storage.record(entry, tape: runTape(i)).warnings
      #expect(warnings == [])
      if !warnings.isEmpty { exit(3) }
      try "\(i + 1)\n".write(toFile: job[3], atomically: true, encoding: .utf8)
    }
  }
}
