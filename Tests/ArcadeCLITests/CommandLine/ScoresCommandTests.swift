import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage
@testable import GameCatalog

@Suite("scores command")
struct ScoresCommandTests {
  @Test("scores lists each game's best, aligned, and its custom-parameter runs in a table of their own")
  func allGames() throws {
    let harness = try Harness()
    let storage = harness.storage
    _ = storage.record(
      ScoreEntry(game: "counter", score: 30, status: .lost, table: .standard, seed: 1, ticks: 600))
    _ = storage.record(
      ScoreEntry(game: "counter", score: 120, status: .won, table: .custom, seed: 5, ticks: 3_930))
    _ = storage.record(ScoreEntry(game: "gone", score: 999, status: .won, table: .standard, seed: 5, ticks: 1))
    let run = harness.run("scores")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "counter (Counter)",
        "   1.  30  lost  seed 1  0:10",
        "counter (Counter) with non-default parameters",
        "   1.  120  won  seed 5  1:05",
        "",
        "plain (Plain): no scores yet",
      ])
  }

  @Test("scores GAME shows one game; ten lines at most")
  func oneGame() throws {
    let harness = try Harness()
    for i in 1...12 {
      _ = harness.storage.record(
        ScoreEntry(game: "plain", score: i, status: .timeUp, table: .standard, seed: UInt64(i), ticks: 60 * i))
    }
    let run = harness.run("scores", "plain")
    #expect(run.status == 0)
    #expect(run.outLines.count == 11)
    #expect(run.outLines[1] == "   1.  12  time-up  seed 12  0:12")
    #expect(run.outLines[10] == "  10.   3  time-up  seed 3   0:03")
  }

  @Test("garbage bytes where the database is: one warning on stderr, the file kept aside byte for byte, a fresh start")
  func damaged() throws {
    let harness = try Harness()
    let path = harness.storage.databasePath
    try FileManager.default.createDirectory(atPath: harness.storage.directory, withIntermediateDirectories: true)
    let garbage = String(repeating: "nonsense ", count: 600)
    try garbage.write(toFile: path, atomically: false, encoding: .utf8)
    let run = harness.run("scores")
    #expect(run.status == 0)
    #expect(run.outLines == ["counter (Counter): no scores yet", "", "plain (Plain): no scores yet"])
    #expect(
      run.err == """
        arcade: warning: the scores database \(path) is damaged beyond reading (file is not a database); started a \
        fresh one, and the damaged file is kept as \(path).corrupt-1

        """)
    #expect(try String(contentsOfFile: path + ".corrupt-1", encoding: .utf8) == garbage)
    #expect(harness.run("scores").err == "", "said once: the fresh database is whole")
  }

  @Test("scores --export prints every run kept, oldest first, tab-separated; --json carries the kept tapes")
  func export() throws {
    let harness = try Harness()
    let tape = runTape(30)
    _ = harness.storage.record(
      ScoreEntry(game: "counter", score: 30, status: .won, table: .standard, seed: 1, ticks: 600), tape: tape)
    _ = harness.storage.record(
      ScoreEntry(
        game: "counter", score: 20, status: .lost, table: .daily(Harness.today), seed: 9, ticks: 300,
        startedAt: Harness.now))
    _ = harness.storage.record(
      ScoreEntry(
        game: "counter", score: 40, status: .won, table: .arcade, seed: 5, ticks: 900, levels: 1...2,
        parameters: "", startedAt: Harness.now + 61))
    let run = harness.run("scores", "--export")
    #expect(run.status == 0 && run.err == "")
    #expect(
      run.outLines == [
        "id\tgame\tmode\ttable\tseed\tparameters\tdate\tfirst_level\tlast_level\tscore\tresult\tticks\tstarted\tofficial\ttape",
        "1\tcounter\tclassic\tdefault\t1\t\t\t\t\t30\twon\t600\t\t\tkept",
        "2\tcounter\tdaily\tdaily-2026-12-02\t9\t\t2026-12-02\t\t\t20\tlost\t300\t2026-12-02T12:00:00Z\tofficial\t",
        "3\tcounter\tarcade\tarcade\t5\t\t\t1\t2\t40\twon\t900\t2026-12-02T12:01:01Z\t\t",
      ])
    let json = harness.run("scores", "counter", "--export", "--json")
    let runs = try JSONDecoder().decode([ExportedRun].self, from: Data(json.out.utf8))
    #expect(runs.map(\.id) == [1, 2, 3] && runs[0].tape == tape.text && runs[1].tape == nil && runs[1].official)
    #expect(harness.run("scores", "--json").err.contains("--json is a form of --export; add --export"))
    #expect(harness.run("scores", "--all").err.contains("--all is a form of --daily; add --daily"))
  }

  @Test("reached heli 9223372036854775807 in an old scores file reads as level 12 of 12, in scores and levels")
  func reachedClamped() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    try FileManager.default.createDirectory(atPath: harness.storage.directory, withIntermediateDirectories: true)
    try "arcade-scores 2\nreached heli 9223372036854775807\n".write(
      toFile: harness.storage.directory + "/scores.txt", atomically: false, encoding: .utf8)
    let run = harness.run("scores", "heli")
    #expect(run.outLines.contains("heli (Helicopter) arcade: reached level 12 of 12, no runs yet"), "\(run.out)")
    let levels = harness.run("levels", "heli").outLines
    #expect(levels[1] == "Reached: level 12 (marked *); start at one with: arcade play heli --level N", "\(levels)")
  }
}
