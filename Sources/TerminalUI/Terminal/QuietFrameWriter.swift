import Glibc

/// Writes frames encoded ahead while nothing happens: sleeps, and writes, through nothing but a
/// file descriptor or two. A replay spends most of its wake-ups here, and each starts with cold
/// caches, where every object reached and every system call costs more than the work.
/// Valid until an event arrives: after `Terminal.events`, ask `Terminal.quietWriter()` again.
public struct QuietFrameWriter {
  /// The terminal's input and the signal pipe, `poll`ed while sleeping; unused when `announced`.
  let input: Int32
  let signals: Int32
  let output: Int32
  /// Set when the terminal announces input with SIGIO: the sleep is then not cut short, and
  /// whether anything arrived is one atomic read after it (a key waits for the end of the frame,
  /// as in play). Unowned: the terminal keeps the watcher, and the writer lives less long.
  unowned(unsafe) let announced: SignalWatcher?

  init(input: Int32, signals: Int32, output: Int32, announced: SignalWatcher? = nil) {
    (self.input, self.signals, self.output, self.announced) = (input, signals, output, announced)
  }

  /// Sleeps up to `milliseconds`; returns whether a key, a signal or a resize arrived
  /// (`Terminal.events` then reads it).
  public func sleep(milliseconds: Int) -> Bool {
    guard let watcher = announced else {
      return Terminal.pollInputAndSignals(input: input, signals: signals, timeoutMilliseconds: milliseconds).ready != 0
    }
    if watcher.pending { return true }
    var time = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    _ = nanosleep(&time, nil)
    return watcher.pending
  }

  /// Writes encoded frames, all of their bytes.
  public func write(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBytes { Terminal.writeAll($0, to: output) }
  }
}

extension Terminal {
  /// The writer for frames encoded ahead; nil when something waits to be read (a stashed event, a
  /// signal), when nothing was shown yet, when the terminal is closed, or when ncurses writes.
  public func quietWriter() -> QuietFrameWriter? {
    guard encodesAhead, presentedOnce, !closed, stash.isEmpty, !signalsPending else { return nil }
    let announced = (inputNotice?.descriptor ?? -1) >= 0
    return QuietFrameWriter(
      input: STDIN_FILENO, signals: signalsDescriptor, output: STDOUT_FILENO, announced: announced ? signals : nil)
  }

  /// Writes all of `raw` to `descriptor` (a write may take part; an interrupted one is retried).
  static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) {
    var offset = 0
    while offset < raw.count {
      let n = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      offset += n
    }
  }
}
