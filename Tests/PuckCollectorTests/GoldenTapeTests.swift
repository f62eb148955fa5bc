import ArcadeAssets
import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import PuckCollector
import Testing

/// Golden tapes: the Assets file parses, replays to its recorded end (status, score, hash), and is exactly
/// what its script records today. `ARCADE_RECORD_TAPES=1 swift test --filter PuckCollectorTests` rewrites them.
@Suite("Golden tapes")
struct GoldenTapeTests {

  @Test(
    "golden tape replays to its recorded outcome and matches its script", arguments: GoldenTapeScript.all.map(\.name))
  func golden(name: String) throws {
    let script = try #require(GoldenTapeScript.all.first { $0.name == name })
    let recorded = script.record()
    let text = try GoldenTapeFile.storedText(game: "puck", name: name, recorded: recorded)
    let tape = try Tape(text: text)
    let end = try #require(tape.end)
    #expect(try tape.verify(as: PuckGame.self) == .verified(end))
    #expect(end.status == script.status)
    #expect(end.score == script.score)
    #expect(end.tick == script.tick)
    #expect(text == recorded.text, "\(name).tape differs from its script; re-record with ARCADE_RECORD_TAPES=1")
    let entry = try #require(Catalog.entry(id: "puck"))
    #expect(try entry.verify(tape) == .verified(end))
  }

  @Test("the tapes are embedded in the binary as they are on disk")
  func embedded() throws {
    #expect(Assets.paths(under: "tapes/puck").contains("tapes/puck/demo.tape"))
    for script in GoldenTapeScript.all {
      let disk = try String(contentsOf: GoldenTapeFile.url(game: "puck", name: script.name), encoding: .utf8)
      #expect(Assets.text("tapes/puck/\(script.name).tape") == disk)
    }
  }

  @Test("a tape whose first press is lost no longer verifies")
  func tamperedTapeDiverges() throws {
    var tape = try #require(GoldenTapeScript.all.first { $0.name == "clear" }).record()
    let i = try #require(tape.runs.firstIndex { $0.input.touch?.phase == .began })
    tape.runs[i].input = .none
    guard case .verified = try tape.verify(as: PuckGame.self) else { return }
    Issue.record("a changed drag still verified")
  }
}
