import ArcadeCore
import ArcadeTestSupport
import GameCatalog
import Testing

/// Windows resized faster than anyone drags them: no size breaks a game, and play comes back.
/// (A suite of its own, so its long storms run beside the other end-to-end suites, not after them.)
@Suite("End to end: resize storms", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndResizeStormTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test(
    "a resize storm of 100 sizes (10x5 and 300x100 among them) in each game: no crash, play resumes",
    arguments: Catalog.ids)
  func resizeStorm(game: String) async throws {
    let s = try await TmuxSession("\(arcade) play \(game) --seed 5", columns: 100, rows: 30)
    await #expect(s.waitFor("Play").ok)
    s.keys("Enter")
    await #expect(s.waitFor { $0.contains("help") }.ok)
    var generator = SplitMix64(seed: 11)
    let sizes =
      [(10, 5), (300, 100)]
      + (0..<98).map { _ in
        (10 + Int(generator.next() % 291), 5 + Int(generator.next() % 96))
      }
    for (c, r) in sizes { s.resize(c, r) }
    s.resize(120, 40)
    // Waiting to play on (or the hint bar, had no size been too small), or ended meanwhile (the end alert):
    // never the size notice.
    let back = await s.waitFor {
      !$0.contains("needs") && ($0.contains("plays on") || $0.contains("help") || $0.contains("Play again"))
    }
    #expect(back.ok, "did not come back after the storm:\n\(back.screen)")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("a resize storm in \(game)")
  }
}
