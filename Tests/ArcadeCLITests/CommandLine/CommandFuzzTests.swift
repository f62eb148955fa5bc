import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI

/// Generated argument lists and mutated tapes: every run ends in success or one clear line, never a trap.
/// `ARCADE_FUZZ_CASES=N` runs N cases instead of the default 10,000 (fixed seed, so failures reproduce).
/// Mutated tapes go through `arcade verify` with the real games in `RealTapeFuzzTests`.
@Suite("fuzzing the command line")
struct CommandFuzzTests {
  static func cases(default value: Int) -> Int {
    ProcessInfo.processInfo.environment["ARCADE_FUZZ_CASES"].flatMap(Int.init) ?? value
  }

  /// Checks the contract every command run keeps.
  static func checkContract(_ run: CommandRun, _ arguments: [String]) {
    #expect([0, 1, 2].contains(run.status), "\(arguments)")
    let controls = (run.out + run.err).unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }
    #expect(!controls, "control characters printed for \(arguments)")
    let errLines = run.err.split(separator: "\n").filter { !$0.hasPrefix("arcade: warning: ") }
    if run.status == 0 {
      #expect(errLines.isEmpty, "\(arguments)")
    } else {
      #expect(errLines.count == 1 && errLines[0].hasPrefix("arcade: "), "\(arguments): \(run.err)")
    }
    if run.status == 2 { #expect(run.out.isEmpty, "\(arguments)") }
  }

  @Test("generated argument lists end in exit 0, 1 or 2 with at most one error line")
  func argumentLists() throws {
    let harness = try Harness()
    let good = try harness.folder.write("good.tape", counterRecording().finishedTape.text)
    let vocabulary = [
      "play", "list", "params", "scores", "replay", "verify", "help", "counter", "plain", "frog", "--help", "-h",
      "--version", "--seed", "--seed=", "--seed=12", "--record", "--lives", "--lives=4", "--car-speed", "--growth",
      "--block-heights", "--no-color", "--ascii", "--no-mouse", "--sound", "--hold", "--hold=toggle", "--no-attract",
      "--fps", "--fps=60",
      "--", "-", "-x", "--=", "---", "3", "-3", "1e9", "nan", "0", "18446744073709551616", "step", "hold", "1,2,3",
      ",", "", " ", "\u{1B}[31m", "\u{7}", "é", "🐸", good, harness.folder.path, harness.folder.path + "/none",
      "/dev/null", "--lives=\u{1B}",
    ]
    var rng = Xoshiro256StarStar(seed: 2026)
    for _ in 0..<Self.cases(default: 10_000) {
      let count = Int(rng.below(7))
      var arguments: [String] = []
      for _ in 0..<count {
        if rng.below(10) == 0 {  // a random token of random scalars
          let scalars = (0..<Int(rng.below(6))).compactMap { _ in Unicode.Scalar(UInt32(rng.below(0x250))) }
          arguments.append(String(String.UnicodeScalarView(scalars)))
        } else {
          arguments.append(vocabulary[Int(rng.below(UInt64(vocabulary.count)))])
        }
      }
      let run = harness.run(arguments)
      Self.checkContract(run, arguments)
    }
  }
}
