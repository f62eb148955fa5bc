/// A deterministic 2-D physics world: a value type, arrays indexed by body id, every loop in id order.
///
/// Each `step(dt:)`: gravity and velocities are integrated (semi-implicit Euler, speeds capped so
/// nothing crosses its own size in one step); every pair of living bodies whose bounding boxes overlap
/// is found in (id, id) order (plain loops: the games have a few dozen bodies); dynamic bodies bounce
/// off everything solid, with positional correction; then every dynamic body is pushed out of the fixed
/// and kinematic bodies it still overlaps, and dynamic bodies that still overlap each other are moved apart,
/// pass after pass, until none do; the touching pairs are compared with last step's to give `began` and
/// `ended`, sorted by (id, id).
public struct PhysicsWorld: Sendable {
  /// Acceleration of dynamic bodies, px/s² (y points down).
  public var gravity: Vec2

  // One slot per body id ever created (removed bodies keep their slot, `alive` false).
  public internal(set) var kinds: [BodyKind] = []
  public internal(set) var shapes: [Shape] = []
  public internal(set) var positions: [Vec2] = []
  public internal(set) var velocities: [Vec2] = []
  public internal(set) var sensors: [Bool] = []
  public internal(set) var alive: [Bool] = []

  /// Pairs touching after the last step, sorted.
  public internal(set) var touching: [ContactPair] = []
  /// Pairs that started touching in the last step, sorted.
  public internal(set) var began: [ContactPair] = []
  /// Pairs that stopped touching in the last step (or lost a body), sorted.
  public internal(set) var ended: [ContactPair] = []

  /// A step's working lists, kept so that a step in steady state allocates nothing (not part of the state).
  var candidates: [ContactPair] = []
  var lastTouching: [ContactPair] = []

  public init(gravity: Vec2 = .zero) {
    self.gravity = gravity
  }

  /// Adds a body and returns its id: the next index, never reused. Fixed bodies start at rest.
  @discardableResult
  public mutating func add(_ d: BodyDefinition) -> BodyID {
    let id = BodyID(Int32(kinds.count))
    kinds.append(d.kind)
    shapes.append(d.shape)
    positions.append(d.position)
    velocities.append(d.kind == .fixed ? .zero : d.velocity)
    sensors.append(d.isSensor)
    alive.append(true)
    return id
  }

  /// Removes a body at once (its slot stays, `isAlive` turns false). It takes no part in the next step, and
  /// its pairs in `touching` are reported in that step's `ended`.
  public mutating func remove(_ id: BodyID) { alive[Int(id.index)] = false }

  public func isAlive(_ id: BodyID) -> Bool { alive[Int(id.index)] }
  public func position(of id: BodyID) -> Vec2 { positions[Int(id.index)] }
  public func velocity(of id: BodyID) -> Vec2 { velocities[Int(id.index)] }

  /// Moves a body (teleport: no velocity change, no sweep).
  public mutating func setPosition(_ p: Vec2, of id: BodyID) { positions[Int(id.index)] = p }
  /// Sets a body's velocity in px/s (it is capped for dynamic bodies in the next step).
  public mutating func setVelocity(_ v: Vec2, of id: BodyID) { velocities[Int(id.index)] = v }
  /// Changes a body's shape (and, for a dynamic body, its mass = area).
  public mutating func setShape(_ s: Shape, of id: BodyID) { shapes[Int(id.index)] = s }

  /// Body ids ever created, living or removed.
  public var bodyCount: Int { kinds.count }

  /// Ids of living bodies, ascending.
  public var bodyIDs: [BodyID] {
    alive.indices.filter { alive[$0] }.map { BodyID(Int32($0)) }
  }

  /// Sum of ½·m·v² over dynamic bodies (mass = area).
  public var kineticEnergy: Double {
    var e = 0.0
    for i in kinds.indices where alive[i] && kinds[i] == .dynamic {
      e += 0.5 * shapes[i].area * velocities[i].lengthSquared
    }
    return e
  }

  /// Feeds the world's state (living bodies' positions, velocities and extents; touching pairs) to a hasher.
  public func hash(into hasher: inout StateHasher) {
    hasher.combine(kinds.count)
    for i in kinds.indices {
      hasher.combine(alive[i])
      guard alive[i] else { continue }
      hasher.combine(positions[i])
      hasher.combine(velocities[i])
      hasher.combine(shapes[i].halfExtents)
    }
    hasher.combine(touching.count)
    for p in touching {
      hasher.combine(Int(p.a.index))
      hasher.combine(Int(p.b.index))
    }
  }
}
