import ArcadeCore
import GameCatalog
import TerminalUI

/// `arcade replay`: a tape played back at real speed, with pause, 0.25×–8× speed, single steps and
/// restart, after an intro box and until the end box ("Watch again" or Quit). Frames come at the
/// `--fps` rate whatever the speed: each shows exactly `ticksPerFrame` ticks of the tape.
struct ReplayScreen<G: Game>: Screen {
  private enum Asking {
    case help, end
  }

  let entry: CatalogEntry
  let tape: Tape
  let framesPerSecond: Int
  let sound: SoundOutput
  private(set) var game: G
  private(set) var cursor: TapeCursor
  private(set) var speedIndex = 2
  private(set) var paused = false
  private var intro: ChoiceBox?
  private var asking: Asking? = nil
  private let header: String
  private var loop: FixedStepLoop
  private var pacer: FramePacer
  private var lastAdvance: UInt64 = 0
  /// The game's canvas, reused from frame to frame.
  private var gameCanvas: Canvas

  init(_ game: G, entry: CatalogEntry, tape: Tape, framesPerSecond: Int, sound: SoundOutput) {
    self.entry = entry
    self.tape = tape
    self.framesPerSecond = framesPerSecond
    self.sound = sound
    self.game = game
    cursor = TapeCursor(tape)
    header = ReplayViewer.header(tape, title: entry.info.title)
    intro = ReplayViewer.intro(tape, header: header, soundLine: sound.note)
    loop = FixedStepLoop(ticksPerSecond: entry.info.tickRate, maxStepsPerFrame: 512)
    pacer = FramePacer(ticksPerSecond: entry.info.tickRate, framesPerSecond: framesPerSecond)
    gameCanvas = Canvas(size: entry.info.canvasSize)
  }

  /// Ticks of the tape per frame at this speed.
  var ticksPerFrame: Int { pacer.ticksPerFrame }

  // MARK: Events

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    if var box = intro {
      let outcome = box.handle(event)
      intro = box
      switch outcome {
      case .chosen(0):
        intro = nil
        loop.resume(now: now)
        lastAdvance = now
      case .chosen, .cancelled: return .pop(.cancelled)
      case nil: break
      }
      return .stay
    }
    guard case .key(let key, let phase) = event, phase != .release else { return .stay }
    switch key {
    case .space, .character("p"), .enter:
      paused.toggle()
      loop.resume(now: now)
    case .character("+"), .character("="), .character("]"), .right, .character("f"):
      setSpeed(min(ReplayViewer.speeds.count - 1, speedIndex + 1), at: now)
    case .character("-"), .character("["), .left, .character("s"):
      setSpeed(max(0, speedIndex - 1), at: now)
    case .character("."), .character("n"):
      paused = true
      if let input = cursor.next() {
        game.step(input)
        sound.raise(game.cues, game: entry.info.id)
      }
      if cursor.tick == cursor.total { return end() }
    case .character("r"):
      restart(at: now)
    case .character("q"), .escape:
      return .pop(.cancelled)
    case .character("?"), .function(1):
      asking = .help
      return .push(BoxScreen(title: "Replay keys", lines: ReplayViewer.keyLines))
    default:
      break
    }
    return .stay
  }

  private mutating func setSpeed(_ index: Int, at now: UInt64) {
    speedIndex = index
    let ticksPerSecond = max(1, Int(Double(entry.info.tickRate) * ReplayViewer.speeds[index]))
    loop = FixedStepLoop(ticksPerSecond: ticksPerSecond, maxStepsPerFrame: 512)
    pacer = FramePacer(ticksPerSecond: ticksPerSecond, framesPerSecond: framesPerSecond)
    loop.resume(now: now)
  }

  /// Back to the tape's first tick, playing.
  private mutating func restart(at now: UInt64) {
    guard let fresh = try? entry.makeFromTape(tape) as? G else { return }
    game = fresh
    cursor = TapeCursor(tape)
    paused = false
    loop.resume(now: now)
  }

  private mutating func end() -> Transition {
    asking = .end
    let line = "\(GameScreens.headline(game.status)) · score \(game.score) · tick \(game.tick)"
    return .push(
      BoxScreen(
        title: "Replay ended", lines: [line],
        items: [
          ChoiceItem("Watch again", hotkeys: [.character("r")]), ChoiceItem("Quit", hotkeys: [.character("q")]),
        ]))
  }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    let question = asking
    asking = nil
    if question == .end {
      guard outcome == .chosen(0) else { return .pop(.cancelled) }
      restart(at: now)
    }
    loop.resume(now: now)
    return .stay
  }

  // MARK: Time

  private var running: Bool { intro == nil && asking == nil && !paused }

  mutating func advance(now: UInt64) -> Transition {
    guard running else { return .stay }
    lastAdvance = now
    // The tune starts with the replay's clock, at tick 0, so a recording can be lined up with the tape.
    if game.status == .playing { sound.wantMusic(entry.info.id) }
    pacer.stepped(loop.ticksDue(now: now))
    let frames = pacer.takeDueFrames()
    guard frames > 0 else { return .stay }
    var cursor = cursor
    var cues: SoundCues = []
    for _ in 0..<frames * pacer.ticksPerFrame {
      guard let input = cursor.next() else { break }
      game.step(input)
      cues.formUnion(game.cues)
    }
    sound.raise(cues, game: entry.info.id)
    self.cursor = cursor
    return cursor.tick == cursor.total ? end() : .stay
  }

  var deadline: UInt64? {
    guard running else { return nil }
    let nanoseconds = pacer.nanosecondsUntilFrame(
      nextTickIn: loop.nanosecondsUntilNextTick, tickNanoseconds: Int64(1_000_000_000 / loop.ticksPerSecond))
    return lastAdvance + UInt64(max(0, nanoseconds))
  }

  // MARK: Drawing

  /// The game centred under the tape's header, with the status line (or the "needs WxH" notice).
  mutating func drawScene(into screen: inout Canvas) {
    guard intro == nil else { return }
    // The tape's header takes a row when the screen has one to spare for it.
    let withHeader = Layout(screenColumns: screen.columns, screenRows: screen.rows, info: entry.info, headerRows: 1)
    let layout =
      withHeader.fits ? withHeader : Layout(screenColumns: screen.columns, screenRows: screen.rows, info: entry.info)
    guard layout.fits else {
      GameScreens.centredLine(layout.tooSmallMessage, on: &screen, row: screen.rows / 2)
      return
    }
    gameCanvas.reset(to: layout.canvas)
    game.draw(into: &gameCanvas)
    screen.blit(gameCanvas, column: layout.origin.column, row: layout.origin.row)
    if layout.headerRows > 0 {
      screen.centredLine(header, row: layout.origin.row - 1, style: Style(.brightBlack))
    }
    ReplayViewer.drawStatus(
      paused: !running, speedIndex: speedIndex, tick: cursor.tick, total: cursor.total, on: &screen,
      row: layout.barRow)
  }

  mutating func drawBox(into screen: inout Canvas) {
    if intro != nil { intro!.draw(into: &screen) }
  }
}
