import ArcadeSQL
import Foundation
import Glibc
import Synchronization

/// The whole scores database read through for damage (`PRAGMA quick_check`) on a connection and a thread of its
/// own, started as a session starts: damage anywhere in the file is found before a run is saved into it, and the
/// start does not wait for the read (a long history takes a tenth of a second or more; Benchmarks/RESULTS.md).
final class DamageCheck: Sendable {
  /// SQLite's first finding (nil: the file is whole), once the check has ended.
  private let finding = Mutex<String??>(nil)
  private let ended = DispatchSemaphore(value: 0)

  /// Starts checking the file at `path` on a thread of its own, at the lowest priority: play never waits for it.
  init(path: String) {
    Thread.detachNewThread { [self] in
      // Linux keeps a nice value per thread: this one yields to the session's own.
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
      let found = Self.damage(path)
      finding.withLock { $0 = .some(found) }
      ended.signal()
    }
  }

  /// Waits for the check to end; SQLite's first finding, or nil when the file is whole.
  func wait() -> String? {
    ended.wait()
    ended.signal()
    return finding.withLock { $0 ?? nil }
  }

  /// Reads the file at `path` through; SQLite's first finding, or nil when it is whole.
  static func damage(_ path: String) -> String? {
    do {
      return try SQLiteDatabase(path: path, readOnly: true).damage()
    } catch {
      return error.message
    }
  }
}
