import ArcadeCore

/// Spaces look the same in any foreground colour, bold or dim: only their background shows. The
/// front end restyles some so the terminal gets fewer colour sequences (ncurses sends a colour
/// pair's foreground and background on every switch, and a full reset when bold goes off):
/// - on a coloured background, a space that looks as it did in the previous frame keeps the style
///   it was sent with, and one that changed takes the style of the glyph just right of it (past a
///   few spaces), or else of its left neighbour, when that has the same background: it joins that
///   run ("⣀ ⣀", the road cell a car just left) instead of switching colours and back;
/// - on the default background, only a gap between two cells of one style joins them ("SCORE 10");
///   other blanks stay as drawn, so a row of drifting dust still looks to ncurses like a row that slid.
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
          var c = 0
          while c < columns {
            let cell = cells[row + c]
            guard isPlainSpace(cell) else {
              left = cell.style
              c += 1
              continue
            }
            let background = cell.style.background
            if background == .default {
              // Blank screen: only a gap between two cells of one style joins them ("SCORE 10"); other
              // blanks stay as drawn, so a row of drifting dust still looks like a row that slid.
              var end = c + 1
              while end < columns, isPlainSpace(cells[row + end]), cells[row + end].style.background == background {
                end += 1
              }
              var style: Style? = nil
              if let l = left, end < columns, cells[row + end].style == l, fits(l, background) { style = l }
              for i in c..<end {
                let s = style ?? cells[row + i].style
                if s != cells[row + i].style { out[i, r] = Cell(" ", s) }
                left = s
              }
              c = end
              continue
            }
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
            c += 1
          }
        }
      }
    }
    return out
  }
}
