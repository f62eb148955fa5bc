import ArcadeCore
import GameCatalog
import TerminalUI

/// The title menu: the four games, Credits, Best scores, Quit. With attract mode on, the
/// highlighted game's demo tape plays dimmed behind it.
enum MainMenu {
  static func run(_ frontEnd: FrontEnd) throws(Interruption) {
    let entries = Catalog.entries
    var items = entries.enumerated().map { i, entry in
      ChoiceItem("\(entry.info.title) - \(entry.info.summary)", hotkeys: [.character(Unicode.Scalar(UInt8(49 + i)))])
    }
    let creditsIndex = items.count
    items += [
      ChoiceItem("Credits", hotkeys: [.character("c")]),
      ChoiceItem("Best scores", hotkeys: [.character("b")]),
      ChoiceItem("Quit", hotkeys: [.character("q")]),
    ]
    var demos: [String: AttractDemo] = [:]
    var missing: Set<String> = []
    var current: AttractDemo? = nil
    func show(_ index: Int) {
      guard frontEnd.options.attract, index < entries.count else { return }
      let entry = entries[index]
      if current?.entry.info.id == entry.info.id { return }
      if let cached = demos[entry.info.id] {
        current = cached
      } else if !missing.contains(entry.info.id) {
        if let demo = AttractDemo(entry: entry) { demos[entry.info.id] = demo; current = demo } else { missing.insert(entry.info.id) }
      }
      current?.resume()
    }
    var selected = 0
    while true {
      show(selected)
      var box = ChoiceBox(title: "A R C A D E", lines: ["Pick a game (arrows and Enter, a number, or the mouse)."], items: items, selected: selected)
      box.framed = current == nil
      let outcome = try frontEnd.choose(
        &box,
        background: { canvas in if let frame = current?.frame { FrontEnd.drawCentred(frame, on: &canvas, dim: true) } },
        animate: frontEnd.options.attract ? { current?.advance() ?? false } : nil,
        onMove: { show($0) })
      guard case .chosen(let i) = outcome else { return }
      selected = i
      switch i {
      case ..<entries.count:
        let entry = entries[i]
        let next = try PlayFlow.run(
          frontEnd, entry: entry, parameters: entry.info.parameters.defaults, seed: FrontEnd.freshSeed(), fromMenu: true)
        if next == .quit { return }
        current?.resume()
      case creditsIndex:
        var box = ChoiceBox(title: "Credits", lines: GameScreens.credits(entries.map(\.info)), items: [ChoiceItem("Back")])
        _ = try frontEnd.choose(&box)
      case creditsIndex + 1:
        var warnings: [String] = []
        let games = entries.map { entry in
          let best = frontEnd.storage?.bestScores(game: entry.info.id) ?? (scores: [], warnings: [])
          warnings += best.warnings
          return (title: entry.info.title, scores: best.scores)
        }
        let lines = GameScreens.scoreLines(games) + warnings.map { "warning: \($0)" }
        var box = ChoiceBox(title: "Best scores", lines: lines, items: [ChoiceItem("Back")])
        _ = try frontEnd.choose(&box)
      default:
        return
      }
    }
  }
}
