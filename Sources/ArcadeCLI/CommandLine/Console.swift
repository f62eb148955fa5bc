#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: the process's stdout and stderr, or buffers in tests.
struct Console {
  var writeOut: (String) -> Void
  var writeErr: (String) -> Void

  /// One line of normal output.
  func out(_ line: String = "") { writeOut(line + "\n") }

  /// The one line a failed command prints: `arcade: <problem>; <fix>`.
  func error(_ message: String) { writeErr("arcade: \(message)\n") }

  /// A problem that does not stop the command (a scores file kept aside, a read-only folder).
  func warning(_ message: String) { writeErr("arcade: warning: \(message)\n") }

  /// The real stdout and stderr, written with `write(2)` so a closed pipe cannot trap in Foundation.
  static var standard: Console {
    Console(writeOut: { writeAll(1, $0) }, writeErr: { writeAll(2, $0) })
  }

  private static func writeAll(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
