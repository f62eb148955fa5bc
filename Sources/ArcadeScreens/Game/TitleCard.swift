import ArcadeCore
import ArcadeRuns
import ArcadeStorage
import GameCatalog
import TerminalUI

/// A game's title card: its box, and what each of its items does. A run the player is free to choose (classic or
/// arcade, no ghost given) of a game with levels offers Play Classic and Play Arcade (level 1, the level
/// `--level N` asked for, or continue at the highest level reached, or pick one in the level picker); a game
/// without levels, a daily challenge or a race of a ghost given offers Play. Then Race your best when a kept run
/// of the setup asked for exists, How to play, Credits, and the way out.
struct TitleCard {
  enum Item {
    /// Plays this run, racing the ghost when one is given.
    case play(RunSetup, racing: Ghost?)
    /// Opens the level picker (the levels reached).
    case pickLevel
    case help, credits, leave
  }

  var box: ChoiceBox
  let items: [Item]
  /// The card's lines with the whole key table, and with its short form for a window too narrow for that.
  private let wideLines: [String]
  private let narrowLines: [String]
  /// The widest row of the whole key table.
  private let keyTableWidth: Int

  /// `setup` is the run asked for (Classic from the menu, a daily, or `arcade play`'s flags); `ghost` the run
  /// it races (`--ghost`); `bestRun` your best kept run of `setup`, offered as a race; `reached` the highest
  /// arcade level reached; `daily`, for a daily, today's date and the date's official result, if any. `holdLine` and
  /// `soundLine` go on the card as `GameScreens.titleLines` says.
  init(
    entry: CatalogEntry, setup: RunSetup, ghost: Ghost?, bestRun: Ghost?, reached: Int,
    daily: (today: CalendarDate?, official: Int?, board: String?)?,
    holdLine: String?, soundLine: String?, fromMenu: Bool
  ) {
    var items: [(Item, ChoiceItem)] = []
    var selected = 0
    var arcadeLine: String? = nil
    if let levels = entry.levels, ghost == nil, setup.mode.date == nil {
      let count = levels.levels.count
      let reached = min(max(reached, 1), count)
      // Classic: the run asked for, or the defaults when that was an arcade run.
      let classic = setup.isArcade ? entry.classic(parameters: entry.info.parameters.defaults, seed: setup.seed) : setup
      items.append((.play(classic, racing: nil), ChoiceItem("Play Classic", hotkeys: [.character("p")])))
      if case .arcade(_, let start) = setup.mode {
        selected = 1
        let name = "Play Arcade: level \(start) · \(levels.levels[start - 1].name) · \(Self.goal(of: start, entry))"
        let short = "Play Arcade: level \(start)"
        items.append((.play(setup, racing: nil), ChoiceItem(name, hotkeys: Self.arcadeKeys, short: short)))
      } else if reached > 1 {
        let name = "Play Arcade: continue at level \(reached), or pick one"
        items.append((.pickLevel, ChoiceItem(name, hotkeys: Self.arcadeKeys, short: "Play Arcade: pick a level")))
      } else {
        let name = "Play Arcade: level 1 · \(levels.levels[0].name) · \(Self.goal(of: 1, entry))"
        let first = entry.arcade(from: 1, seed: setup.seed).map { Item.play($0, racing: nil) } ?? .pickLevel
        items.append((first, ChoiceItem(name, hotkeys: Self.arcadeKeys, short: "Play Arcade: level 1")))
      }
      arcadeLine = "Arcade: \(count) levels one after another, each harder; a loss ends the run."
    } else {
      items.append((.play(setup, racing: ghost), ChoiceItem("Play", hotkeys: [.character("p")])))
    }
    if let bestRun {
      let what = setup.isArcade ? "Race your best arcade run" : "Race your best"
      let score = bestRun.end.map { " (\($0.score))" } ?? ""
      items.append((.play(setup, racing: bestRun), ChoiceItem(what + score, hotkeys: [.character("r")])))
    }
    items += [
      (.help, ChoiceItem("How to play", hotkeys: [.character("h"), .character("?"), .function(1)])),
      (.credits, ChoiceItem("Credits", hotkeys: [.character("c")])),
      (.leave, ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")])),
    ]
    self.items = items.map(\.0)
    let racing = ghost.map { ["Racing the ghost of \($0.name)."] } ?? []
    func lines(shortKeys: Bool) -> [String] {
      GameScreens.titleLines(
        entry.info, holdLine: holdLine, soundLine: soundLine, arcadeLine: arcadeLine, shortKeys: shortKeys)
        + GameScreens.dailyLines(setup, daily) + racing
    }
    (wideLines, narrowLines) = (lines(shortKeys: false), lines(shortKeys: true))
    keyTableWidth = GameScreens.keyTable(entry.info.bindings).map(Canvas.width(of:)).max() ?? 0
    box = ChoiceBox(title: entry.info.title, lines: wideLines, items: items.map(\.1))
    box.selected = selected
  }

  /// The card on the screen: the whole key table when its rows fit the box's width, else its short form.
  mutating func draw(into screen: inout Canvas) {
    box.lines = keyTableWidth <= screen.columns - 4 ? wideLines : narrowLines
    box.draw(into: &screen)
  }

  private static let arcadeKeys: [Key] = [.character("a")]

  /// The item an event picked, or `.leave` for a cancel; nil while none is.
  mutating func handle(_ event: InputEvent) -> Item? {
    switch box.handle(event) {
    case .chosen(let i): items[i]
    case .cancelled: .leave
    case nil: nil
    }
  }

  /// What wins level `number` (1-based), as its card says it: "Fill 3 bays".
  private static func goal(of number: Int, _ entry: CatalogEntry) -> String {
    guard let level = entry.levels?.levels[number - 1] else { return "" }
    return (try? level.values(in: entry.info.parameters)).map(entry.info.levelGoal) ?? ""
  }

  /// The level picker: every level reached (the highest picked), with its goal, and Back.
  static func levelPicker(entry: CatalogEntry, reached: Int) -> BoxScreen {
    let levels = entry.levels?.levels ?? []
    let reached = min(max(reached, 1), levels.count)
    let items = levels.prefix(reached).enumerated().map { index, level in
      let key: [Key] = index < 9 ? [.character(Unicode.Scalar(UInt8(49 + index)))] : []
      return ChoiceItem("\(index + 1) · \(level.name) · \(goal(of: index + 1, entry))", hotkeys: key)
    }
    return BoxScreen(
      title: "Arcade", lines: ["Start at a level you have reached; a loss ends the run."],
      items: items + [ChoiceItem("Back", hotkeys: [.character("b")])], selected: reached - 1)
  }
}

extension RunSetup {
  var isArcade: Bool {
    if case .arcade = mode { return true }
    return false
  }
}

extension RunMode {
  /// The date of a daily challenge; nil for the other modes.
  var date: CalendarDate? {
    if case .daily(let date) = self { return date }
    return nil
  }
}
