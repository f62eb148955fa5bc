/// One byte per body that the hot loops test instead of reading `kinds`, `shapes`, `sensors` and `alive`.
struct BodyFlags: OptionSet, Sendable {
  let rawValue: UInt8

  static let alive = BodyFlags(rawValue: 1)
  static let dynamic = BodyFlags(rawValue: 2)
  static let kinematic = BodyFlags(rawValue: 4)
  static let sensor = BodyFlags(rawValue: 8)
  static let circle = BodyFlags(rawValue: 16)

  /// A pair is worth looking at when either side is dynamic or a sensor (two solid non-dynamic bodies
  /// never respond to each other and report nothing).
  static let makesPairsMatter: BodyFlags = [.dynamic, .sensor]

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
}
