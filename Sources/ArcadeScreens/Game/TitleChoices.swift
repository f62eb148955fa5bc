import ArcadeCore
import GameCatalog
import TerminalUI

/// The items of a game's title card and what each does: Play (for a game with levels, Play Classic and Play
/// Arcade), How to play, Credits, and leave. Arcade continues at the highest level reached, or, when more than
/// one is reached, opens the level picker with that one picked.
struct TitleChoices {
  enum Choice: Equatable {
    case play(RunSetup)
    case pickLevel
    case help, credits, leave
  }

  let items: [ChoiceItem]
  let choices: [Choice]
  /// The item picked at first: Play, or Arcade when the run asked for is an arcade run (`--level N`).
  let selected: Int
  /// One line for the card saying what Arcade is; nil for a game without levels.
  let arcadeLine: String?

  /// `setup` is the run the player asked for (Classic from the menu, or `arcade play`'s flags); `reached` the
  /// highest arcade level reached.
  init(entry: CatalogEntry, setup: RunSetup, reached: Int, fromMenu: Bool) {
    var items: [ChoiceItem] = []
    var choices: [Choice] = []
    var selected = 0
    if let levels = entry.levels {
      let count = levels.levels.count
      let reached = min(max(reached, 1), count)
      // The run asked for, or Classic with the defaults when that was an arcade run.
      let first = setup.isArcade ? entry.classic(parameters: entry.info.parameters.defaults, seed: setup.seed) : setup
      items.append(ChoiceItem(first.mode == .classic ? "Play Classic" : "Play", hotkeys: [.character("p")]))
      choices.append(.play(first))
      if case .arcade(_, let start) = setup.mode {
        selected = 1
        items.append(
          ChoiceItem("Play Arcade: level \(start) · \(levels.levels[start - 1].name)", hotkeys: Self.arcadeKeys))
        choices.append(.play(setup))
      } else if reached > 1 {
        items.append(ChoiceItem("Play Arcade: continue at level \(reached), or pick one", hotkeys: Self.arcadeKeys))
        choices.append(.pickLevel)
      } else {
        items.append(ChoiceItem("Play Arcade: level 1 · \(levels.levels[0].name)", hotkeys: Self.arcadeKeys))
        choices.append(entry.arcade(from: 1, seed: setup.seed).map(Choice.play) ?? .pickLevel)
      }
      arcadeLine = "Arcade: \(count) levels one after another, each harder; a loss ends the run."
    } else {
      items.append(ChoiceItem("Play", hotkeys: [.character("p")]))
      choices.append(.play(setup))
      arcadeLine = nil
    }
    items += [
      ChoiceItem("How to play", hotkeys: [.character("h"), .character("?"), .function(1)]),
      ChoiceItem("Credits", hotkeys: [.character("c")]),
      ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")]),
    ]
    choices += [.help, .credits, .leave]
    self.items = items
    self.choices = choices
    self.selected = selected
  }

  private static let arcadeKeys: [Key] = [.character("a")]

  /// The level picker: every level reached (the highest picked), with its goal, and Back.
  static func levelPicker(entry: CatalogEntry, reached: Int) -> BoxScreen {
    let levels = entry.levels?.levels ?? []
    let reached = min(max(reached, 1), levels.count)
    let items = levels.prefix(reached).enumerated().map { index, level in
      let goal = (try? level.values(in: entry.info.parameters)).map(entry.info.levelGoal) ?? ""
      let key: [Key] = index < 9 ? [.character(Unicode.Scalar(UInt8(49 + index)))] : []
      return ChoiceItem("\(index + 1) · \(level.name) · \(goal)", hotkeys: key)
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
