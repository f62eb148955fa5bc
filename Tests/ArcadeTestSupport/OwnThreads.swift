import Dispatch
import Testing

/// Runs each test of a suite on a thread of its own instead of Swift Testing's cooperative pool, which has one
/// thread a core and which the CPU-bound tests keep busy. A test that waits on a real program (the end-to-end
/// tests) must resume as soon as its poll's sleep ends, or its waits stretch to the length of other tests.
public struct OwnThreads: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // The suite's own scope needs no thread: only its test cases run code.
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(SerialThreadExecutor()) { try await function() }
  }
}

extension Trait where Self == OwnThreads {
  /// Each test on a thread of its own (see `OwnThreads`).
  public static var ownThreads: Self { OwnThreads() }
}

/// Runs jobs one at a time on a serial dispatch queue, whose thread comes from the overcommitting pool: a new one
/// when the others are busy, unlike the cooperative pool's one a core.
final class SerialThreadExecutor: TaskExecutor, Sendable {
  private let queue = DispatchQueue(label: "arcade.test.own-thread")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
