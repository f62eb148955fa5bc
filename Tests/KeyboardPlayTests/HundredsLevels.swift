import ArcadeCore
import Autoplay
import Foundation
import Hundreds

/// Assets/levels/hundreds.txt, read from the checkout (this target does not embed the assets).
enum HundredsLevels {
  static func file() throws -> LevelFile {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Assets/levels/hundreds.txt")
    return try LevelFile(text: String(contentsOf: url, encoding: .utf8), parameters: HundredsGame.info.parameters)
  }
}
