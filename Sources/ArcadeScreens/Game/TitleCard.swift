import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// A game's title card: its box, and what each of its items does. Play (racing the ghost given, if any), Race
/// your best when a kept run of the same setup exists, How to play, Credits, and the way out.
struct TitleCard {
  enum Item {
    case play, raceBest, help, credits, leave
  }

  var box: ChoiceBox
  let items: [Item]

  /// `official`: the official result of the daily being played, if any; `bestRun`: offered as a race.
  init(
    _ info: GameInfo, setup: RunSetup, lines: [String], ghost: Ghost?, bestRun: Ghost?, official: Int?, fromMenu: Bool
  ) {
    var items: [(Item, ChoiceItem)] = [(.play, ChoiceItem("Play", hotkeys: [.character("p")]))]
    if let bestRun {
      let score = bestRun.tape.end.map { " (\($0.score))" } ?? ""
      items.append((.raceBest, ChoiceItem("Race your best" + score, hotkeys: [.character("r")])))
    }
    items += [
      (.help, ChoiceItem("How to play", hotkeys: [.character("h"), .character("?"), .function(1)])),
      (.credits, ChoiceItem("Credits", hotkeys: [.character("c")])),
      (.leave, ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")])),
    ]
    self.items = items.map(\.0)
    let racing = ghost.map { ["Racing the ghost of \($0.name)."] } ?? []
    box = ChoiceBox(
      title: info.title, lines: lines + GameScreens.dailyLines(setup, official: official) + racing,
      items: items.map(\.1))
  }

  /// The item an event picked, or `.leave` for a cancel; nil while none is.
  mutating func handle(_ event: InputEvent) -> Item? {
    switch box.handle(event) {
    case .chosen(let i): items[i]
    case .cancelled: .leave
    case nil: nil
    }
  }
}
