import ArcadeAssets
import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Hundreds
import Testing

@Suite("Golden tapes")
struct GoldenTapeTests {

  /// Each tape's expected end: status, and score.
  static let expected: [String: (GameStatus, Int)] = [
    "win": (.won, 100), "loss": (.lost, 18), "long": (.won, 100), "hold": (.won, 102), "demo": (.won, 100),
  ]

  @Test(
    "each golden tape matches its script, replays to its recorded end, and ends as expected",
    arguments: GoldenTapeScripts.all.map(\.name))
  func goldenTape(name: String) throws {
    let script = try #require(GoldenTapeScripts.all.first { $0.name == name }).script
    let recorded = script()
    let path = "tapes/hundreds/\(name).tape"
    let stored = try GoldenTapeFile.storedText(game: "hundreds", name: name, recorded: recorded)
    if !GoldenTapeFile.recording {
      let text = try #require(Assets.text(path), "missing Assets/\(path): record it with ARCADE_RECORD_TAPES=1")
      #expect(text == stored, "the embedded copy of \(path) is stale: rebuild")
      #expect(text == recorded.text, "the script no longer gives \(path); re-record on purpose")
      let tape = try Tape(text: text)
      let entry = try #require(Catalog.entry(id: "hundreds"))
      guard case .verified(let end) = try entry.verify(tape) else {
        Issue.record("\(path) does not verify")
        return
      }
      let (status, score) = try #require(Self.expected[name])
      #expect(end.status == status && end.score == score)
    }
    let replayed = try recorded.verify(as: HundredsGame.self)
    guard case .verified(let end) = replayed else {
      Issue.record("the freshly recorded \(name) tape does not verify: \(replayed)")
      return
    }
    let (status, score) = try #require(Self.expected[name])
    #expect(end.status == status && end.score == score)
  }

  @Test("the loss tape ends settled: the red circle has filled the screen")
  func lossTapeSettles() throws {
    let tape = GoldenTapeScripts.loss()
    var game: HundredsGame = try tape.makeGame(HundredsGame.self)
    for input in tape.inputs { game.step(input) }
    #expect(game.status == .lost && game.isSettled)
  }
}
