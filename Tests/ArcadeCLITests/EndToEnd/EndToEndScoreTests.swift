import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeSQL
@testable import ArcadeStorage

#if canImport(Glibc)
  import Glibc
#endif

/// Scores at a real game's end alert: two tables, a database held elsewhere, a damaged file.
@Suite(
  "End to end: scores at the end alert", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason)
)
struct EndToEndScoreTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// Plays `heli --seed 3 ARGUMENTS` to its end alert with one tap (it takes off, then falls onto the cave
  /// floor within a second or two) and returns the alert's screen; `q` then quits.
  private func playToTheEnd(_ data: TemporaryFolder, _ arguments: String = "--seed 3") async throws -> (
    TmuxSession, String
  ) {
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play heli \(arguments)", columns: 120)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")  // ▶ Play: the helicopter waits for its first press
    await #expect(s.waitFor("to take off").ok)
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(end.ok, "no end alert:\n\(end.screen)")
    return (s, end.screen)
  }

  private func scores(_ data: TemporaryFolder) async throws -> String {
    let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": data.path]) { $1 }
    return try await EndToEnd.run(arcade, ["scores", "heli"], environment: environment).stdout
  }

  @Test("a custom-parameter game beside 10 default scores: kept apart, none pushed out, the alert says which table")
  func customScoreKeptApart() async throws {
    let data = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: data.path + "/arcade", withIntermediateDirectories: true)
    let defaults = (1...10).map { "heli 0 lost default \($0) 60\n" }.joined()
    _ = try data.write("arcade/scores.txt", "arcade-scores 1\n" + defaults)
    let (s, alert) = try await playToTheEnd(data, "--seed 3 --gravity 2000")
    #expect(alert.contains("First score with non-default parameters!"), "\(alert)")
    #expect(!alert.contains("First score for this game!"), "\(alert)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    let table = try await scores(data)
    let lines = table.split(separator: "\n")
    #expect(lines.filter { $0.contains("  0  lost  seed") }.count == 10, "a default score was pushed out:\n\(table)")
    #expect(lines.contains("heli (Helicopter) with non-default parameters"), "\(table)")
  }

  @Test(
    "the daily of another date than today (UTC), 2030-01-01 or 2019-06-01, is practice: the card and the alert say so, no official result is kept",
    arguments: ["2030-01-01", "2019-06-01"])
  func otherDatesArePractice(date: String) async throws {
    let data = try TemporaryFolder()
    let (s, alert) = try await playToTheEnd(data, "--daily --date \(date)")
    #expect(alert.contains("Practice: only today's daily (UTC) can be an official result."), "\(alert)")
    #expect(!alert.contains("Your official result"), "\(alert)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": data.path]) { $1 }
    let daily = try await EndToEnd.run(arcade, ["scores", "--daily"], environment: environment)
    #expect(
      daily.stdout == "no official daily results yet; play today's: arcade play GAME --daily\n", "\(daily.stdout)")
    let card = try await TmuxSession(
      "env XDG_DATA_HOME=\(data.path) \(arcade) play heli --daily --date \(date)", columns: 120)
    await #expect(card.waitFor("Practice: only today's daily (UTC) can be an official result.").ok, "\(card.screen())")
    card.keys("q")
    await #expect(card.exitCode() == 0)
  }

  @Test(
    "another program holding the database's write lock past the busy timeout: the end alert says the score is lost; q quits"
  )
  func databaseHeldElsewhere() async throws {
    let data = try TemporaryFolder()
    let storage = Storage(directory: data.path + "/arcade")
    #expect(storage.recordLevelReached(2, game: "frog").isEmpty, "the database made")
    let holder = try SQLiteDatabase(path: storage.databasePath)
    try holder.execute("BEGIN IMMEDIATE")
    try holder.execute("INSERT INTO notes (name, value) VALUES ('held', 'by the test')")
    let (s, alert) = try await playToTheEnd(data)
    try holder.execute("ROLLBACK")
    #expect(alert.contains("scores not saved:"), "\(alert)")
    #expect(!alert.contains("First score"), "no best note for a score that was not saved:\n\(alert)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("a game over with the database held")
    #expect(
      s.standardError.contains("was busy (another arcade writing) past the 5 s it waits; this score ("),
      "\(s.standardError)")
  }

  @Test(
    "garbage bytes where the database is: one warning on the end alert, the file kept aside untouched, the score saved")
  func damagedFileWarnsOnce() async throws {
    let data = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: data.path + "/arcade", withIntermediateDirectories: true)
    let garbage = String(repeating: "not scores\n", count: 200)
    _ = try data.write("arcade/arcade.sqlite", garbage)
    let (s, alert) = try await playToTheEnd(data)
    #expect(alert.components(separatedBy: "not a database").count == 2, "one warning, not two:\n\(alert)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    #expect(s.standardError.components(separatedBy: "is damaged").count == 2, "\(s.standardError)")
    #expect(data.read(data.path + "/arcade/arcade.sqlite.corrupt-1") == garbage)
    await #expect(try scores(data).contains("lost"))
  }
}
