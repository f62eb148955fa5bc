import ArcadeTestSupport
import Foundation
import Testing

/// The data folder turning read-only under a real game: warnings, and play goes on.
@Suite(
  "End to end: a read-only data folder", .serialized, .ownThreads,
  .enabled(if: EndToEnd.available && ReadOnlyFolder.works, EndToEnd.skipReason))
struct EndToEndStorageTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test("a game ends with the data folder read-only: the end alert warns, play again works, exit 0, warnings after")
  func readOnlyDataFolder() async throws {
    let data = try TemporaryFolder()
    let folder = data.path + "/arcade"
    try FileManager.default.createDirectory(atPath: folder + "/tapes", withIntermediateDirectories: true)
    let undoTapes = try #require(ReadOnlyFolder.make(folder + "/tapes"))
    defer { undoTapes() }
    let undoFolder = try #require(ReadOnlyFolder.make(folder))
    defer { undoFolder() }
    // Tapped once, the helicopter takes off and falls onto the cave floor within a second or two.
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play heli --seed 3")
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")  // ▶ Play: the helicopter waits for its first press
    await #expect(s.waitFor("to take off").ok)
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(end.ok, "no end alert:\n\(end.screen)")
    #expect(end.screen.contains("warning: scores not saved"), "no warning on the end alert:\n\(end.screen)")
    s.keys("r")  // play again: the game goes on without its data folder
    await #expect(s.waitFor("to take off").ok, "no second game:\n\(s.screen())")
    s.keys("Space")
    let again = await s.waitFor(timeout: 15) { $0.contains("Game over") && $0.contains("Play again") }
    #expect(again.ok, "the second game did not end:\n\(again.screen)")
    s.keys("q")
    await #expect(s.exitCode() == 0)
    s.expectRestored("games with a read-only data folder")
    let warnings = s.standardError.split(separator: "\n")
    #expect(
      warnings.filter { $0.hasPrefix("arcade: scores not saved: ") && $0.hasSuffix("is lost, but play goes on") }
        .count == 2, "\(s.standardError)")
    #expect(
      warnings.filter { $0.hasPrefix("arcade: could not save the last tape: ") }.count == 2, "\(s.standardError)")
    #expect(FileManager.default.subpaths(atPath: folder) == ["tapes"], "nothing was written")
  }
}
