import ArcadeCore
import GameCatalog
import TerminalUI

/// The title menu: the four games, Credits, Best scores, Quit. With attract mode on, the
/// highlighted game's demo tape plays dimmed behind it, whole, with the menu's text over it.
struct MenuScreen: Screen {
  let frontEnd: FrontEnd
  private let entries = Catalog.entries
  private var box: ChoiceBox
  /// Demos already opened, by game id: each keeps its place in its tape.
  private var demos: [String: AttractDemo] = [:]
  private var missing: Set<String> = []
  private(set) var demo: AttractDemo? = nil

  init(frontEnd: FrontEnd, now: UInt64) {
    self.frontEnd = frontEnd
    var items = Catalog.entries.enumerated().map { i, entry in
      ChoiceItem("\(entry.info.title) - \(entry.info.summary)", hotkeys: [.character(Unicode.Scalar(UInt8(49 + i)))])
    }
    items += [
      ChoiceItem("Credits", hotkeys: [.character("c")]),
      ChoiceItem("Best scores", hotkeys: [.character("b")]),
      ChoiceItem("Quit", hotkeys: [.character("q")]),
    ]
    box = ChoiceBox(
      title: "A R C A D E", lines: ["Pick a game (arrows and Enter, a number, or the mouse)."], items: items)
    show(0, at: now)
  }

  /// The demo of the highlighted game (none for the other items: the last one stays).
  private mutating func show(_ index: Int, at now: UInt64) {
    guard frontEnd.options.attract, index < entries.count else { return }
    let entry = entries[index]
    if demo?.entry.info.id == entry.info.id { return }
    if let demo { demos[demo.entry.info.id] = demo }
    if let kept = demos[entry.info.id] {
      demo = kept
    } else if !missing.contains(entry.info.id), let fresh = AttractDemo(entry: entry, now: now) {
      demo = fresh
    } else {
      missing.insert(entry.info.id)
      demo = nil  // no demo for this game: nothing behind the menu, and no wake-ups
    }
    demo?.resume(now: now)
  }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    let before = box.selected
    let outcome = box.handle(event)
    if box.selected != before { show(box.selected, at: now) }
    guard case .chosen(let i) = outcome else { return outcome == .cancelled ? .quit : .stay }
    switch i {
    case ..<entries.count:
      let entry = entries[i]
      return .push(
        GameScreen(
          frontEnd: frontEnd, entry: entry, parameters: entry.info.parameters.defaults, seed: FrontEnd.freshSeed(),
          fromMenu: true))
    case entries.count:
      return .push(BoxScreen(title: "Credits", lines: GameScreens.credits(entries.map(\.info))))
    case entries.count + 1:
      return .push(BoxScreen(title: "Best scores", lines: bestScoreLines()))
    default:
      return .quit
    }
  }

  private func bestScoreLines() -> [String] {
    var warnings: [String] = []
    let games = entries.map { entry in
      let best = frontEnd.storage?.bestScores(game: entry.info.id) ?? (scores: [], warnings: [])
      warnings += best.warnings
      return (title: entry.info.title, scores: best.scores)
    }
    return GameScreens.scoreLines(games) + warnings.map { "warning: \($0)" }
  }

  mutating func advance(now: UInt64) -> Transition {
    demo?.advance(now: now)
    return .stay
  }

  var deadline: UInt64? { demo?.deadline }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    demo?.resume(now: now)
    return .stay
  }

  mutating func drawScene(into screen: inout Canvas) {
    demo?.draw(on: &screen)
  }

  mutating func drawBox(into screen: inout Canvas) {
    box.framed = demo == nil
    box.draw(into: &screen)
  }
}
