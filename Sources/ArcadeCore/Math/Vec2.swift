/// A 2-D vector of doubles in world units (pixels of the original stage, y down).
public struct Vec2: Equatable, Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Vec2(0, 0)

  @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
  @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
  @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
  @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(a.x * s, a.y * s) }
  @inlinable public static func / (a: Vec2, s: Double) -> Vec2 { Vec2(a.x / s, a.y / s) }
  @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
  @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
  @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

  @inlinable public func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
  @inlinable public var lengthSquared: Double { x * x + y * y }
  /// Uses only `squareRoot()`, which IEEE 754 rounds exactly on every machine.
  @inlinable public var length: Double { lengthSquared.squareRoot() }
}

/// An axis-aligned rectangle in world units.
public struct Rect: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var center: Vec2 { Vec2(x + width / 2, y + height / 2) }

  public func contains(_ p: Vec2) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }
}
