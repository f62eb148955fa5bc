import Foundation
import Testing

@testable import ArcadeCore

/// Generated and mutated tapes: each must parse or fail with a one-line error, never crash or hang.
/// 10,000 cases by default (fixed seed); `ARCADE_FUZZ_CASES=N swift test --filter TapeFuzz` runs N.
@Suite("Tape fuzzing")
struct TapeFuzzTests {
  static var caseCount: Int {
    let env = ProcessInfo.processInfo.environment["ARCADE_FUZZ_CASES"]
    return env.flatMap(Int.init) ?? 10_000
  }

  /// A mutation of tape text, driven by the fuzzer's own seeded generator.
  static func mutate(_ text: String, _ rng: inout Xoshiro256StarStar) -> String {
    var bytes = Array(text.utf8)
    let pieces: [[UInt8]] = [
      Array("-".utf8), Array(" ".utf8), Array("\n".utf8), Array("999999999999".utf8), Array("p=".utf8),
      Array("t=b,".utf8), Array("end ".utf8), Array("check ".utf8), [0x1B, 0x5B, 0x32, 0x4A], [0xFF, 0xFE], [0],
      Array("-1".utf8), Array("18446744073709551616".utf8), Array("param speed 9999\n".utf8),
      [0xEF, 0xBB, 0xBF], Array("\n10000000 -\n".utf8), Array(repeating: 0x37, count: 3000),
      Array(repeating: 0x78, count: 5000),
    ]
    for _ in 0...rng.int(in: 0...3) {
      guard !bytes.isEmpty else { break }
      let at = rng.int(in: 0...(bytes.count - 1))
      switch rng.int(in: 0...5) {
      case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
      case 1: bytes.removeSubrange(at..<min(bytes.count, at + rng.int(in: 1...40)))
      case 2: bytes.insert(contentsOf: pieces[rng.int(in: 0...(pieces.count - 1))], at: at)
      case 3: bytes = Array(bytes[..<at])  // truncation
      case 4:
        let end = min(bytes.count, at + rng.int(in: 1...80))
        bytes.insert(contentsOf: bytes[at..<end], at: end)  // duplicated stretch
      default:
        let other = rng.int(in: 0...(bytes.count - 1))
        bytes.swapAt(at, other)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("10,000 mutated tapes each parse or fail with a one-line message")
  func mutatedTapes() throws {
    var rng = Xoshiro256StarStar(seed: 2026)
    let originals = (0..<8).map { TapeTests.recorded(ticks: 100 + 150 * $0, seed: UInt64($0)).finishedTape.text }
    var parsed = 0, refused = 0, verified = 0
    for n in 0..<Self.caseCount {
      let text = Self.mutate(originals[n % originals.count], &rng)
      do {
        let tape = try Tape(text: text)
        parsed += 1
        // A parsed tape either replays or is refused with a message; bounded so no case can hang.
        if tape.tickCount <= 20_000 {
          do {
            let outcome = try tape.verify(as: ToyGame.self)
            if case .verified = outcome { verified += 1 }
            // The streaming reader is the same parser: it replays the same tape to the same outcome.
            var reader = try TapeReader(text: text)
            #expect(try reader.verify(as: ToyGame.self) == outcome, "case \(n)")
          } catch {
            #expect(Self.isOneLine(error.description))
          }
        }
      } catch {
        refused += 1
        #expect(Self.isOneLine(error.description), "case \(n): \(error.description.debugDescription)")
        #expect(error.description.count < 200, "case \(n): the message quotes the damage at length")
      }
    }
    // The campaign must exercise both sides: plenty refused, some still valid.
    #expect(parsed + refused == Self.caseCount)
    #expect(refused > Self.caseCount / 4)
    #expect(verified > 0)
  }

  static func isOneLine(_ message: String) -> Bool {
    !message.isEmpty && !message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }
}
