import ArcadeCore
import Testing

/// A run's inputs in pieces, as they stream to a board while it is played: each piece the ticks asked, in the tape's
/// words, and the pieces together the whole.
@Suite("Inputs in pieces")
struct InputLinesTests {
  static let idle = TickInput()
  static let press = TickInput(pressed: .action, held: .action)
  /// Ticks 0-4 idle, 5-14 pressed, 15-34 idle.
  static let runs = [
    InputRun(count: 5, input: idle), InputRun(count: 10, input: press), InputRun(count: 20, input: idle),
  ]

  @Test("a slice is the ticks asked of the runs they fall in: past the first runs, across runs, past the end")
  func slices() {
    #expect(InputRun.slice(Self.runs, ticks: 20..<30) == [InputRun(count: 10, input: Self.idle)])
    #expect(
      InputRun.slice(Self.runs, ticks: 3..<8) == [
        InputRun(count: 2, input: Self.idle), InputRun(count: 3, input: Self.press),
      ])
    #expect(InputRun.slice(Self.runs, ticks: 30..<99) == [InputRun(count: 5, input: Self.idle)])
    #expect(InputRun.slice(Self.runs, ticks: 40..<50) == [])
  }

  @Test("the pieces of a run's inputs, sent as lines, read back as the whole run")
  func piecesMakeTheWhole() throws {
    let pieces = [0..<7, 7..<16, 16..<35].map { Tape.inputLines(InputRun.slice(Self.runs, ticks: $0)) }
    #expect(pieces[1] == "8 p=A h=A\n1 -\n")
    #expect(try Tape.inputRuns(parsing: pieces.joined(), maxTicks: 35) == Self.runs)
  }
}
