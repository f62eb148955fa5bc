import ArcadeCore
import CNcurses
import Dispatch
import Glibc
import Synchronization

/// Watches signals without C handlers: each is set to "ignore" and observed with a dispatch source,
/// which only records it and wakes the main loop through a pipe. The main loop does the real work
/// (restore the terminal, save the tape), where that work is safe.
final class SignalWatcher: @unchecked Sendable {
  private let arrived = Atomic<UInt64>(0)
  /// The main loop polls this descriptor to wake up when a signal arrived.
  let wakeDescriptor: Int32
  private let wakeWriter: Int32
  private var sources: [any DispatchSourceSignal] = []

  init(signals: [Int32]) {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }
    wakeDescriptor = fds[0]
    wakeWriter = fds[1]
    for sig in signals {
      arcade_ignore_signal(sig)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { [self] in
        arrived.bitwiseOr(1 << UInt64(sig), ordering: .sequentiallyConsistent)
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether a signal arrived that `take` has not returned yet.
  var pending: Bool { arrived.load(ordering: .sequentiallyConsistent) != 0 }

  /// The signals that arrived since the last call, in signal-number order. `drain` empties the wake
  /// pipe too: pass it when `poll` said the pipe is readable (a byte can land just after its signal
  /// was taken), so the usual call, with nothing pending, is one atomic read and no system call.
  func take(drain: Bool) -> [Int32] {
    if drain {
      var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &scratch) { buffer in
        while read(wakeDescriptor, buffer.baseAddress, buffer.count) > 0 {}
      }
    }
    let bits = arrived.exchange(0, ordering: .sequentiallyConsistent)
    if bits == 0 { return [] }
    return (1..<64).filter { bits & (1 << UInt64($0)) != 0 }.map { Int32($0) }
  }

  deinit {
    for s in sources { s.cancel() }
    close(wakeDescriptor)
    close(wakeWriter)
  }
}

/// The real monotonic clock (CLOCK_MONOTONIC), for the fixed-step loop.
public struct SystemClock: Sendable {
  public init() {}
  public func nanoseconds() -> UInt64 { UInt64(arcade_monotonic_ns()) }
}
