/// The classes of bytes HTTP's grammar is made of (RFC 9110 section 5.6), for what the client sends and reads.
enum HTTPSyntax {
  static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  /// A character of a token: a method, a field's name.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
  }

  /// A printable ASCII character other than the space: what a request's target and a board's URL are made of.
  static func isVisible(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

  /// The space and the tab, which may surround a field's value.
  static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
