import Foundation

/// At most `limit` requests a minute from one key (an address, a token), in memory: a bucket per key refilled
/// at `limit` a minute. Each server keeps its own (they share only the database).
final class RateLimiter: @unchecked Sendable {
  let limit: Int
  private var buckets: [String: (tokens: Double, at: Int64)] = [:]
  private let lock = NSLock()

  init(perMinute limit: Int) { self.limit = limit }

  /// Takes one request from `key`'s bucket at `now` (ms); false when it is empty.
  func allow(_ key: String, now: Int64) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    // Forget keys idle for a minute (their bucket is full again), so memory stays bounded by recent clients.
    if buckets.count > 10_000 { buckets = buckets.filter { now - $0.value.at < 60_000 } }
    var bucket = buckets[key] ?? (Double(limit), now)
    bucket.tokens = min(Double(limit), bucket.tokens + Double(now - bucket.at) * Double(limit) / 60_000)
    bucket.at = now
    guard bucket.tokens >= 1 else {
      buckets[key] = bucket
      return false
    }
    bucket.tokens -= 1
    buckets[key] = bucket
    return true
  }
}
