import ArcadeCore
import Autoplay
import Foundation
import FrogCrossing
import Testing

/// Arcade mode by keyboard alone: the keyboard player wins frog's first two levels, each on the seed arcade run 1
/// gives it (a level starts on a fresh road), so a keyboard-only player reaches level 3.
@Suite("Keyboard-only frog levels")
struct FrogLevelPlayTests {
  /// Assets/levels/frog.txt, read from the checkout (this target does not embed the assets).
  static func levels() throws -> LevelFile {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Assets/levels/frog.txt")
    return try LevelFile(text: String(contentsOf: url, encoding: .utf8), parameters: FrogGame.info.parameters)
  }

  @Test(
    "by taps in a terminal without key releases, the keyboard player fills the 3 bays of levels 1 and 2, losing no frog"
  )
  func firstLevels() throws {
    let file = try Self.levels()
    var outcomes: [String] = []
    for level in 1...2 {
      let values = try file.levels[level - 1].values(in: FrogGame.info.parameters)
      let game = FrogGame(parameters: values, seed: ArcadeRun<FrogGame>.seed(of: level, in: 1))
      var player = FrogPlayer()
      let run = player.play(game, ticks: 60 * 120)
      outcomes.append("\(run.game.status) at tick \(run.game.tick), \(run.game.lives) frogs left")
    }
    #expect(outcomes == ["won at tick 1177, 3 frogs left", "won at tick 721, 2 frogs left"])
  }
}
