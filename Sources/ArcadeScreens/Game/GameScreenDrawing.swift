import ArcadeCore
import ArcadeRuns
import ArcadeStorage
import BoardWire
import GameCatalog
import TerminalUI

/// How a game's screen draws: its scene (the game, a ghost racing it, dimmed under the title card, or the notice of a
/// window too small) and the bar under it, and the title card's box.
extension GameScreen {
  func drawScene(into screen: inout Canvas) {
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, info: info)
    if (phase == .ready || phase == .playing) && !layout.fits {
      screen.centeredLines(
        [
          (info.title, Style(.brightYellow, on: .default, [.bold])), (layout.tooSmallMessage, .plain),
          ("paused: enlarge the window (q leaves)", Style(.brightBlack)),
        ], row: screen.rows / 2 - 1)
      return
    }
    var canvas = Canvas(size: layout.canvas)
    game.draw(into: &canvas)
    race?.draw(over: &canvas, player: game)
    if phase == .title { canvas.dim() }
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
    guard asking == nil else { return }
    // The bar's status by importance: what to do now, the race, the run's level and total.
    // The run's caption, in fewer words when the whole one does not fit the window.
    let captions = [game.caption, game.shortCaption].compactMap { $0 }
    let caption =
      (captions.first { Canvas.width(of: $0) <= screen.columns } ?? captions.last).map {
        [GameScreens.BarPart($0)]
      } ?? []
    let racing = race.map { [$0.liveLine(score: game.score)] } ?? []
    if phase == .ready, let first = info.waitsFor {
      GameScreens.drawBar([GameScreens.BarPart(first.prompt)] + caption, bindings: [], row: layout.barRow, on: &screen)
    } else if phase == .playing, awaitingResume {
      let prompt = Self.resumePrompts.first { Canvas.width(of: $0) <= screen.columns } ?? Self.resumePrompts[1]
      GameScreens.drawBar([GameScreens.BarPart(prompt)], bindings: [], row: layout.barRow, on: &screen)
    } else if phase == .playing {
      GameScreens.drawBar(racing + caption, bindings: info.bindings, row: layout.barRow, on: &screen)
    }
  }

  mutating func drawBox(into screen: inout Canvas) {
    guard phase == .title else { return }
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, info: info)
    guard layout.fits else {
      var notice = ChoiceBox(
        title: info.title,
        lines: [
          "This window is \(screen.columns)x\(screen.rows); \(info.title) \(layout.tooSmallMessage.prefix { $0 != "(" })"
            + "to play.",
          "Enlarge the window to play it, or press q to leave.",
        ], items: [])
      notice.draw(into: &screen)
      return
    }
    titleCard.draw(into: &screen)
  }
}
