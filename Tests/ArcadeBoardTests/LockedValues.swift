import ArcadeTestSupport

/// The lines a server logged.
final class LogLines: Sendable {
  private let lines = LockedValue<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

/// 1, 2, 3, ... shared between threads.
final class LockedCounter: Sendable {
  private let value = LockedValue(0)
  func next() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
