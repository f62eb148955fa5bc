import BoardWire
import Testing

/// The answers a hostile board gives: its refusals, redirects, and bodies too large to hold.
extension HostileBoard.Answer {
  /// `status` with `body` as its JSON.
  static func json(_ status: Int, _ body: [UInt8]) -> Self {
    .bytes(Array(head(status, ["Content-Type: application/json", "Content-Length: \(body.count)"]).utf8) + body)
  }

  /// `status` with a message of the wire.
  static func message(_ status: Int, _ message: some Encodable) -> Self { json(status, WireJSON.encode(message)) }

  /// A refusal in the wire's form with `words` (every trick, unless told), sent with its code's status or `status`.
  static func refusal(_ code: RefusalCode, _ words: String = HostileText.words, status: Int? = nil) -> Self {
    message(status ?? code.status, Refusal(code, words))
  }

  /// `status` with a body that is not the wire's (a proxy's error page).
  static func plain(_ status: Int, _ text: String) -> Self {
    let body = Array(text.utf8)
    return .bytes(Array(head(status, ["Content-Type: text/plain", "Content-Length: \(body.count)"]).utf8) + body)
  }

  /// A redirect to `url`.
  static func redirect(to url: String) -> Self {
    .bytes(Array(head(302, ["Location: \(url)", "Content-Length: 0"]).utf8))
  }

  /// A JSON body of `bytes` bytes (blanks), its length announced.
  static func large(_ bytes: Int) -> Self {
    .stream(
      head: head(200, ["Content-Type: application/json", "Content-Length: \(bytes)"]), piece: blanks, total: bytes)
  }

  /// A JSON body without end, and no length: it ends when the client goes.
  static var endless: Self { .stream(head: head(200, ["Content-Type: application/json"]), piece: blanks, total: nil) }

  /// A gzip bomb of 6.5 MB that would unpack to a gigabyte, sent as a compressed JSON answer.
  static var gzipBomb: Self {
    let body = gzipOfZeros(bytes: 6_500_000)
    return .bytes(
      Array(
        head(
          200, ["Content-Type: application/json", "Content-Encoding: gzip", "Content-Length: \(body.count)"]
        ).utf8) + body)
  }

  private static let blanks = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 16)

  private static func head(_ status: Int, _ fields: [String]) -> String {
    "HTTP/1.1 \(status) Hostile\r\n" + fields.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n"
  }

  /// A gzip file of `bytes` bytes whose deflate stream is one zero, then copies of the 258 bytes before at distance
  /// 1, 13 bits each in deflate's fixed codes: it unpacks to about 160 times its size. It is cut off without its
  /// end, which a reader would reach only after unpacking all of it.
  static func gzipOfZeros(bytes: Int) -> [UInt8] {
    var stream: [UInt8] = []
    var bits: UInt32 = 0
    var count = 0
    // Deflate packs bits from the least significant; a Huffman code goes in from its most significant bit.
    func put(code: UInt32, width: Int) {
      for shift in (0..<width).reversed() {
        bits |= ((code >> UInt32(shift)) & 1) << UInt32(count)
        count += 1
        if count == 8 {
          stream.append(UInt8(bits))
          (bits, count) = (0, 0)
        }
      }
    }
    put(code: 0b110, width: 3)  // the last block (1), of fixed codes (type 01, its low bit first)
    put(code: 0x30, width: 8)  // the literal 0
    // From the third byte on the bits repeat every 8 copies (104 bits, 13 bytes): two periods are made, then tiled.
    while stream.count < 2 + 26 {
      put(code: 0b1100_0101, width: 8)  // length 258 (symbol 285)
      put(code: 0, width: 5)  // distance 1 (code 0)
    }
    let period = stream[2..<15]
    let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
    var file = header + stream.prefix(2)
    while file.count < bytes { file += period.prefix(bytes - file.count) }
    return file
  }
}

extension HostileBoard.Answer: CustomTestStringConvertible {
  /// Its status line, or what it does.
  var testDescription: String {
    switch self {
    case .bytes(let bytes): String(decoding: bytes.prefix { $0 != 0x0D }, as: UTF8.self)
    case .stream(let head, _, let total):
      (head.split(separator: "\r\n").first.map(String.init) ?? "")
        + " (\(total.map { "\($0) bytes" } ?? "without end"))"
    case .silence: "silence"
    }
  }
}
