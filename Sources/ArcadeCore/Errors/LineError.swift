/// Why a text file of the arcade (a tape, a level file) could not be read: the line (when there is one) and a
/// message naming the problem and the fix. Its description is one line, `line 12: ...`.
public struct LineError: Error, Equatable, CustomStringConvertible {
  public let line: Int?
  public let message: String

  public init(line: Int?, _ message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { (line.map { "line \($0): " } ?? "") + message }
}
