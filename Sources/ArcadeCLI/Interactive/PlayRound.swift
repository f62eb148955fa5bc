import ArcadeCore
import GameCatalog
import Glibc
import TerminalUI

/// One game from the first tick until it settles or the player leaves: the fixed-step loop fed by
/// the input mapper, drawn centred with the hint bar, recorded on a tape that is saved on every way out.
struct PlayRound {
  enum End {
    case settled(GameStatus, score: Int, ticks: Int, frame: Canvas)
    case left
  }

  let frontEnd: FrontEnd
  let entry: CatalogEntry
  let parameters: ParameterValues
  let seed: UInt64
  let holdMethod: HoldMethod
  let holdLine: String?

  private var info: GameInfo { entry.info }

  func run() throws(Interruption) -> End {
    var recorder = GameRecorder.make(entry, parameters: parameters, seed: seed)
    defer { frontEnd.saveTape(recorder.finishedTape) }
    let terminal = frontEnd.terminal
    terminal.setKittyKeyboard(holdMethod == .kitty)
    defer { terminal.setKittyKeyboard(false) }

    let clock = SystemClock()
    var mapper = InputMapper(holds: info.holds, holdMethod: holdMethod, viewport: info.viewport)
    var loop = FixedStepLoop(ticksPerSecond: info.tickRate)
    loop.resume(now: clock.nanoseconds())
    // Ticks step at 60/s; frames are drawn at 30/s (the pacer, `--fps`), or at once after anything else changed.
    var pacer = FramePacer(ticksPerSecond: info.tickRate, framesPerSecond: frontEnd.options.framesPerSecond)
    var dirty = true
    var fitted = true
    // Reused from frame to frame: the game's canvas and the hint bar's text.
    var gameCanvas = Canvas(size: info.canvasSize)
    var hint = HintLine()
    // The clock starts at the player's first key or click, not when the card closes: the helicopter
    // falls to the floor in under a second, faster than a first-time player finds the key.
    var started = false
    func start() {
      guard !started else { return }
      started = true
      loop.resume(now: clock.nanoseconds())
      dirty = true
    }
    while true {
      let layout = currentLayout()
      mapper.canvasOrigin = layout.origin
      if layout.fits != fitted {
        fitted = layout.fits
        if fitted { loop.resume(now: clock.nanoseconds()) } else { mapper.releaseAll() }
        dirty = true
      }
      if layout.fits && started {
        let now = clock.nanoseconds()
        let due = loop.ticksDue(now: now)
        if due > 0 {
          var cues: SoundCues = []
          for _ in 0..<due {
            recorder.step(mapper.nextTick(at: now))
            cues.formUnion(recorder.anyGame.cues)
            if recorder.anyGame.isSettled { break }
          }
          if frontEnd.options.sound && !cues.isEmpty { terminal.bell() }
          pacer.stepped(due)
        }
      }
      if dirty || pacer.frameDue {
        frontEnd.present { screen in
          drawFrame(
            recorder.anyGame, layout: layout, on: &screen, gameCanvas: &gameCanvas, hint: &hint,
            waitingToStart: !started)
        }
        dirty = false
        pacer.drew()
      }
      let game = recorder.anyGame
      if game.isSettled {
        return .settled(
          game.status, score: game.score, ticks: game.tick, frame: frame(game, layout: layout, bar: false))
      }
      let wait = layout.fits && started ? pacer.millisecondsUntilFrame(of: loop) : nil
      let events = try frontEnd.common(terminal.events(timeoutMilliseconds: wait))
      let now = clock.nanoseconds()
      for event in events {
        switch event {
        case .resize, .redraw:
          dirty = true
        case .mouse(let m):
          guard layout.fits else { continue }
          if m.kind == .press { start() }
          mapper.mouse(m)
        case .key(let key, let phase):
          guard let command = KeyMap.command(for: key) else {
            if phase == .press && layout.fits { start() }
            continue
          }
          if case .button(let b) = command {
            guard layout.fits else { continue }
            if phase == .press { start() }
            mapper.key(b, phase, at: now)
            continue
          }
          guard phase == .press else { continue }
          mapper.releaseAll()
          let background = frame(game, layout: layout, bar: false).dimmed()
          switch command {
          case .pause:
            _ = try modal(
              ["The game is paused."], items: [ChoiceItem("Resume", hotkeys: [.character("p")])], background)
          case .help:
            _ = try modal(
              GameScreens.helpLines(info, holdLine: holdLine), items: [ChoiceItem("Back to the game")], background)
          case .quit:
            if game.tick == 0 { return .left }
            let leave = ChoiceItem("Leave the game", hotkeys: [.character("y"), .character("q")])
            let stay = ChoiceItem("Keep playing", hotkeys: [.character("n")])
            if try modal(["Leave this game? Its tape is kept."], items: [stay, leave], background) == 1 {
              return .left
            }
          default:
            break
          }
          if started { loop.resume(now: clock.nanoseconds()) }
          dirty = true
        default:
          break
        }
      }
    }
  }

  /// A box over the paused game; returns the chosen item (a cancel is the first item: back to the game).
  private func modal(_ lines: [String], items: [ChoiceItem], _ background: Canvas) throws(Interruption) -> Int {
    var box = ChoiceBox(title: info.title, lines: lines, items: items)
    let outcome = try frontEnd.choose(&box, background: { canvas in FrontEnd.drawCentred(background, on: &canvas) })
    if case .chosen(let i) = outcome { return i }
    return 0
  }

  private func currentLayout() -> Layout {
    let size = frontEnd.terminal.size
    return Layout(screenColumns: size.columns, screenRows: size.rows, canvas: entry.info.canvasSize)
  }

  /// The whole screen without the hint bar (under an alert or a paused box).
  func frame(_ game: any Game, layout: Layout, bar: Bool = true) -> Canvas {
    var screen = frontEnd.screenCanvas()
    var canvas = Canvas(size: info.canvasSize)
    var hint = HintLine()
    drawFrame(game, layout: layout, on: &screen, gameCanvas: &canvas, hint: &hint, bar: bar)
    return screen
  }

  /// The whole screen: the game centred with its hint bar, or the "needs WxH" notice.
  private func drawFrame(
    _ game: any Game, layout: Layout, on screen: inout Canvas, gameCanvas canvas: inout Canvas, hint: inout HintLine,
    bar: Bool = true, waitingToStart: Bool = false
  ) {
    guard layout.fits else {
      let middle = screen.rows / 2
      GameScreens.centredLine(
        info.title, on: &screen, row: middle - 1, style: Style(.brightYellow, on: .default, [.bold]))
      GameScreens.centredLine(layout.tooSmallMessage, on: &screen, row: middle)
      GameScreens.centredLine(
        "paused: enlarge the window (q leaves)", on: &screen, row: middle + 1, style: Style(.brightBlack))
      return
    }
    canvas.reset()
    game.draw(into: &canvas)
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
    if bar {
      let (line, prompt) = hint.text(bindings: info.bindings, width: screen.columns, waitingToStart: waitingToStart)
      GameScreens.centredLine(line, on: &screen, row: layout.barRow, style: Style(.brightBlack))
      let column = max(0, (screen.columns - line.unicodeScalars.count) / 2)
      screen.text(prompt, column: column, row: layout.barRow, style: Style(.brightYellow, on: .default, [.bold]))
    }
  }
}

/// The hint bar's text for a width, made again only when the width or the start prompt changes.
struct HintLine {
  private var key: (width: Int, waiting: Bool)? = nil
  private var cached = (line: "", prompt: "")

  mutating func text(bindings: [KeyBinding], width: Int, waitingToStart: Bool) -> (line: String, prompt: String) {
    if let key, key.width == width, key.waiting == waitingToStart { return cached }
    let prompt = waitingToStart ? "▶ any key or click starts ◀  " : ""
    let line = HintBar.cut(prompt + HintBar.text(for: bindings, width: width - prompt.count), to: width)
    key = (width, waitingToStart)
    cached = (line, prompt)
    return cached
  }
}
