import ArcadeCore
import GameCatalog
import TerminalUI

/// A game's whole flow, as in the tutorials plus what they lacked: title card → play → end alert →
/// play again (a new seed) or back to the menu / quit.
enum PlayFlow {
  enum Next {
    case menu
    case quit
  }

  static func run(_ frontEnd: FrontEnd, entry: CatalogEntry, parameters: ParameterValues, seed: UInt64, fromMenu: Bool)
    throws(Interruption) -> Next
  {
    let info = entry.info
    let leave: Next = fromMenu ? .menu : .quit
    let holdMethod: HoldMethod
    if !info.usesHold {
      holdMethod = .tap
    } else if frontEnd.terminal.supportsKittyKeyboard() {
      holdMethod = .kitty
    } else {
      holdMethod = frontEnd.options.holdFallback == .toggle ? .toggle : .tap
    }
    let holdLine = info.usesHold ? holdMethod.describe(mouse: frontEnd.options.mouse) : nil

    // Title card over the game's first frame.
    var firstFrame = Canvas(size: info.canvasSize)
    entry.make(parameters, seed).draw(into: &firstFrame)
    let back = ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")])
    while true {
      var box = ChoiceBox(
        title: info.title, lines: GameScreens.titleLines(info, holdLine: holdLine),
        items: [
          ChoiceItem("Play", hotkeys: [.character("p")]), ChoiceItem("Credits", hotkeys: [.character("c")]), back,
        ])
      let outcome = try frontEnd.choose(&box, background: { FrontEnd.drawCentred(firstFrame, on: &$0, dim: true) })
      guard case .chosen(let i) = outcome, i != 2 else { return leave }
      if i == 0 { break }
      var credits = ChoiceBox(
        title: "Credits", lines: info.credits + [""] + GameScreens.projectCredits, items: [ChoiceItem("Back")])
      _ = try frontEnd.choose(&credits, background: { FrontEnd.drawCentred(firstFrame, on: &$0, dim: true) })
    }

    var seed = seed
    while true {
      let round = PlayRound(
        frontEnd: frontEnd, entry: entry, parameters: parameters, seed: seed, holdMethod: holdMethod, holdLine: holdLine
      )
      guard case .settled(let status, let score, let ticks, let frame) = try round.run() else { return leave }
      let notes = frontEnd.recordScore(
        entry: entry, parameters: parameters, status: status, score: score, seed: seed, ticks: ticks)
      var alert = ChoiceBox(
        title: GameScreens.headline(status), lines: ["Score: \(score)"] + notes + frontEnd.takeNotices(),
        items: [
          ChoiceItem("Play again", hotkeys: [.character("r"), .character("p")]),
          ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")]),
        ])
      let outcome = try frontEnd.choose(&alert, background: { FrontEnd.drawCentred(frame, on: &$0, dim: true) })
      guard case .chosen(0) = outcome else { return leave }
      seed = FrontEnd.freshSeed()
    }
  }
}
