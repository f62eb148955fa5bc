import ArcadeCore
import CNcurses
import Glibc

extension Terminal {
  /// How long an unfinished escape sequence may wait for its next byte before it is given up
  /// (a lone ESC is then the Escape key).
  static let escapeDelayMilliseconds = 25

  /// Waits up to `timeoutMilliseconds` (nil: until something happens) for input, a signal or a
  /// resize, then returns everything that is there (possibly nothing). Never busy-waits: the wait
  /// is one `poll` on the terminal and the signal pipe, so a signal is answered at once whatever
  /// the input is doing.
  public func events(timeoutMilliseconds: Int?) -> [InputEvent] {
    var out = stash
    stash.removeAll()
    out += signalEvents(drain: false)
    guard out.isEmpty else { return out }
    var timeout = timeoutMilliseconds
    if let since = pendingSince {
      let waited = Int((SystemClock().nanoseconds() - since) / 1_000_000)
      let left = max(0, Self.escapeDelayMilliseconds - waited)
      if left == 0 { return flushDecoder() }
      timeout = min(timeout ?? left, left)
    }
    switch Self.waitForInput(signals: signalsDescriptor, timeoutMilliseconds: timeout) {
    case .timedOut:
      return []
    case .interrupted:
      return []
    case .signalled:
      return signalEvents(drain: true)
    case .readable:
      return readInput()
    case .closed:
      return [.inputClosed]
    }
  }

  /// Reads what the terminal has sent (one `read`: `poll` said there is something) and decodes it.
  func readInput() -> [InputEvent] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if n > 0 {
      let events = decoder.feed(buffer[..<n])
      if !decoder.isPending {
        pendingSince = nil
      } else if pendingSince == nil {
        pendingSince = SystemClock().nanoseconds()
      }
      return events
    }
    // In cbreak mode a tty read returns 0 only at hang-up; EIO when the other side is gone.
    if n == 0 || (errno != EINTR && errno != EAGAIN) { return [.inputClosed] }
    return []
  }

  /// Gives up what waits in the decoder (its escape delay is over).
  private func flushDecoder() -> [InputEvent] {
    pendingSince = nil
    return decoder.flush()
  }

  enum Wait {
    case readable, signalled, timedOut, interrupted, closed
  }

  /// One `poll` of the terminal's input and the signal pipe (nil: no time limit).
  static func waitForInput(signals: Int32, timeoutMilliseconds: Int?) -> Wait {
    var fds = (
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals, events: Int16(POLLIN), revents: 0)
    )
    let timeout = Int32(clamping: timeoutMilliseconds.map { max(0, $0) } ?? -1)
    let ready = withUnsafeMutableBytes(of: &fds) {
      poll($0.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, timeout)
    }
    if ready < 0 { return .interrupted }
    if ready == 0 { return .timedOut }
    // Signals first: a hang-up's SIGHUP is reported as the signal it is.
    if fds.1.revents != 0 { return .signalled }
    if fds.0.revents & Int16(POLLIN) != 0 { return .readable }
    return .closed
  }

  /// The window changed: tell ncurses the new size (we, not ncurses, watch SIGWINCH), capped to
  /// what the arcade draws, and send the next frame whole.
  func resizeEvents() -> [InputEvent] {
    var rows: Int32 = 0
    var cols: Int32 = 0
    if arcade_window_size(STDOUT_FILENO, &rows, &cols) == 0 {
      let capped = TerminalSize.capped(columns: Int(cols), rows: Int(rows))
      if capped.rows != Int(arcade_lines()) || capped.columns != Int(arcade_cols()) {
        resizeterm(Int32(capped.rows), Int32(capped.columns))
      }
    }
    requestFullRedraw()
    return [.resize]
  }

  /// Signals turned into events; Ctrl-Z and an outside SIGCONT are handled here.
  private func signalEvents(drain: Bool) -> [InputEvent] {
    let taken = takeSignals(drain: drain)
    // One that ends the arcade comes first: nothing else matters then (not even waiting for `fg`).
    if let ending = taken.first(where: SignalWatcher.endingSignals.contains) { return [.signal(ending)] }
    var out: [InputEvent] = []
    for sig in taken {
      switch sig {
      case SIGWINCH: out += resizeEvents()
      case SIGTSTP:
        suspend()
        out += stash
        stash.removeAll()
      case SIGCONT:
        // After an outside stop: in the background, nothing is written until `fg`.
        guard waitForForeground() else { continue }
        requestFullRedraw()
        sendModesAgain()
        out.append(.redraw)
      default: break
      }
    }
    return out
  }
}
