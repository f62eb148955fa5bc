import ArcadeCore
import GameCatalog
import TerminalUI

/// The title menu: the games, Daily challenge, Credits, Best scores, Quit. With attract mode on, the
/// highlighted game's demo tape plays dimmed behind it, the menu on a clean band across it.
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
    case daily, credits, scores, quit
  }

  /// The menu of `entries` (the catalog's games; a test shows a menu of its own).
  init(services: ScreenServices, now: UInt64, entries: [CatalogEntry] = Catalog.entries) {
    self.services = services
    self.entries = entries
    demos = entries.map { services.options.attract ? TapePlayer(demoOf: $0, now: now) : nil }
    var items = entries.map { ChoiceItem("\($0.info.title) - \($0.info.summary)") }
    items += [
      ChoiceItem("Daily challenge", hotkeys: [.character("d")]),
      ChoiceItem("Credits", hotkeys: [.character("c")]),
      ChoiceItem("Best scores", hotkeys: [.character("b")]),
      ChoiceItem("Quit", hotkeys: [.character("q")]),
    ]
    // Every item answers its place in the list, as the line above them says (the first nine: one digit each).
    for i in items.indices.prefix(9) { items[i].hotkeys.append(.character(Unicode.Scalar(UInt8(49 + i)))) }
    box = ChoiceBox(
      title: "A R C A D E", lines: ["Pick with arrows and Enter, a number (1-\(min(9, items.count))), or the mouse."],
      items: items)
  }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
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
    case .credits:
      return .push(BoxScreen(title: "Credits", lines: GameScreens.credits(entries.map(\.info))))
    case .scores:
      return .push(BoxScreen(title: "Best scores", lines: bestScoreLines()))
    case .quit, nil:
      return .pop(.cancelled)
    }
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

  func drawScene(into screen: inout Canvas) {
    demo?.drawDemo(on: &screen)
  }

  mutating func drawBox(into screen: inout Canvas) {
    box.backdrop = demo == nil ? .frame : .band
    box.draw(into: &screen)
  }
}
