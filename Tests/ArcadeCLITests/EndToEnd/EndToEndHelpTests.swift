import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

/// Help where a player looks for it: `?` and F1 on the title menu, and Help in the pause box.
@Suite("End to end: help", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndHelpTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test(
    "? and F1 open the menu's help; the pause box offers Help, ? opens it, and leaving it comes back to the pause box"
  )
  func helpKeys() async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession(
      "env XDG_DATA_HOME=\(data.path) XDG_CONFIG_HOME=\(data.path) \(arcade) --no-attract")
    await #expect(s.waitFor("? for help").ok, "no menu:\n\(s.screen())")
    for key in ["?", "F1"] {
      s.keys(key)
      await #expect(s.waitFor("Keys in every game").ok, "\(key) did not open the menu's help:\n\(s.screen())")
      s.keys("Escape")
      await #expect(s.waitFor("? for help").ok, "Esc did not return to the menu:\n\(s.screen())")
    }
    s.keys("Enter")
    await #expect(s.waitFor("Play Classic").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "the frog did not start:\n\(s.screen())")
    s.keys("p")
    let paused = await s.waitFor("The game is paused.")
    #expect(paused.ok && paused.screen.contains("Resume") && paused.screen.contains("Help"), "\(paused.screen)")
    s.keys("?")
    let help = try #require(
      Catalog.entries.first?.info.help.first?.split(separator: " ").prefix(4).joined(separator: " "))
    await #expect(s.waitFor(help).ok, "? in the pause box did not open the help:\n\(s.screen())")
    s.keys("Escape")
    await #expect(s.waitFor("The game is paused.").ok, "leaving the help did not return to the pause box")
    s.keys("p")
    await #expect(s.waitFor("p pause").ok, "p did not resume:\n\(s.screen())")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
  }
}
