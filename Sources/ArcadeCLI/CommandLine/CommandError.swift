/// Why a command stopped: one line, the problem then the fix, and the exit status: 2 for a mistake
/// in the command line, 1 for a command that ran but failed (an unreadable file).
package struct CommandError: Error, Equatable {
  let message: String
  let status: Int32
  package init(_ message: String, status: Int32 = 2) {
    self.message = message
    self.status = status
  }
}
