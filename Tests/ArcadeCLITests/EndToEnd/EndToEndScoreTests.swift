import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Scores at a real game's end alert: two tables, a lock held elsewhere, a damaged file.
@Suite("End to end: scores at the end alert", .serialized, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndScoreTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// Plays `heli --seed 3 ARGUMENTS` to its end alert with one tap (it takes off, then falls onto the cave
  /// floor within a second or two) and returns the alert's screen; `q` then quits.
  private func playToTheEnd(_ data: TemporaryFolder, _ arguments: String = "") throws -> (TmuxSession, String) {
    let s = try TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play heli --seed 3 \(arguments)", columns: 120)
    #expect(s.waitFor("Play").ok)
    s.keys("Enter")  // ▶ Play: the helicopter waits for its first press
    #expect(s.waitFor("to take off").ok)
    s.keys("Space")
    let end = s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(end.ok, "no end alert:\n\(end.screen)")
    return (s, end.screen)
  }

  private func scores(_ data: TemporaryFolder) throws -> String {
    let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": data.path]) { $1 }
    return try EndToEnd.run(arcade, ["scores", "heli"], environment: environment).stdout
  }

  @Test("a custom-parameter game beside 10 default scores: kept apart, none pushed out, the alert says which table")
  func customScoreKeptApart() throws {
    let data = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: data.path + "/arcade", withIntermediateDirectories: true)
    let defaults = (1...10).map { "heli 0 lost default \($0) 60\n" }.joined()
    _ = try data.write("arcade/scores.txt", "arcade-scores 1\n" + defaults)
    let (s, alert) = try playToTheEnd(data, "--gravity 2000")
    #expect(alert.contains("First score with non-default parameters!"), "\(alert)")
    #expect(!alert.contains("First score for this game!"), "\(alert)")
    s.keys("q")
    #expect(s.exitCode() == 0)
    let table = try scores(data)
    let lines = table.split(separator: "\n")
    #expect(lines.filter { $0.contains("  0  lost  seed") }.count == 10, "a default score was pushed out:\n\(table)")
    #expect(lines.contains("heli (Helicopter) with non-default parameters"), "\(table)")
  }

  @Test("a scores lock held by another program: the end alert comes within the bound, says the score is lost; q quits")
  func lockHeldElsewhere() throws {
    let data = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: data.path + "/arcade", withIntermediateDirectories: true)
    let fd = open(data.path + "/arcade/scores.lock", O_RDWR | O_CREAT, 0o644)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    let (s, alert) = try playToTheEnd(data)
    #expect(alert.contains("scores not saved:"), "\(alert)")
    #expect(!alert.contains("First score"), "no best note for a score that was not saved:\n\(alert)")
    s.keys("q")
    #expect(s.exitCode() == 0)
    s.expectRestored("a game over with the scores lock held")
    #expect(s.standardError.contains("is locked by another arcade; this score ("), "\(s.standardError)")
  }

  @Test("a damaged scores file: one warning on the end alert, the file kept aside, the score saved")
  func damagedFileWarnsOnce() throws {
    let data = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: data.path + "/arcade", withIntermediateDirectories: true)
    _ = try data.write("arcade/scores.txt", "not scores\n")
    let (s, alert) = try playToTheEnd(data)
    #expect(alert.components(separatedBy: "is damaged").count == 2, "one warning, not two:\n\(alert)")
    s.keys("q")
    #expect(s.exitCode() == 0)
    #expect(s.standardError.components(separatedBy: "is damaged").count == 2, "\(s.standardError)")
    #expect(data.read(data.path + "/arcade/scores.corrupt-1") == "not scores\n")
    #expect(try scores(data).contains("lost"))
  }
}
