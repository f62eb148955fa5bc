import ArcadeCore
import Testing

@Suite("A stretch of a tape's inputs")
struct InputLinesTests {
  static let runs = [
    InputRun(count: 6, input: TickInput(pressed: .left)), InputRun(count: 54, input: .none),
    InputRun(count: 1, input: TickInput(pressed: .up)), InputRun(count: 59, input: .none),
  ]

  @Test("a slice past the first runs holds the ticks of the range only (it trapped on a run wholly before the range)")
  func sliceAfterTheFirstRuns() {
    #expect(InputRun.slice(Self.runs, ticks: 60..<120) == [Self.runs[2], Self.runs[3]])
    #expect(
      InputRun.slice(Self.runs, ticks: 3..<61) == [
        InputRun(count: 3, input: TickInput(pressed: .left)), Self.runs[1], Self.runs[2],
      ])
    #expect(InputRun.slice(Self.runs, ticks: 100..<100).isEmpty && InputRun.slice(Self.runs, ticks: 200..<300).isEmpty)
  }

  @Test("input lines read back as the runs they were written from, joined where two in a row are the same")
  func linesReadBack() throws {
    let text = Tape.inputLines(Self.runs)
    #expect(text == "6 p=L\n54 -\n1 p=U\n59 -\n")
    #expect(
      try Tape.inputRuns(parsing: text + "10 -\n", maxTicks: 1_000) == Self.runs.dropLast() + [
        InputRun(count: 69, input: .none)
      ])
    #expect(throws: LineError.self) { try Tape.inputRuns(parsing: text, maxTicks: 119) }
  }
}
