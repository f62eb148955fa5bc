import ArcadeCore

/// Spaces look the same in any foreground colour, bold or dim: only their background shows. Some
/// take a neighbour's style so the terminal gets one colour sequence for a run like "⣀ ⣀" or
/// "SCORE 10" instead of a switch to the space's style and back.
///
/// Which spaces: a run of spaces on a coloured background takes the style of the cell to its left,
/// or else to its right, when that cell has the same background (the edge of a puck or a box); a run
/// on the default background only when the cells on both sides share one style (a gap in a word or
/// a sprite). Blank screen stays blank, so a sprite moving along a row does not restyle the row.
enum SpaceStyles {
  /// Attributes that show on a space (a reversed or underlined space is not blank).
  static let visibleOnSpace: CellAttributes = [.reverse, .underline]

  static func isPlainSpace(_ cell: Cell) -> Bool {
    cell.glyph == " " && cell.style.attributes.isDisjoint(with: visibleOnSpace)
  }

  /// The frame with such spaces restyled; the picture on the terminal is the same. Runs every
  /// frame, so it reads the cells in place and copies the canvas only when a space changes.
  static func merged(_ frame: Canvas) -> Canvas {
    var out = frame
    let columns = frame.columns
    frame.cells.withUnsafeBufferPointer { cells in
      for r in 0..<frame.rows {
        let row = r * columns
        var c = 0
        while c < columns {
          let first = cells[row + c]
          guard isPlainSpace(first) else {
            c += 1
            continue
          }
          let background = first.style.background
          var end = c + 1
          while end < columns, isPlainSpace(cells[row + end]), cells[row + end].style.background == background {
            end += 1
          }
          let left = c > 0 ? cells[row + c - 1] : nil
          let right = end < columns ? cells[row + end] : nil
          func fits(_ cell: Cell?) -> Bool {
            guard let cell else { return false }
            return cell.style.background == background && cell.style.attributes.isDisjoint(with: visibleOnSpace)
          }
          var style: Style? = nil
          if background == .default {
            if let left, let right, left.style == right.style, fits(left) { style = left.style }
          } else if fits(left) {
            style = left!.style
          } else if fits(right) {
            style = right!.style
          }
          if let style {
            for i in c..<end where cells[row + i].style != style { out[i, r] = Cell(" ", style) }
          }
          c = end
        }
      }
    }
    return out
  }
}
