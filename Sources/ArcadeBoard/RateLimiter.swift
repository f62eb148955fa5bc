import Synchronization

/// At most `limit` requests a minute from one key (an address, a token's hash), in memory: a bucket per key refilled
/// at `limit` a minute. It holds at most `capacity` keys: when full it forgets the keys idle for a minute (their
/// buckets are full again), and while it is still full a new key is refused, so no stream of new keys grows it past
/// that. Each server keeps its own (they share only the database).
final class RateLimiter: Sendable {
  let limit: Int
  let capacity: Int
  private let buckets = Mutex<[String: Bucket]>([:])

  private struct Bucket {
    var tokens: Double
    var at: Int64
  }

  init(perMinute limit: Int, capacity: Int = 50_000) {
    self.limit = limit
    self.capacity = capacity
  }

  /// Takes one request from `key`'s bucket at `now` (ms); false when it is empty, or a new key finds no room.
  func allow(_ key: String, now: Int64) -> Bool {
    buckets.withLock { buckets in
      if buckets[key] == nil, buckets.count >= capacity {
        buckets = buckets.filter { now - $0.value.at < 60_000 }
        guard buckets.count < capacity else { return false }
      }
      var bucket = buckets[key] ?? Bucket(tokens: Double(limit), at: now)
      bucket.tokens = min(Double(limit), bucket.tokens + Double(max(0, now - bucket.at)) * Double(limit) / 60_000)
      bucket.at = now
      let allowed = bucket.tokens >= 1
      if allowed { bucket.tokens -= 1 }
      buckets[key] = bucket
      return allowed
    }
  }

  /// Keys held now.
  var count: Int { buckets.withLock { $0.count } }
}
