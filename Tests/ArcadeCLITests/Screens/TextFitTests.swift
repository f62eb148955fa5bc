import ArcadeCore
import ArcadeStorage
import ArcadeTestSupport
import Foundation
import GameCatalog
import TerminalUI
import Testing

@testable import ArcadeCLI
@testable import ArcadeScreens

/// Every text of the front end shows whole at every size `arcade list` names, and one column and one row less:
/// wrapped, rephrased or on a page of its box that PgDn shows, never cut with "…".
@Suite("Screens: every text whole at every size arcade list names")
struct TextFitTests {
  /// The sizes `arcade list` names (each game's smallest pictures, with the hint bar's row), and each one column
  /// and one row less, as "COLUMNSxROWS".
  static let sizes: [String] = {
    let listed = Catalog.entries.flatMap { $0.info.smallestSizes.map { ($0.columns, $0.rows + 1) } }
    var sizes: [String] = []
    for (columns, rows) in listed {
      for size in ["\(columns)x\(rows)", "\(columns - 1)x\(rows)", "\(columns)x\(rows - 1)"] where !sizes.contains(size)
      {
        sizes.append(size)
      }
    }
    return sizes
  }()

  static func size(_ text: String) -> (columns: Int, rows: Int) {
    let parts = text.split(separator: "x").compactMap { Int($0) }
    return (parts[0], parts[1])
  }

  /// A stack drawn, and the keys pressed, in a terminal of that size.
  struct Window {
    let columns: Int
    let rows: Int
    let terminal: FakeTerminal
    var stack: ScreenStack

    /// A game's title card, from the menu, in a window of that size.
    init(game id: String, size: String, store: FakeStore = FakeStore()) {
      (columns, rows) = TextFitTests.size(size)
      terminal = FakeTerminal(columns: columns, rows: rows)
      stack = ScreenStack([Screens.game(id, Screens.services(store: store, terminal: terminal), fromMenu: true)])
    }

    /// A tape's replay, at its intro box, in a window of that size.
    init(replaying tape: Tape, of id: String, size: String) throws {
      (columns, rows) = TextFitTests.size(size)
      terminal = FakeTerminal(columns: columns, rows: rows)
      let entry = Screens.entry(id)
      let services = Screens.services(terminal: terminal)
      stack = ScreenStack([ReplayScreen(try entry.makeFromTape(tape), entry: entry, tape: tape, services: services)])
    }

    /// The title menu, in a window of that size.
    init(menuWith store: FakeStore, size: String, attract: Bool = false) {
      (columns, rows) = TextFitTests.size(size)
      terminal = FakeTerminal(columns: columns, rows: rows)
      stack = ScreenStack([
        MenuScreen(services: Screens.services(attract: attract, store: store, terminal: terminal), now: Screens.start)
      ])
    }

    mutating func press(_ keys: [Key]) {
      for key in keys { stack.handle(Screens.press(key), at: Screens.start) }
    }

    mutating func text() -> String { Screens.text(&stack, columns, rows) }

    /// Every page of the box on top, PgDn after PgDn until none shows more below, and back to its first.
    mutating func pages() -> [String] {
      var pages = [text()]
      while pages.last!.contains("PgDn"), pages.count < 50 {
        press([.pageDown])
        pages.append(text())
      }
      press(Array(repeating: .pageUp, count: pages.count))
      return pages
    }

    /// The words of the box titled `title` after its title, page after page, in order: of a page with more after
    /// it, its lines above its "more" row; of the last, all, its items too. (A last page that starts before the end
    /// of the one before it shows only its new lines.)
    mutating func boxWords(title: String) -> [Substring] {
      var lines: [String] = []
      for page in pages() {
        var own = TextFitTests.boxLines(page, title: title).dropFirst().filter { !$0.isEmpty }
        if let more = own.firstIndex(where: { $0.contains("PgDn") || $0.contains("PgUp") }) {
          own = page.contains("PgDn") ? Array(own[..<more]) : Array(own[..<more]) + own[(more + 1)...]
        }
        let overlap = (0...min(lines.count, own.count)).last { lines.suffix($0) == own.prefix($0) } ?? 0
        lines += own.dropFirst(overlap)
      }
      return lines.joined(separator: " ").split(separator: " ")
    }
  }

  /// Whether `words` hold the words of `text` one after another.
  static func shows(_ text: String, in words: [Substring]) -> Bool {
    let own = text.split(separator: " ")
    return own.isEmpty || words.indices.contains { words[$0...].starts(with: own) }
  }

  /// The lines inside the box titled `title` on a screen, from its title to its last item, trimmed.
  static func boxLines(_ text: String, title: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let top = lines.firstIndex(where: { $0.contains("│") && $0.contains(title) }),
      let bottom = lines[top...].firstIndex(where: { $0.contains("└") })
    else { return [] }
    // The box's own sides are the borders nearest its title (the dimmed scene's frame may show beside them).
    let titleLine = Array(lines[top])
    guard let at = titleLine.indices.first(where: { titleLine[$0...].starts(with: title) }),
      let left = titleLine[..<at].lastIndex(of: "│"), let right = titleLine[at...].firstIndex(of: "│")
    else { return [] }
    return lines[top..<bottom].map { line in
      let cells = Array(line)
      guard right <= cells.count else { return "" }
      return String(cells[(left + 1)..<right]).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(
    "each game's title card, credits and how to play, and mid-game its help, its pause box and the pause box's help",
    arguments: sizes, Catalog.entries.map(\.info.id))
  func gameBoxes(size: String, id: String) throws {
    let info = Screens.entry(id).info
    let fits = Layout(screenColumns: Self.size(size).columns, screenRows: Self.size(size).rows, info: info).fits
    let screens: [(String, [Key])] =
      [("title card", []), ("credits", [.character("c")]), ("how to play", [.character("h")])]
      + (fits
        ? [
          ("help", [.enter, .character("?")]), ("pause", [.enter, .character("p")]),
          ("the pause box's help", [.enter, .character("p"), .character("?")]),
        ] : [])
    for (name, keys) in screens {
      var window = Window(game: id, size: size)
      window.press(keys)
      let pages = window.pages()
      for page in pages { #expect(!page.contains("…"), "\(id) \(name) at \(size):\n\(page)") }
      guard name.contains("help") || name == "how to play" else { continue }
      // Every paragraph of the rules is there, its words in order, on one page or another.
      let words = window.boxWords(title: info.title)
      for paragraph in info.help {
        #expect(Self.shows(paragraph, in: words), "\(id) \(name) at \(size): \"\(paragraph)\" is not shown whole")
      }
    }
    var card = Window(game: id, size: size)
    let words = card.boxWords(title: info.title)
    let whole = fits ? [info.summary] + info.bindings.map(\.action) : ["Enlarge the window to play"]
    for text in whole { #expect(Self.shows(text, in: words), "\(id)'s title card at \(size): \"\(text)\"") }
  }

  @Test(
    "how to play and the help box wrap each paragraph to the box's width, and no line is one word",
    arguments: Catalog.entries.map(\.info.id))
  func helpWraps(id: String) throws {
    let info = Screens.entry(id).info
    for keys: [Key] in [[.character("h")], [.enter, .character("?")]] {
      var window = Window(game: id, size: "80x24")
      window.press(keys)
      let lines = Self.boxLines(window.text(), title: info.title).filter { !$0.isEmpty }.dropFirst()
      #expect(lines.count > info.help.count / 2, "\(id): no help box")
      for line in lines where !line.hasPrefix("▶") {
        #expect(line.contains(" "), "\(id): a line of one word: \(line)")
      }
    }
  }

  @Test(
    "a game says whole that the window is too small for it, and back at its size, how to play on",
    arguments: Catalog.entries.map(\.info.id))
  func tooSmallNotices(id: String) throws {
    let info = Screens.entry(id).info
    for smallest in info.smallestSizes {
      let size = "\(smallest.columns)x\(smallest.rows + 1)"
      for (columns, rows) in [(smallest.columns - 1, smallest.rows + 1), (smallest.columns, smallest.rows)] {
        var window = Window(game: id, size: size)
        window.press([.enter] + (info.waitsFor == nil ? [] : [.space]))
        window.stack.advance(now: Screens.start + Screens.frame)
        window.terminal.size = (columns, rows)
        window.stack.handle(.resize, at: Screens.start + Screens.frame)
        window.stack.advance(now: Screens.start + 2 * Screens.frame)
        let small = Screens.text(&window.stack, columns, rows)
        let words = small.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(!small.contains("…"), "\(id) at \(columns)x\(rows):\n\(small)")
        #expect(Self.shows("(now \(columns)x\(rows))", in: words), "\(id) at \(columns)x\(rows):\n\(small)")
        #expect(Self.shows("paused: enlarge the window (q leaves)", in: words), "\(small)")
        window.terminal.size = (window.columns, window.rows)
        window.stack.handle(.resize, at: Screens.start + Screens.second)
        window.stack.advance(now: Screens.start + Screens.second)
        let back = window.text()
        #expect(
          !back.contains("…") && GameScreen.resumePrompts.contains { back.contains($0) }, "\(id) at \(size):\n\(back)")
      }
    }
  }

  @Test(
    "each game's demo tape replayed: its intro box, then its header and status rows as it plays, its keys box",
    arguments: sizes, Catalog.entries.map(\.info.id))
  func replays(size: String, id: String) throws {
    let tape = try Tape(text: String(contentsOf: GoldenTapeFile.url(game: id, name: "demo"), encoding: .utf8))
    var window = try Window(replaying: tape, of: id, size: size)
    for page in window.pages() { #expect(!page.contains("…"), "\(id)'s replay at \(size):\n\(page)") }
    window.press([.enter])
    window.stack.advance(now: Screens.start + Screens.second)
    let playing = window.text()
    let fits = Layout(screenColumns: window.columns, screenRows: window.rows, info: Screens.entry(id).info).fits
    #expect(
      !playing.contains("…") && playing.contains(fits ? "tick" : "(now \(size))"), "\(id) at \(size):\n\(playing)")
    window.press([.character("?")])
    for page in window.pages() { #expect(!page.contains("…"), "\(id)'s replay keys at \(size):\n\(page)") }
  }

  @Test(
    "the menu, its help, its credits, the best scores and the Daily challenge box with an official result of each game",
    arguments: sizes)
  func menuBoxes(size: String) {
    let store = FakeStore()
    for entry in Catalog.entries {
      _ = store.record(
        ScoreEntry(
          game: entry.info.id, score: 12345, status: .lost, table: .daily(Screens.today), seed: 1, ticks: 600,
          startedAt: Screens.now, official: true), tape: nil)
      _ = store.record(
        ScoreEntry(game: entry.info.id, score: 123_456, status: .lost, table: .standard, seed: 1, ticks: 600), tape: nil
      )
    }
    for keys: [Key] in [[], [.character("?")], [.function(1)], [.character("c")], [.character("b")], [.character("d")]]
    {
      var window = Window(menuWith: store, size: size)
      window.press(keys)
      for page in window.pages() { #expect(!page.contains("…"), "\(keys) at \(size):\n\(page)") }
    }
    var daily = Window(menuWith: store, size: size)
    daily.press([.character("d")])
    let words = daily.boxWords(title: "Daily challenge")
    for entry in Catalog.entries {
      #expect(Self.shows("\(entry.info.title) official 12345 (lost)", in: words), "\(size): \(words)")
    }
    var help = Window(menuWith: store, size: size)
    help.press([.character("?")])
    let helpWords = help.boxWords(title: "Help")
    for entry in Catalog.entries { #expect(Self.shows(entry.info.summary, in: helpWords), "\(size)") }
  }
}
