import ArcadeCore
import BoardWire
import GameCatalog
import TerminalUI

/// Another player's daily run watched as it is played (`arcade watch RUN`, a pick of the live list). Its inputs come
/// from the board on the feed's own thread; this screen only takes what has come, and plays it through the game at
/// real speed, starting a second behind the newest input, drawn as a replay draws a tape, at this terminal's size.
/// Where the inputs run out the picture waits, and says so; once the run has ended on the board and every input is
/// shown, its result shows in a box that offers the next run or leaving. A run that had ended already plays from its
/// start.
struct WatchScreen: Screen {
  enum Asking {
    case help, end, cannot
  }

  /// How far behind the newest input watching starts, and goes back to with "live".
  static let lag = Ticks.perSecond
  /// The most ticks stepped without drawing in one pass of the loop, so catching up never holds the keys up.
  static let skipChunk = 20_000
  /// How often a waiting or paused screen looks at what came.
  static let waitingPoll: UInt64 = 100_000_000
  static let pausedPoll: UInt64 = 250_000_000

  let run: Int
  private let feed: any LiveRunFeed
  private let sound: any SoundSink
  private let framesPerSecond: Int
  private(set) var player: LivePlayer?
  private(set) var header: LiveRunHeader?
  private(set) var date: CalendarDate?
  private(set) var end: LiveEnd?
  private(set) var trouble: LiveTrouble?
  private(set) var paused = false
  private(set) var speedIndex = 2
  /// A tick to step to without drawing before playing on: the live point.
  private(set) var skipTo: Int?
  /// Every input that came is shown: the picture waits for more.
  private(set) var waiting = false
  /// When inputs last came, and the clock's last reading.
  private(set) var inputsAt: UInt64 = 0
  private(set) var now: UInt64 = 0
  private(set) var asking: Asking?

  init(run: Int, source: any LiveSource, services: ScreenServices) {
    self.run = run
    feed = source.follow(run: run)
    sound = services.sound
    framesPerSecond = services.options.framesPerSecond
  }

  private var id: String { player?.entry.info.id ?? "" }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    self.now = now
    guard case .key(let key, let phase) = event, phase != .release,
      let command = ReplayKeys.command(for: key, in: ReplayKeys.liveTable)
    else { return .stay }
    switch command {
    case .quit: return .pop(.cancelled)
    case .help:
      asking = .help
      return .push(BoxScreen(title: "Watching keys", lines: ReplayKeys.liveLines))
    default: break
    }
    guard player != nil else { return .stay }
    switch command {
    case .pauseOrPlay:
      paused.toggle()
      player!.clock.resume(now: now)
    case .faster: setSpeed(min(ReplayViewer.speeds.count - 1, speedIndex + 1), at: now)
    case .slower: setSpeed(max(0, speedIndex - 1), at: now)
    case .step:
      (paused, skipTo) = (true, nil)
      if let events = player!.step() { sound.raise(events, game: id) }
    case .live:
      (paused, skipTo) = (false, max(player!.tick, player!.received - Self.lag))
      setSpeed(2, at: now)
    case .restart:
      player!.restart()
      (paused, skipTo, waiting) = (false, nil, false)
      player!.clock.resume(now: now)
    case .quit, .help: break
    }
    return .stay
  }

  private mutating func setSpeed(_ index: Int, at now: UInt64) {
    speedIndex = index
    var clock = Self.clock(speed: index, framesPerSecond)
    clock.resume(now: now)
    player?.clock = clock
  }

  private static func clock(speed index: Int, _ framesPerSecond: Int) -> FrameClock {
    let ticksPerSecond = max(1, Int(Double(Ticks.perSecond) * ReplayViewer.speeds[index]))
    return FrameClock(ticksPerSecond: ticksPerSecond, framesPerSecond: framesPerSecond, maxStepsPerFrame: 512)
  }

  mutating func advance(now: UInt64) -> Transition {
    self.now = now
    if let cannot = takeNews(now: now) { return cannot }
    guard asking == nil, player != nil else { return .stay }
    if let target = skipTo {
      if player!.skip(to: target, limit: Self.skipChunk) {
        skipTo = nil
        player!.clock.resume(now: now)
      }
      return .stay
    }
    guard !paused else { return .stay }
    if waiting {
      guard !player!.caughtUp else { return endIfOver() }
      waiting = false
      player!.clock.resume(now: now)
    }
    if player!.game.status == .playing { sound.wantMusic(id) }
    let (cues, ranOut) = player!.playFrames(now: now)
    sound.raise(cues, game: id)
    guard ranOut else { return .stay }
    waiting = true
    return endIfOver()
  }

  /// Takes what the feed brought; a box when the run cannot be watched at all.
  private mutating func takeNews(now: UInt64) -> Transition? {
    let news = feed.take()
    trouble = news.trouble
    if let ended = news.end { end = ended }
    if header == nil, let first = news.header {
      header = first
      guard let entry = Catalog.entry(id: first.game), let day = CalendarDate(first.date),
        let made = LivePlayer(
          entry: entry, header: entry.start(entry.daily(day)).finishedTape.header,
          clock: Self.clock(speed: speedIndex, framesPerSecond))
      else {
        let game = first.game.printable(limit: 20)
        return cannot("Run \(run) is a daily of \(game), which this arcade cannot play (arcade list names its games).")
      }
      (player, date) = (made, day)
    }
    if player != nil, !news.inputs.isEmpty {
      // A run still played is watched from a second behind its newest input; one that ended, from its start.
      let first = player!.received == 0
      player!.receive(news.inputs)
      inputsAt = now
      if first && end == nil { skipTo = max(0, player!.received - Self.lag) }
    }
    if let trouble, trouble.final, (player?.received ?? 0) == 0 { return cannot("The board: \(trouble.line)") }
    return nil
  }

  private mutating func cannot(_ line: String) -> Transition {
    asking = .cannot
    return .push(BoxScreen(title: "Cannot watch run \(run)", lines: [line]))
  }

  /// The end box, once the run ended on the board and every one of its inputs is shown.
  private mutating func endIfOver() -> Transition {
    guard let end, let player, let header, player.caughtUp else { return .stay }
    asking = .end
    let items = [
      ChoiceItem("Pick the next run", hotkeys: [.character("n")]), ChoiceItem("Leave", hotkeys: [.character("q")]),
    ]
    return .push(
      BoxScreen(
        title: "\(WatchLines.name(header))'s run is over",
        lines: WatchLines.result(end, status: player.game.status, tick: player.tick), items: items))
  }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    let question = asking
    asking = nil
    self.now = now
    switch question {
    case .end: return .pop(outcome == .chosen(0) ? .chosen(0) : .chosen(1))
    case .cannot: return .pop(.cancelled)
    case .help, nil:
      player?.clock.resume(now: now)
      return .stay
    }
  }

  var deadline: UInt64? {
    guard asking == nil else { return nil }
    if skipTo != nil { return now }
    if let player, !paused, !waiting { return player.clock.deadline }
    return now + (paused ? Self.pausedPoll : Self.waitingPoll)
  }

  mutating func leave() { feed.stop() }
}
