import ArcadeCore
import ArcadeRuns
import ArcadeStorage
import BoardWire
import GameCatalog
import TerminalUI

/// A game's whole flow, as in the tutorials plus what they lacked: title card → play → end alert →
/// play again (a new seed) or back to the menu / quit. ▶ Play (or Play again) starts the clock at
/// once, or, for a game that waits for its first action (`GameInfo.waitsFor`), at that press, which is
/// the round's first input. Each round is recorded, and its tape saved when the round ends by any path.
/// A game with levels offers Classic and Arcade: an arcade run plays level after level until a loss, its
/// level and total beside the key hints, and each level it starts is saved as reached. A round may race a ghost
/// (`GhostRace`): a recorded run of the same setup, stepped beside it.
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
  enum Asking {
    case credits, pause, pauseHelp, help, leave, end, pickLevel, name
  }

  let services: ScreenServices
  let entry: CatalogEntry
  /// What is played: a classic game, a daily challenge or an arcade run, with its seed (the title card's
  /// choice, once made).
  private(set) var setup: RunSetup
  let fromMenu: Bool
  let holdMethod: HoldMethod
  let holdLine: String?
  private(set) var phase = Phase.title
  private(set) var asking: Asking? = nil
  var titleCard: TitleCard
  /// The ghost raced in this round, from Play until the round ends.
  private(set) var race: GhostRace?
  /// The highest arcade level reached: as the screen opened, and now (an arcade run raises it as it goes).
  private let reachedBefore: Int
  private var reached: Int
  /// What the end alert's items before the last (leave) play.
  private var endPlays: [(setup: RunSetup, racing: Ghost?)] = []
  /// Problems saving the level reached, for the end alert.
  private var reachWarnings: [String] = []
  private var recorder: any RunRecorder
  private var mapper: InputMapper
  private var clock: FrameClock
  private var fitted = true
  /// When the player last pressed a game key in play, so the end alert can tell a key still held from a new press.
  private var lastKeyAt: UInt64?
  /// When Play was chosen, in seconds since 1970 UTC: a daily run is official only when it started on its date.
  private var startedAt: Int?
  /// The board's part of a daily run (the name asked first, the run's part on the board, its outcome).
  private var board: BoardPlay
  /// The run waiting for the player's name for the board.
  private var nameFirst: (RunSetup, Ghost?)?
  /// The window was too small and is big enough again: the game waits for p, space or a click to play on.
  private(set) var awaitingResume = false
  /// What the bar says then, the longest that fits the window.
  static let resumePrompts = [
    "Paused while the window was too small: p or space plays on", "Paused: p or space plays on",
  ]

  var info: GameInfo { entry.info }
  var game: any Simulation { recorder.game }
  var seed: UInt64 { setup.seed }

  /// `ghost`: a run to race when Play is chosen; without one, your best kept run of the setup is offered.
  init(services: ScreenServices, entry: CatalogEntry, setup: RunSetup, fromMenu: Bool, ghost: Ghost? = nil) {
    self.services = services
    self.entry = entry
    self.setup = setup
    self.fromMenu = fromMenu
    let info = entry.info
    let options = services.options
    holdMethod = !info.usesHold ? .tap : services.terminal.supportsKittyKeyboard() ? .kitty : options.hold
    holdLine = info.usesHold ? holdMethod.describe(mouse: options.mouse) : nil
    reachedBefore = entry.levels == nil ? 1 : services.scores.levelReached(game: info.id, levels: entry.levelCount)
    reached = reachedBefore
    let table = ScoreTable(setup, info: info)
    let board = BoardPlay(link: services.board)
    self.board = board
    titleCard = TitleCard(
      entry: entry, setup: setup, ghost: ghost,
      bestRun: ghost == nil ? entry.bestRun(of: setup, in: services.scores) : nil, reached: reachedBefore,
      daily: table.date.map { date in
        (
          today: services.today, official: services.scores.officialResult(game: info.id, date: date)?.score,
          board: board.titleLine(game: info.id, date: date, today: services.today)
        )
      },
      holdLine: holdLine, soundLine: services.sound.note, fromMenu: fromMenu)
    recorder = entry.start(setup)
    mapper = InputMapper(holds: info.holds, holdMethod: holdMethod, viewport: info.viewport)
    clock = FrameClock(ticksPerSecond: Ticks.perSecond, framesPerSecond: options.framesPerSecond)
  }

  /// The table its score goes in: the default parameters', the others', arcade runs', or the daily's date's.
  var table: ScoreTable { ScoreTable(setup, info: info) }

  var wantsKittyKeyboard: Bool { holdMethod == .kitty && (phase == .ready || phase == .playing) }

  private var layout: Layout {
    let size = services.terminal.size
    return Layout(screenColumns: size.columns, screenRows: size.rows, info: info)
  }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    if case .key(let key, .press) = event, case .button? = KeyMap.command(for: key),
      phase == .ready || phase == .playing
    {
      lastKeyAt = now
    }
    switch phase {
    case .title:
      guard let item = titleCard.handle(event) else { break }
      switch item {
      // Too small a window: the card says so and offers no Play until it is larger.
      case .play where !layout.fits, .pickLevel where !layout.fits: break
      case .play(let chosen, let ghost): return begin(chosen, racing: ghost, at: now)
      case .pickLevel:
        asking = .pickLevel
        return .push(TitleCard.levelPicker(entry: entry, reached: reached))
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
    board.beginIfDue(game: info.id)
    let transition = play(event, at: now)
    phase = .playing
    clock.resume(now: now)
    return transition
  }

  /// An event mid-game: game buttons reach the mapper; p, ?, q open their boxes over the paused game.
  private mutating func play(_ event: InputEvent, at now: UInt64) -> Transition {
    let layout = layout
    if awaitingResume, layout.fits, Self.playsOn(event) {
      awaitingResume = false
      clock.resume(now: now)
      return .stay
    }
    switch event {
    case .mouse(let m):
      placeMapper(layout)
      if layout.fits { mapper.mouse(m) }
    case .key(let key, let phase):
      switch KeyMap.command(for: key) {
      case .button(let b) where layout.fits:
        mapper.key(b, phase, at: now)
      case .pause where phase == .press:
        return pause()
      case .help where phase == .press:
        return ask(.help, GameScreens.helpLines(info, holdLine: holdLine), [ChoiceItem("Back to the game")])
      case .quit where phase == .press:
        if game.tick == 0 { return .pop(.cancelled) }
        // Over but still showing its end (an explosion): nothing to keep playing, so straight to the end alert.
        if game.status.isOver { return settle() }
        let stay = ChoiceItem("Keep playing", hotkeys: [.character("n")])
        let leave = ChoiceItem("Leave the game", hotkeys: [.character("y"), .character("q")])
        // Only a settled run is scored, so an arcade run says what leaving it early keeps and what it does not.
        let question =
          game.levelsPlayed == nil
          ? "Leave this game? Its tape is kept."
          : "Leave this run? Its tape is kept and its levels stay reached, but a run left unfinished has no score."
        return ask(.leave, [question], [stay, leave])
      default:
        break
      }
    default:
      break
    }
    return .stay
  }

  /// The pause box: the game waits for Resume; Help shows how to play, then the pause box again.
  private mutating func pause() -> Transition {
    // The board checks a run's play time against the time that passed: a long pause costs the run its place.
    let onBoard =
      board.run == nil
      ? [] : ["The board counts a run that falls \(BoardAPI.behindLimit) s behind real time as practice."]
    let items = [
      ChoiceItem("Resume", hotkeys: [.character("p")]), ChoiceItem("Help", hotkeys: [.character("?"), .function(1)]),
    ]
    return ask(.pause, ["The game is paused."] + onBoard, items)
  }

  /// What plays on after a pause for a small window: p, space, Enter or a click.
  private static func playsOn(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key, .press): [.character("p"), .space, .enter].contains(key)
    case .mouse(let m): m.kind == .press
    default: false
    }
  }

  /// A box over the paused game (the title card's boxes too); `resume(after:)` hears its outcome.
  private mutating func ask(
    _ question: Asking, _ lines: [String], _ items: [ChoiceItem] = [ChoiceItem("Back")], title: String? = nil
  ) -> Transition {
    asking = question
    mapper.releaseAll()
    let heldKeyAt = question == .end ? lastKeyAt : nil
    return .push(BoxScreen(title: title ?? info.title, lines: lines, items: items, heldKeyAt: heldKeyAt))
  }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    let question = asking
    asking = nil
    switch question {
    case .leave where outcome == .chosen(1):
      return .pop(.cancelled)
    case .pause where outcome == .chosen(1):
      return ask(.pauseHelp, GameScreens.helpLines(info, holdLine: holdLine), [ChoiceItem("Back")])
    case .pauseHelp:
      return pause()
    case .end:
      guard case .chosen(let i) = outcome, endPlays.indices.contains(i) else { return .pop(.cancelled) }
      // Play again: a new round, as this screen's first, with no title card.
      let (again, ghost) = endPlays[i]
      let carried = board
      self = GameScreen(services: services, entry: entry, setup: again, fromMenu: fromMenu, ghost: ghost)
      board = carried
      return begin(again, racing: ghost, at: now)
    case .pickLevel:
      // A level reached, or Back to the title card.
      if case .chosen(let i) = outcome, i < reached, let picked = entry.arcade(from: i + 1, seed: setup.seed) {
        start(picked, racing: nil, at: now)
      }
    case .name:
      // The name given (or not: then this run is played without the board), the run begins.
      guard let (chosen, ghost) = nameFirst else { return .stay }
      nameFirst = nil
      if outcome == .cancelled { board.noName() }
      return begin(chosen, racing: ghost, at: now)
    default:
      clock.resume(now: now)
    }
    return .stay
  }

  /// ▶ Play: with a board, a daily asks the player's name first (once); then `start`. The run starts on the board as
  /// its play begins: at once, or with the first action of a game that waits for it (the wait is no play time).
  private mutating func begin(_ chosen: RunSetup, racing ghost: Ghost?, at now: UInt64) -> Transition {
    if board.asksName(for: chosen), let link = services.board {
      board.askedName = true
      nameFirst = (chosen, ghost)
      asking = .name
      return .push(NameBox(board: link))
    }
    board.prepare(chosen)
    start(chosen, racing: ghost, at: now)
    if info.waitsFor == nil { board.beginIfDue(game: info.id) }
    return .stay
  }

  /// ▶ Play: this run runs from now, or from its first action, racing `ghost` if given.
  private mutating func start(_ chosen: RunSetup, racing ghost: Ghost?, at now: UInt64) {
    if chosen != setup {
      setup = chosen
      recorder = entry.start(chosen)
    }
    race = ghost.flatMap { GhostRace($0, entry: entry) }
    startedAt = services.now()
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
      // Big enough again: the game stays paused until the player says so, ready to play on.
      if fitted { awaitingResume = true } else { mapper.releaseAll() }
    }
    guard fitted, !awaitingResume else { return .stay }
    if game.status == .playing { services.sound.wantMusic(info.id) }
    let due = clock.advance(now: now).ticks
    var cues: TickEvents = []
    for _ in 0..<due {
      let level = game.levelsPlayed?.upperBound
      let input = mapper.nextTick(at: now)
      cues.formUnion(recorder.step(input))
      board.record(input)
      race?.step()
      if recorder.game.isSettled { break }
      // Every level of a game that waits for its first action waits for it, as the first level does.
      if info.waitsFor != nil, game.levelsPlayed?.upperBound != level {
        phase = .ready
        mapper.releaseAll()
        break
      }
    }
    services.sound.raise(cues, game: info.id)
    noteLevelReached()
    return game.isSettled ? settle() : .stay
  }

  /// An arcade run that started a level past the highest reached saves it, as soon as it starts.
  private mutating func noteLevelReached() {
    guard let level = game.levelsPlayed?.upperBound, level > reached else { return }
    reached = level
    reachWarnings += services.scores.recordLevelReached(level, game: info.id)
  }

  /// The game settled: its tape is kept, its score recorded, and the end alert shown over it.
  private mutating func settle() -> Transition {
    phase = .settled
    let tapeWarnings = keepTape()
    let game = game
    // The board's word first: with a board, it decides whether a daily run is the official result.
    let boardOutcome = board.finish(recorder.finishedTape, setup: setup)
    let recording = services.scores.record(
      ScoreEntry(
        game: info.id, score: game.score, status: game.status, table: table, seed: seed, ticks: game.tick,
        levels: game.levelsPlayed, parameters: setup.changedParameters(from: info), startedAt: startedAt,
        boardSays: boardOutcome?.counts),
      tape: recorder.finishedTape)
    board.recorded(localRun: recording.runID)
    // Race again: the same ghost, or your best run of this setup as it is now (this run, if it beat the ghost).
    let raceAgain = race.flatMap { $0.ghost.source == .best ? entry.bestRun(of: setup, in: services.scores) : $0.ghost }
    let outcome = RunOutcome(
      game: game, setup: setup, recording: recording, table: table, race: race, raceAgain: raceAgain,
      reached: reached, reachedBefore: reachedBefore, board: boardOutcome, warnings: tapeWarnings + reachWarnings)
    let alert = EndAlert(outcome, entry: entry, fromMenu: fromMenu, seed: services.freshSeed)
    endPlays = alert.plays
    return ask(.end, alert.lines, alert.items, title: alert.title)
  }

  /// Until the tick that completes the next frame; nil while paused, boxed, too small or not playing.
  var deadline: UInt64? { phase == .playing && asking == nil && fitted && !awaitingResume ? clock.deadline : nil }

  /// A settled round's tape was kept as it settled.
  func leave() {
    guard phase != .settled else { return }
    _ = keepTape()
    board.abandon()
  }

  /// Hands the round's tape to the keeper, if anything was played; returns its warnings.
  private func keepTape() -> [String] {
    let tape = recorder.finishedTape
    return tape.tickCount > 0 ? services.tapes.keep(tape) : []
  }

  /// The mouse maps through the canvas where it is drawn now, at its size now.
  private mutating func placeMapper(_ layout: Layout) {
    mapper.canvasOrigin = layout.origin
    mapper.viewport = info.viewport(for: layout.canvas)
  }
}
