/// How a body moves: not at all, by its own velocity only, or under forces and collisions.
public enum BodyKind: UInt8, Sendable {
  case fixed
  case kinematic
  case dynamic
}

/// A body's shape, centered on its position.
public enum Shape: Equatable, Sendable {
  case circle(radius: Double)
  /// An axis-aligned box given by half its width and half its height.
  case box(halfWidth: Double, halfHeight: Double)

  /// Half the extent of the bounding box on each axis.
  public var halfExtents: Vec2 {
    switch self {
    case .circle(let r): Vec2(r, r)
    case .box(let hw, let hh): Vec2(hw, hh)
    }
  }

  /// Area, used as mass for dynamic bodies (uniform density).
  public var area: Double {
    switch self {
    case .circle(let r): 3.141592653589793 * r * r
    case .box(let hw, let hh): 4 * hw * hh
    }
  }
}

/// A body's stable identity: its index of creation. Ids are never reused in a world.
public struct BodyID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int32
  public init(_ index: Int32) { self.index = index }
  public static func < (a: BodyID, b: BodyID) -> Bool { a.index < b.index }
  public var description: String { "#\(index)" }
}

/// Everything needed to create a body.
public struct BodyDefinition: Sendable {
  public var kind: BodyKind
  public var shape: Shape
  public var position: Vec2
  public var velocity: Vec2
  /// A sensor reports overlaps but never pushes or is pushed.
  public var isSensor: Bool

  public init(_ kind: BodyKind, _ shape: Shape, at position: Vec2, velocity: Vec2 = .zero, sensor: Bool = false) {
    self.kind = kind
    self.shape = shape
    self.position = position
    self.velocity = velocity
    self.isSensor = sensor
  }
}

/// A pair of bodies in contact, always with `a < b`.
public struct ContactPair: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let a: BodyID
  public let b: BodyID

  public init(_ x: BodyID, _ y: BodyID) {
    (a, b) = x < y ? (x, y) : (y, x)
  }

  public static func < (l: ContactPair, r: ContactPair) -> Bool { (l.a.index, l.b.index) < (r.a.index, r.b.index) }

  public func involves(_ id: BodyID) -> Bool { a == id || b == id }
  public func other(than id: BodyID) -> BodyID { a == id ? b : a }
  public var description: String { "(\(a), \(b))" }
}
