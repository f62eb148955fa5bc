import ArcadeCore
import CNcurses
import Glibc

/// The terminal while the arcade owns it: ncurses set up, mouse and keyboard modes on, signals
/// watched. `close()` (also run on deinit) gives it back exactly as it was found.
///
/// Use from one thread only. Draw with `present(_:)` (a whole screen canvas: erase, put, one
/// refresh); wait for input with `events(timeoutMilliseconds:)`, which also reports signals,
/// resizes, suspends and a closed input.
public final class Terminal {
  public let colorMode: ColorMode
  public let ascii: Bool
  public let mouse: Bool

  private var pairs: ColorPairs
  private let signals: SignalWatcher
  private var decoder = ByteDecoder()
  var stash: [InputEvent] = []
  private var fullRedraw = true
  private var presentedOnce = false
  /// The last frame sent and the screen size then: the next frame puts only the cells that differ.
  private var lastFrame: Canvas?
  private var lastScreen = (columns: 0, rows: 0)
  var kittyActive = false
  var kittySupport: Bool?
  var closed = false
  var emptyWakeupCount = 0

  static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"
  static let kittyPush = "\u{1B}[>11u"
  static let kittyPop = "\u{1B}[<u"

  /// Takes over the terminal, or explains in one line why it cannot.
  public static func open(_ settings: TerminalSettings) throws(TerminalError) -> Terminal {
    setlocale(LC_ALL, "")
    let term = getenv("TERM").map { String(cString: $0) }
    if let problem = TerminalPreflight.problem(
      stdinIsTTY: isatty(STDIN_FILENO) == 1, stdoutIsTTY: isatty(STDOUT_FILENO) == 1, term: term,
      termUsable: { Int(arcade_term_usable($0)) })
    {
      throw TerminalError(problem)
    }
    return Terminal(settings)
  }

  private init(_ settings: TerminalSettings) {
    // Before initscr, so ncurses installs no handlers of its own for these.
    signals = SignalWatcher(signals: [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH])
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
    intrflush(arcade_stdscr(), false)
    keypad(arcade_stdscr(), true)
    curs_set(0)
    // The cursor is hidden: let ncurses leave it where the last update put it instead of moving it
    // back to a fixed spot after every frame (about 5 bytes a frame).
    leaveok(arcade_stdscr(), true)
    set_escdelay(25)
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
    if mouse {
      mousemask(arcade_ALL_MOUSE_EVENTS | arcade_REPORT_MOUSE_POSITION, nil)
      mouseinterval(0)
    }
    // No typeahead checks: ncurses would poll the input several times per refresh to cut a frame
    // short, but the loop reads input between frames anyway.
    typeahead(-1)
    // ncurses flushes its output after every cursor move until the screen has been left and resumed
    // once (its "initial" state, for low-level terminfo callers): a frame went out in ~20 writes.
    // Leaving and resuming now, before anything is drawn, makes each frame one write.
    endwin()
    wrefresh(arcade_stdscr())
  }

  deinit { close() }

  /// The screen size in cells.
  public var size: (columns: Int, rows: Int) { (Int(arcade_cols()), Int(arcade_lines())) }

  // MARK: Output

  /// Draws a whole frame with one refresh (ncurses sends only what changed on the terminal).
  ///
  /// After a full redraw (the first frame, a resize, a resume) the window is erased and every
  /// non-blank cell put; after that only the cells that differ from the last frame are put, so
  /// ncurses compares just the touched lines. An identical frame costs no refresh at all.
  public func present(_ frame: Canvas) {
    guard !closed else { return }
    let win = arcade_stdscr()
    let (columns, rows) = size
    let incremental =
      !fullRedraw && lastFrame.map { $0.columns == frame.columns && $0.rows == frame.rows } == true
      && lastScreen == (columns, rows)
    let frame = colorMode == .none ? frame : SpaceStyles.merged(frame, previous: incremental ? lastFrame : nil)
    if fullRedraw {
      clearok(win, true)
      fullRedraw = false
    }
    if !incremental { werase(win) }
    var pen = Pen()
    var changed = 0
    frame.cells.withUnsafeBufferPointer { cells in
      let last = incremental ? lastFrame!.cells : []
      last.withUnsafeBufferPointer { last in
        for r in 0..<min(rows, frame.rows) {
          let base = r * frame.columns
          for c in 0..<min(columns, frame.columns) {
            let cell = cells[base + c]
            // After an erase every cell is blank in pair 0: blanks are put too, in the default-colour pair.
            if incremental && cell == last[base + c] { continue }
            put(cell, row: r, column: c, pen: &pen)
            changed += 1
          }
        }
      }
    }
    lastFrame = frame
    lastScreen = (columns, rows)
    if incremental && changed == 0 { return }
    wrefresh(win)
    if !presentedOnce {
      presentedOnce = true
      // ncurses turned click mode 1000 on with this first refresh; add drags and SGR after it.
      if mouse { send(Self.mouseOn) }
    }
  }

  /// The style last resolved while putting cells: neighbours mostly share one, so its colour pair
  /// and attributes are looked up once per run.
  private struct Pen {
    var style: Style? = nil
    var attrs = arcade_A_NORMAL
    var pair: Int16 = 0
  }

  private func put(_ cell: Cell, row: Int, column: Int, pen: inout Pen) {
    if cell.style != pen.style {
      pen.style = cell.style
      let style = ResolvedStyle(cell.style, mode: colorMode)
      pen.pair = pairs.pair(foreground: style.foreground, background: style.background)
      pen.attrs = attributes(style.attributes)
    }
    _ = arcade_put(Int32(row), Int32(column), glyph(cell.glyph), pen.attrs, pen.pair)
  }

  /// Rings the terminal bell.
  public func bell() { if !closed { beep() } }

  private func glyph(_ g: Unicode.Scalar) -> wchar_t {
    var g = g
    if ascii { g = AsciiFallback.ascii(for: g) }
    if g.value < 0x20 || g.value == 0x7F { return wchar_t(UInt8(ascii: " ")) }
    if g.value >= 0x7F && arcade_wcwidth(wchar_t(g.value)) != 1 { return wchar_t(UInt8(ascii: "?")) }
    return wchar_t(g.value)
  }

  private func attributes(_ a: CellAttributes) -> attr_t {
    var result = arcade_A_NORMAL
    if a.contains(.bold) { result |= arcade_A_BOLD }
    if a.contains(.dim) { result |= arcade_A_DIM }
    if a.contains(.reverse) { result |= arcade_A_REVERSE }
    if a.contains(.underline) { result |= arcade_A_UNDERLINE }
    return result
  }

  /// Writes control bytes straight to the terminal (stdio would buffer them behind ncurses).
  func send(_ s: String) {
    var bytes = Array(s.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
      if n <= 0 { return }
      offset += n
    }
  }

  // MARK: Restore

  /// Gives the terminal back: keyboard protocol popped (while still on the alternate screen, whose
  /// stack it is), mouse tracking off, cursor visible, ncurses ended (line mode, echo, main screen).
  public func close() {
    guard !closed else { return }
    closed = true
    leaveModes()
    CrashRestore.remove()
  }

  private func leaveModes() {
    if kittyActive { send(Self.kittyPop) }
    if mouse { send(Self.mouseOff) }
    curs_set(1)
    endwin()
  }

  private func enterModes() {
    let win = arcade_stdscr()
    curs_set(0)
    clearok(win, true)
    wrefresh(win)
    if mouse { send(Self.mouseOn) }
    if kittyActive { send(Self.kittyPush) }
    fullRedraw = true
  }

  // MARK: Pieces for the input side

  var signalsDescriptor: Int32 { signals.wakeDescriptor }
  func takeSignals(drain: Bool) -> [Int32] { signals.take(drain: drain) }
  var decoderPending: Bool { decoder.isPending }
  func feedDecoder(_ bytes: [UInt8]) -> [InputEvent] { decoder.feed(bytes) }
  func flushDecoder() -> [InputEvent] { decoder.flush() }
  func requestFullRedraw() { fullRedraw = true }

  /// Puts events back, to be returned first by the next `events` call (a screen that ended
  /// mid-batch leaves the rest to the next screen, so fast typing is not lost).
  public func unread(_ events: [InputEvent]) { stash.insert(contentsOf: events, at: 0) }

  func takeStash() -> [InputEvent] {
    defer { stash.removeAll() }
    return stash
  }

  /// After an outside stop and continue, ncurses restores only click mode 1000.
  func sendModesAgain() {
    guard !closed else { return }
    if mouse { send(Self.mouseOn) }
    if kittyActive { send(Self.kittyPush) }
  }

  /// Ctrl-Z: give the terminal back, stop; on `fg`, take it again and ask for a full redraw.
  func suspend() {
    leaveModes()
    kill(getpid(), SIGSTOP)
    enterModes()
    stash.append(.redraw)
  }
}

extension Terminal {
  /// Ctrl-Z typed as a key (kitty protocol on, so no SIGTSTP came): suspend as the signal would.
  public func suspendNow() { suspend() }
}
