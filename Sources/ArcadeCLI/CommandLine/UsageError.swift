/// A mistake in the command line (exit status 2). Its message is one line: the problem, then the fix.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}

/// A command that ran but failed (exit status 1): an unreadable file, a tape that does not verify.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
  let message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}
