import ArcadeCore

/// The look of a box body (the frog, a car, a splat): one line of art for a body one row tall (others
/// when it is wider or narrower than that line), and for a taller one a top, a middle and a bottom line. Each row is drawn over exactly the box's half columns
/// (`Canvas.halfColumnSpan`), on the rows `Canvas.box` would use, so what is seen is what collides.
struct BodyArt: Sendable {
  let short: [Unicode.Scalar]
  let wide: [Unicode.Scalar]
  let narrow: [Unicode.Scalar]
  let top: [Unicode.Scalar]
  let middle: [Unicode.Scalar]
  let bottom: [Unicode.Scalar]

  /// `tall` is the top, middle and bottom lines; without `wide`, `narrow` or `tall` every row shows `short`.
  init(
    _ short: String, wide: String? = nil, narrow: String? = nil,
    tall: (top: String, middle: String, bottom: String)? = nil
  ) {
    let (t, m, b) = tall ?? (short, short, short)
    self.short = Array(short.unicodeScalars)
    self.wide = Array((wide ?? short).unicodeScalars)
    self.narrow = Array((narrow ?? short).unicodeScalars)
    (top, middle, bottom) = (Array(t.unicodeScalars), Array(m.unicodeScalars), Array(b.unicodeScalars))
  }

  /// Draws the body centered at `center`, the frog's size unless told otherwise.
  func draw(
    center: Vec2, halfWidth: Double = Stage.frogHalfWidth, halfHeight: Double = Stage.frogHalfHeight,
    layout: FrogLayout, color: Color, attributes: CellAttributes = [], into canvas: inout Canvas
  ) {
    let v = layout.viewport
    let left = Int((2 * v.canvasPoint(of: Vec2(center.x - halfWidth, 0)).x).rounded())
    let right = Int((2 * v.canvasPoint(of: Vec2(center.x + halfWidth, 0)).x).rounded())
    let rows = layout.rows(top: center.y - halfHeight, bottom: center.y + halfHeight)
    // Whole cells of the row, as `Canvas.halfColumnSpan` counts them.
    let wholeCells = (right >> 1) - ((left + 1) >> 1)
    let oneRow = wholeCells > short.count ? wide : wholeCells < short.count ? narrow : short
    for row in rows {
      let art =
        rows.count == 1 ? oneRow : row == rows.lowerBound ? top : row == rows.upperBound - 1 ? bottom : middle
      canvas.halfColumnSpan(
        left..<max(left, right), row: row, art: art, color: color, attributes: attributes,
        within: layout.stageColumns)
    }
  }
}
