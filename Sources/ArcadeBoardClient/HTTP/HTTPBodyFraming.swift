/// How an answer's body ends (RFC 9112 section 6.3), decided from its head before a byte of the body is read.
enum HTTPBodyFraming: Equatable {
  /// No body: an answer to HEAD, a 204 or a 304.
  case none
  /// Exactly this many bytes.
  case length(Int)
  /// Chunks, each with its size before it, up to one of size 0.
  case chunked
  /// Everything up to the end of the connection.
  case untilClose

  /// The framing of a final answer to `method`. Refused: a compressed body (never decompressed, so a small answer
  /// can never grow past the limit), a transfer coding other than chunked, both a length and a transfer coding,
  /// and lengths that are not one number.
  init(of head: HTTPHead, method: String) throws(HTTPFailure) {
    guard head.items(of: "content-encoding").allSatisfy({ $0 == "identity" }) else {
      throw .unsupported("compressed (Content-Encoding)")
    }
    let codings = head.items(of: "transfer-encoding")
    let lengths = head.items(of: "content-length")
    if method == "HEAD" || head.status == 204 || head.status == 304 {
      self = .none
    } else if !codings.isEmpty {
      guard lengths.isEmpty else { throw .malformed("both a Content-Length and a Transfer-Encoding") }
      guard codings == ["chunked"] else { throw .unsupported("sent in a transfer coding other than chunked") }
      self = .chunked
    } else if let length = lengths.first {
      guard let count = Self.decimal(length) else { throw .malformed("a Content-Length that is not a number") }
      guard lengths.allSatisfy({ $0 == length }) else { throw .malformed("Content-Length values that disagree") }
      self = .length(count)
    } else {
      self = .untilClose
    }
  }

  /// A length of 1 to 18 decimal digits (so it cannot overflow), or nil.
  private static func decimal(_ text: String) -> Int? {
    guard (1...18).contains(text.utf8.count), text.utf8.allSatisfy(HTTPSyntax.isDigit)
    else { return nil }
    return Int(text)
  }
}
