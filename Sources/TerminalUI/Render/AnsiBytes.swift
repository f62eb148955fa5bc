/// Appends ECMA-48 control sequences to a byte buffer: cursor moves and SGR changes, each in its
/// shortest form. Every terminal terminfo describes with `cup=\E[%i%p1%d;%p2%dH` understands them.
enum AnsiBytes {
  static let escape: UInt8 = 0x1B
  static let bracket = UInt8(ascii: "[")

  /// Number of decimal digits of a non-negative number.
  @inline(__always) static func digits(_ n: Int) -> Int {
    n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : 4 + digits(n / 10_000)
  }

  @inline(__always) static func appendNumber(_ n: Int, to out: inout [UInt8]) {
    if n < 10 {
      out.append(UInt8(truncatingIfNeeded: 0x30 + n))
    } else if n < 100 {
      out.append(UInt8(truncatingIfNeeded: 0x30 + n / 10))
      out.append(UInt8(truncatingIfNeeded: 0x30 + n % 10))
    } else {
      appendNumber(n / 100, to: &out)
      out.append(UInt8(truncatingIfNeeded: 0x30 + (n / 10) % 10))
      out.append(UInt8(truncatingIfNeeded: 0x30 + n % 10))
    }
  }

  @inline(__always) static func appendCSI(to out: inout [UInt8]) {
    out.append(escape)
    out.append(bracket)
  }

  /// `ESC [ n final`, with n left out when it is 1 (the default).
  static func appendMove(_ n: Int, _ final: UInt8, to out: inout [UInt8]) {
    appendCSI(to: &out)
    if n != 1 { appendNumber(n, to: &out) }
    out.append(final)
  }

  /// Bytes of `appendMove(n, …)`.
  @inline(__always) static func moveLength(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

  /// Cursor position (0-based row and column): `ESC[H`, `ESC[rH` or `ESC[r;cH`.
  static func appendPosition(row: Int, column: Int, to out: inout [UInt8]) {
    appendCSI(to: &out)
    if row != 0 || column != 0 { appendNumber(row + 1, to: &out) }
    if column != 0 {
      out.append(UInt8(ascii: ";"))
      appendNumber(column + 1, to: &out)
    }
    out.append(UInt8(ascii: "H"))
  }

  /// Bytes of `appendPosition`.
  @inline(__always) static func positionLength(row: Int, column: Int) -> Int {
    if column != 0 { return 4 + digits(row + 1) + digits(column + 1) }
    return row == 0 ? 3 : 3 + digits(row + 1)
  }

  /// A scalar in UTF-8.
  @inline(__always) static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    let v = scalar.value
    if v < 0x80 {
      out.append(UInt8(v))
    } else if v < 0x800 {
      out.append(UInt8(0xC0 | v >> 6))
      out.append(UInt8(0x80 | v & 0x3F))
    } else if v < 0x10000 {
      out.append(UInt8(0xE0 | v >> 12))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    } else {
      out.append(UInt8(0xF0 | v >> 18))
      out.append(UInt8(0x80 | (v >> 12) & 0x3F))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    }
  }

  @inline(__always) static func utf8Length(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    return v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4
  }
}
