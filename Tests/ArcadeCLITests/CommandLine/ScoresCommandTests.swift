import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI
@testable import ArcadeStorage

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

  @Test("a damaged scores file is a warning on stderr; the command still succeeds")
  func damaged() throws {
    let harness = try Harness()
    try FileManager.default.createDirectory(atPath: harness.storage.directory, withIntermediateDirectories: true)
    try "nonsense".write(toFile: harness.storage.scoresPath, atomically: false, encoding: .utf8)
    let run = harness.run("scores")
    #expect(run.status == 0)
    #expect(run.outLines == ["counter (Counter): no scores yet", "", "plain (Plain): no scores yet"])
    #expect(
      run.err == """
        arcade: warning: the scores file \(harness.storage.scoresPath) is damaged (line 1: it does not start with \
        'arcade-scores 2' (or 1)); the next score keeps it aside as scores.corrupt-N and starts a fresh file

        """)
  }
}
