import ArcadeCore
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI

/// Every text of the front end fits an 80x24 terminal whole: wrapped or rephrased, never cut with "…".
@Suite("Screens: every text fits at 80x24")
struct TextFitTests {
  /// The screen after these keys, drawn at 80x24.
  static func screen(_ id: String, keys: [Key]) -> String {
    var stack = ScreenStack([Screens.game(id, Screens.frontEnd())])
    for key in keys { stack.handle(Screens.press(key), at: Screens.start) }
    return Screens.text(&stack)
  }

  @Test("each game's title card, its credits and how to play, and its help and pause boxes mid-game", arguments: Catalog.entries.map(\.info.id))
  func gameBoxes(id: String) {
    let screens: [(String, [Key])] = [
      ("title card", []), ("credits", [.character("c")]), ("how to play", [.character("h")]),
      ("help", [.enter, .character("?")]),
      ("pause", [.enter, .character("p")]),
    ]
    for (name, keys) in screens {
      let text = Self.screen(id, keys: keys)
      #expect(!text.contains("…"), "\(id) \(name):\n\(text)")
    }
  }

  @Test("the menu, its credits and the best scores")
  func menuBoxes() {
    for keys: [Key] in [[], [.character("c")], [.character("b")]] {
      var stack = ScreenStack([MenuScreen(frontEnd: Screens.frontEnd(), now: Screens.start)])
      for key in keys { stack.handle(Screens.press(key), at: Screens.start) }
      let text = Screens.text(&stack)
      #expect(!text.contains("…"), "\(keys):\n\(text)")
    }
  }
}
