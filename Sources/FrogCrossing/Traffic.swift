import ArcadeCore

/// One car: which lane it drives in and where its center is. Its x is kept in whole 1/600 px.
public struct Car: Sendable, Equatable {
  /// Stable id: the order of the layout file (lanes in order, placements in order, repeats skipped).
  public let id: Int
  /// Index of its lane in the layout.
  public let lane: Int
  public let direction: LaneDirection
  /// Center y (the lane's top edge plus half a car).
  public let y: Double
  /// Center x in 1/600 px.
  public internal(set) var xSubpixels: Int

  /// Center x in stage points.
  public var x: Double { Double(xSubpixels) / Double(Stage.subpixelsPerPoint) }
}

/// All cars of the road, moved together every tick.
struct Traffic: Sendable, Equatable {
  private(set) var cars: [Car]
  let halfWidth: Double
  let halfHeight: Double
  /// How far a car wraps: half a car beyond either side of the stage, in 1/600 px.
  private let wrapRight: Int
  private let wrapLeft: Int

  init(layout: LaneLayout) {
    let unit = Stage.subpixelsPerPoint
    var cars: [Car] = []
    for (laneIndex, lane) in layout.lanes.enumerated() {
      // The seed gives each car's top-left corner; the car's position is its center.
      let y = Double(lane.top) + Double(layout.carHeight) / 2
      for left in lane.distinctPlacements {
        let x = left * unit + layout.carWidth * unit / 2
        cars.append(Car(id: cars.count, lane: laneIndex, direction: lane.direction, y: y, xSubpixels: x))
      }
    }
    self.cars = cars
    halfWidth = Double(layout.carWidth) / 2
    halfHeight = Double(layout.carHeight) / 2
    wrapRight = Stage.width * unit + layout.carWidth * unit / 2
    wrapLeft = -(layout.carWidth * unit / 2)
  }

  /// Moves every car `step` units along its lane. As in the seed, a car that has left the stage by
  /// more than half its width reappears exactly half its width beyond the other side.
  mutating func advance(by step: Int) {
    for i in cars.indices {
      var x = cars[i].xSubpixels + cars[i].direction.sign * step
      switch cars[i].direction {
      case .right where x > wrapRight: x = wrapLeft
      case .left where x < wrapLeft: x = wrapRight
      default: break
      }
      cars[i].xSubpixels = x
    }
  }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(cars.count)
    for car in cars { hasher.combine(car.xSubpixels) }
  }
}
