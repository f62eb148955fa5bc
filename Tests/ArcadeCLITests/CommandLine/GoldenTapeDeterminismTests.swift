import ArcadeAssets
import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

/// Determinism across runs: every golden tape replays to the same end again and again in one
/// process, and two separate `arcade verify` processes print exactly the same results.
@Suite("Golden tapes, repeated and in separate processes")
struct GoldenTapeDeterminismTests {
  static let goldenPaths = Catalog.ids.flatMap { Assets.paths(under: "tapes/\($0)") }

  @Test("there are at least three golden tapes per game")
  func enoughTapes() {
    for id in Catalog.ids {
      #expect(Assets.paths(under: "tapes/\(id)").count >= 3, "\(id) needs a win or time-up, a loss and a long run")
    }
  }

  // The ten-minute benchmark tapes are verified by .ci/run in the release build, the golden ones here in debug.
  @Test("each golden tape verifies to the same end twice in one process")
  func repeatedInProcess() throws {
    for path in Self.goldenPaths {
      let tape = try Tape(text: try #require(Assets.text(path)))
      let entry = try #require(Catalog.entry(id: tape.game))
      let results = try (0..<2).map { _ in try entry.verify(tape) }
      #expect(results.allSatisfy { $0 == .verified(tape.end!) }, "\(path): \(results)")
    }
  }

  @Test(
    "two separate arcade verify processes agree on every golden tape",
    .enabled(if: EndToEnd.arcadePath != nil, EndToEnd.skipReason))
  func separateProcesses() async throws {
    let arcade = try #require(EndToEnd.arcadePath)
    let files = Self.goldenPaths.map {
      GoldenTapeDeterminismTests.repository.appendingPathComponent("Assets/\($0)").path
    }
    let first = try await EndToEnd.run(arcade, ["verify"] + files)
    let second = try await EndToEnd.run(arcade, ["verify"] + files)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == second.stdout)
    let lines = first.stdout.split(separator: "\n")
    #expect(lines.count == files.count)
    #expect(lines.allSatisfy { $0.hasPrefix("ok ") })
  }

  static let repository = GoldenTapeFile.repository
}
