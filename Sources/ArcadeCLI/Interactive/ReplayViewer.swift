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

  /// The replay proper, with the game's type opened once: steps and draws below call the game itself,
  /// not through the `any Game` box (whose uniqueness was checked on every mutating call). Frames
  /// are drawn ahead (`RenderAhead`): the tape fixes the future until a key changes it.
  private func watch<G: Game>(_ first: G, header: String) throws(Interruption) {
    let info = entry.info
    let terminal = frontEnd.terminal
    var speedIndex = 2
    var paused = false
    // Frames at 30/s whatever the speed; at once after a key, a resize or the end.
    var pacing = ReplayPacing(ticksPerSecond: info.tickRate, framesPerSecond: frontEnd.options.framesPerSecond)
    var renderer = ReplayRenderer<G>(
      viewer: self, ticksPerFrame: pacing.ticksPerFrame, header: FittedLine(header),
      gameCanvas: Canvas(size: info.canvasSize))
    // ncurses draws only when told to: without our encoder, each frame is made when it is due.
    var ahead = RenderAhead<ReplayRenderer<G>>(
      ReplayPosition(game: first, cursor: TapeCursor(tape)), batchSize: terminal.encodesAhead ? 30 : 1)
    var dirty = true
    var finished = false
    // Frames that fell due while queued frames were written (`writeQueuedFrames`) and are still owed.
    var owed = 0
    func setSpeed(_ index: Int) {
      speedIndex = index
      pacing.change(ticksPerSecond: Int(Double(info.tickRate) * Self.speeds[speedIndex]))
      (renderer.ticksPerFrame, renderer.speedIndex) = (pacing.ticksPerFrame, speedIndex)
    }
    while true {
      if !paused && !finished {
        let frames = pacing.framesDue() + owed
        owed = 0
        if frames > 0 {
          ahead.writeFrames(frames, with: &renderer)
          finished = ahead.endShown
          dirty = false
        }
      }
      if dirty {
        let position = ahead.source
        frontEnd.present { renderer.draw(position, paused: paused, on: &$0) }
        dirty = false
      }
      if finished {
        let position = ahead.source
        let game = position.game
        let end = "\(GameScreens.headline(game.status)) · score \(game.score) · tick \(game.tick)"
        var alert = ChoiceBox(
          title: "Replay ended", lines: [end],
          items: [
            ChoiceItem("Watch again", hotkeys: [.character("r")]), ChoiceItem("Quit", hotkeys: [.character("q")]),
          ])
        let last = frame(game, cursor: position.cursor, speedIndex: speedIndex, paused: true, header: header)
        guard case .chosen(0) = try frontEnd.choose(&alert, background: { $0.blit(last.dimmed(), column: 0, row: 0) })
        else {
          return
        }
        restart(&ahead)
        finished = false
        paused = false
        pacing.resume()
        dirty = true
        continue
      }
      if !paused && ahead.framesWaiting > 0, let quiet = terminal.quietWriter() {
        var wakeups = QuietReplayWakeups(pacing: pacing, writer: quiet)
        owed = ahead.writeQueuedFrames(&wakeups)
        pacing = wakeups.pacing
        if owed > 0 { continue }
      }
      let wait = paused ? nil : pacing.millisecondsToFrame
      let events = try frontEnd.common(terminal.events(timeoutMilliseconds: wait))
      if !events.isEmpty { ahead.rewind(with: &renderer) }
      for event in events {
        dirty = true
        guard case .key(let key, let phase) = event, phase != .release else { continue }
        switch key {
        case .space, .character("p"), .enter:
          paused.toggle()
          pacing.resume()
        case .character("+"), .character("="), .character("]"), .right, .character("f"):
          setSpeed(min(Self.speeds.count - 1, speedIndex + 1))
        case .character("-"), .character("["), .left, .character("s"):
          setSpeed(max(0, speedIndex - 1))
        case .character("."), .character("n"):
          paused = true
          var position = ahead.source
          if let input = position.cursor.next() { position.game.step(input) } else { finished = true }
          ahead.source = position
        case .character("r"):
          restart(&ahead)
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

  /// Back to the tape's first tick; nothing may be queued (after a rewind, or at the end).
  private func restart<G: Game>(_ ahead: inout RenderAhead<ReplayRenderer<G>>) {
    guard let fresh = try? entry.makeFromTape(tape) as? G else { return }
    ahead.source = ReplayPosition(game: fresh, cursor: TapeCursor(tape))
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

/// Where a replay is: the game, and the tape's next input.
struct ReplayPosition<G: Game> {
  var game: G
  var cursor: TapeCursor
}

/// A replay's frames as `RenderAhead` makes them: one frame is `ticksPerFrame` ticks of the tape,
/// drawn with the status line (the speed shown; never paused, as paused replays draw no frames ahead).
struct ReplayRenderer<G: Game>: FrameRenderer {
  let viewer: ReplayViewer
  var ticksPerFrame: Int
  var speedIndex = 2
  /// The header and the game's canvas, reused from frame to frame.
  private var header: FittedLine
  private var gameCanvas: Canvas

  init(viewer: ReplayViewer, ticksPerFrame: Int, header: FittedLine, gameCanvas: Canvas) {
    self.viewer = viewer
    self.ticksPerFrame = ticksPerFrame
    self.header = header
    self.gameCanvas = gameCanvas
  }

  func advance(_ position: inout ReplayPosition<G>) -> Bool {
    var cursor = position.cursor
    let stepped = position.game.step(upTo: ticksPerFrame, inputs: { cursor.next() })
    position.cursor = cursor
    return stepped == ticksPerFrame
  }

  mutating func encode(_ position: ReplayPosition<G>, into queue: inout FrameQueue) {
    let terminal = viewer.frontEnd.terminal
    guard terminal.encodesAhead else {
      // Through ncurses a frame is drawn when it is made (batches of one): it queues no bytes.
      viewer.frontEnd.present { draw(position, on: &$0) }
      queue.append(EmptyCollection())
      return
    }
    viewer.frontEnd.encode(into: &queue) { draw(position, on: &$0) }
  }

  mutating func reencode(_ position: ReplayPosition<G>) {
    viewer.frontEnd.reencode { draw(position, on: &$0) }
  }

  func write(_ bytes: ArraySlice<UInt8>) { viewer.frontEnd.terminal.send(encoded: bytes) }

  var encoderSnapshot: FrameEncoder.Snapshot { viewer.frontEnd.terminal.encoderSnapshot }

  func restoreEncoder(_ snapshot: FrameEncoder.Snapshot) { viewer.frontEnd.terminal.restoreEncoder(snapshot) }

  /// The whole screen for a position: the status line shows the speed, and whether it is paused.
  mutating func draw(_ position: ReplayPosition<G>, paused: Bool = false, on screen: inout Canvas) {
    viewer.drawFrame(
      position.game, cursor: position.cursor, speedIndex: speedIndex, paused: paused, header: &header, on: &screen,
      gameCanvas: &gameCanvas)
  }
}
