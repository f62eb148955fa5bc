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
  static let header = "arcade-tape 1\ngame frog\nsimulation 1\ntick-rate 60\nseed 1\n"

  func run(_ arguments: [String], in folder: TemporaryFolder) async throws -> EndToEnd.MeasuredRun {
    try await EndToEnd.runMeasured(arcade, arguments, in: folder)
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
    #expect(run.peakKB < EndToEnd.memoryBoundKB, "peak \(run.peakKB) KB")
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
    #expect(run.peakKB < EndToEnd.memoryBoundKB, "peak \(run.peakKB) KB")
  }
}
