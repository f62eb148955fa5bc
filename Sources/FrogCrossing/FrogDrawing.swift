import ArcadeCore

/// Drawing the playfield: the backdrop (banks, roads, bays), filled bays, cars, the frog. Everything goes
/// through `FrogView.viewport`, the same map the front end uses to turn clicks into world points.
extension FrogGame {
  static let grass = Style(.rgb(1, 4, 1), on: .rgb(0, 2, 0))
  static let asphalt = Color.grey(3)
  /// Red is the splat's alone, so a car never hides where a frog was hit.
  static let laneColours: [Color] = [.brightYellow, .brightCyan, .brightMagenta, .brightBlue, .brightWhite]
  /// Cars show their direction by shape as well as colour: ███▶ drives right, ◀███ left.
  /// Sprites as scalars, ready to copy: iterating a String's scalars decodes its UTF-8 every frame.
  /// Each body is drawn over its box to the half column (`Canvas.box`): the art stretches to the whole cells.
  static let carRight = Array("██▶".unicodeScalars)
  static let carLeft = Array("◀██".unicodeScalars)
  static let frogArt = Array("/●\\".unicodeScalars)
  static let splatArt = Array("×✶×".unicodeScalars)

  public func draw(into canvas: inout Canvas) {
    // The ground, the empty bays and the idle panel, drawn when the game was made.
    canvas.paste(backdrop.layer)
    drawFilledBays(into: &canvas)
    drawCars(into: &canvas)
    // The splat over the traffic: a car never hides where the frog was hit.
    if let s = splat {
      drawFrog(Self.splatArt, x: Double(s.x), y: Double(s.y), colour: .brightRed, into: &canvas)
    }
    if status != .lost || endedTicks % 10 < 5 {
      drawFrog(
        status == .lost ? Self.splatArt : Self.frogArt, x: Double(frogX), y: Double(frogY),
        colour: status == .lost ? .brightRed : .brightGreen, bold: true, into: &canvas)
    }
    drawStatusLine(into: &canvas)
    drawPanel(into: &canvas)
  }

  /// A frog sits in each filled bay, over the bay the backdrop left open.
  func drawFilledBays(into canvas: inout Canvas) {
    for bay in bays where bay.filled {
      drawFrog(Self.frogArt, x: Double(bay.frogColumnX), y: bay.centre.y, colour: .green, into: &canvas)
    }
  }

  func drawCars(into canvas: inout Canvas) {
    let v = FrogView.viewport
    // The statics read once: each read of one in the loop was a lazy-initialisation check and a retain.
    // (Each sprite is passed as it is: choosing one in an expression copied, so retained, it per car.)
    let (rightward, leftward, colours) = (Self.carRight, Self.carLeft, Self.laneColours)
    let (halfWidth, halfHeight) = (traffic.halfWidth, traffic.halfHeight)
    for car in traffic.cars {
      let centre = Vec2(car.x, car.y), colour = colours[car.lane % colours.count]
      if car.direction == .right {
        canvas.box(
          center: centre, halfWidth: halfWidth, halfHeight: halfHeight, in: v, art: rightward, color: colour,
          within: FrogView.stageColumns)
      } else {
        canvas.box(
          center: centre, halfWidth: halfWidth, halfHeight: halfHeight, in: v, art: leftward, color: colour,
          within: FrogView.stageColumns)
      }
    }
  }

  /// A frog (or its splat) over the frog's box centred at (x, y).
  func drawFrog(
    _ art: [Unicode.Scalar], x: Double, y: Double, colour: Color, bold: Bool = false, into canvas: inout Canvas
  ) {
    canvas.box(
      center: Vec2(x, y), halfWidth: Stage.frogHalfWidth, halfHeight: Stage.frogHalfHeight, in: FrogView.viewport,
      art: art, color: colour, attributes: bold ? [.bold] : [], within: FrogView.stageColumns)
  }
}
