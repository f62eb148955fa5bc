import ArcadeTestSupport

/// The clock a test server reads: milliseconds since 1970, moved by the test.
final class TestClock: Sendable {
  private let value: LockedValue<Int64>
  init(_ value: Int64) { self.value = LockedValue(value) }
  var now: Int64 { value.withLock { $0 } }
  func set(_ moment: Int64) { value.withLock { $0 = moment } }
  func advance(milliseconds: Int64) { value.withLock { $0 += milliseconds } }
  func advance(seconds: Double) { advance(milliseconds: Int64((seconds * 1000).rounded())) }
}
