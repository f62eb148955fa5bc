import Testing

@testable import ArcadeCore

/// While no body moves along the sweep's axis (lanes of traffic sliding across it), the sweep reuses the pairs it
/// met at its last sort instead of sorting and sweeping again. Every step must still give the brute force's pairs
/// exactly: with the reuse on, off, and switching between steps.
@Suite("Physics sweep reuses the pairs it met only while that is exact")
struct PhysicsSweepNearTests {
  @Test(
    "a road of sliding sensor lanes with a hopping frog matches the brute force; pairs are reused between hops",
    arguments: [false, true])
  func hoppingFrog(vertical: Bool) {
    var road = Road(vertical: vertical)
    var reused = 0, carsMet = 0
    for step in 1...400 {
      let hop = step % 24 == 0
      if hop { road.hopFrog() }
      road.driveCars()
      let didReuse = road.twins.step("step \(step)")
      // The first sort meets no earlier edges, the next one makes the list; a hop changes the axis for one sort.
      let expected = step >= 3 && !hop && step % 24 != 1
      #expect(didReuse == expected, "reuse at step \(step)")
      if didReuse { reused += 1 }
      carsMet += road.twins.sweep.began.filter { $0.a.index >= 4 && $0.b.index >= 4 }.count
    }
    #expect(road.twins.sweep.sweepScratch.alongY == !vertical, "the sweep should run across the lanes")
    #expect(reused > 300)
    #expect(carsMet > 5, "the fast car should pass through the cars of its lane")
  }

  @Test(
    "removing, adding, resizing or teleporting bodies, or a jam, drops the reused pairs when it must; always exact",
    arguments: [false, true])
  func changesBetweenSteps(vertical: Bool) {
    var road = Road(vertical: vertical)
    let g = road.geometry, car = BodyID(10), ball = Road.ball
    for step in 1...260 {
      // A jam from step 180 to 199: the cars stand still (last step's pairs stand for them) while the frog hops.
      if !(180..<200).contains(step) { road.driveCars() }
      switch step {
      case 40:
        // Removed while it touches its neighbour (moved onto it along the lane: no edge moves across).
        let onNeighbour = g.place(road.carX[7], road.carLane[7])
        road.twins.change {
          $0.setPosition(onNeighbour, of: BodyID(12))
          $0.remove(BodyID(12))
        }
      case 60: road.twins.change { $0.add(BodyDefinition(.fixed, .circle(radius: 4), at: g.place(50, 20))) }
      case 80: road.twins.change { $0.setShape(g.box(20, 9), of: car) }  // wider along the lane only
      case 100: road.twins.change { $0.setShape(g.box(14, 12), of: car) }  // taller: across the lanes
      case 120...129: road.twins.change { $0.setPosition(g.place(.nan, 180), of: BodyID(11)) }
      case 140...144: road.twins.change { $0.setPosition(g.place(100, .nan), of: BodyID(11)) }
      // Across the lanes at +0 or -0: the same edges.
      case 150...159: road.twins.change { $0.setPosition(g.place(20, step % 2 == 0 ? 0.0 : -0.0), of: ball) }
      case 190: road.hopFrog()
      case 210:
        // Thrown along the solid lane, into the wall and the solid cars: pushed across the lanes.
        road.twins.change {
          $0.setPosition(g.place(300, 262), of: ball)
          $0.setVelocity(g.place(-240, 0), of: ball)
        }
      default: break
      }
      let didReuse = road.twins.step("step \(step)")
      if let expected = Self.reuse(changesStep: step) { #expect(didReuse == expected, "reuse at step \(step)") }
    }
    #expect(road.twins.sweep.sweepScratch.alongY == !vertical, "the sweep should run across the lanes")
  }

  /// Whether step `step` of `changesBetweenSteps` should reuse the pairs of the last sort; nil where it may go
  /// either way (a rebuilt order after added bodies or unusable bounds, the jam, the thrown ball).
  private static func reuse(changesStep step: Int) -> Bool? {
    switch step {
    // A removed body, an edge moved across the lanes, unusable bounds: a sort, then a sort that keeps the list.
    case 1, 2, 40, 41, 60, 100, 101, 140...145, 150, 151: false
    case 61, 146, 180...201, 210...: nil
    default: true
    }
  }
}

/// A brute-force world and a sweep world given the same bodies and the same changes.
private struct Twins {
  var brute = PhysicsWorld(broadphase: .bruteForce)
  var sweep = PhysicsWorld(broadphase: .grid)

  mutating func change(_ f: (inout PhysicsWorld) -> Void) {
    f(&brute)
    f(&sweep)
  }

  /// Steps both worlds, expects them to agree, and tells whether the sweep reused the pairs of its last sort.
  mutating func step(_ label: String) -> Bool {
    let before = sweep.sweepScratch.nearValid
    brute.step(dt: 1.0 / 60)
    sweep.step(dt: 1.0 / 60)
    PhysicsScenes.expectSame(sweep, as: brute, at: label)
    return before && sweep.sweepScratch.nearValid
  }
}

/// Points and boxes of a road, turned a quarter turn when `vertical`.
private struct RoadGeometry {
  let vertical: Bool

  /// A point of the road: `along` the lanes, `across` them.
  func place(_ along: Double, _ across: Double) -> Vec2 { vertical ? Vec2(across, along) : Vec2(along, across) }
  func box(_ along: Double, _ across: Double) -> Shape {
    vertical ? .box(halfWidth: across, halfHeight: along) : .box(halfWidth: along, halfHeight: across)
  }
}

/// A frog's road: a hopping sensor frog (id 0), three fixed sensor bays (1–3), five lanes of sliding sensor cars
/// (the first car of lane 2 three times as fast, through the others), a lane of solid kinematic cars over a solid wall
/// (pairs that never matter), and a resting dynamic ball.
private struct Road {
  static let ball = BodyID(23)
  let geometry: RoadGeometry
  var twins = Twins()
  var carX: [Double] = []
  var carSpeed: [Double] = []
  var carLane: [Double] = []
  var frogLane = 6

  init(vertical: Bool) {
    let g = RoadGeometry(vertical: vertical)
    geometry = g
    var bodies = [BodyDefinition(.kinematic, g.box(11.5, 8.5), at: g.place(160, 300), sensor: true)]
    for x in [80.0, 160, 240] {
      bodies.append(BodyDefinition(.fixed, g.box(7.5, 7.5), at: g.place(x, 60), sensor: true))
    }
    for lane in 0..<6 {
      for k in 0..<3 {
        carX.append(20 + 100 * Double(k) + 13 * Double(lane))
        let speed = (0.5 + 0.25 * Double(lane)) * (lane % 2 == 0 ? 1 : -1)
        carSpeed.append(lane == 2 && k == 0 ? 3 * speed : speed)
        carLane.append(120 + 30 * Double(lane))
        let at = g.place(carX[carX.count - 1], carLane[carLane.count - 1])
        bodies.append(BodyDefinition(.kinematic, g.box(14, 9), at: at, sensor: lane < 5))
      }
    }
    bodies.append(BodyDefinition(.fixed, g.box(40, 4), at: g.place(160, 270)))
    bodies.append(BodyDefinition(.dynamic, .circle(radius: 5), at: g.place(300, 20)))
    precondition(bodies.count == Int(Self.ball.index) + 1)
    twins.change { world in for b in bodies { world.add(b) } }
  }

  /// Moves every car along its lane (a teleport, as games do), wrapping around past either end.
  mutating func driveCars() {
    for k in carX.indices {
      var x = carX[k] + carSpeed[k]
      if x > 334 { x = -14 } else if x < -14 { x = 334 }
      carX[k] = x
      let at = geometry.place(x, carLane[k])
      twins.change { $0.setPosition(at, of: BodyID(Int32(4 + k))) }
    }
  }

  /// One lane up, and back to the start after the bays.
  mutating func hopFrog() {
    frogLane = frogLane == -2 ? 6 : frogLane - 1
    let at = geometry.place(160, 120 + 30 * Double(frogLane))
    twins.change { $0.setPosition(at, of: BodyID(0)) }
  }
}
