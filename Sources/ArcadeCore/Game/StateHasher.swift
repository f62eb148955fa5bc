/// FNV-1a 64 over a fixed little-endian serialisation: the same state gives the same value on every
/// machine and every run (unlike `Hasher`, which is seeded per process).
public struct StateHasher: Sendable {
  public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  public init() {}

  public mutating func combine(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  public mutating func combine(_ v: UInt64) {
    var x = v
    for _ in 0..<8 {
      combine(byte: UInt8(truncatingIfNeeded: x))
      x >>= 8
    }
  }

  public mutating func combine(_ v: Int) { combine(UInt64(bitPattern: Int64(v))) }
  /// Doubles by bit pattern, so -0.0 and 0.0 differ and NaNs are exact.
  public mutating func combine(_ v: Double) { combine(v.bitPattern) }
  public mutating func combine(_ v: Bool) { combine(byte: v ? 1 : 0) }
  public mutating func combine(_ v: Vec2) {
    combine(v.x)
    combine(v.y)
  }
  public mutating func combine(_ s: String) {
    combine(s.utf8.count)
    for b in s.utf8 { combine(byte: b) }
  }
  public mutating func combine(_ r: Xoshiro256StarStar) {
    combine(r.s0)
    combine(r.s1)
    combine(r.s2)
    combine(r.s3)
  }
}

extension UInt64 {
  /// 16 lower-case hex digits, as tapes print hashes.
  public var hex16: String {
    let digits = String(self, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
