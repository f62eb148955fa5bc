import Dispatch
import Foundation
import Synchronization

/// A thread that asks the board again and again until it is stopped or has all it wants: `interval` seconds after an
/// answer, after a pause that doubles up to 8 s after each failure that may pass. What it asks runs on this thread
/// alone, so no screen ever waits for the board.
final class BoardPoller: Sendable {
  /// How one request went.
  enum Poll: Sendable {
    case answered, failed, done
  }

  private let stopped = Mutex(false)
  private let wake = DispatchSemaphore(value: 0)

  private let interval: Double

  init(every interval: Double) { self.interval = interval }

  /// Starts the thread; `ask` makes one request.
  func start(_ ask: @escaping @Sendable () -> Poll) {
    Thread.detachNewThread { [self] in
      var pause = interval
      while !stopped.withLock({ $0 }) {
        switch ask() {
        case .done: return
        case .answered: pause = interval
        case .failed: pause = min(max(pause * 2, 1), 8)
        }
        _ = wake.wait(timeout: .now() + pause)
      }
    }
  }

  /// No more asking (a request on its way is let finish, and its answer dropped by the caller).
  func stop() {
    stopped.withLock { $0 = true }
    wake.signal()
  }
}
