import ArcadeCore

/// Spaces look the same in any foreground colour, bold or dim: only their background shows. The
/// front end restyles them so the terminal gets fewer colour sequences (ncurses sends a colour
/// pair's foreground and background on every switch, and a full reset when bold goes off):
/// - a space that looks as it did in the previous frame keeps the style it was sent with, so it is
///   not sent again just because its neighbours changed;
/// - a space that changed takes the style of its left neighbour, or else its right one, when that
///   neighbour has the same background, so it joins the neighbour's run ("⣀ ⣀", "SCORE 10", the
///   road cell a car just left) instead of switching colours and back.
enum SpaceStyles {
  /// Attributes that show on a space (a reversed or underlined space is not blank).
  static let visibleOnSpace: CellAttributes = [.reverse, .underline]

  @inline(__always) static func isPlainSpace(_ cell: Cell) -> Bool {
    cell.glyph == " " && cell.style.attributes.isDisjoint(with: visibleOnSpace)
  }

  @inline(__always) static func fits(_ style: Style, _ background: Color) -> Bool {
    style.background == background && style.attributes.isDisjoint(with: visibleOnSpace)
  }

  /// The frame with its plain spaces restyled; the picture on the terminal is the same.
  /// `previous` is the last frame sent (already restyled), if it has the same size.
  static func merged(_ frame: Canvas, previous: Canvas?) -> Canvas {
    var out = frame
    let columns = frame.columns
    let old = previous.map { $0.columns == frame.columns && $0.rows == frame.rows ? $0.cells : [] } ?? []
    frame.cells.withUnsafeBufferPointer { cells in
      old.withUnsafeBufferPointer { old in
        for r in 0..<frame.rows {
          let row = r * columns
          var left: Style? = nil  // the style the cell to the left ends up with
          for c in 0..<columns {
            let cell = cells[row + c]
            guard isPlainSpace(cell) else {
              left = cell.style
              continue
            }
            let background = cell.style.background
            var style = cell.style
            if !old.isEmpty, isPlainSpace(old[row + c]), old[row + c].style.background == background {
              style = old[row + c].style
            } else {
              // The glyph just right of this run of spaces (a few cells at most), else the left neighbour.
              var j = c + 1
              while j < columns, j - c <= 4, isPlainSpace(cells[row + j]), cells[row + j].style.background == background
              {
                j += 1
              }
              if j < columns, j - c <= 4, !isPlainSpace(cells[row + j]), fits(cells[row + j].style, background) {
                style = cells[row + j].style
              } else if let l = left, fits(l, background) {
                style = l
              }
            }
            if style != cell.style { out[c, r] = Cell(" ", style) }
            left = style
          }
        }
      }
    }
    return out
  }
}
