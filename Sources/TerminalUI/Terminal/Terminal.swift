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

  /// How frames reach the terminal: our own encoder (ANSI terminals) or ncurses' refresh.
  public let output: OutputPath
  var pairs: ColorPairs
  var encoder: FrameEncoder
  private let signals: SignalWatcher
  /// SIGIO on input (our encoder's path only): quiet wake-ups then sleep on the signal pipe alone.
  let inputNotice: InputNotice?
  private var decoder = ByteDecoder()
  var stash: [InputEvent] = []
  var fullRedraw = true
  private(set) var presentedOnce = false
  /// The last frame sent and the screen size then (ncurses path): the next frame puts only the cells that differ.
  var lastFrame: Canvas?
  var lastScreen = (columns: 0, rows: 0)
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
    signals = SignalWatcher(signals: [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGIO])
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
    encoder = FrameEncoder(colorMode: mode, ascii: ascii)
    output = OutputPath.choose(wanted: settings.output, cursorAddressIsANSI: arcade_cup_is_ansi() == 1)
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
    if output == .direct { Self.skipOutputProcessing() }
    // After the watcher: SIGIO's default action would end the process.
    inputNotice = output == .direct ? InputNotice(for: STDIN_FILENO) : nil
  }

  /// Our encoder writes no newline or tab, so the tty's output processing (a scan of every byte we
  /// write, for ONLCR) does nothing for us; ncurses keeps the change as its program mode, and gives
  /// the shell's modes back on `endwin`.
  private static func skipOutputProcessing() {
    var modes = termios()
    guard tcgetattr(STDOUT_FILENO, &modes) == 0, modes.c_oflag & tcflag_t(OPOST) != 0 else { return }
    modes.c_oflag &= ~tcflag_t(OPOST)
    guard tcsetattr(STDOUT_FILENO, TCSADRAIN, &modes) == 0 else { return }
    def_prog_mode()
  }

  deinit { close() }

  /// The screen size in cells.
  public var size: (columns: Int, rows: Int) { (Int(arcade_cols()), Int(arcade_lines())) }

  // MARK: Output

  /// Draws a whole frame: only what changed since the last one reaches the terminal, in one write.
  /// An identical frame costs no output at all.
  public func present(_ frame: Canvas) {
    guard !closed else { return }
    switch output {
    case .direct: presentDirect(frame)
    case .ncurses: presentThroughNcurses(frame)
    }
    framePresented()
  }

  private func framePresented() {
    if !presentedOnce {
      presentedOnce = true
      // ncurses turned click mode 1000 on with its first refresh; add drags and SGR after it.
      if mouse { send(Self.mouseOn) }
    }
  }

  // MARK: Frames encoded ahead

  /// Whether frames can be encoded now and written later: our own encoder's can, ncurses' cannot.
  public var encodesAhead: Bool { output == .direct }

  /// Encodes a whole frame without writing it: its bytes join `queue`, for `send(encoded:)`.
  public func encode(_ frame: Canvas, into queue: inout FrameQueue) {
    encodeForScreen(frame, redrawIfAsked: true)
    queue.append(encoder.output)
  }

  /// Encodes a frame already written once, to bring the encoder back to it after a `restoreEncoder`;
  /// a full redraw still pending stays pending.
  public func reencode(_ frame: Canvas) { encodeForScreen(frame, redrawIfAsked: false) }

  /// Encodes a frame for the screen's size into `encoder.output`, starting over from a cleared
  /// screen when a full redraw was asked for (and `redrawIfAsked`). Returns whether there are bytes.
  @discardableResult
  private func encodeForScreen(_ frame: Canvas, redrawIfAsked: Bool) -> Bool {
    if redrawIfAsked && fullRedraw {
      encoder.invalidate()
      fullRedraw = false
    }
    let (columns, rows) = size
    return encoder.encode(frame, screenColumns: columns, screenRows: rows)
  }

  /// Writes frames encoded earlier by `encode(_:into:)`.
  public func send(encoded bytes: ArraySlice<UInt8>) {
    guard !closed else { return }
    if !bytes.isEmpty { send(bytes) }
    framePresented()
  }

  /// What the encoder believes the terminal shows, to go back to when queued frames are dropped.
  public var encoderSnapshot: FrameEncoder.Snapshot { encoder.snapshot }

  public func restoreEncoder(_ snapshot: FrameEncoder.Snapshot) { encoder.restore(snapshot) }

  private func presentDirect(_ frame: Canvas) {
    if encodeForScreen(frame, redrawIfAsked: true) { send(encoder.output) }
  }

  /// Rings the terminal bell.
  public func bell() { if !closed { beep() } }

  /// Writes control bytes straight to the terminal (stdio would buffer them behind ncurses).
  func send(_ s: String) { send(Array(s.utf8)) }

  /// Writes bytes straight to the terminal, all of them (a write may take part; an interrupted one is retried).
  func send(_ bytes: [UInt8]) { bytes.withUnsafeBytes(send) }

  func send(_ bytes: ArraySlice<UInt8>) { bytes.withUnsafeBytes(send) }

  private func send(_ raw: UnsafeRawBufferPointer) { Self.writeAll(raw, to: STDOUT_FILENO) }

  // MARK: Restore

  /// Gives the terminal back: keyboard protocol popped (while still on the alternate screen, whose
  /// stack it is), mouse tracking off, cursor visible, ncurses ended (line mode, echo, main screen).
  public func close() {
    guard !closed else { return }
    closed = true
    inputNotice?.end()
    leaveModes()
    CrashRestore.remove()
  }

  private func leaveModes() {
    if output == .direct { send(encoder.resetAttributes()) }
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
  var signalsPending: Bool { signals.pending }
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
