import ArcadeCore

/// Drawing the playfield: the ground (banks, roads, bays), filled bays, cars, the frog. Everything goes
/// through the layout's viewport for the canvas's size, the same map the front end turns clicks back with.
extension FrogGame {
  static let grass = Style(.rgb(1, 4, 1), on: .rgb(0, 2, 0))
  static let asphalt = Color.grey(3)
  /// Red is the splat's alone, so a car never hides where a frog was hit.
  static let laneColors: [Color] = [.brightYellow, .brightCyan, .brightMagenta, .brightBlue, .brightWhite]
  /// Cars show their direction by shape as well as color: ███▶ drives right, ◀███ left.
  /// Each body is drawn over its box to the half column: the art stretches to the whole cells.
  static let carRight = BodyArt("██▶")
  static let carLeft = BodyArt("◀██")
  /// One row: the smallest frog, two eyes when wider or narrower (a terminal under 80 columns); two or more rows:
  /// eyes on top, legs below.
  static let frog = BodyArt("/●\\", wide: "/▄●▄●▄\\", narrow: "●●", tall: ("\\▄●▄●▄/", "(█)", "/▀\\"))
  static let splat = BodyArt("×✶×")

  public func draw(into canvas: inout Canvas) {
    let layout = FrogLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
    drawGround(layout, into: &canvas)
    // A frog sits in each filled bay, over the bay the ground left open.
    for bay in bays where bay.filled {
      Self.frog.draw(center: Vec2(Double(bay.frogColumnX), bay.center.y), layout: layout, color: .green, into: &canvas)
    }
    for car in traffic.cars {
      // On the rows of the frog row it can hit, as tall as a frog: a hit never looks like a near miss.
      (car.direction == .right ? Self.carRight : Self.carLeft).draw(
        center: Vec2(car.x, Stage.frogRowY(nearest: car.y)), halfWidth: traffic.halfWidth,
        halfHeight: Stage.frogHalfHeight, layout: layout,
        color: Self.laneColors[car.lane % Self.laneColors.count], into: &canvas)
    }
    // The splat over the traffic: a car never hides where the frog was hit.
    if let s = splat {
      Self.splat.draw(center: Vec2(Double(s.x), Double(s.y)), layout: layout, color: .brightRed, into: &canvas)
    }
    if status != .lost || endedTicks % 10 < 5 {
      (status == .lost ? Self.splat : Self.frog).draw(
        center: Vec2(Double(frogX), Double(frogY)), layout: layout, color: status == .lost ? .brightRed : .brightGreen,
        attributes: [.bold], into: &canvas)
    }
    drawStatusLine(into: &canvas)
    drawPanel(layout, into: &canvas)
  }
}
