import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `verify` and `replay --cast` read a tape as a stream: the built binary's own peak memory (its
/// VmHWM, sampled as it runs) stays far below what the tape would take.
@Suite("verify and --cast stream the tape", .ownThreads, .enabled(if: EndToEnd.arcadePath != nil, EndToEnd.skipReason))
struct StreamingTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"
  /// The arcade alone peaks at 20–70 MB (more of its libraries' pages are counted when other
  /// processes keep them cached); holding the blank-line tape in memory took over 300 MB.
  static let memoryBoundKB = 128 * 1024

  static let header = "arcade-tape 1\ngame frog\nsimulation 1\ntick-rate 60\nseed 1\n"

  /// Runs the arcade to its end; its exit status, output and peak resident memory in KB.
  func run(_ arguments: [String], in folder: TemporaryFolder) async throws -> (
    status: Int32, out: String, err: String, peakKB: Int
  ) {
    let out = folder.path + "/out"
    let err = folder.path + "/err"
    let pid = try EndToEnd.spawn(arcade, arguments, stdin: "/dev/null", stdout: out, stderr: err)
    var status: Int32 = 0
    var peak = 0
    // A hang detector, not a speed bound. VmHWM never falls, so the last reading before the end is the peak; the
    // maximum of all readings once gave 196 MB, more than all the arcade's mappings (120 MB): a stray reading.
    let ended = await EndToEnd.eventually(timeout: 120, every: 0.005) {
      peak = EndToEnd.peakKilobytes(pid) ?? peak
      return waitpid(pid, &status, WNOHANG) != 0
    }
    if !ended {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      Issue.record("arcade \(arguments) did not end")
    }
    return ((status >> 8) & 0xFF, folder.read(out) ?? "", folder.read(err) ?? "", peak)
  }

  @Test("verify of a 4 MB tape of blank lines: one FAIL line, and memory the size of a chunk, not of the tape")
  func blankLines() async throws {
    let folder = try TemporaryFolder()
    let tape = try folder.write("blank.tape", Self.header + "inputs\n" + String(repeating: "\n", count: 4 << 20))
    let run = try await run(["verify", tape], in: folder)
    #expect(run.status == 1)
    #expect(
      run.err
        == "arcade: \(tape) did not verify: the tape is truncated: it has no end line (was the recording cut short?)\n")
    #expect(run.peakKB < Self.memoryBoundKB, "peak \(run.peakKB) KB")
  }

  // The helicopter, as its crashed screen is the cheapest to draw 27,000 times in a debug build.
  @Test(
    "--cast --fps 15 of a 100-byte helicopter tape of 10,000,000 ticks: the first 30 minutes, 15 frames a second, said so, in bounded memory"
  )
  func castIsBounded() async throws {
    let folder = try TemporaryFolder()
    let header = "arcade-tape 1\ngame heli\nsimulation 2\ntick-rate 60\nseed 1\n"
    let tape = try folder.write("long.tape", header + "inputs\n10000000 -\nend 10000000 playing 0 0\n")
    let cast = folder.path + "/long.cast"
    let run = try await run(["replay", tape, "--cast", cast, "--fps", "15"], in: folder)
    #expect(run.status == 0)
    #expect(run.out == "wrote \(cast): 27001 frames, 1800 s (play it with: asciinema play \(cast))\n")
    #expect(run.err == "arcade: warning: the tape is longer than 30 minutes; the cast shows its first 30\n")
    let last = try #require(folder.read(cast)?.split(separator: "\n").last)
    #expect(last.hasPrefix("[1800.0, \"o\", "), "the last frame is at 30 minutes: \(last.prefix(40))")
    #expect(run.peakKB < Self.memoryBoundKB, "peak \(run.peakKB) KB")
  }
}
