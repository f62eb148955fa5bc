import ArcadeCore
import Testing

@testable import ArcadeBoard

/// The copy rule's arithmetic, at its bounds: a trajectory of whole seconds, the first half of it (at least 5 s)
/// shared, at least 5 ticks of input in that stretch.
@Suite("The copy rule by trajectory")
struct CopyRuleTests {
  static let busy = [InputRun(count: 5, input: TickInput(pressed: .up)), InputRun(count: 10_000, input: .none)]

  @Test("a run of under 5 s shares nothing; from 5 s on, the first half (rounded up) and at least 5 s")
  func sharedSeconds() {
    #expect(CopyRule.shared(4) == nil)
    #expect([5, 9, 10, 11, 16, 17, 3_600].map(CopyRule.shared) == [5, 5, 5, 6, 8, 9, 1_800])
  }

  @Test("two trajectories agreeing for the shared seconds, with 5 ticks of input in them, are one run; not otherwise")
  func copies() {
    let run: [UInt64] = Array(1...12)
    #expect(CopyRule.copies(run, runs: Self.busy, other: run))
    #expect(CopyRule.copies(run, runs: Self.busy, other: Array(run.prefix(6)) + [0, 0]), "6 of 12 agree")
    #expect(!CopyRule.copies(run, runs: Self.busy, other: Array(run.prefix(5)) + [0, 0, 0]), "5 of 12")
    #expect(!CopyRule.copies(run, runs: Self.busy, other: Array(run.prefix(5))), "the other is shorter than 6 s")
    #expect(!CopyRule.copies(Array(run.prefix(4)), runs: Self.busy, other: run), "4 s: anybody's")
    let four = [InputRun(count: 4, input: TickInput(pressed: .up)), InputRun(count: 10_000, input: .none)]
    #expect(!CopyRule.copies(run, runs: four, other: run), "4 ticks of input")
    let late = [InputRun(count: 360, input: .none), InputRun(count: 5, input: TickInput(held: .up))]
    #expect(!CopyRule.copies(run, runs: late, other: run), "its input after the first 6 s")
  }

  @Test("a trajectory is kept as 16 hex digits a second, at most 1,800 s, and read back")
  func kept() {
    let trajectory: [UInt64] = [0, 1, .max, 0x0123_4567_89ab_cdef]
    #expect(
      CopyRule.text(trajectory) == "0000000000000000" + "0000000000000001" + "ffffffffffffffff" + "0123456789abcdef")
    #expect(CopyRule.trajectory(CopyRule.text(trajectory)) == trajectory)
    #expect(CopyRule.trajectory(CopyRule.text(Array(repeating: 7, count: 2_000))).count == 1_800)
    #expect(CopyRule.key(Array(1...4)) == nil && CopyRule.key(Array(1...5)) == "0000000000000005")
  }
}
