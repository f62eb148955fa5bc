import ArcadeBoardClient
import ArcadeCore
import ArcadeScreens
import ArcadeTestSupport
import BoardWire
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI

/// A watcher's arcade draws a run by its own rules: one played by other rules (another simulation version of the game)
/// would be drawn wrong, so it is refused in one line instead.
@Suite("Watching a run of other rules", .ownThreads)
struct WatchRulesTests {
  @Test("a run the board plays by another version of the game's rules is refused for good, in one line naming both")
  func otherRules() async throws {
    let heli = Catalog.entry(id: "heli")!.info.simulationVersion
    let board = try HostileBoard { _ in
      .message(
        200,
        LiveInputs(
          run: 3, name: "ada", game: "heli", simulation: heli + 1, date: "\(Harness.today)", from: 0, tick: 60,
          inputs: "60 -\n", state: .playing, end: nil))
    }
    let follower = LiveRunFollower(
      run: 3, connection: BoardConnection(url: board.url), token: nil, rules: ["heli": heli])
    defer { follower.stop() }
    var news = follower.take()
    #expect(
      await EndToEnd.eventually(timeout: 20) {
        news = follower.take()
        return news.trouble != nil
      })
    #expect(news.trouble?.final == true && news.inputs.isEmpty && news.header == nil)
    #expect(
      news.trouble?.line
        == "the board plays heli by rules version \(heli + 1) and this arcade by \(heli): watch it with an arcade of the board's version"
    )
  }
}
