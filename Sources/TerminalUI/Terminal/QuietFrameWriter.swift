import Glibc

/// Writes frames encoded ahead while nothing happens: sleeps in one `poll` until the next frame or
/// an event, and writes, through nothing but file descriptors. A replay spends most of its
/// wake-ups here, and each starts with cold caches, where every object reached and every system
/// call costs more than the work.
/// Valid until an event arrives: after `Terminal.events`, ask `Terminal.quietWriter()` again.
public struct QuietFrameWriter {
  /// The terminal's input, or -1 (which `poll` skips) when it announces input with SIGIO through
  /// the signal pipe: polling the tty itself was most of such a wake-up's kernel time.
  let input: Int32
  let signals: Int32
  let output: Int32

  /// Sleeps up to `milliseconds`; returns whether a key, a signal or a resize arrived instead
  /// (`Terminal.events` then reads it).
  public func sleep(milliseconds: Int) -> Bool {
    Terminal.pollInputAndSignals(input: input, signals: signals, timeoutMilliseconds: milliseconds).ready != 0
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
    return QuietFrameWriter(
      input: inputNotice == nil ? STDIN_FILENO : -1, signals: signalsDescriptor, output: STDOUT_FILENO)
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
