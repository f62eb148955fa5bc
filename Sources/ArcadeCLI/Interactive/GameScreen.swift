import ArcadeCore
import GameCatalog
import TerminalUI

/// A game's whole flow, as in the tutorials plus what they lacked: title card → play → end alert →
/// play again (a new seed) or back to the menu / quit. ▶ Play (or Play again) starts the clock at
/// once. Each round is recorded, and its tape saved when the round ends by any path.
struct GameScreen: Screen {
  enum Phase: Equatable {
    /// The title card over the game's first frame.
    case title
    case playing
    /// The game settled; the end alert is over it.
    case settled
  }

  /// The box this screen pushed and waits on.
  private enum Asking {
    case credits, pause, help, leave, end
  }

  let frontEnd: FrontEnd
  let entry: CatalogEntry
  let parameters: ParameterValues
  let fromMenu: Bool
  let holdMethod: HoldMethod
  let holdLine: String?
  private(set) var seed: UInt64
  private(set) var phase = Phase.title
  private var asking: Asking? = nil
  private var titleCard: ChoiceBox
  private var recorder: any AnyGameRecorder
  private var tapeSaved = false
  private var mapper: InputMapper
  private var loop: FixedStepLoop
  private var pacer: FramePacer
  private var fitted = true
  private var lastAdvance: UInt64 = 0
  /// The game's canvas, reused from frame to frame.
  private var gameCanvas: Canvas

  private var info: GameInfo { entry.info }
  var game: any Game { recorder.anyGame }

  init(frontEnd: FrontEnd, entry: CatalogEntry, parameters: ParameterValues, seed: UInt64, fromMenu: Bool) {
    self.frontEnd = frontEnd
    self.entry = entry
    self.parameters = parameters
    self.seed = seed
    self.fromMenu = fromMenu
    let info = entry.info
    if !info.usesHold {
      holdMethod = .tap
    } else if frontEnd.kittySupported() {
      holdMethod = .kitty
    } else {
      holdMethod = frontEnd.options.holdFallback == .toggle ? .toggle : .tap
    }
    holdLine = info.usesHold ? holdMethod.describe(mouse: frontEnd.options.mouse) : nil
    titleCard = ChoiceBox(
      title: info.title, lines: GameScreens.titleLines(info, holdLine: holdLine, soundLine: frontEnd.sound.note),
      items: [
        ChoiceItem("Play", hotkeys: [.character("p")]),
        ChoiceItem("How to play", hotkeys: [.character("h"), .character("?"), .function(1)]),
        ChoiceItem("Credits", hotkeys: [.character("c")]),
        ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")]),
      ])
    recorder = GameRecorder.make(entry, parameters: parameters, seed: seed)
    gameCanvas = Canvas(size: info.canvasSize)
    mapper = InputMapper(holds: info.holds, holdMethod: holdMethod, viewport: info.viewport, canvasOrigin: (0, 0))
    loop = FixedStepLoop(ticksPerSecond: info.tickRate)
    pacer = FramePacer(ticksPerSecond: info.tickRate, framesPerSecond: frontEnd.options.framesPerSecond)
  }

  var wantsKittyKeyboard: Bool { holdMethod == .kitty && phase == .playing }

  private var layout: Layout {
    let size = frontEnd.screenSize
    return Layout(screenColumns: size.columns, screenRows: size.rows, info: info)
  }

  // MARK: Events

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    switch phase {
    case .title:
      switch titleCard.handle(event) {
      case .chosen(0): start(at: now)
      case .chosen(1):
        return ask(
          .help,
          BoxScreen(title: info.title, lines: GameScreens.helpLines(info, holdLine: holdLine)))
      case .chosen(2):
        return ask(
          .credits,
          BoxScreen(title: "Credits", lines: info.credits + [""] + GameScreens.projectCredits))
      case .chosen, .cancelled: return .pop(.cancelled)
      case nil: break
      }
    case .playing:
      return play(event, at: now)
    case .settled:
      break
    }
    return .stay
  }

  /// An event mid-game: game buttons reach the mapper; p, ?, q open their boxes over the paused game.
  private mutating func play(_ event: InputEvent, at now: UInt64) -> Transition {
    let fits = layout.fits
    switch event {
    case .mouse(let m):
      placeMapper(layout)
      if fits { mapper.mouse(m) }
    case .key(let key, let phase):
      guard let command = KeyMap.command(for: key) else { return .stay }
      if case .button(let b) = command {
        if fits { mapper.key(b, phase, at: now) }
        return .stay
      }
      guard phase == .press else { return .stay }
      switch command {
      case .pause:
        return ask(
          .pause,
          BoxScreen(
            title: info.title, lines: ["The game is paused."], items: [ChoiceItem("Resume", hotkeys: [.character("p")])]
          ))
      case .help:
        return ask(
          .help,
          BoxScreen(
            title: info.title, lines: GameScreens.helpLines(info, holdLine: holdLine),
            items: [ChoiceItem("Back to the game")]))
      case .quit:
        if game.tick == 0 { return .pop(.cancelled) }
        let stay = ChoiceItem("Keep playing", hotkeys: [.character("n")])
        let leave = ChoiceItem("Leave the game", hotkeys: [.character("y"), .character("q")])
        return ask(
          .leave, BoxScreen(title: info.title, lines: ["Leave this game? Its tape is kept."], items: [stay, leave]))
      default:
        break
      }
    default:
      break
    }
    return .stay
  }

  private mutating func ask(_ question: Asking, _ box: BoxScreen) -> Transition {
    asking = question
    mapper.releaseAll()
    return .push(box)
  }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    let question = asking
    asking = nil
    switch question {
    case .leave where outcome == .chosen(1):
      return .pop(.cancelled)
    case .end:
      guard outcome == .chosen(0) else { return .pop(.cancelled) }
      newRound(seed: FrontEnd.freshSeed(), at: now)
    default:
      loop.resume(now: now)
    }
    return .stay
  }

  // MARK: Rounds

  /// ▶ Play: the round runs from now.
  private mutating func start(at now: UInt64) {
    phase = .playing
    fitted = layout.fits
    loop.resume(now: now)
    lastAdvance = now
  }

  private mutating func newRound(seed: UInt64, at now: UInt64) {
    self.seed = seed
    recorder = GameRecorder.make(entry, parameters: parameters, seed: seed)
    tapeSaved = false
    mapper = InputMapper(holds: info.holds, holdMethod: holdMethod, viewport: info.viewport, canvasOrigin: (0, 0))
    pacer = FramePacer(ticksPerSecond: info.tickRate, framesPerSecond: frontEnd.options.framesPerSecond)
    start(at: now)
  }

  mutating func advance(now: UInt64) -> Transition {
    guard phase == .playing, asking == nil else { return .stay }
    lastAdvance = now
    let layout = layout
    placeMapper(layout)
    if layout.fits != fitted {
      fitted = layout.fits
      if fitted { loop.resume(now: now) } else { mapper.releaseAll() }
    }
    guard fitted else { return .stay }
    if game.status == .playing { frontEnd.sound.wantMusic(info.id) }
    let due = loop.ticksDue(now: now)
    var cues: SoundCues = []
    for _ in 0..<due {
      recorder.step(mapper.nextTick(at: now))
      cues.formUnion(recorder.anyGame.cues)
      if recorder.anyGame.isSettled { break }
    }
    frontEnd.sound.raise(cues, game: info.id)
    pacer.stepped(due)
    _ = pacer.takeDueFrames()
    return game.isSettled ? settle() : .stay
  }

  /// The game settled: its tape is saved, its score recorded, and the end alert shown over it.
  private mutating func settle() -> Transition {
    phase = .settled
    saveTape()
    let game = game
    let notes = frontEnd.recordScore(
      entry: entry, parameters: parameters, status: game.status, score: game.score, seed: seed, ticks: game.tick)
    let alert = BoxScreen(
      title: GameScreens.headline(game.status), lines: ["Score: \(game.score)"] + notes + frontEnd.takeNotices(),
      items: [
        ChoiceItem("Play again", hotkeys: [.character("r"), .character("p")]),
        ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")]),
      ])
    asking = .end
    return .push(alert)
  }

  /// Until the tick that completes the next frame; nil while paused, boxed, too small or not playing.
  var deadline: UInt64? {
    guard phase == .playing, asking == nil, fitted else { return nil }
    let nanoseconds = pacer.nanosecondsUntilFrame(
      nextTickIn: loop.nanosecondsUntilNextTick, tickNanoseconds: Int64(1_000_000_000 / loop.ticksPerSecond))
    return lastAdvance + UInt64(max(0, nanoseconds))
  }

  mutating func leave() { saveTape() }

  private mutating func saveTape() {
    guard !tapeSaved else { return }
    tapeSaved = true
    frontEnd.saveTape(recorder.finishedTape)
  }

  // MARK: Drawing

  /// The mouse maps through the canvas where it is drawn now, at its size now.
  private mutating func placeMapper(_ layout: Layout) {
    mapper.canvasOrigin = layout.origin
    mapper.viewport = info.viewport(for: layout.canvas)
  }

  mutating func drawScene(into screen: inout Canvas) {
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, info: info)
    if phase == .playing && !layout.fits {
      let middle = screen.rows / 2
      GameScreens.centredLine(
        info.title, on: &screen, row: middle - 1, style: Style(.brightYellow, on: .default, [.bold]))
      GameScreens.centredLine(layout.tooSmallMessage, on: &screen, row: middle)
      GameScreens.centredLine(
        "paused: enlarge the window (q leaves)", on: &screen, row: middle + 1, style: Style(.brightBlack))
      return
    }
    gameCanvas.reset(to: layout.canvas)
    game.draw(into: &gameCanvas)
    if phase == .title { gameCanvas.dim() }
    screen.blit(gameCanvas, column: layout.origin.column, row: layout.origin.row)
    if phase == .playing && asking == nil {
      let line = HintBar.text(for: info.bindings, width: screen.columns)
      GameScreens.centredLine(line, on: &screen, row: layout.barRow, style: Style(.brightBlack))
    }
  }

  mutating func drawBox(into screen: inout Canvas) {
    if phase == .title { titleCard.draw(into: &screen) }
  }
}
