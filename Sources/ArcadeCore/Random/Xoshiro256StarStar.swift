/// xoshiro256** (Blackman and Vigna 2018): the project's only source of randomness for the simulation.
/// Seeded through SplitMix64, as its authors recommend; bounded and unit functions are our own so the
/// sequence never depends on the standard library's algorithms.
public struct Xoshiro256StarStar: Sendable, Equatable {
  public private(set) var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

  public init(seed: UInt64) {
    var mixer = SplitMix64(seed: seed)
    s0 = mixer.next()
    s1 = mixer.next()
    s2 = mixer.next()
    s3 = mixer.next()
  }

  /// Starts from a raw state (for known-answer tests); an all-zero state is invalid.
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    precondition(state != (0, 0, 0, 0), "xoshiro256** state must not be all zero")
    (s0, s1, s2, s3) = state
  }

  @inline(__always) static func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

  public mutating func next() -> UInt64 {
    let result = Self.rotl(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = Self.rotl(s3, 45)
    return result
  }

  /// A uniform integer in `0..<bound` (Lemire's multiply-and-reject, exact, no modulo bias).
  public mutating func below(_ bound: UInt64) -> UInt64 {
    precondition(bound > 0, "bound must be positive")
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// A uniform integer in the closed range.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(bitPattern: UInt(next())) }  // the full 64-bit range
    return range.lowerBound &+ Int(bitPattern: UInt(below(span)))
  }

  /// A uniform double in [0, 1) from the top 53 bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniform double in `range` (half-open at the top).
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }
}

/// The two independent streams a game gets from its seed: `play` for anything that changes the
/// simulation, `cosmetic` for looks (particles, menus), so a cosmetic change never alters a replay.
public struct RandomStreams: Sendable, Equatable {
  public var play: Xoshiro256StarStar
  public var cosmetic: Xoshiro256StarStar

  public init(seed: UInt64) {
    play = Xoshiro256StarStar(seed: seed)
    cosmetic = Xoshiro256StarStar(seed: seed ^ 0xC0FF_EE00_D15E_A5E5)
  }
}
