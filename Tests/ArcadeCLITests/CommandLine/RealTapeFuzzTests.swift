import ArcadeCore
import ArcadeTestSupport
import Foundation
import GameCatalog
import Testing

@testable import ArcadeCLI

/// Mutated tapes of the four real games through `arcade verify` itself (file reading, `TapeLoader`,
/// the catalog, the game's own replay): each ends in `ok` or one FAIL line and one error line, never
/// a trap or a hang. 5,000 cases by default (fixed seed); `ARCADE_FUZZ_CASES=N` runs N.
@Suite("fuzzing arcade verify with the real games")
struct RealTapeFuzzTests {
  /// Short generated runs of every game (random seed and inputs, a checkpoint every 16 ticks, so
  /// `check` lines are there to damage) and each game's shortest golden tape. Short, because every
  /// mutant that still parses is replayed in full.
  static func originals() throws -> [String] {
    var rng = Xoshiro256StarStar(seed: 11)
    var texts: [String] = []
    for entry in Catalog.entries {
      let defaults = try entry.info.parameters.values(from: [])
      for _ in 0..<3 {
        let seed = rng.below(1_000_000)
        let ticks = 24 + Int(rng.below(48))
        let inputs = (0..<ticks).map { _ in randomInput(&rng) }
        texts.append(record(entry.make(defaults, seed), parameters: defaults, seed: seed, inputs: inputs).text)
      }
    }
    let repo = GoldenTapeFile.repository
    for golden in ["frog/loss", "heli/ceiling", "hundreds/loss", "puck/wrong-color"] {
      texts.append(try String(contentsOf: repo.appendingPathComponent("Assets/tapes/\(golden).tape"), encoding: .utf8))
    }
    return texts
  }

  /// Records a game (opened from `any Game`) with checkpoints every 16 ticks.
  static func record<G: Game>(_ game: G, parameters: ParameterValues, seed: UInt64, inputs: [TickInput]) -> Tape {
    var recorder = TapeRecorder<G>(parameters: parameters, seed: seed, checkpointInterval: 16)
    for input in inputs { recorder.step(input) }
    return recorder.finishedTape
  }

  static func randomInput(_ rng: inout Xoshiro256StarStar) -> TickInput {
    var input = TickInput()
    // Mostly idle ticks, as in real play: runs of "-" keep the tape short to parse.
    if rng.below(8) == 0 { input.pressed = Buttons(rawValue: UInt16(1 << rng.below(14))) }
    if rng.below(12) == 0 { input.held = Buttons(rawValue: UInt16(1 << rng.below(14))) }
    if rng.below(12) == 0 {
      let phase = [TouchPhase.began, .moved, .ended][Int(rng.below(3))]
      input.touch = Touch(phase, x: Int32(rng.below(700)) - 30, y: Int32(rng.below(560)) - 30)
    }
    return input
  }

  /// What a mutation may insert.
  static let pieces = [
    "-", " ", "\n", "999999999999", "p=", "h=A", "t=b,", "t=m,-5,9999", "end ", "check ", "\u{1B}[2J", "-1",
    "18446744073709551616", "param lives 0\n", "param lives 9\n", "nan", "1e308", "#", "\u{FEFF}",
    "\n10000000 -\n", String(repeating: "7", count: 3000), String(repeating: "x", count: 5000),
  ].map { Array($0.utf8) }

  /// One to four damages: a random byte, a cut, an inserted token (among them a byte-order mark, a
  /// run of the most ticks a tape may hold, lines too long), a truncation, a duplicated stretch.
  static func mutate(_ text: String, _ rng: inout Xoshiro256StarStar) -> [UInt8] {
    var bytes = Array(text.utf8)
    for _ in 0...rng.below(4) {
      guard !bytes.isEmpty else { break }
      let at = Int(rng.below(UInt64(bytes.count)))
      switch rng.below(6) {
      case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
      case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.below(40))))
      case 2: bytes.insert(contentsOf: Self.pieces[Int(rng.below(UInt64(Self.pieces.count)))], at: at)
      case 3: bytes = Array(bytes[..<at])
      case 4:
        let end = min(bytes.count, at + 1 + Int(rng.below(80)))
        bytes.insert(contentsOf: bytes[at..<end], at: end)
      default:
        let digit = Array("0123456789".utf8)[Int(rng.below(10))]
        bytes[at] = bytes[at] >= 0x30 && bytes[at] <= 0x39 ? digit : bytes[at]
      }
    }
    return bytes
  }

  @Test(
    "5,000 mutated tapes of the four games (ARCADE_FUZZ_CASES for more): arcade verify prints ok, or one error line saying why"
  )
  func mutatedRealTapes() throws {
    var harness = try Harness()
    harness.games = Catalog.entries
    let originals = try Self.originals()
    for text in originals {
      #expect(harness.run("verify", try harness.folder.write("original.tape", text)).status == 0, "\(text.prefix(40))")
    }
    let memory = try TemporaryFolder(under: "/dev/shm")  // thousands of writes: spare the disk
    let path = memory.path + "/mutant.tape"
    var rng = Xoshiro256StarStar(seed: 2027)
    let cases = CommandFuzzTests.cases(default: 5_000)
    var verified = 0
    var failures: [String: Int] = [:]
    for n in 0..<cases {
      try Data(Self.mutate(originals[n % originals.count], &rng)).write(to: URL(fileURLWithPath: path))
      let run = harness.run("verify", path)
      CommandFuzzTests.checkContract(run, ["verify", "case \(n)"])
      let said = run.status == 0 ? run.out : run.err
      #expect(said.split(separator: "\n").count == 1, "case \(n)")
      #expect(said.count < path.count + 230, "case \(n): the line quotes the damage at length: \(said)")
      if run.status == 0 {
        verified += 1
      } else if let reason = said.range(of: " did not verify: ") {
        // Group the reasons (line numbers and values stripped) to check that every kind was reached.
        var words = said[reason.upperBound...].split(separator: " ")[...]
        if words.first == "line" { words = words.dropFirst(2) }
        let reason = words.prefix(2).joined(separator: " ")
        failures[reason, default: 0] += 1
      }
    }
    // Both sides reached: harmless mutations (comments, whitespace) verify; damage is refused in its many forms,
    // including divergence found by replaying (so mutants really ran through the games).
    #expect(verified > 0 && verified < cases)
    #expect(failures.keys.contains { $0.hasPrefix("diverged") }, "\(failures)")
    #expect(failures.count >= 8, "\(failures)")
    print(
      "real tape fuzz: \(cases) cases, \(verified) verified, failures by kind: \(failures.sorted { $0.key < $1.key })")
  }
}
