import Synchronization

/// Whether the board's database answers, as this server has seen it: when it stopped answering and when it came back
/// (so a run is not refused for time the database lost), and a short rest after a failure, so requests that need it
/// are refused at once (503) rather than each waiting for its timeout while the database is away.
final class DatabaseHealth: Sendable {
  /// How long requests are refused at once after a failure before one tries again, in ms.
  static let rest: Int64 = 1_000
  /// The outages remembered: enough for the longest run.
  static let remembered = 256

  private struct State {
    var downSince: Int64?
    var outages: [(from: Int64, to: Int64)] = []
    var lastFailure: Int64?
  }

  private let state = Mutex(State())

  /// The database failed to answer (its connection, or a timeout) at `now`.
  func failed(at now: Int64) {
    state.withLock {
      if $0.downSince == nil { $0.downSince = now }
      $0.lastFailure = now
    }
  }

  /// The database answered at `now`.
  func answered(at now: Int64) {
    state.withLock {
      guard let since = $0.downSince else { return }
      $0.outages.append((since, now))
      if $0.outages.count > Self.remembered { $0.outages.removeFirst() }
      $0.downSince = nil
    }
  }

  /// Whether a request at `now` should not try the database (it failed under a second ago).
  func isResting(at now: Int64) -> Bool { state.withLock { $0.lastFailure.map { now - $0 < Self.rest } ?? false } }

  /// Seconds of `from..<to` during which the database was away.
  func lost(from: Int64, to: Int64) -> Double {
    state.withLock { state in
      var spans = state.outages
      if let since = state.downSince { spans.append((since, to)) }
      let milliseconds = spans.reduce(Int64(0)) { sum, span in sum + max(0, min(span.to, to) - max(span.from, from)) }
      return Double(milliseconds) / 1000
    }
  }
}
