import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

/// A phone's window (hundreds' 32x29), played in tmux as a new player found it: every text whole, and no piece of a
/// game behind the menu without its picture.
@Suite(
  "End to end: a phone's window", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndSmallWindowTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test(
    "hundreds at 32x29: too small at 31x29 and 32x28 it says so whole; back at 32x29 the hint says how to play on, whole"
  )
  func resizeBack() async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession(
      "env XDG_DATA_HOME=\(data.path) XDG_CONFIG_HOME=\(data.path) \(arcade) play hundreds", columns: 32, rows: 29)
    await #expect(s.waitFor("Play Classic").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "the game did not start:\n\(s.screen())")
    for (columns, rows) in [(31, 29), (32, 28)] {
      s.resize(columns, rows)
      let small = await s.waitFor { $0.contains("\(columns)x\(rows))") && $0.contains("(q leaves)") }
      #expect(small.ok && !small.screen.contains("…"), "at \(columns)x\(rows):\n\(small.screen)")
      s.resize(32, 29)
      let back = await s.waitFor("Paused: p or space plays on")
      #expect(back.ok && !back.screen.contains("…"), "back at 32x29:\n\(back.screen)")
      s.keys("p")
      await #expect(s.waitFor("? help").ok, "p did not play on:\n\(s.screen())")
    }
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("Ctrl-C at 32x29")
  }

  @Test(
    "the menu at 32x29: no piece of the frog's demo behind it, every item whole; its Daily box shows each official result whole"
  )
  func menuAndDaily() async throws {
    let data = try TemporaryFolder()
    let env = "env XDG_DATA_HOME=\(data.path) XDG_CONFIG_HOME=\(data.path)"
    // An official result of today's helicopter daily: one press, and it flies into the cave's wall.
    let heli = try await TmuxSession("\(env) \(arcade) play heli --daily")
    await #expect(heli.waitFor("Play").ok, "no title card:\n\(heli.screen())")
    heli.keys("Enter")
    heli.keys("Space")
    let end = await heli.waitFor("Game over", timeout: 30)
    #expect(end.ok, "the run did not end:\n\(end.screen)")
    heli.keys("q")
    await #expect(heli.exitCode() == 0)
    let s = try await TmuxSession("\(env) \(arcade)", columns: 32, rows: 29)
    let menu = await s.waitFor("Quit")
    #expect(menu.ok, "no menu:\n\(menu.screen)")
    // The frog's demo does not fit 32x29: nothing of it shows (its score line did, alone, above the menu).
    let steady = await s.waitFor { $0 == menu.screen }
    #expect(steady.ok && !steady.screen.contains("SCORE") && !steady.screen.contains("LIVES"), "\(steady.screen)")
    for title in Catalog.entries.map(\.info.title) {
      #expect(menu.screen.contains("\(title)\n") || menu.screen.contains("\(title) "))
    }
    #expect(!menu.screen.contains("…"), "\(menu.screen)")
    s.keys("d")
    let daily = await s.waitFor("Back")
    #expect(daily.ok && !daily.screen.contains("…"), "\(daily.screen)")
    let words = daily.screen.split(whereSeparator: { " │\n".contains($0) })
    for title in Catalog.entries.map(\.info.title) { #expect(daily.screen.contains(title), "\(daily.screen)") }
    let result = words.indices.dropLast(2).contains {
      words[$0] == "official" && Int(words[$0 + 1]) != nil && words[$0 + 2] == "(lost)"
    }
    #expect(result, "the helicopter's official result, whole:\n\(daily.screen)")
    s.keys("q")
    s.keys("q")
    await #expect(s.exitCode() == 0)
  }
}
