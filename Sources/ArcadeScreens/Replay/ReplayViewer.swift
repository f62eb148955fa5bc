import ArcadeCore
import TerminalUI

/// What a replay shows besides the game: the tape's header (sanitised: text from a file never
/// reaches the terminal raw), the speeds, and the status line.
enum ReplayViewer {
  static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]

  /// "Frog crossing · seed 42 · lives=3 car-speed=30": the tape's header, safe to print.
  static func header(_ tape: Tape, title: String) -> String {
    header(tape, title: title, parameters: tape.parameters)
  }

  private static func header(_ tape: Tape, title: String, parameters: [(name: String, value: String)]) -> String {
    let params = parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    var mode = ""
    switch tape.mode {
    case .arcade(_, let start): mode = " · arcade from level \(start)"
    case .daily(let date): mode = " · daily challenge \(date)"
    case .classic: break
    }
    return ("Replay: \(title)\(mode) · seed \(tape.seed)" + (params.isEmpty ? "" : " · " + params)).printable(
      limit: 300)
  }

  /// The header for the row above the game, the longest form that fits `width` (the intro box has it whole):
  /// every parameter; else only those not at their defaults ("default parameters" when none); else their count;
  /// else none of them; else the title alone.
  static func headerLine(_ tape: Tape, info: GameInfo, width: Int) -> String {
    let full = header(tape, title: info.title)
    guard full.unicodeScalars.count > width else { return full }
    // A daily is always played with the defaults: its date says so.
    if case .daily = tape.mode { return header(tape, title: info.title, parameters: []) }
    let changed = tape.parameters.filter { info.parameters.parameter(named: $0.name)?.defaultValue.text != $0.value }
    let short =
      changed.isEmpty
      ? header(tape, title: info.title, parameters: []) + " · default parameters"
      : header(tape, title: info.title, parameters: changed)
    guard short.unicodeScalars.count > width else { return short }
    let count = changed.count == 1 ? "1 parameter changed" : "\(changed.count) parameters changed"
    let bare = header(tape, title: info.title, parameters: [])
    return [bare + " · " + count, bare].first { $0.unicodeScalars.count <= width } ?? "Replay: \(info.title)"
  }

  /// The end box's line: how the game ended, that the tape stops before it does, or that the game
  /// stopped matching the tape (it was changed, or recorded by other rules).
  static func endLine(_ game: any Simulation, verdict: Verification?) -> String {
    let how: String
    if case .diverged(let tick, _, _)? = verdict {
      how = "The game differs from the tape at tick \(tick)"
    } else {
      how = game.status == .playing ? "Tape ends mid-game" : GameScreens.headline(game.status)
    }
    let levels = game.levelsPlayed.map { " · levels \($0.lowerBound)-\($0.upperBound)" } ?? ""
    return "\(how)\(levels) · score \(game.score) · tick \(game.tick)"
  }

  /// Each speed as the status line shows it.
  static let speedLabels = ["0.25×", "0.5×", "1×", "2×", "4×", "8×"]

  /// The replay's keys, for its intro and help boxes.
  static let keyLines = ReplayKeys.lines

  /// The intro box's header: every parameter, but none for a daily, which is always played with the defaults (its
  /// date says so).
  static func introHeader(_ tape: Tape, title: String) -> String {
    guard case .daily = tape.mode else { return header(tape, title: title) }
    return header(tape, title: title, parameters: [])
  }

  /// The intro box: whose run it is (when known), the header, the tape's length and recorded end, the keys; Watch
  /// or Quit.
  static func intro(_ tape: Tape, header: String, byline: String? = nil, soundLine: String? = nil) -> ChoiceBox {
    let end = tape.end.map { ", recorded end: \($0.status.rawValue), score \($0.score)" } ?? " (no end line)"
    let sound = soundLine.map { [$0] } ?? []
    let whose = byline.map { ["Watching \($0)."] } ?? []
    return ChoiceBox(
      title: "Replay",
      lines: whose + TextWrap.lines([header], width: 70) + ["\(tape.tickCount) ticks" + end] + sound + [""] + keyLines,
      items: [ChoiceItem("Watch", hotkeys: [.character("p")]), ChoiceItem("Quit", hotkeys: [.character("q")])])
  }

  static let statusKeys = ReplayKeys.statusLine

  /// The game centered under a header row (when the screen has one to spare for it), as a replay and a live run draw
  /// it; the row for the status line, or nil when the screen is too small for the game (it then says so).
  static func drawGame(
    _ game: any Simulation, info: GameInfo, on screen: inout Canvas, header: (_ width: Int) -> String
  ) -> Int? {
    let withHeader = Layout(screenColumns: screen.columns, screenRows: screen.rows, info: info, headerRows: 1)
    let layout =
      withHeader.fits ? withHeader : Layout(screenColumns: screen.columns, screenRows: screen.rows, info: info)
    guard layout.fits else {
      screen.centeredLines([(layout.tooSmallMessage, .plain)], row: screen.rows / 2)
      return nil
    }
    var canvas = Canvas(size: layout.canvas)
    game.draw(into: &canvas)
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
    if layout.headerRows > 0 {
      screen.centeredLine(header(screen.columns), row: layout.origin.row - 1, style: Style(.brightBlack))
    }
    return layout.barRow
  }

  /// "▶ 1× tick 120/1926  space pause  +/- speed ..." centered on its row; an arcade run's caption (level and
  /// total; in fewer words when narrow, or none) after the tick, brighter; then the keys where they fit whole, else
  /// "? keys", else none.
  static func drawStatus(
    paused: Bool, speedIndex: Int, tick: Int, total: Int, caption: String? = nil, shortCaption: String? = nil,
    on screen: inout Canvas, row: Int
  ) {
    drawStatus(
      head: "\(paused ? "II" : "▶") \(speedLabels[speedIndex]) tick \(tick)/\(total)", keys: statusKeys,
      caption: caption, shortCaption: shortCaption, on: &screen, row: row)
  }

  /// A status line: `head`, the caption brighter where it fits, then `keys` where they fit whole, else "? keys".
  static func drawStatus(
    head: String, keys: String, caption: String? = nil, shortCaption: String? = nil, on screen: inout Canvas, row: Int
  ) {
    let caption = [caption, shortCaption].compactMap { $0 }.first {
      Canvas.width(of: head + "  " + $0) <= screen.columns
    }
    let lead = caption.map { head + "  " + $0 } ?? head
    let keys = [keys, "  ? keys", ""].first { Canvas.width(of: lead + $0) <= screen.columns } ?? ""
    screen.centeredLine(lead + keys, row: row, style: Style(.brightBlack))
    guard let caption else { return }
    let column = max(0, (screen.columns - Canvas.width(of: lead + keys)) / 2) + Canvas.width(of: head) + 2
    screen.text(caption, column: column, row: row, style: Style(.white))
  }
}
