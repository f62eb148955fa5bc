/// The rule every statement keeps, on both databases: its placeholders are `$1` to `$n` for its n arguments, each
/// written at least once, so no argument is skipped and no placeholder reads a null nobody gave.
package enum Placeholders {
  /// Why the statement's placeholders (as written: `$2`, `?`, `:name`) and its count of arguments disagree; nil
  /// when they agree.
  package static func problem(_ written: [String], arguments: Int, in sql: String) -> SQLError? {
    var used = Set<Int>()
    var findings: [String] = []
    for name in written {
      if name.hasPrefix("$"), let number = Int(name.dropFirst()), number >= 1 {
        used.insert(number)
      } else {
        findings.append("placeholder '\(name)' is not $N")
      }
    }
    for number in used.sorted() where number > arguments { findings.append("$\(number) has no argument") }
    for number in (0..<arguments).map({ $0 + 1 }) where !used.contains(number) {
      findings.append("argument \(number) has no placeholder $\(number)")
    }
    guard !findings.isEmpty else { return nil }
    let statement = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let shown = statement.count > 80 ? statement.prefix(77) + "..." : Substring(statement)
    return SQLError(
      .misuse,
      "a statement given \(arguments) argument\(arguments == 1 ? "" : "s"): \(findings.joined(separator: ", "))"
        + " (\(shown))")
  }

  /// The placeholders of a PostgreSQL statement as written: each `$` and its digits outside quoted text, quoted
  /// names and comments (the server numbers them the same way).
  package static func written(in sql: String) -> [String] {
    let bytes = Array(sql.utf8)
    var names: [String] = []
    var i = 0
    func at(_ j: Int) -> UInt8 { j < bytes.count ? bytes[j] : 0 }
    while i < bytes.count {
      switch (bytes[i], at(i + 1)) {
      case (UInt8(ascii: "'"), _), (UInt8(ascii: "\""), _):
        // A doubled quote inside ends one quoted stretch and starts the next: the same text, skipped either way.
        let quote = bytes[i]
        i += 1
        while i < bytes.count && bytes[i] != quote { i += 1 }
        i += 1
      case (UInt8(ascii: "-"), UInt8(ascii: "-")):
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
      case (UInt8(ascii: "/"), UInt8(ascii: "*")):
        var depth = 0
        repeat {
          if at(i) == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
            depth += 1
            i += 2
          } else if at(i) == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
            depth -= 1
            i += 2
          } else {
            i += 1
          }
        } while depth > 0 && i < bytes.count
      case (UInt8(ascii: "$"), _) where i == 0 || !isNamePart(bytes[i - 1]):
        var end = i + 1
        while isDigit(at(end)) { end += 1 }
        if end > i + 1 { names.append(String(decoding: bytes[i..<end], as: UTF8.self)) }
        i = max(end, i + 1)
      default:
        i += 1
      }
    }
    return names
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// A letter, digit, `_` or `$` of a name (`a$1` is a name, not a placeholder), or any byte of a non-ASCII one.
  private static func isNamePart(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }
}
