import ArcadeCore
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Every text of the front end fits an 80x24 terminal whole: wrapped or rephrased, never cut with "…".
@Suite("Screens: every text fits at 80x24")
struct TextFitTests {
  /// The screen after these keys, drawn at 80x24.
  static func screen(_ id: String, keys: [Key]) -> String {
    var stack = ScreenStack([Screens.game(id)])
    for key in keys { stack.handle(Screens.press(key), at: Screens.start) }
    return Screens.text(&stack)
  }

  @Test(
    "each game's title card, its credits and how to play, and its help and pause boxes mid-game",
    arguments: Catalog.entries.map(\.info.id))
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

  /// The lines inside the box titled `title` on a screen, from its title to its first item, trimmed.
  static func boxLines(_ text: String, title: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let top = lines.firstIndex(where: { $0.contains("│") && $0.contains(title) }),
      let bottom = lines[top...].firstIndex(where: { $0.contains("▶") })
    else { return [] }
    // The box's own sides are the borders nearest its title (the dimmed scene's frame may show beside them).
    let titleLine = Array(lines[top])
    guard let at = titleLine.indices.first(where: { titleLine[$0...].starts(with: title) }),
      let left = titleLine[..<at].lastIndex(of: "│"), let right = titleLine[at...].firstIndex(of: "│")
    else { return [] }
    return lines[top...bottom].map { line in
      let cells = Array(line)
      guard right <= cells.count else { return "" }
      return String(cells[(left + 1)..<right]).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(
    "how to play and the help box wrap each paragraph to the box's width, and no line is one word",
    arguments: Catalog.entries.map(\.info.id))
  func helpWraps(id: String) throws {
    let info = try #require(Catalog.entry(id: id)).info
    for keys: [Key] in [[.character("h")], [.enter, .character("?")]] {
      let lines = Self.boxLines(Self.screen(id, keys: keys), title: info.title).filter { !$0.isEmpty }.dropFirst()
      #expect(lines.count > info.help.count / 2, "\(id): no help box")
      for line in lines where !line.hasPrefix("▶") {
        #expect(line.contains(" "), "\(id): a line of one word: \(line)")
      }
      // Every paragraph of the rules is there, its words in order.
      let words = lines.joined(separator: " ").split(separator: " ")
      for paragraph in info.help where !paragraph.isEmpty {
        let own = paragraph.split(separator: " ")
        #expect(
          words.indices.contains { words[$0...].starts(with: own) }, "\(id): \"\(paragraph)\" is not shown whole")
      }
    }
  }

  @Test("the menu, its credits and the best scores")
  func menuBoxes() {
    for keys: [Key] in [[], [.character("c")], [.character("b")]] {
      var stack = ScreenStack([MenuScreen(services: Screens.services(), now: Screens.start)])
      for key in keys { stack.handle(Screens.press(key), at: Screens.start) }
      let text = Screens.text(&stack)
      #expect(!text.contains("…"), "\(keys):\n\(text)")
    }
  }
}
