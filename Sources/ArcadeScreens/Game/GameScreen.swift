import ArcadeCore
import ArcadeStorage
import GameCatalog
import TerminalUI

/// A game's whole flow, as in the tutorials plus what they lacked: title card → play → end alert →
/// play again (a new seed) or back to the menu / quit. ▶ Play (or Play again) starts the clock at
/// once, or, for a game that waits for its first action (`GameInfo.waitsFor`), at that press, which is
/// the round's first input. Each round is recorded, and its tape saved when the round ends by any path.
/// A round may race a ghost (`GhostRace`): a recorded run of the same setup, stepped beside it.
struct GameScreen: Screen {
  enum Phase: Equatable {
    /// The title card over the game's first frame.
    case title
    /// Play was chosen; the clock waits for the game's first action.
    case ready
    case playing
    /// The game settled; the end alert is over it.
    case settled
  }

  /// The box this screen pushed and waits on.
  private enum Asking {
    case credits, pause, help, leave, end
  }

  let services: ScreenServices
  let entry: CatalogEntry
  /// What is played: a classic game, a daily challenge or an arcade run, with its seed.
  let setup: RunSetup
  /// The table its score goes in: the default parameters', the others', or the daily's date's.
  let table: ScoreTable
  let fromMenu: Bool
  let holdMethod: HoldMethod
  let holdLine: String?
  /// The ghost that Play races (`--ghost`, or Play again after a race).
  let ghost: Ghost?
  /// Your best kept run of this setup, offered as "Race your best" when no other ghost is given.
  let bestRun: Ghost?
  private(set) var phase = Phase.title
  private var asking: Asking? = nil
  private var titleCard: TitleCard
  /// The ghost raced in this round, from Play until the round ends.
  private(set) var race: GhostRace?
  private var recorder: any RunRecorder
  private var mapper: InputMapper
  private var clock: FrameClock
  private var fitted = true

  private var info: GameInfo { entry.info }
  var game: any Simulation { recorder.simulation }
  var seed: UInt64 { setup.seed }

  /// `ghost`: a run to race when Play is chosen; without one, your best kept run of the setup is offered.
  init(services: ScreenServices, entry: CatalogEntry, setup: RunSetup, fromMenu: Bool, ghost: Ghost? = nil) {
    self.services = services
    self.entry = entry
    self.setup = setup
    self.fromMenu = fromMenu
    self.ghost = ghost
    let info = entry.info
    table = ScoreTable(setup, info: info)
    bestRun = ghost == nil ? entry.bestRun(of: setup, in: services.scores) : nil
    let options = services.options
    holdMethod = !info.usesHold ? .tap : services.terminal.supportsKittyKeyboard() ? .kitty : options.hold
    holdLine = info.usesHold ? holdMethod.describe(mouse: options.mouse) : nil
    titleCard = TitleCard(
      info, setup: setup, lines: GameScreens.titleLines(info, holdLine: holdLine, soundLine: services.sound.note),
      ghost: ghost, bestRun: bestRun,
      official: table.date == nil ? nil : Self.officialScore(services.scores, info.id, table), fromMenu: fromMenu)
    recorder = entry.start(setup)
    mapper = InputMapper(holds: info.holds, holdMethod: holdMethod, viewport: info.viewport)
    clock = FrameClock(ticksPerSecond: Ticks.perSecond, framesPerSecond: options.framesPerSecond)
  }

  var wantsKittyKeyboard: Bool { holdMethod == .kitty && (phase == .ready || phase == .playing) }

  private var layout: Layout {
    let size = services.terminal.size
    return Layout(screenColumns: size.columns, screenRows: size.rows, info: info)
  }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    switch phase {
    case .title:
      guard let item = titleCard.handle(event) else { break }
      switch item {
      case .play: start(at: now, racing: ghost)
      case .raceBest: start(at: now, racing: bestRun)
      case .help: return ask(.help, GameScreens.helpLines(info, holdLine: holdLine))
      case .credits: return ask(.credits, info.credits + [""] + GameScreens.projectCredits, title: "Credits")
      case .leave: return .pop(.cancelled)
      }
    case .ready:
      return waitForFirstAction(event, at: now)
    case .playing:
      return play(event, at: now)
    case .settled:
      break
    }
    return .stay
  }

  /// Before the first action: its press (a start button or the mouse button) reaches the mapper as the first
  /// tick's input and starts the clock; other game buttons wait; p, ?, q work as mid-game.
  private mutating func waitForFirstAction(_ event: InputEvent, at now: UInt64) -> Transition {
    guard let first = info.waitsFor else { return play(event, at: now) }
    switch event {
    case .key(let key, let phase):
      guard case .button(let button)? = KeyMap.command(for: key) else { return play(event, at: now) }
      guard phase == .press, first.buttons.contains(button), layout.fits else { return .stay }
    case .mouse(let m):
      guard m.kind == .press, layout.fits else { return .stay }
    default:
      return play(event, at: now)
    }
    let transition = play(event, at: now)
    phase = .playing
    clock.resume(now: now)
    return transition
  }

  /// An event mid-game: game buttons reach the mapper; p, ?, q open their boxes over the paused game.
  private mutating func play(_ event: InputEvent, at now: UInt64) -> Transition {
    let layout = layout
    switch event {
    case .mouse(let m):
      placeMapper(layout)
      if layout.fits { mapper.mouse(m) }
    case .key(let key, let phase):
      switch KeyMap.command(for: key) {
      case .button(let b) where layout.fits:
        mapper.key(b, phase, at: now)
      case .pause where phase == .press:
        return ask(.pause, ["The game is paused."], [ChoiceItem("Resume", hotkeys: [.character("p")])])
      case .help where phase == .press:
        return ask(.help, GameScreens.helpLines(info, holdLine: holdLine), [ChoiceItem("Back to the game")])
      case .quit where phase == .press:
        if game.tick == 0 { return .pop(.cancelled) }
        // Over but still showing its end (an explosion): nothing to keep playing, so straight to the end alert.
        if game.status.isOver { return settle() }
        let stay = ChoiceItem("Keep playing", hotkeys: [.character("n")])
        let leave = ChoiceItem("Leave the game", hotkeys: [.character("y"), .character("q")])
        return ask(.leave, ["Leave this game? Its tape is kept."], [stay, leave])
      default:
        break
      }
    default:
      break
    }
    return .stay
  }

  /// A box over the paused game (the title card's boxes too); `resume(after:)` hears its outcome.
  private mutating func ask(
    _ question: Asking, _ lines: [String], _ items: [ChoiceItem] = [ChoiceItem("Back")], title: String? = nil
  ) -> Transition {
    asking = question
    mapper.releaseAll()
    return .push(BoxScreen(title: title ?? info.title, lines: lines, items: items))
  }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    let question = asking
    asking = nil
    switch question {
    case .leave where outcome == .chosen(1):
      return .pop(.cancelled)
    case .end:
      guard outcome == .chosen(0) else { return .pop(.cancelled) }
      // Play again: a new round, as this screen's first, with no title card: a race is raced again on the same
      // seed (against your best run as it is now), else a new seed.
      var again = setup.again(seed: Self.freshSeed())
      var ghost: Ghost? = nil
      if let race {
        again = setup
        ghost = race.ghost.source == .best ? entry.bestRun(of: setup, in: services.scores) : race.ghost
      }
      self = GameScreen(services: services, entry: entry, setup: again, fromMenu: fromMenu, ghost: ghost)
      start(at: now, racing: self.ghost)
    default:
      clock.resume(now: now)
    }
    return .stay
  }

  /// ▶ Play: the round runs from now, or from its first action, racing `ghost` if given.
  private mutating func start(at now: UInt64, racing ghost: Ghost?) {
    race = ghost.flatMap { GhostRace($0, entry: entry) }
    phase = info.waitsFor == nil ? .playing : .ready
    fitted = layout.fits
    clock.resume(now: now)
  }

  mutating func advance(now: UInt64) -> Transition {
    guard phase == .playing, asking == nil else { return .stay }
    let layout = layout
    placeMapper(layout)
    if layout.fits != fitted {
      fitted = layout.fits
      if fitted { clock.resume(now: now) } else { mapper.releaseAll() }
    }
    guard fitted else { return .stay }
    if game.status == .playing { services.sound.wantMusic(info.id) }
    let due = clock.advance(now: now).ticks
    var cues: TickEvents = []
    for _ in 0..<due {
      cues.formUnion(recorder.step(mapper.nextTick(at: now)))
      race?.step()
      if recorder.simulation.isSettled { break }
    }
    services.sound.raise(cues, game: info.id)
    return game.isSettled ? settle() : .stay
  }

  /// The game settled: its tape is kept, its score recorded, and the end alert shown over it.
  private mutating func settle() -> Transition {
    phase = .settled
    let tapeWarnings = keepTape()
    let game = game
    let recording = services.scores.record(
      ScoreEntry(game: info.id, score: game.score, status: game.status, table: table, seed: seed, ticks: game.tick),
      tape: recorder.finishedTape)
    let again = ChoiceItem(race == nil ? "Play again" : "Race again", hotkeys: [.character("r"), .character("p")])
    let leave = ChoiceItem(fromMenu ? "Back to the menu" : "Quit", hotkeys: [.character("q"), .character("m")])
    let lines =
      ["Score: \(game.score)"] + (race.map { [$0.endLine(score: game.score)] } ?? [])
      + GameScreens.scoreNotes(recording, score: game.score, table: table) + tapeWarnings.map { "warning: " + $0 }
    return ask(.end, lines, [again, leave], title: GameScreens.headline(game.status))
  }

  /// Until the tick that completes the next frame; nil while paused, boxed, too small or not playing.
  var deadline: UInt64? { phase == .playing && asking == nil && fitted ? clock.deadline : nil }

  /// A settled round's tape was kept as it settled.
  func leave() {
    if phase != .settled { _ = keepTape() }
  }

  /// Hands the round's tape to the keeper, if anything was played; returns its warnings.
  private func keepTape() -> [String] {
    let tape = recorder.finishedTape
    return tape.tickCount > 0 ? services.tapes.keep(tape) : []
  }

  /// The official result of a daily table, if it has one yet.
  private static func officialScore(_ scores: any ScoreKeeper, _ game: String, _ table: ScoreTable) -> Int? {
    scores.bestScores(game: game).scores.first { $0.table == table && $0.official }?.score
  }

  /// A seed for a new game: from the monotonic clock, stirred (only the choice of seed is random;
  /// the game itself is deterministic from it).
  static func freshSeed() -> UInt64 {
    var mix = SplitMix64(seed: SystemClock().nanoseconds())
    return mix.next() % 1_000_000_000
  }

  /// The mouse maps through the canvas where it is drawn now, at its size now.
  private mutating func placeMapper(_ layout: Layout) {
    mapper.canvasOrigin = layout.origin
    mapper.viewport = info.viewport(for: layout.canvas)
  }

  func drawScene(into screen: inout Canvas) {
    let layout = Layout(screenColumns: screen.columns, screenRows: screen.rows, info: info)
    if (phase == .ready || phase == .playing) && !layout.fits {
      let middle = screen.rows / 2
      screen.centeredLine(info.title, row: middle - 1, style: Style(.brightYellow, on: .default, [.bold]))
      screen.centeredLine(layout.tooSmallMessage, row: middle)
      screen.centeredLine("paused: enlarge the window (q leaves)", row: middle + 1, style: Style(.brightBlack))
      return
    }
    var canvas = Canvas(size: layout.canvas)
    game.draw(into: &canvas)
    race?.draw(over: &canvas, player: game)
    if phase == .title { canvas.dim() }
    screen.blit(canvas, column: layout.origin.column, row: layout.origin.row)
    if phase == .ready, asking == nil, let first = info.waitsFor {
      GameScreens.drawPrompt(first.prompt, row: layout.barRow, on: &screen)
    } else if phase == .playing && asking == nil {
      GameScreens.drawBar(
        row: layout.barRow, bindings: info.bindings, caption: game.caption,
        race: race?.liveLine(score: game.score), on: &screen)
    }
  }

  mutating func drawBox(into screen: inout Canvas) {
    if phase == .title { titleCard.box.draw(into: &screen) }
  }
}
