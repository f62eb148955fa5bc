/// One byte per body that the hot loops test instead of reading `kinds`, `shapes`, `sensors` and `alive`.
struct BodyFlags: OptionSet, Sendable {
  let rawValue: UInt8

  static let alive = BodyFlags(rawValue: 1)
  static let dynamic = BodyFlags(rawValue: 2)
  static let kinematic = BodyFlags(rawValue: 4)
  static let sensor = BodyFlags(rawValue: 8)
  static let circle = BodyFlags(rawValue: 16)

  /// Flags of a new, living body.
  init(kind: BodyKind, shape: Shape, sensor: Bool) {
    var f: BodyFlags = .alive
    if kind == .dynamic { f.insert(.dynamic) }
    if kind == .kinematic { f.insert(.kinematic) }
    if sensor { f.insert(.sensor) }
    if case .circle = shape { f.insert(.circle) }
    self = f
  }

  init(rawValue: UInt8) { self.rawValue = rawValue }

  // Plain bit tests for the hot loops (the generic `SetAlgebra` methods are slow in debug builds).
  @inline(__always) var isAlive: Bool { rawValue & 1 != 0 }
  @inline(__always) var isDynamic: Bool { rawValue & 2 != 0 }
  @inline(__always) var isSensor: Bool { rawValue & 8 != 0 }
  @inline(__always) var isCircle: Bool { rawValue & 16 != 0 }
  /// Dynamic or kinematic: integrated each step.
  @inline(__always) var moves: Bool { rawValue & 6 != 0 }
  /// Living and moving.
  @inline(__always) var isAliveAndMoving: Bool { rawValue & 1 != 0 && rawValue & 6 != 0 }
  /// Whether a pair with these two bodies can matter at all: one side is dynamic or a sensor.
  @inline(__always) static func pairMatters(_ a: BodyFlags, _ b: BodyFlags) -> Bool {
    (a.rawValue | b.rawValue) & 10 != 0
  }
}
