import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Racing a ghost through the real binary in a pseudo-terminal: a ghost tape is read as the ghost steps.
@Suite("End to end: ghosts", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndGhostTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// Writes a heli tape of `pairs` x 2 ticks (a thrust, then a tick of nothing) to `path`, a megabyte at a time
  /// (the test's own memory stays small: spawned children share it until they exec, and the memory tests read
  /// their peak); under both of a tape's limits when `pairs` is just under 5 million: about 50 MB, 9.99 million
  /// ticks.
  static func writeHugeHeliTape(pairs: Int, to path: String) throws {
    let golden = try String(contentsOf: GoldenTapeFile.url(game: "heli", name: "early-crash"), encoding: .utf8)
    let lines = golden.split(separator: "\n")
    let header = lines.prefix { !$0.hasPrefix("inputs") }.joined(separator: "\n") + "\ninputs\n"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(header.utf8)))
    let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? file.close() }
    try file.seekToEnd()
    let perChunk = 100_000
    let chunk = Data(String(repeating: "1 h=A\n1 -\n", count: perChunk).utf8)
    for _ in 0..<(pairs / perChunk) { try file.write(contentsOf: chunk) }
    try file.write(contentsOf: Data(String(repeating: "1 h=A\n1 -\n", count: pairs % perChunk).utf8))
    try file.write(contentsOf: Data("end \(pairs * 2) lost 77 0\n".utf8))
  }

  @Test(
    "a 50 MB ghost tape of 9.99 million ticks races at once and costs what a short one does: the title card names it, play starts, the peak stays under 100 MB"
  )
  func hugeGhostIsStreamed() async throws {
    let terminal = try PseudoTerminal()
    try terminal.setSize(columns: 80, rows: 24)
    let folder = try TemporaryFolder()
    let tape = folder.path + "/big.tape"
    try Self.writeHugeHeliTape(pairs: 4_995_000, to: tape)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["XDG_DATA_HOME"] = folder.path
    let pid = try EndToEnd.spawn(
      arcade, ["play", "heli", "--ghost", tape], stdin: terminal.slavePath, stdout: terminal.slavePath,
      stderr: folder.path + "/stderr", environment: environment)
    var seen = ""
    let card = await EndToEndHostileInputTests.until(timeout: 20, draining: terminal, into: &seen) {
      $0.contains("big.tape (77)")
    }
    #expect(card, "no title card racing big.tape:\n\(seen.suffix(2000))")
    terminal.type("\r")
    terminal.type(" ")
    let racing = await EndToEndHostileInputTests.until(timeout: 20, draining: terminal, into: &seen) {
      $0.contains("ghost ")
    }
    #expect(racing, "the race did not start")
    // The high-water mark of the arcade's own memory (rusage would count the test's, shared until exec).
    let peak = try #require(EndToEnd.peakKilobytes(pid))
    kill(pid, SIGTERM)
    var status: Int32 = 0
    var reaped: pid_t = 0
    _ = await EndToEndHostileInputTests.until(timeout: 20, draining: terminal, into: &seen) { _ in
      reaped = waitpid(pid, &status, WNOHANG)
      return reaped == pid
    }
    if reaped != pid {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    #expect(reaped == pid && (status >> 8) & 0xFF == 143, "status \(status)")
    // Reading the whole tape into memory first took 421 MB.
    #expect(peak < 100_000, "peak memory \(peak) kB")
  }
}
