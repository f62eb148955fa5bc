import ArcadeAssets
import ArcadeCore
import ArcadeTestSupport
import Foundation
import FrogCrossing
import GameCatalog
import Testing

@Suite("Golden tapes")
struct GoldenTapeTests {
  @Test(
    "each tape in Assets/tapes/frog replays to its recorded end and matches its script",
    arguments: GoldenTapeScript.all.map(\.name))
  func goldenTape(name: String) throws {
    let script = try #require(GoldenTapeScript.all.first { $0.name == name })
    let recordedTape = script.record()
    let recorded = recordedTape.text
    let stored = try GoldenTapeFile.storedText(game: "frog", name: name, recorded: recordedTape)
    let tape = try Tape(text: stored)
    guard case .verified(let end) = try tape.verify(as: FrogGame.self) else {
      Issue.record("\(name).tape does not replay: \(try tape.verify(as: FrogGame.self))")
      return
    }
    #expect(end.status == script.status)
    #expect(end.score == script.score)
    #expect(end.tick == script.ticks)
    #expect(recorded == stored, "the script no longer records \(name).tape; re-record on purpose")
  }
}

@Suite("Shipped tapes")
struct ShippedTapeTests {
  @Test("the tapes compiled into the binary are the four golden ones and each verifies through the catalog")
  func embeddedTapesVerify() throws {
    let paths = Assets.paths(under: "tapes/frog")
    #expect(paths == ["tapes/frog/demo.tape", "tapes/frog/long.tape", "tapes/frog/loss.tape", "tapes/frog/win.tape"])
    let entry = try #require(Catalog.entry(id: "frog"))
    for path in paths {
      let tape = try Tape(text: try #require(Assets.text(path)))
      guard case .verified = try entry.verify(tape) else {
        Issue.record("\(path) does not verify")
        continue
      }
    }
  }
}
