import ArcadeCore
import TerminalUI

/// How a watched run is drawn: the replay's drawing of the game, under whose run it is, over the status line.
extension WatchScreen {
  /// The game under whose run it is, with the status line; before the board's first answer, what is asked.
  func drawScene(into screen: inout Canvas) {
    guard let player, let header, let date else {
      let line =
        trouble.map { "The board: \($0.line)" + ($0.final ? "" : "; asking again.") }
        ?? "Asking the board for run \(run)…"
      screen.centeredLines([(line, .plain)], row: screen.rows / 2)
      return
    }
    let info = player.entry.info
    let bar = ReplayViewer.drawGame(player.game, info: info, on: &screen) {
      WatchLines.header(header, title: info.title, date: date, live: end == nil, width: $0)
    }
    guard let bar else { return }
    let status = WatchLines.status(
      doing, tick: player.tick, received: player.received, live: end == nil, name: WatchLines.name(header),
      trouble: trouble)
    ReplayViewer.drawStatus(
      head: status, keys: ReplayKeys.liveStatusLine, caption: player.game.caption,
      shortCaption: player.game.shortCaption, on: &screen, row: bar)
  }

  /// What the picture is doing, as the status line says it.
  var doing: WatchLines.Doing {
    if skipTo != nil { return .catchingUp }
    guard waiting, !paused, let player else { return .playing(paused: paused || asking != nil, speedIndex: speedIndex) }
    if player.game.status != .playing, end == nil { return .awaitingResult }
    return .waiting(seconds: Int((now &- inputsAt) / 1_000_000_000))
  }
}
