import ArcadeCore
import GameCatalog
import TerminalUI

/// `arcade replay`: a tape played back at real speed, with pause, 0.25×–8× speed, single steps and
/// restart, after an intro box and until the end box ("Watch again" or Quit). Frames come at the
/// `--fps` rate whatever the speed: each shows exactly `ticksPerFrame` ticks of the tape.
struct ReplayScreen: Screen {
  private enum Asking {
    case help, end
  }

  let framesPerSecond: Int
  let sound: any SoundSink
  private(set) var player: TapePlayer
  private(set) var speedIndex = 2
  private(set) var paused = false
  private var intro: ChoiceBox?
  private var asking: Asking? = nil

  private var entry: CatalogEntry { player.entry }

  /// `byline`: whose run the tape is, for the intro box, when that is known. `at`: the replay starts paused at that
  /// tick (the tape's ticks stepped without drawing), without the intro box.
  init(
    _ game: any Simulation, entry: CatalogEntry, tape: Tape, services: ScreenServices, byline: String? = nil,
    at tick: Int? = nil
  ) {
    framesPerSecond = services.options.framesPerSecond
    sound = services.sound
    player = TapePlayer(game, entry: entry, tape: tape, clock: Self.clock(Ticks.perSecond, framesPerSecond))
    guard let tick else {
      intro = ReplayViewer.intro(
        tape, header: ReplayViewer.introHeader(tape, title: entry.info.title), byline: byline, soundLine: sound.note)
      return
    }
    while player.tick < tick, player.step() != nil {}
    paused = true
  }

  /// The clock at a speed: frames at the `--fps` rate, and the steps of a late frame capped high
  /// enough for 8×.
  private static func clock(_ ticksPerSecond: Int, _ framesPerSecond: Int) -> FrameClock {
    FrameClock(ticksPerSecond: ticksPerSecond, framesPerSecond: framesPerSecond, maxStepsPerFrame: 512)
  }

  mutating func handle(_ event: InputEvent, at now: UInt64) -> Transition {
    if intro != nil {
      switch intro!.handle(event) {
      case .chosen(0):
        intro = nil
        player.clock.resume(now: now)
      case .chosen, .cancelled: return .pop(.cancelled)
      case nil: break
      }
      return .stay
    }
    guard case .key(let key, let phase) = event, phase != .release, let command = ReplayKeys.command(for: key)
    else { return .stay }
    switch command {
    case .pauseOrPlay:
      paused.toggle()
      player.clock.resume(now: now)
    case .faster: setSpeed(min(ReplayViewer.speeds.count - 1, speedIndex + 1), at: now)
    case .slower: setSpeed(max(0, speedIndex - 1), at: now)
    case .step:
      paused = true
      if let events = player.step() { sound.raise(events, game: entry.info.id) }
      if player.atEnd { return end() }
    case .restart: restart(at: now)
    case .quit: return .pop(.cancelled)
    case .live: break  // a tape has no live end: the replay's keys never give it
    case .help:
      asking = .help
      return .push(BoxScreen(title: "Replay keys", lines: ReplayViewer.keyLines))
    }
    return .stay
  }

  private mutating func setSpeed(_ index: Int, at now: UInt64) {
    speedIndex = index
    let ticksPerSecond = max(1, Int(Double(Ticks.perSecond) * ReplayViewer.speeds[index]))
    player.clock = Self.clock(ticksPerSecond, framesPerSecond)
    player.clock.resume(now: now)
  }

  /// Back to the tape's first tick, playing.
  private mutating func restart(at now: UInt64) {
    player.restart()
    paused = false
    player.clock.resume(now: now)
  }

  private mutating func end() -> Transition {
    asking = .end
    let line = ReplayViewer.endLine(player.game, verdict: player.verdict)
    let items = [ChoiceItem("Watch again", hotkeys: [.character("r")]), ChoiceItem("Quit", hotkeys: [.character("q")])]
    return .push(BoxScreen(title: "Replay ended", lines: [line], items: items))
  }

  mutating func resume(after outcome: ChoiceBox.Outcome, at now: UInt64) -> Transition {
    let question = asking
    asking = nil
    if question == .end {
      guard outcome == .chosen(0) else { return .pop(.cancelled) }
      restart(at: now)
    }
    player.clock.resume(now: now)
    return .stay
  }

  private var running: Bool { intro == nil && asking == nil && !paused }

  mutating func advance(now: UInt64) -> Transition {
    guard running else { return .stay }
    // The tune starts with the replay's clock, at tick 0, so a recording can be lined up with the tape.
    if player.game.status == .playing { sound.wantMusic(entry.info.id) }
    sound.raise(player.playFrames(now: now), game: entry.info.id)
    return player.atEnd ? end() : .stay
  }

  var deadline: UInt64? { running ? player.clock.deadline : nil }

  /// The game centered under the tape's header, with the status line (or the "needs WxH" notice).
  func drawScene(into screen: inout Canvas) {
    guard intro == nil else { return }
    let tape = player.tape
    let info = entry.info
    let bar = ReplayViewer.drawGame(player.game, info: info, on: &screen) {
      ReplayViewer.headerLine(tape, info: info, width: $0)
    }
    guard let bar else { return }
    ReplayViewer.drawStatus(
      paused: !running, speedIndex: speedIndex, tick: player.tick, total: player.total, caption: player.game.caption,
      shortCaption: player.game.shortCaption, on: &screen, row: bar)
  }

  mutating func drawBox(into screen: inout Canvas) { intro?.draw(into: &screen) }
}
