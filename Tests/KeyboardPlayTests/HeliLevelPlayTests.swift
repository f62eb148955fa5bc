import ArcadeCore
import Autoplay
import Foundation
import Helicopter
import Testing

/// Arcade mode by keyboard alone: the keyboard player flies the helicopter's first two levels by taps, the
/// second from where the first ended, as an arcade run does after a level's card, so a keyboard-only player
/// reaches level 3.
@Suite("Keyboard-only helicopter levels")
struct HeliLevelPlayTests {
  /// Assets/levels/heli.txt, read from the checkout (this target does not embed the assets).
  static func levels() throws -> LevelFile {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Assets/levels/heli.txt")
    return try LevelFile(text: String(contentsOf: url, encoding: .utf8), parameters: HeliGame.info.parameters)
  }

  @Test("by taps in a terminal without key releases, the keyboard player flies levels 1 (1500 px) and 2 (2000 px)")
  func firstLevels() throws {
    let file = try Self.levels()
    var game: HeliGame?
    var ticks: [Int] = []
    for level in 1...2 {
      let values = try file.levels[level - 1].values(in: HeliGame.info.parameters)
      let seed = ArcadeRun<HeliGame>.seed(of: level, in: 1)
      let start = game.map { HeliGame.nextLevel(after: $0, parameters: values, seed: seed) }
      var player = HeliPlayer()
      let run = player.play(start ?? HeliGame(parameters: values, seed: seed))
      guard run.game.status == .won else {
        Issue.record("level \(level): \(String(describing: run.game.crash)) at tick \(run.game.tick)")
        return
      }
      ticks.append(run.game.tick)
      game = run.game
    }
    #expect(ticks == [819, 924], "1500 px at 110 px/s, then 2000 px at 130 px/s")
  }
}
