import ArcadeCore
import Foundation
import Testing

@testable import ArcadeCLI

/// Generated argument lists and mutated tapes: every run ends in success or one clear line, never a trap.
/// `ARCADE_FUZZ_CASES=N` runs N cases of each instead of the default (fixed seed, so failures reproduce).
@Suite("fuzzing the command line")
struct CommandFuzzTests {
  static var cases: Int { ProcessInfo.processInfo.environment["ARCADE_FUZZ_CASES"].flatMap(Int.init) ?? 2_000 }

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
      "--", "-", "-x", "--=", "---", "3", "-3", "1e9", "nan", "0", "18446744073709551616", "step", "hold", "1,2,3",
      ",", "", " ", "\u{1B}[31m", "\u{7}", "é", "🐸", good, harness.folder.path, harness.folder.path + "/none",
      "/dev/null", "--lives=\u{1B}",
    ]
    var rng = Xoshiro256StarStar(seed: 2026)
    for _ in 0..<Self.cases {
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

  @Test("mutated tapes verify, or fail with one FAIL line and one error line")
  func mutatedTapes() throws {
    let harness = try Harness()
    let original = Array(counterRecording().finishedTape.text.utf8)
    let memory = try TemporaryFolder(under: "/dev/shm")  // thousands of writes: spare the disk
    let path = memory.path + "/mutant.tape"
    var rng = Xoshiro256StarStar(seed: 9)
    var verified = 0
    for _ in 0..<Self.cases {
      var bytes = original
      for _ in 0...rng.below(4) {
        let at = Int(rng.below(UInt64(bytes.count)))
        switch rng.below(5) {
        case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(Array("0123456789 -=,\n#pht".utf8)[Int(rng.below(19))], at: at)
        case 3: bytes = Array(bytes[..<at])
        default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int(rng.below(40)))], at: at)
        }
        if bytes.isEmpty { break }
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let run = harness.run("verify", path)
      Self.checkContract(run, ["verify", path])
      #expect(run.outLines.count == 1)
      if run.status == 0 { verified += 1 }
    }
    #expect(verified > 0 && verified < Self.cases)  // the mutations hit both harmless and fatal places
  }
}
