import ArcadeCore

/// One car: which lane it drives in and where its center is. Its x is kept in whole 1/600 px.
public struct Car: Sendable, Equatable {
  /// Stable id: the order of the layout file (lanes in order, placements in order, repeats skipped), a lane's
  /// extra cars right after its own.
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

/// All cars of the road, each lane at its own step, moved together every tick.
struct Traffic: Sendable, Equatable {
  private(set) var cars: [Car]
  /// Each lane's step per tick in 1/600 px, bottom lane first.
  private(set) var laneSteps: [Int]
  let halfWidth: Double
  let halfHeight: Double
  /// How far a car wraps: half a car beyond either side of the stage, in 1/600 px.
  private let wrapRight: Int
  private let wrapLeft: Int

  /// The layout's cars, and `extraCars` more in each lane, all standing until `setSteps`.
  init(layout: LaneLayout, extraCars: Int = 0) {
    let unit = Stage.subpixelsPerPoint
    wrapRight = Stage.width * unit + layout.carWidth * unit / 2
    wrapLeft = -(layout.carWidth * unit / 2)
    var cars: [Car] = []
    for (laneIndex, lane) in layout.lanes.enumerated() {
      // The seed gives each car's top-left corner; the car's position is its center.
      let y = Double(lane.top) + Double(layout.carHeight) / 2
      var xs = lane.distinctPlacements.map { $0 * unit + layout.carWidth * unit / 2 }
      for _ in 0..<extraCars { xs.append(Self.middleOfWidestGap(xs, from: wrapLeft, to: wrapRight)) }
      for x in xs {
        cars.append(Car(id: cars.count, lane: laneIndex, direction: lane.direction, y: y, xSubpixels: x))
      }
    }
    self.cars = cars
    laneSteps = Array(repeating: 0, count: layout.lanes.count)
    halfWidth = Double(layout.carWidth) / 2
    halfHeight = Double(layout.carHeight) / 2
  }

  /// Where a new car leaves the most room on both sides: the middle of the widest gap between the lane's
  /// cars, on the loop from `left` to `right` they drive around (the first such gap from the left).
  static func middleOfWidestGap(_ xs: [Int], from left: Int, to right: Int) -> Int {
    let sorted = xs.sorted()
    let loop = right - left
    var (best, at) = (0, 0)
    for (i, x) in sorted.enumerated() {
      let next = i + 1 < sorted.count ? sorted[i + 1] : sorted[0] + loop
      if next - x > best { (best, at) = (next - x, x + (next - x) / 2) }
    }
    return at >= right ? at - loop : at
  }

  mutating func setSteps(_ steps: [Int]) { laneSteps = steps }

  /// Moves every car its lane's step. As in the seed, a car that has left the stage by more than half its
  /// width reappears exactly half its width beyond the other side.
  mutating func advance() {
    for i in cars.indices {
      var x = cars[i].xSubpixels + cars[i].direction.sign * laneSteps[cars[i].lane]
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
