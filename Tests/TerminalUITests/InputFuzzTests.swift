import ArcadeCore
import Foundation
import Testing

@testable import TerminalUI

/// Byte strings a broken or hostile terminal might send, built from the pieces of real input:
/// mouse reports with extreme, negative, missing or cut-off fields, keys no game uses, kitty
/// sequences, UTF-8 and plain garbage. 20,000 strings by default (fixed seed, so a failure
/// reproduces); `ARCADE_FUZZ_CASES=N` runs N.
@Suite("Input fuzzing")
struct InputFuzzTests {
  static let cases = ProcessInfo.processInfo.environment["ARCADE_FUZZ_CASES"].flatMap(Int.init) ?? 20_000

  static let numbers = [
    "0", "1", "5", "32", "35", "64", "65", "223", "255", "256", "65535", "65536", "65537", "-1", "-5",
    "2147483647", "2147483648", "1000000000", "99999999999999999999", "", "+3", "0x10",
  ]
  static let unmapped = [
    "\u{1B}[H", "\u{1B}[F", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[25~", "\u{1B}[1;2P",
    "\u{1B}[1;5A", "\u{1B}[1;2D", "\u{1B}OH", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[I", "\u{1B}[O",
  ]

  static func piece(_ g: inout SplitMix64) -> [UInt8] {
    func number() -> String { numbers[Int(g.next() % UInt64(numbers.count))] }
    switch g.next() % 9 {
    case 0: return Array("\u{1B}[<\(number());\(number());\(number())\(g.next() % 2 == 0 ? "M" : "m")".utf8)
    case 1:
      let full = Array("\u{1B}[<\(number());\(number());\(number())M".utf8)
      return Array(full.prefix(Int(g.next() % UInt64(full.count))))
    case 2: return [0x1B, 0x5B, 0x4D] + (0..<Int(g.next() % 4)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
    case 3: return Array(unmapped[Int(g.next() % UInt64(unmapped.count))].utf8)
    case 4: return Array("\u{1B}[\(number());\(number()):\(number())u".utf8)
    case 5: return Array("q1 é→".utf8.shuffledDeterministically(&g).prefix(3))
    case 6: return [0x1B]
    case 7: return Array("\u{1B}[\(String(repeating: "9;", count: Int(g.next() % 40)))".utf8)
    default: return (0..<Int(g.next() % 6)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
    }
  }

  @Test("no byte string crashes the decoder, leaves it waiting after a flush, or hands on a mouse cell beyond 65536")
  func decoderSurvives() {
    var g = SplitMix64(seed: 25)
    var d = ByteDecoder()
    var mouseEvents = 0
    for _ in 0..<Self.cases {
      var bytes: [UInt8] = []
      for _ in 0..<Int(1 + g.next() % 4) { bytes += Self.piece(&g) }
      var events = d.feed(bytes)
      if g.next() % 3 == 0 { events += d.flush() }
      for case .mouse(let m) in events {
        mouseEvents += 1
        #expect((0..<65536).contains(m.column) && (0..<65536).contains(m.row), "\(bytes) → \(m)")
      }
    }
    _ = d.flush()
    #expect(!d.isPending)
    #expect(d.feed(Array("q".utf8)) == [.press(.character("q"))])
    #expect(mouseEvents > 0, "the fuzzer made no valid mouse report: it tests too little")
  }

  @Test("runs of keys no game uses decode to no key at all (PgUp and PgDn, a box's, aside), however long the run")
  func unmappedRuns() {
    var g = SplitMix64(seed: 26)
    var d = ByteDecoder()
    for _ in 0..<200 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(1 + g.next() % 50) { bytes += Array(Self.unmapped[Int(g.next() % 15)].utf8) }
      let events = d.feed(bytes) + d.flush()
      #expect(
        events.allSatisfy { event in
          if case .key(let key, _) = event { return [.up, .down, .left, .right, .pageUp, .pageDown].contains(key) }
          return false
        }, "\(events)")
    }
  }
}

extension Sequence {
  /// The elements in an order drawn from a seeded generator (Fisher–Yates), never the system RNG.
  fileprivate func shuffledDeterministically(_ g: inout SplitMix64) -> [Element] {
    var a = Array(self)
    guard a.count > 1 else { return a }
    for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, Int(g.next() % UInt64(i + 1))) }
    return a
  }
}
