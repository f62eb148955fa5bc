import ArcadeCore
import ArcadeTestSupport
import PuckCollector
import Testing

/// The whole picture at the three sizes of issue 22, mid-drag: seed 1 on tick 6 of dragging red #8 onto
/// red #11 (held #8 on grey, "+50" rising, score 50, #11 gone).
@Suite("Snapshots at three sizes")
struct SnapshotTests {
  static func midDrag() -> PuckGame {
    var g = PuckGame(seed: 1)
    g.step(touch(.began, at: DragTests.red8))
    for k in 1...5 { g.step(touch(.moved, 414 + Int32(2 * k), 139)) }
    return g
  }

  @Test("80x23: the smallest layout")
  func small() { check(CanvasSize(columns: 80, rows: 23)) }

  @Test("120x39: the stage at 104x34 cells, panel beside it")
  func medium() { check(CanvasSize(columns: 120, rows: 39)) }

  @Test("220x59: the stage at 173x57 cells, panel beside it")
  func large() { check(CanvasSize(columns: 220, rows: 59)) }

  func check(_ room: CanvasSize) {
    let g = Self.midDrag()
    #expect(g.tick == 6 && g.score == 50 && g.heldPuck == 8)
    expectSnapshot(g.screen(room: room), named: "mid-drag-\(room.columns)x\(room.rows)")
  }
}
