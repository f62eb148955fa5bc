import Dispatch
import Foundation
import Synchronization

/// Connecting to the sound server, on a thread of its own so that the arcade waits for it at most a
/// short while: a server that accepts and never answers would hold `pa_simple_new` for 30 s. A
/// connection made after the arcade gave up is closed at once, never used.
final class ServerConnection<Connection: Sendable>: Sendable {
  private let finished = DispatchSemaphore(value: 0)
  /// The connection's outcome once it is known, and whether the arcade gave up waiting for it.
  private let state = Mutex((result: Result<Connection, SoundUnavailable>?.none, abandoned: false))
  private let discard: @Sendable (Connection) -> Void

  private init(discard: @escaping @Sendable (Connection) -> Void) { self.discard = discard }

  /// What `connect` gives within `seconds`, or the reason there is none (its own, or that it took too
  /// long: `late`). `discard` closes a connection that came too late.
  static func connect(
    within seconds: Double, late: SoundUnavailable,
    _ connect: @escaping @Sendable () throws(SoundUnavailable) -> Connection,
    discard: @escaping @Sendable (Connection) -> Void
  ) throws(SoundUnavailable) -> Connection {
    let attempt = ServerConnection(discard: discard)
    let thread = Thread {
      AudioThreads.leaveSignalsToMainThread()
      attempt.finish(Result { () throws(SoundUnavailable) in try connect() })
    }
    thread.name = "arcade sound server connection"
    thread.start()
    _ = attempt.finished.wait(timeout: .now() + seconds)
    return try attempt.take(late: late).get()
  }

  private func finish(_ outcome: Result<Connection, SoundUnavailable>) {
    let unwanted: Connection? = state.withLock {
      guard $0.abandoned else {
        $0.result = outcome
        return nil
      }
      return try? outcome.get()
    }
    if let unwanted { discard(unwanted) }
    finished.signal()
  }

  private func take(late: SoundUnavailable) -> Result<Connection, SoundUnavailable> {
    state.withLock {
      if let result = $0.result { return result }
      $0.abandoned = true
      return .failure(late)
    }
  }
}
