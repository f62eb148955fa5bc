import ArcadeCore
import GameCatalog
import TerminalUI

/// Reads a tape's inputs one tick at a time, without expanding it in memory.
struct TapeCursor {
  let tape: Tape
  private var run = 0
  private var offset = 0
  private(set) var tick = 0
  /// The tape's length in ticks, counted once (the status line shows it every frame).
  let total: Int

  init(_ tape: Tape) {
    self.tape = tape
    total = tape.tickCount
  }

  mutating func next() -> TickInput? {
    while run < tape.runs.count, offset >= tape.runs[run].count {
      run += 1
      offset = 0
    }
    guard run < tape.runs.count else { return nil }
    offset += 1
    tick += 1
    return tape.runs[run].input
  }
}

/// `arcade replay`: a tape played back at real speed, with pause, 0.25×–8× speed, single steps and
/// restart. The tape's header is shown sanitised (text from a file never reaches the terminal raw).
struct ReplayViewer {
  static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]

  let frontEnd: FrontEnd
  let entry: CatalogEntry
  let tape: Tape

  /// "Frog crossing · seed 42 · lives=3 car-speed=30": the tape's header, safe to print.
  static func header(_ tape: Tape, title: String) -> String {
    let params = tape.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    return ScreenText.sanitized(
      "Replay: \(title) · seed \(tape.seed)" + (params.isEmpty ? "" : " · " + params), limit: 300)
  }

  /// Each speed as the status line shows it ("0.25×" … "8×"), made once: it is drawn every frame.
  static let speedLabels = speeds.map { $0 == 0.25 ? "0.25×" : $0 == 0.5 ? "0.5×" : "\(Int($0))×" }

  func run() throws(Interruption) {
    let header = Self.header(tape, title: entry.info.title)
    var intro = ChoiceBox(
      title: "Replay", lines: wrap(header) + ["\(tape.tickCount) ticks" + endSummary, ""] + keyLines,
      items: [ChoiceItem("Watch", hotkeys: [.character("p")]), ChoiceItem("Quit", hotkeys: [.character("q")])])
    guard case .chosen(0) = try frontEnd.choose(&intro) else { return }
    guard let game = try? entry.makeFromTape(tape) else { return }
    try watch(game, header: header)
  }

  /// The replay proper: frames at `--fps` whatever the speed, drawn when due or after any event.
  private func watch<G: Game>(_ first: G, header: String) throws(Interruption) {
    let info = entry.info
    let terminal = frontEnd.terminal
    var speedIndex = 2
    var paused = false
    var pacing = ReplayPacing(ticksPerSecond: info.tickRate, framesPerSecond: frontEnd.options.framesPerSecond)
    var game = first
    var cursor = TapeCursor(tape)
    var headerLine = FittedLine(header)
    var gameCanvas = Canvas(size: info.canvasSize)
    var dirty = true
    var finished = false
    func restart() {
      guard let fresh = try? entry.makeFromTape(tape) as? G else { return }
      game = fresh
      cursor = TapeCursor(tape)
    }
    while true {
      if !paused && !finished {
        let frames = pacing.framesDue()
        if frames > 0 {
          let ticks = frames * pacing.ticksPerFrame
          finished = game.step(upTo: ticks, inputs: { cursor.next() }) < ticks
          dirty = true
        }
      }
      if dirty {
        frontEnd.present { screen in
          drawFrame(
            game, cursor: cursor, speedIndex: speedIndex, paused: paused, header: &headerLine, on: &screen,
            gameCanvas: &gameCanvas)
        }
        dirty = false
      }
      if finished {
        let end = "\(GameScreens.headline(game.status)) · score \(game.score) · tick \(game.tick)"
        var alert = ChoiceBox(
          title: "Replay ended", lines: [end],
          items: [
            ChoiceItem("Watch again", hotkeys: [.character("r")]), ChoiceItem("Quit", hotkeys: [.character("q")]),
          ])
        let last = frame(game, cursor: cursor, speedIndex: speedIndex, paused: true, header: header)
        guard case .chosen(0) = try frontEnd.choose(&alert, background: { $0.blit(last.dimmed(), column: 0, row: 0) })
        else {
          return
        }
        restart()
        (finished, paused, dirty) = (false, false, true)
        pacing.resume()
        continue
      }
      let wait = paused ? nil : pacing.millisecondsToFrame
      let events = try frontEnd.common(terminal.events(timeoutMilliseconds: wait))
      for event in events {
        dirty = true
        guard case .key(let key, let phase) = event, phase != .release else { continue }
        switch key {
        case .space, .character("p"), .enter:
          paused.toggle()
          pacing.resume()
        case .character("+"), .character("="), .character("]"), .right, .character("f"):
          speedIndex = min(Self.speeds.count - 1, speedIndex + 1)
          pacing.change(ticksPerSecond: Int(Double(info.tickRate) * Self.speeds[speedIndex]))
        case .character("-"), .character("["), .left, .character("s"):
          speedIndex = max(0, speedIndex - 1)
          pacing.change(ticksPerSecond: Int(Double(info.tickRate) * Self.speeds[speedIndex]))
        case .character("."), .character("n"):
          paused = true
          if let input = cursor.next() { game.step(input) } else { finished = true }
        case .character("r"):
          restart()
          pacing.resume()
        case .character("q"), .escape:
          return
        case .character("?"), .function(1):
          var help = ChoiceBox(title: "Replay keys", lines: keyLines, items: [ChoiceItem("Back")])
          _ = try frontEnd.choose(&help)
          pacing.resume()
        default:
          break
        }
      }
    }
  }

  private var endSummary: String {
    guard let end = tape.end else { return " (no end line)" }
    return ", recorded end: \(end.status.rawValue), score \(end.score)"
  }

  private var keyLines: [String] {
    [
      "space or p   pause / play", "+ or →       faster (up to 8×)", "- or ←       slower (down to 0.25×)",
      ". or n       one tick (pauses)", "r            restart", "q or Esc     quit",
    ]
  }

  private func wrap(_ text: String) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while rest.count > 70 {
      let cut = rest.prefix(70).lastIndex(of: " ") ?? rest.index(rest.startIndex, offsetBy: 70)
      lines.append(String(rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " }
    }
    return lines + [String(rest)]
  }

  private func frame<G: Game>(_ game: G, cursor: TapeCursor, speedIndex: Int, paused: Bool, header: String) -> Canvas {
    var screen = frontEnd.screenCanvas()
    var canvas = Canvas(size: entry.info.canvasSize)
    var headerLine = FittedLine(header)
    drawFrame(
      game, cursor: cursor, speedIndex: speedIndex, paused: paused, header: &headerLine, on: &screen,
      gameCanvas: &canvas)
    return screen
  }

  /// The whole screen: the game centred under the tape's header, with the replay's status line.
  /// `gameCanvas` is the game's canvas, reused from frame to frame.
  func drawFrame<G: Game>(
    _ game: G, cursor: TapeCursor, speedIndex: Int, paused: Bool, header: inout FittedLine,
    on screen: inout Canvas,
    gameCanvas canvas: inout Canvas
  ) {
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, canvas: entry.info.canvasSize)
    guard layout.fits else {
      GameScreens.centredLine(layout.tooSmallMessage, on: &screen, row: screen.rows / 2)
      return
    }
    canvas.reset()
    game.draw(into: &canvas)
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
    if layout.origin.row >= 1 {
      header.drawCentred(on: &screen, row: layout.origin.row - 1, style: Style(.brightBlack))
    }
    Self.drawStatus(
      paused: paused, speedIndex: speedIndex, tick: cursor.tick, total: cursor.total, on: &screen, row: layout.barRow)
  }

  static let statusKeys = "  space pause  +/- speed  . step  r restart  q quit"
  static let statusKeysColumns = statusKeys.unicodeScalars.count

  /// "▶ 1× tick 120/1926  space pause …" centred on its row, written in pieces: it changes every frame,
  /// and building the string each time cost more than the rest of the line.
  static func drawStatus(paused: Bool, speedIndex: Int, tick: Int, total: Int, on screen: inout Canvas, row: Int) {
    let state = paused ? "II" : "▶"
    let label = speedLabels[speedIndex]
    let style = Style(.brightBlack)
    let width =
      (paused ? 2 : 1) + 1 + label.unicodeScalars.count + 6 + Canvas.width(of: tick) + 1
      + Canvas.width(of: total) + statusKeysColumns
    guard width <= screen.columns else {
      let status = "\(state) \(label) tick \(tick)/\(total)" + statusKeys
      GameScreens.centredLine(status, on: &screen, row: row, style: style)
      return
    }
    var c = (screen.columns - width) / 2
    c = screen.write(state, column: c, row: row, style: style)
    c = screen.write(" ", column: c, row: row, style: style)
    c = screen.write(label, column: c, row: row, style: style)
    c = screen.write(" tick ", column: c, row: row, style: style)
    c = screen.write(tick, column: c, row: row, style: style)
    c = screen.write("/", column: c, row: row, style: style)
    c = screen.write(total, column: c, row: row, style: style)
    screen.write(statusKeys, column: c, row: row, style: style)
  }
}

