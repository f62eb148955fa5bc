import ArcadeCore
import CNcurses
import Glibc

/// The terminal while the arcade owns it: ncurses set up and drawing every frame, mouse and
/// keyboard modes on, signals watched. `close()` (also run on deinit) gives it back as it was found.
///
/// Use from one thread only. Draw with `present(_:)` (a whole screen canvas: the changed cells go
/// into ncurses' screen, then one refresh); wait for input with `events(timeoutMilliseconds:)`,
/// which also reports signals, resizes, suspends and a closed input.
public final class Terminal {
  public let colorMode: ColorMode
  public let ascii: Bool
  public let mouse: Bool

  var pairs: ColorPairs
  private let signals: SignalWatcher
  var decoder = ByteDecoder()
  /// When the decoder began waiting for the rest of a sequence (nil: it is not waiting).
  var pendingSince: UInt64?
  /// Events read while waiting for something else (the kitty query), returned first by `events`.
  var stash: [InputEvent] = []
  /// The last frame put into ncurses' screen: the next frame puts only the cells that differ.
  var lastFrame: Canvas?
  var repaintAll = false
  private var presentedOnce = false
  var kittyActive = false
  var kittySupport: Bool?
  var closed = false

  /// Button-event mouse tracking (press, drag, release) in SGR encoding: ncurses cannot ask for
  /// drags, and its own mouse parser is not used (one decoder reads every byte).
  static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"
  static let kittyPush = "\u{1B}[>11u"
  static let kittyPop = "\u{1B}[<u"

  /// Takes over the terminal, or explains in one line why it cannot.
  public static func open(_ settings: TerminalSettings) throws(TerminalError) -> Terminal {
    setlocale(LC_ALL, "")
    func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    if let problem = TerminalPreflight.problem(
      stdinIsTTY: isatty(STDIN_FILENO) == 1, stdoutIsTTY: isatty(STDOUT_FILENO) == 1, term: environment("TERM"),
      termUsable: { Int(arcade_term_usable($0)) })
    {
      throw TerminalError(problem)
    }
    if let problem = TerminalSize.environmentProblem(lines: environment("LINES"), columns: environment("COLUMNS")) {
      throw TerminalError(problem)
    }
    TerminalSize.capStartingSize()
    return Terminal(settings)
  }

  private init(_ settings: TerminalSettings) {
    // Before initscr, so ncurses installs no handlers of its own for these.
    signals = SignalWatcher(signals: SignalWatcher.endingSignals + [SIGTSTP, SIGCONT, SIGWINCH])
    // A closed stderr (say, a pipe whose reader quit on Ctrl-C) must not kill us mid-restore:
    // writes then fail with EPIPE instead.
    arcade_ignore_signal(SIGPIPE)
    CrashRestore.install()
    let codeset = String(cString: arcade_codeset())
    ascii = GlyphMode.useAscii(option: settings.ascii, codeset: codeset)
    _ = initscr()
    cbreak()
    noecho()
    nonl()
    Self.stopFlowControl()
    intrflush(arcade_stdscr(), false)
    // Keys are read as bytes by our decoder, never by ncurses: it must not wait on or parse input.
    keypad(arcade_stdscr(), false)
    curs_set(0)
    // The cursor is hidden: no need to move it back to a fixed spot after every frame.
    leaveok(arcade_stdscr(), true)
    let noColor = getenv("NO_COLOR").map { String(cString: $0) }
    var mode = ColorMode.none
    if ColorMode.choose(colorWanted: settings.color, noColorEnv: noColor, hasColors: has_colors(), colors: 256) != .none
    {
      start_color()
      use_default_colors()
      mode = ColorMode.choose(colorWanted: true, noColorEnv: nil, hasColors: true, colors: Int(arcade_colors()))
    }
    colorMode = mode
    pairs = ColorPairs(limit: mode == .none ? 0 : Int(arcade_color_pairs()))
    mouse = settings.mouse
    // ncurses would poll the input during a refresh to cut it short; the loop reads input between frames.
    typeahead(-1)
    // Until the screen has been left and resumed once, ncurses flushes its output after every cursor
    // move (its state for low-level terminfo callers), so a frame goes out in many small writes;
    // leaving and resuming now, before anything is drawn, makes each frame one write.
    endwin()
    wrefresh(arcade_stdscr())
  }

  deinit { close() }

  /// Ctrl-S and Ctrl-Q are keys while the arcade owns the terminal: with XON/XOFF on, a Ctrl-S (or a
  /// pasted 0x13) stops all output until a Ctrl-Q the player does not know to type. ncurses keeps the
  /// mode as its program mode, and `endwin` puts back the shell's (IXON as it was) on every way out.
  private static func stopFlowControl() {
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
    modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return }
    def_prog_mode()
  }

  /// The screen size in cells.
  public var size: (columns: Int, rows: Int) { (Int(arcade_cols()), Int(arcade_lines())) }

  /// Rings the terminal bell.
  public func bell() { if !closed { beep() } }

  /// Writes control bytes straight to the terminal, for the modes ncurses has no call for.
  func send(_ s: String) {
    Array(s.utf8).withUnsafeBytes { Self.writeAll($0, to: STDOUT_FILENO) }
  }

  /// Writes all the bytes (a write may take part of them; an interrupted one is retried).
  static func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) {
    var offset = 0
    while offset < raw.count {
      let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
      if n > 0 {
        offset += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Called after each refresh: the first one entered the screen, so the mouse modes go on now.
  func presented() {
    guard !presentedOnce else { return }
    presentedOnce = true
    if mouse { send(Self.mouseOn) }
  }

  // MARK: Restore

  /// Gives the terminal back: keyboard protocol popped (while still on the alternate screen, whose
  /// stack it is), mouse tracking off, cursor visible, ncurses ended (line mode, echo, main screen).
  public func close() {
    guard !closed else { return }
    closed = true
    // In the background the terminal is the shell's (only an outside SIGSTOP leaves us there with the
    // modes on): writing to it, or setting its modes, would break the shell's line instead.
    if !inBackground { leaveModes() }
    CrashRestore.remove()
  }

  private func leaveModes() {
    if kittyActive { send(Self.kittyPop) }
    if mouse { send(Self.mouseOff) }
    curs_set(1)
    endwin()
  }

  private func enterModes() {
    curs_set(0)
    // The first refresh after endwin repaints the whole screen from ncurses' copy of it.
    wrefresh(arcade_stdscr())
    if mouse { send(Self.mouseOn) }
    if kittyActive { send(Self.kittyPush) }
  }

  /// After an outside stop and continue the terminal may have lost the modes: send them again.
  func sendModesAgain() {
    guard !closed else { return }
    if mouse { send(Self.mouseOn) }
    if kittyActive { send(Self.kittyPush) }
  }

  /// Ctrl-Z: give the terminal back, stop; on `fg`, take it again and ask for a full redraw.
  func suspend() {
    leaveModes()
    kill(getpid(), SIGSTOP)
    guard waitForForeground() else {
      // A signal that ends the arcade came meanwhile: the terminal stays given back.
      closed = true
      CrashRestore.remove()
      return
    }
    enterModes()
    stash.append(.redraw)
  }

  /// Whether another process group has the terminal (the shell, after `bg`). False when it cannot be
  /// told: the terminal is not our controlling one, or it is gone (then writes fail harmlessly).
  var inBackground: Bool {
    let group = tcgetpgrp(STDOUT_FILENO)
    return group >= 0 && group != getpgrp()
  }

  /// Continued in the background (`bg`), the arcade writes nothing and stops again at once, as a
  /// full-screen program does, so that `fg` continues it; true once it is in the foreground, false
  /// when a signal that ends the arcade arrived first (`kill %1` continues a stopped job too).
  func waitForForeground() -> Bool {
    while true {
      // Signals are handled on this thread only (other threads block them), so those sent while
      // stopped are recorded by the time the stop returns.
      if signals.endingPending { return false }
      guard inBackground else { return true }
      kill(getpid(), SIGSTOP)
    }
  }

  /// Ctrl-Z typed as a key (kitty protocol on, so no SIGTSTP came): suspend as the signal would.
  public func suspendNow() { suspend() }

  // MARK: Pieces for the input side

  var signalsDescriptor: Int32 { signals.wakeDescriptor }

  /// A check, safe from any thread, of whether a signal arrived that the loop has not taken yet:
  /// for waits outside the loop (a held scores lock) that must not hold a signal back.
  public var signalArrived: @Sendable () -> Bool {
    let signals = signals
    return { signals.pending }
  }
  func takeSignals(drain: Bool) -> [Int32] { signals.take(drain: drain) }
}
