import ArcadeCore
import Testing

@testable import TerminalUI

@Suite("Screen diff")
struct ScreenDiffTests {
  @Test("an identical frame costs nothing")
  func identical() {
    var a = Canvas(columns: 10, rows: 3)
    a.text("hello", column: 2, row: 1)
    #expect(ScreenDiff(from: a, to: a) == .none)
  }

  @Test("one changed cell: one run, a cursor move, a style change and one glyph byte")
  func oneCell() {
    let a = Canvas(columns: 10, rows: 3)
    var b = a
    b.put("x", column: 4, row: 2)
    #expect(ScreenDiff(from: a, to: b) == ScreenDiff(changedCells: 1, runs: 1, estimatedBytes: 8 + 12 + 1))
  }

  @Test("adjacent changes share a run and a style; a multi-byte glyph counts its UTF-8 bytes")
  func runs() {
    let a = Canvas(columns: 10, rows: 2)
    var b = a
    b.text("ab", column: 0, row: 0)
    b.put("█", column: 5, row: 0, style: Style(.red))
    b.put("c", column: 0, row: 1)
    let diff = ScreenDiff(from: a, to: b)
    #expect(diff.changedCells == 4)
    #expect(diff.runs == 3)
    // run "ab": 8 + 12 + 2; run "█": 8 + 12 + 3; run "c": 8 + 12 + 1
    #expect(diff.estimatedBytes == 22 + 23 + 21)
  }

  @Test("a style change alone is a change")
  func styleOnly() {
    var a = Canvas(columns: 4, rows: 1)
    a.text("ab", column: 0, row: 0)
    var b = a
    b.put("a", column: 0, row: 0, style: Style(.green))
    #expect(ScreenDiff(from: a, to: b).changedCells == 1)
  }

  @Test("no previous frame, or a resize, redraws every cell")
  func fullRedraw() {
    let b = Canvas(columns: 5, rows: 2)
    #expect(ScreenDiff(from: nil, to: b).changedCells == 10)
    #expect(ScreenDiff(from: Canvas(columns: 4, rows: 2), to: b).changedCells == 10)
    #expect(ScreenDiff(from: nil, to: b).runs == 2)
  }
}
