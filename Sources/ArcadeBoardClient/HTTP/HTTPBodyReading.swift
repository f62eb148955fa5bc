extension HTTPAnswerReader {
  /// The final answer to a request made with `method`: interim answers (1xx) are read past, the body is read as
  /// its head frames it.
  mutating func answer(to method: String) throws(HTTPFailure) -> HTTPAnswer {
    var head = try head()
    while (100..<200).contains(head.status) {
      // 101 switches to another protocol, which the client never asks for.
      guard head.status != 101 else { throw .unsupported("a switch to another protocol") }
      head = try self.head()
    }
    let body: [UInt8]
    switch try HTTPBodyFraming(of: head, method: method) {
    case .none: body = []
    case .length(let count): body = Array(try bytes(count))
    case .chunked: body = try chunkedBody()
    case .untilClose: body = Array(try rest())
    }
    return HTTPAnswer(status: head.status, headers: head.fields, body: body)
  }

  /// Chunks up to the last one (size 0), then the trailer fields, which are read past.
  private mutating func chunkedBody() throws(HTTPFailure) -> [UInt8] {
    var body: [UInt8] = []
    while case let size = try Self.chunkSize(line()), size > 0 {
      body += try bytes(size)
      guard try line().isEmpty else { throw .malformed("a chunk longer than its size") }
    }
    while try !line().isEmpty {}
    return body
  }

  /// A chunk's size: hexadecimal digits, then maybe blanks and `;extensions`, which are ignored.
  private static func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPFailure) -> Int {
    let digits = line.prefix { $0 != UInt8(ascii: ";") && !HTTPSyntax.isBlank($0) }
    guard (1...15).contains(digits.count), digits.allSatisfy(HTTPSyntax.isHexDigit),
      let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
    else { throw .malformed("a chunk size that is not a hexadecimal number") }
    return size
  }
}
