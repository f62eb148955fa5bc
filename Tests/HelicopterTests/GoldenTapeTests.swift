import ArcadeAssets
import ArcadeCore
import ArcadeTestSupport
import Foundation
import Helicopter
import Testing

/// The golden tapes: each verifies, and its script still records exactly the same tape.
/// With `ARCADE_RECORD_TAPES=1` the scripts rewrite the files instead of failing.
@Suite("Helicopter golden tapes")
struct GoldenTapeTests {

  @Test("a golden tape verifies and its script records it again bit for bit", arguments: GoldenTapeScript.all)
  func goldenTape(_ script: GoldenTapeScript) throws {
    let recorder = script.record()
    let recorded = recorder.finishedTape
    #expect(script.expectations(recorder.game), "\(script.name): the scripted run no longer does what it is for")
    #expect(recorder.game.isSettled)
    let text = try GoldenTapeFile.storedText(game: "heli", name: script.name, recorded: recorded)
    let tape = try Tape(text: text)
    let end = TapeEnd(
      tick: recorder.game.tick, status: recorder.game.status, score: recorder.game.score,
      hash: recorder.game.stateHash)
    #expect(try tape.verify(as: HeliGame.self) == .verified(end))
    #expect(text == recorded.text, "\(script.name).tape differs from its script; re-record on purpose")
    if !GoldenTapeFile.recording {
      #expect(Assets.text("tapes/heli/\(script.name).tape") == text, "the embedded copy is stale: rebuild")
    }
  }

  @Test("one flipped input in the long flight is caught at the next checkpoint")
  func flippedInputDiverges() throws {
    let text = try String(contentsOf: GoldenTapeFile.url(game: "heli", name: "long-flight"), encoding: .utf8)
    var tape = try Tape(text: text)
    let i = try #require(tape.runs.firstIndex { $0.input.held.contains(.action) })
    tape.runs[i].input = .none
    guard case .diverged(let tick, _, _) = try tape.verify(as: HeliGame.self) else {
      Issue.record("a changed input went unnoticed")
      return
    }
    #expect(tick == 600)
  }
}

extension GoldenTapeScript: CustomTestStringConvertible {
  var testDescription: String { name }
}
