import Testing

@testable import ArcadeCore

@Suite("State hash")
struct StateHasherTests {
  @Test("FNV-1a 64 of the empty input and of \"a\" match the published values")
  func fnvKnownAnswers() {
    #expect(StateHasher().value == 0xCBF2_9CE4_8422_2325)
    var h = StateHasher()
    h.combine(byte: UInt8(ascii: "a"))
    #expect(h.value == 0xAF63_DC4C_8601_EC8C)
    var foobar = StateHasher()
    for b in "foobar".utf8 { foobar.combine(byte: b) }
    #expect(foobar.value == 0x85944171F73967E8)
  }

  @Test("integers are hashed as 8 little-endian bytes")
  func littleEndian() {
    var a = StateHasher()
    a.combine(UInt64(0x0102))
    var b = StateHasher()
    for byte: UInt8 in [2, 1, 0, 0, 0, 0, 0, 0] { b.combine(byte: byte) }
    #expect(a.value == b.value)
  }

  @Test("doubles are hashed by bit pattern: 0.0 and -0.0 differ")
  func doublesByBits() {
    var a = StateHasher()
    a.combine(0.0)
    var b = StateHasher()
    b.combine(-0.0)
    #expect(a.value != b.value)
  }

  @Test("hex16 pads to 16 digits")
  func hex() {
    #expect(UInt64(255).hex16 == "00000000000000ff")
  }
}
