import ArcadeCore
import Glibc
import TerminalUI

/// The one front-end loop: sleeps until the top screen's deadline or the next event, hands events
/// to the top screen, lets it advance, and presents the whole screen after every wake-up (the
/// terminal sends only the cells that changed). Signals, a closed input and Ctrl-C / Ctrl-Z typed
/// as keys (kitty protocol on) are handled here, once, for every screen.
struct Session {
  let terminal: Terminal
  let frontEnd: FrontEnd
  var stack: ScreenStack

  /// Runs until the stack empties or the session is interrupted; returns the exit code
  /// (0, 2 when the input closed, 128+N after signal N). Every screen has left (tapes saved) on return.
  mutating func run() -> Int32 {
    defer { stack.leaveAll() }
    let clock = SystemClock()
    var canvas = Canvas(columns: 0, rows: 0)
    var kitty = false
    while true {
      let now = clock.nanoseconds()
      let size = terminal.size
      frontEnd.screenSize = size
      stack.advance(now: now)
      if stack.isEmpty { return 0 }
      if stack.wantsKittyKeyboard != kitty {
        kitty.toggle()
        terminal.setKittyKeyboard(kitty)
      }
      canvas.reset(to: CanvasSize(columns: max(0, size.columns), rows: max(0, size.rows)))
      stack.draw(into: &canvas)
      terminal.present(canvas)
      if frontEnd.sound.frameShown() { terminal.bell() }
      let timeout = stack.deadline.map { deadline in
        deadline > now ? Int((deadline - now + 999_999) / 1_000_000) : 0
      }
      for event in terminal.events(timeoutMilliseconds: timeout) {
        switch event {
        case .signal(let s): return 128 + s
        case .inputClosed:
          frontEnd.afterwords.append("the terminal's input closed; quitting")
          return 2
        case .key(.control("c"), .press): return 128 + SIGINT
        case .key(.control("\\"), .press): return 128 + SIGQUIT
        case .key(.control("z"), .press): terminal.suspendNow()
        default:
          frontEnd.screenSize = terminal.size
          stack.handle(event, at: clock.nanoseconds())
          if stack.isEmpty { return 0 }
        }
      }
    }
  }
}
