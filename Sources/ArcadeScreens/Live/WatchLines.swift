import ArcadeCore
import BoardWire
import TerminalUI

/// What a watched run shows besides the game: whose run it is above it, how far the watcher is on the status line,
/// and its result at the end. A name came from the board: it is shown only through the gate (`BoardText.shown`).
enum WatchLines {
  /// A name as the watcher's screen shows it.
  static func name(_ header: LiveRunHeader) -> String { header.name.shown(limit: BoardAPI.longestName) }

  /// "Live: ada · Helicopter · daily challenge 2026-12-07" ("Run of ada" once it ended), or the longest shorter form
  /// that fits `width`.
  static func header(_ header: LiveRunHeader, title: String, date: CalendarDate, live: Bool, width: Int) -> String {
    let whose = (live ? "Live: " : "Run of ") + name(header)
    let forms = ["\(whose) · \(title) · daily challenge \(date)", "\(whose) · \(title)", "\(name(header)) · \(title)"]
    return forms.first { Canvas.width(of: $0) <= width } ?? title
  }

  /// What the watcher's picture is doing, for the status line.
  enum Doing: Equatable {
    case playing(paused: Bool, speedIndex: Int)
    /// Stepping to the live point without drawing.
    case catchingUp
    /// Every input that came is shown; for `seconds` no more came.
    case waiting(seconds: Int)
    /// The game is over on the screen; the board's result has not come yet.
    case awaitingResult
  }

  /// "▶ 1× tick 1234/1290 · 0.9 s behind", "… tick 1290/1290 · waiting for ada's next inputs (none for 12 s)";
  /// the board's trouble after it.
  static func status(
    _ doing: Doing, tick: Int, received: Int, live: Bool, name: String, trouble: LiveTrouble?
  ) -> String {
    let count = "tick \(tick)/\(received)"
    var line: String
    switch doing {
    case .playing(let paused, let speedIndex):
      line = "\(paused ? "II" : "▶") \(ReplayViewer.speedLabels[speedIndex]) \(count)"
      if live { line += " · " + behind(ticks: received - tick) }
    case .catchingUp: line = "» \(count) · catching up"
    case .waiting(let seconds):
      line = "… \(count) · waiting for \(name)'s next inputs" + (seconds >= 3 ? " (none for \(seconds) s)" : "")
    case .awaitingResult: line = "■ \(count) · the run is over; waiting for the board's result"
    }
    return line + (trouble.map { " · the board: \($0.line)" } ?? "")
  }

  /// "0.9 s behind": how far the picture is behind the newest inputs, in tenths of a second.
  static func behind(ticks: Int) -> String {
    let tenths = max(0, ticks) * 10 / Ticks.perSecond
    return "\(tenths / 10).\(tenths % 10) s behind"
  }

  /// The end box's lines: how the game ended on this screen, and what the board made of the run.
  static func result(_ end: LiveEnd, status: GameStatus, tick: Int) -> [String] {
    let how =
      switch status {
      case .won: "Won"
      case .lost: "Game over"
      case .timeUp: "Time's up"
      case .playing: "Ended"
      }
    let board =
      end.official ? "the official result" + (end.rank.map { ", \(ordinal($0)) today" } ?? "") : "practice, not ranked"
    return ["\(how) · score \(end.score) · \(Ticks.clockTime(tick))", "On the board: \(board)."]
  }
}
