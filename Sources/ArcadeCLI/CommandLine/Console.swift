import ArcadeStorage

/// Where a command writes: the process's stdout and stderr, or buffers in tests.
package struct Console {
  var writeOut: (String) -> Void
  var writeErr: (String) -> Void

  package func out(_ line: String = "") { writeOut(line + "\n") }
  /// The lines in one write (thousands of them are one system call, not thousands).
  func out(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    writeOut(lines.joined(separator: "\n") + "\n")
  }

  /// The one line a failed command prints: `arcade: <problem>; <fix>`.
  func error(_ message: String) { writeErr("arcade: \(message)\n") }

  /// A problem that does not stop the command (a scores file kept aside, a read-only folder).
  func warning(_ message: String) { writeErr("arcade: warning: \(message)\n") }

  /// The real stdout and stderr, written with `write(2)` so a closed pipe cannot trap in Foundation.
  static var standard: Console {
    Console(writeOut: { _ = Posix.writeAll(1, Array($0.utf8)) }, writeErr: { _ = Posix.writeAll(2, Array($0.utf8)) })
  }
}
