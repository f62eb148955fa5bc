import ArcadeCore
import ArcadeRuns
import GameCatalog
import Glibc
import TerminalUI

/// What a session opens with.
public enum Opening {
  /// The title menu (`arcade`): popping it ends the session.
  case menu
  /// One game's flow (`arcade play GAME`): title card, play, end alert, play again or quit; Play races the
  /// ghost when one is given (`--ghost`).
  case game(CatalogEntry, RunSetup, ghost: Ghost? = nil)
  /// A tape played back (`arcade replay TAPE`) through a game made from it; `byline` says whose run it is, when
  /// that is known (a board's run).
  case replay(Tape, CatalogEntry, game: any Simulation, byline: String? = nil, at: Int? = nil)
  /// A run on the board watched live (`arcade watch RUN`, with the services' `live`), over the live list its end box
  /// offers.
  case watch(run: Int)
}

/// The one front-end loop: sleeps until the top screen's deadline or the next event, hands events
/// to the top screen, lets it advance, and presents the whole screen after every wake-up (the
/// terminal sends only the cells that changed). Signals, a closed input and Ctrl-C / Ctrl-Z typed
/// as keys (kitty protocol on) are handled here, once, for every screen.
public struct Session {
  let terminal: Terminal
  let sound: any SoundSink
  /// The monotonic clock the loop reads (the services' own).
  let monotonic: () -> UInt64
  var stack: ScreenStack
  /// Lines for stderr once the terminal is restored: why the session ended, when it says.
  public private(set) var afterwords: [String] = []

  public init(terminal: Terminal, services: ScreenServices, opening: Opening) {
    self.terminal = terminal
    sound = services.sound
    monotonic = services.monotonic
    let first: [any Screen] =
      switch opening {
      case .menu: [MenuScreen(services: services, now: services.monotonic())]
      case .game(let entry, let setup, let ghost):
        [GameScreen(services: services, entry: entry, setup: setup, fromMenu: false, ghost: ghost)]
      case .replay(let tape, let entry, let game, let byline, let tick):
        [ReplayScreen(game, entry: entry, tape: tape, services: services, byline: byline, at: tick)]
      case .watch(let run):
        services.live.map { source in
          [
            LiveListScreen(services: services, source: source, direct: true),
            WatchScreen(run: run, source: source, services: services),
          ]
        } ?? [BoxScreen(title: "Watch live", lines: [MenuScreen.noBoard])]
      }
    stack = ScreenStack(first)
  }

  /// Runs until the stack empties or the session is interrupted; returns the exit code
  /// (0, 2 when the input closed, 128+N after signal N). Every screen has left (tapes saved) on return.
  public mutating func run() -> Int32 {
    defer { stack.leaveAll() }
    let clock = monotonic
    var canvas = Canvas(columns: 0, rows: 0)
    var kitty = false
    while true {
      let now = clock()
      stack.advance(now: now)
      if stack.isEmpty { return 0 }
      if stack.wantsKittyKeyboard != kitty {
        kitty.toggle()
        terminal.setKittyKeyboard(kitty)
      }
      let size = terminal.size
      canvas.reset(to: CanvasSize(columns: max(0, size.columns), rows: max(0, size.rows)))
      stack.draw(into: &canvas)
      terminal.present(canvas)
      if sound.frameShown() { terminal.bell() }
      let timeout = stack.deadline.map { deadline in
        deadline > now ? Int((deadline - now + 999_999) / 1_000_000) : 0
      }
      for event in terminal.events(timeoutMilliseconds: timeout) {
        switch event {
        case .signal(let s): return 128 + s
        case .inputClosed:
          afterwords.append("the terminal's input closed; quitting")
          return 2
        case .key(.control("c"), .press): return 128 + SIGINT
        case .key(.control("\\"), .press): return 128 + SIGQUIT
        case .key(.control("z"), .press): terminal.suspendNow()
        default:
          stack.handle(event, at: clock())
          if stack.isEmpty { return 0 }
        }
      }
    }
  }
}
