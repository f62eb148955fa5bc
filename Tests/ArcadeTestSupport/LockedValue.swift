import Synchronization

/// A value shared between threads, under Swift's `Mutex`: a class, so closures that outlive their caller (a test
/// server's handler) can hold it, which a `Mutex` alone cannot be.
public final class LockedValue<Value: Sendable>: Sendable {
  private let value: Mutex<Value>

  public init(_ value: Value) { self.value = Mutex(value) }

  public func withLock<T>(_ body: (inout Value) -> T) -> T { value.withLock { body(&$0) } }
}
