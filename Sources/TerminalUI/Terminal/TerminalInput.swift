import ArcadeCore
import CNcurses
import Glibc

extension Terminal {
  /// Waits up to `timeoutMilliseconds` (nil: until something happens) for input, a signal or a
  /// resize, then returns everything that is there. Never busy-waits: the wait is a `poll` on the
  /// terminal and the signal pipe.
  public func events(timeoutMilliseconds: Int?) -> [InputEvent] {
    var out = takeStash()
    out += signalEvents(drain: false)
    if out.isEmpty {
      let (ready, input, signalled) = Self.pollInputAndSignals(
        input: STDIN_FILENO, signals: signalsDescriptor, timeoutMilliseconds: timeoutMilliseconds)
      if ready > 0, input & Int16(POLLIN) == 0, input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        return [.inputClosed]
      }
      if ready > 0 && signalled != 0 { out += signalEvents(drain: true) }
      if ready > 0 && input & Int16(POLLIN) != 0 {
        let read = readAvailable()
        if read.isEmpty {
          // Readable but nothing came: end of file. A few in a row (not one spurious wakeup) means closed.
          emptyWakeupCount += 1
          if emptyWakeupCount >= 3 { out.append(.inputClosed) }
        } else {
          emptyWakeupCount = 0
        }
        out += read
      }
    }
    return out
  }

  /// One `poll` of the terminal's input and the signal pipe (nil: no time limit); the count of
  /// descriptors ready (-1 when interrupted) and each one's `revents`. Static: `QuietFrameWriter`
  /// polls through it without reaching the terminal object.
  static func pollInputAndSignals(input: Int32, signals: Int32, timeoutMilliseconds: Int?)
    -> (ready: Int32, input: Int16, signals: Int16)
  {
    var fds = (
      pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: signals, events: Int16(POLLIN), revents: 0)
    )
    let timeout = Int32(clamping: timeoutMilliseconds.map { max(0, $0) } ?? -1)
    let ready = withUnsafeMutableBytes(of: &fds) {
      poll($0.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, timeout)
    }
    return (ready, fds.0.revents, fds.1.revents)
  }

  /// Reads every key ncurses has, decoding what it does not know (SGR mouse under tmux, kitty keys).
  func readAvailable() -> [InputEvent] {
    let win = arcade_stdscr()
    wtimeout(win, 0)
    var out: [InputEvent] = []
    var count = 0
    while count < 4096 {
      var ch: wint_t = 0
      let rc = wget_wch(win, &ch)
      if rc == ERR {
        // An escape sequence may still be arriving: give it the escape delay once more.
        guard decoderPending else { break }
        wtimeout(win, 25)
        var more: wint_t = 0
        let rc2 = wget_wch(win, &more)
        wtimeout(win, 0)
        if rc2 == ERR {
          out += flushDecoder()
          break
        }
        out += rc2 == KEY_CODE_YES ? keyCodeEvents(Int32(more)) : decode(more)
        count += 1
        continue
      }
      count += 1
      if rc == KEY_CODE_YES {
        out += flushDecoder()
        out += keyCodeEvents(Int32(ch))
      } else {
        out += decode(ch)
      }
    }
    return out
  }

  private func decode(_ ch: wint_t) -> [InputEvent] {
    guard let scalar = Unicode.Scalar(UInt32(ch)) else { return [] }
    return feedDecoder(Array(String(scalar).utf8))
  }

  /// Keys ncurses decoded itself.
  private func keyCodeEvents(_ code: Int32) -> [InputEvent] {
    switch code {
    case KEY_UP: return [.press(.up)]
    case KEY_DOWN: return [.press(.down)]
    case KEY_LEFT: return [.press(.left)]
    case KEY_RIGHT: return [.press(.right)]
    case KEY_ENTER: return [.press(.enter)]
    case KEY_BACKSPACE: return [.press(.backspace)]
    case KEY_RESIZE: return resizeEvents()
    case KEY_MOUSE: return mouseEvents()
    default:
      for n in 1...12 where code == arcade_KEY_F(Int32(n)) { return [.press(.function(n))] }
      return []
    }
  }

  private func mouseEvents() -> [InputEvent] {
    var x: Int32 = 0
    var y: Int32 = 0
    var state: mmask_t = 0
    var out: [InputEvent] = []
    // getmouse pops one event; ncurses announces each with its own KEY_MOUSE.
    if arcade_getmouse(&x, &y, &state) == OK {
      let (c, r) = (Int(x), Int(y))
      if state & arcade_BUTTON1_PRESSED != 0 { out.append(.mouse(MouseEvent(.press, column: c, row: r))) }
      if state & arcade_BUTTON1_CLICKED != 0 || state & arcade_BUTTON1_DOUBLE_CLICKED != 0 {
        out.append(.mouse(MouseEvent(.press, column: c, row: r)))
        out.append(.mouse(MouseEvent(.release, column: c, row: r)))
      }
      if state & arcade_BUTTON1_RELEASED != 0 { out.append(.mouse(MouseEvent(.release, column: c, row: r))) }
      if state & arcade_REPORT_MOUSE_POSITION != 0 { out.append(.mouse(MouseEvent(.drag, column: c, row: r))) }
      if state & arcade_BUTTON4_PRESSED != 0 { out.append(.mouse(MouseEvent(.scrollUp, column: c, row: r))) }
      if state & arcade_BUTTON5_PRESSED != 0 { out.append(.mouse(MouseEvent(.scrollDown, column: c, row: r))) }
    }
    return out
  }

  /// The window changed: tell ncurses the new size (we, not ncurses, watch SIGWINCH) and redraw all.
  func resizeEvents() -> [InputEvent] {
    var rows: Int32 = 0
    var cols: Int32 = 0
    if arcade_window_size(STDOUT_FILENO, &rows, &cols) == 0, rows != arcade_lines() || cols != arcade_cols() {
      resizeterm(rows, cols)
      // Our own output draws the screen: ncurses' window stays blank, and untouched it never repaints
      // the terminal behind our back (reading a key refreshes a touched window).
      if output == .direct { untouchwin(arcade_stdscr()) }
    }
    requestFullRedraw()
    return [.resize]
  }

  /// Signals turned into events; Ctrl-Z and an outside SIGCONT are handled here.
  private func signalEvents(drain: Bool) -> [InputEvent] {
    var out: [InputEvent] = []
    for sig in takeSignals(drain: drain) {
      switch sig {
      case SIGWINCH: out += resizeEvents()
      case SIGIO: break  // input arrived: the poll that follows reads it
      case SIGTSTP:
        suspend()
        out += takeStash()
      case SIGCONT:
        requestFullRedraw()
        sendModesAgain()
        out.append(.redraw)
      default: out.append(.signal(sig))
      }
    }
    return out
  }
}
