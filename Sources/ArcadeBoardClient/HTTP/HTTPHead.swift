/// The status line and header fields of an answer, as read: names lowercased, values without the blanks around them.
struct HTTPHead {
  let status: Int
  let fields: [(name: String, value: String)]

  /// The most header fields an answer may have: within the size limit, many tiny fields would still cost far more
  /// memory as strings than as bytes.
  static let mostFields = 100

  /// The values of a field, each comma-separated item of each line on its own, lowercased.
  func items(of name: String) -> [String] {
    fields.filter { $0.name == name }.flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimmingBlanks().lowercased() }
  }
}

extension HTTPAnswerReader {
  /// Reads a status line and the header fields after it, up to the empty line that ends them.
  mutating func head() throws(HTTPFailure) -> HTTPHead {
    let status = try Self.status(of: line())
    var fields: [(name: String, value: String)] = []
    while case let field = try line(), !field.isEmpty {
      guard fields.count < HTTPHead.mostFields else {
        throw .malformed("more than \(HTTPHead.mostFields) header fields")
      }
      fields.append(try Self.field(field))
    }
    return HTTPHead(status: status, fields: fields)
  }

  /// `HTTP/1.x SSS reason`: the status code.
  private static func status(of line: ArraySlice<UInt8>) throws(HTTPFailure) -> Int {
    let bytes = Array(line)
    guard bytes.starts(with: Array("HTTP/1.".utf8)), bytes.count >= 12,
      bytes[7] == UInt8(ascii: "0") || bytes[7] == UInt8(ascii: "1"),
      bytes[8] == UInt8(ascii: " "), bytes[9..<12].allSatisfy(HTTPSyntax.isDigit),
      bytes.count == 12 || bytes[12] == UInt8(ascii: " ")
    else { throw .malformed("the first line is not an HTTP/1 status line") }
    let status = bytes[9..<12].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    guard (100...599).contains(status) else { throw .malformed("a status code outside 100-599") }
    return status
  }

  /// `name: value`, the name a token right before the colon.
  private static func field(_ line: ArraySlice<UInt8>) throws(HTTPFailure) -> (name: String, value: String) {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
      line[..<colon].allSatisfy(HTTPSyntax.isTokenByte)
    else {
      throw .malformed(
        line.first.map(HTTPSyntax.isBlank) == true
          ? "a header field folded over two lines" : "a header line that is not name: value")
    }
    let value = line[(colon + 1)...]
    guard !value.contains(0), !value.contains(UInt8(ascii: "\r")) else {
      throw .malformed("a header value with a control character")
    }
    return (
      String(decoding: line[..<colon], as: UTF8.self).lowercased(),
      String(decoding: value, as: UTF8.self).trimmingBlanks()
    )
  }
}

extension StringProtocol {
  /// Without the spaces and tabs at either end.
  fileprivate func trimmingBlanks() -> String {
    let kept = utf8.drop(while: HTTPSyntax.isBlank).reversed().drop(while: HTTPSyntax.isBlank).reversed()
    return String(decoding: kept, as: UTF8.self)
  }
}
