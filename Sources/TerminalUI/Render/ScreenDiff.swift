import ArcadeCore

/// What changed between two frames: the cells to send and an estimate of the bytes a terminal
/// update costs (cursor moves, style changes, glyphs). For tests and the terminal-cost benchmark.
public struct ScreenDiff: Sendable, Equatable {
  /// Cells that differ, row-major.
  public var changedCells: Int
  /// Horizontal runs of adjacent changed cells (each costs one cursor move).
  public var runs: Int
  /// Estimated bytes: a cursor move per run, a style change where the style differs from the
  /// previous cell sent, and each glyph's UTF-8 length.
  public var estimatedBytes: Int

  /// Cursor addressing `ESC [ row ; col H` is about 8 bytes; an SGR style change about 12.
  static let cursorMoveBytes = 8
  static let styleChangeBytes = 12

  public static let none = ScreenDiff(changedCells: 0, runs: 0, estimatedBytes: 0)

  public init(changedCells: Int, runs: Int, estimatedBytes: Int) {
    self.changedCells = changedCells
    self.runs = runs
    self.estimatedBytes = estimatedBytes
  }

  /// Compares two frames. With no previous frame, or one of another size, every cell counts
  /// (a full redraw).
  public init(from previous: Canvas?, to next: Canvas) {
    let comparable = previous.map { $0.columns == next.columns && $0.rows == next.rows } ?? false
    var changed = 0
    var runs = 0
    var bytes = 0
    for r in 0..<next.rows {
      var inRun = false
      var lastStyle: Style? = nil
      for c in 0..<next.columns {
        let cell = next[c, r]
        let differs = !comparable || previous![c, r] != cell
        guard differs else {
          inRun = false
          continue
        }
        changed += 1
        if !inRun {
          runs += 1
          bytes += Self.cursorMoveBytes
          inRun = true
        }
        if cell.style != lastStyle {
          bytes += Self.styleChangeBytes
          lastStyle = cell.style
        }
        bytes += String(cell.glyph).utf8.count
      }
    }
    self.init(changedCells: changed, runs: runs, estimatedBytes: bytes)
  }
}
