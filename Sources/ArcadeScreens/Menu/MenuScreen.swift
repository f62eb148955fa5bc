import ArcadeCore
import GameCatalog
import TerminalUI

/// The title menu: the games, Daily challenge, Watch live, Credits, Best scores, Quit; `?` or F1 opens its help. With
/// attract mode on, the highlighted game's demo tape plays dimmed behind it, the menu on a clean band across it.
struct MenuScreen: Screen {
  let services: ScreenServices
  private let entries: [CatalogEntry]
  private var box: ChoiceBox
  /// Each game's demo (nil with attract mode off, or when no tape of the game plays); each keeps
  /// its place in its tape.
  private var demos: [TapePlayer?]
  /// The game whose demo plays: the last game highlighted.
  private var shown = 0
  var demo: TapePlayer? { demos[shown] }
  /// The date of the Daily challenge box on show, whose games it plays; nil when no such box is open.
  private var dailyDate: CalendarDate?

  /// The items after the games, in order.
  private enum Item: Int {
    case daily, live, credits, scores, quit
  }

  /// The menu of `entries` (the catalog's games; a test shows a menu of its own).
  init(services: ScreenServices, now: UInt64, entries: [CatalogEntry] = Catalog.entries) {
    self.services = services
    self.entries = entries
    demos = entries.map { services.options.attract ? TapePlayer(demoOf: $0, now: now) : nil }
    // A narrow window shows each game's title alone (its summary is in the help and on its title card).
    var items = entries.map { ChoiceItem("\($0.info.title) - \($0.info.summary)", short: $0.info.title) }
    items += [
      ChoiceItem("Daily challenge", hotkeys: [.character("d")]),
      ChoiceItem("Watch live", hotkeys: [.character("w")]),
      ChoiceItem("Credits", hotkeys: [.character("c")]),
      ChoiceItem("Best scores", hotkeys: [.character("b")]),
      ChoiceItem("Quit", hotkeys: [.character("q")]),
    ]
    // Every item answers its place in the list, as the line above them says (the first nine: one digit each).
    for i in items.indices.prefix(9) { items[i].hotkeys.append(.character(Unicode.Scalar(UInt8(49 + i)))) }
    box = ChoiceBox(
      title: "A R C A D E",
      lines: ["Pick with arrows and Enter, a number (1-\(min(9, items.count))), or the mouse; ? for help."],
      items: items)
  }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    if case .key(let key, .press) = event, KeyMap.command(for: key) == .help {
      return .push(BoxScreen(title: "Help", lines: Self.helpLines(entries.map(\.info))))
    }
    let outcome = box.handle(event)
    // The highlighted game's demo plays (none for the other items: the last one stays).
    if box.selected < entries.count && box.selected != shown {
      shown = box.selected
      demos[shown]?.clock.resume(now: now)
    }
    // The menu is the bottom screen: popping it ends the session.
    guard case .chosen(let i) = outcome else { return outcome == .cancelled ? .pop(.cancelled) : .stay }
    guard i >= entries.count else {
      let entry = entries[i]
      return .push(
        GameScreen(
          services: services, entry: entry,
          setup: entry.classic(parameters: entry.info.parameters.defaults, seed: services.freshSeed()), fromMenu: true
        ))
    }
    switch Item(rawValue: i - entries.count) {
    case .daily:
      guard let today = services.today else {
        let line = CalendarDate.brokenClock
        return .push(BoxScreen(title: "Daily challenge", lines: [line.prefix(1).uppercased() + line.dropFirst() + "."]))
      }
      dailyDate = today
      return .push(DailyBox.make(date: today, entries: entries, scores: services.scores, board: services.board))
    case .live:
      guard let live = services.live else {
        return .push(BoxScreen(title: "Watch live", lines: [Self.noBoard]))
      }
      return .push(LiveListScreen(services: services, source: live))
    case .credits:
      return .push(BoxScreen(title: "Credits", lines: GameScreens.credits(entries.map(\.info))))
    case .scores:
      return .push(BoxScreen(title: "Best scores", lines: bestScoreLines()))
    case .quit, nil:
      return .pop(.cancelled)
    }
  }

  /// What Watch live and the Daily challenge box say without a board.
  static let noBoard = "No board: join one with --board URL, ARCADE_BOARD or a 'board URL' line in the config file."

  /// The menu's help: what each game is, the keys every game shares, what the other items are, and where the rest
  /// is told.
  static func helpLines(_ games: [GameInfo]) -> [String] {
    ["Each game's title card offers Classic and Arcade, its keys and How to play:"]
      + games.map { "  \($0.title): \($0.summary)" } + ["", "Keys in every game:"]
      + GameScreens.keyTable([]).map { "  " + $0 } + [
        "",
        "Daily challenge: today's seed for every player; your first run is official.",
        "Watch live: the daily runs being played on the board now, and today's finished ones.",
        "Best scores: your best runs of each game. Credits: where the games come from.",
        "In a shell: arcade --help lists every command; man arcade tells it all.",
      ]
  }

  private func bestScoreLines() -> [String] {
    var warnings: [String] = []
    let games = entries.map { entry in
      let best = services.scores.bestScores(game: entry.info.id)
      warnings += best.warnings
      return (
        title: entry.info.title, scores: best.scores,
        reached: services.scores.levelReached(game: entry.info.id, levels: entry.levelCount)
      )
    }
    return GameScreens.scoreLines(games) + warnings.map { "warning: \($0)" }
  }

  mutating func advance(now: UInt64) -> Transition {
    _ = demos[shown]?.playFrames(now: now, looping: true)
    return .stay
  }

  var deadline: UInt64? { demo?.clock.deadline }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    demos[shown]?.clock.resume(now: now)
    // A game picked in the Daily challenge box plays that date's daily.
    if let date = dailyDate {
      dailyDate = nil
      if case .chosen(let i) = outcome, entries.indices.contains(i) {
        return .push(GameScreen(services: services, entry: entries[i], setup: entries[i].daily(date), fromMenu: true))
      }
    }
    return .stay
  }

  /// Whether the demo shows on a screen of this size: the game fits it, and the menu's band leaves a third of the
  /// picture in view (else a row or two of it would, a score line with no picture).
  private func demoShows(columns: Int, rows: Int) -> Bool {
    guard let size = demo?.demoCanvas(columns: columns, rows: rows) else { return false }
    return rows - box.height(columns: columns, rows: rows) >= size.rows / 3
  }

  func drawScene(into screen: inout Canvas) {
    if demoShows(columns: screen.columns, rows: screen.rows) { demo?.drawDemo(on: &screen) }
  }

  mutating func drawBox(into screen: inout Canvas) {
    box.backdrop = demoShows(columns: screen.columns, rows: screen.rows) ? .band : .frame
    box.draw(into: &screen)
  }
}
