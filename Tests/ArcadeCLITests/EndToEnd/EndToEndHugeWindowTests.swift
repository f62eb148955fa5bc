import ArcadeTestSupport
import Foundation
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A window larger than the arcade draws costs what the largest drawn size costs (issue 30, item 10):
/// the same game played in a pty of the drawn size and in one of 3000x1000.
@Suite("End to end: huge windows", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndHugeWindowTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// What one run of the frog left: its peak memory, everything it wrote, and its exit code.
  struct Run {
    var peakKilobytes = 0
    var output = ""
    var status: Int32? = nil
  }

  /// Plays frog (seed 1) in a pty of that size until it has drawn 100 KB of frames (a second or two
  /// of the cars moving at the drawn size), then ends it with SIGTERM.
  func play(columns: Int, rows: Int) async throws -> Run {
    let terminal = try PseudoTerminal()
    try terminal.setSize(columns: columns, rows: rows)
    let folder = try TemporaryFolder()
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["XDG_DATA_HOME"] = folder.path
    environment.removeValue(forKey: "LINES")
    environment.removeValue(forKey: "COLUMNS")
    let pid = try EndToEnd.spawn(
      arcade, ["play", "frog", "--seed", "1"], stdin: terminal.slavePath, stdout: terminal.slavePath,
      stderr: folder.path + "/stderr", environment: environment)
    var run = Run()
    func until(_ done: (String) -> Bool) async -> Bool {
      await EndToEnd.eventually(timeout: 20, every: 0.01) {
        run.output += terminal.drain()
        return done(run.output)
      }
    }
    await #expect(until { $0.contains("Play") }, "no title card at \(columns)x\(rows)")
    terminal.type("\r")
    await #expect(until { $0.contains("p pause") }, "the game did not open at \(columns)x\(rows)")
    let opened = run.output.utf8.count
    await #expect(until { $0.utf8.count > opened + 100_000 }, "the game did not run at \(columns)x\(rows)")
    // Sampled before it ends: the peak of the game drawing, its own (see EndToEnd.peakKilobytes).
    run.peakKilobytes = EndToEnd.peakKilobytes(pid) ?? 0
    kill(pid, SIGTERM)
    var status: Int32 = 0
    if await until({ _ in waitpid(pid, &status, WNOHANG) == pid }) {
      run.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    } else {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    return run
  }

  /// The furthest row and column the output addresses: cursor positions `ESC[r;cH`, `ESC[rd`, `ESC[cG`.
  static func furthestCell(_ output: String) -> (row: Int, column: Int) {
    var furthest = (row: 0, column: 0)
    let bytes = Array(output.utf8)
    var i = 0
    while i + 1 < bytes.count {
      defer { i += 1 }
      guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "[") else { continue }
      var j = i + 2
      while j < bytes.count, (0x30...0x3B).contains(bytes[j]) { j += 1 }
      guard j < bytes.count else { break }
      let numbers = String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";").map { Int($0) ?? 1 }
      switch bytes[j] {
      case UInt8(ascii: "H"):
        furthest.row = max(furthest.row, numbers.first ?? 1)
        furthest.column = max(furthest.column, numbers.count > 1 ? numbers[1] : 1)
      case UInt8(ascii: "d"): furthest.row = max(furthest.row, numbers.first ?? 1)
      case UInt8(ascii: "G"): furthest.column = max(furthest.column, numbers.first ?? 1)
      default: break
      }
    }
    return furthest
  }

  @Test(
    "at 3000x1000 the game is drawn at the largest drawn size, 400x121, in the top-left corner, and the process's peak memory stays within 32 MB of a run in a window of exactly that size (ncurses at 3000x1000 took 373 MB)"
  )
  func hugeWindowCostsTheDrawnSize() async throws {
    let (columns, rows) = (TerminalSize.drawnColumns, TerminalSize.drawnRows)
    let drawn = try await play(columns: columns, rows: rows)
    let huge = try await play(columns: 3000, rows: 1000)
    #expect(
      drawn.status == 143 && huge.status == 143,
      "exit codes \(String(describing: drawn.status)), \(String(describing: huge.status))")
    let reach = Self.furthestCell(huge.output)
    #expect(reach.row <= rows && reach.column <= columns, "drew as far as row \(reach.row), column \(reach.column)")
    // The hint bar is on the last drawn row, as in a window of exactly that size.
    #expect(Self.furthestCell(drawn.output) == reach, "\(Self.furthestCell(drawn.output)) in the drawn size")
    #expect(huge.output.contains("\u{1B}[2J"), "the whole window was never cleared")
    #expect(
      drawn.peakKilobytes > 0 && huge.peakKilobytes <= drawn.peakKilobytes + 32_768,
      "peak memory \(huge.peakKilobytes) kB at 3000x1000, \(drawn.peakKilobytes) kB at \(columns)x\(rows)")
  }
}
