/// The bytes of one request: one request a connection (`Connection: close`), bodies sent as they are
/// (`Accept-Encoding: identity` asks the same of the answer).
enum HTTPRequest {
  /// The fields the client sets itself, which a caller may not.
  static let ownFields: Set<String> = ["host", "connection", "accept-encoding", "content-length", "transfer-encoding"]

  static func bytes(
    method: String, prefix: String, path: String, host: String, fields: [(String, String)], body: [UInt8]?
  ) throws(HTTPFailure) -> [UInt8] {
    guard !method.isEmpty, method.utf8.allSatisfy(HTTPSyntax.isTokenByte) else {
      throw .invalidRequest("a method is one word")
    }
    guard path.hasPrefix("/"), path.utf8.allSatisfy(HTTPSyntax.isVisible) else {
      throw .invalidRequest("a path starts with / and has no space or character outside ASCII")
    }
    for (name, value) in fields {
      guard !name.isEmpty, name.utf8.allSatisfy(HTTPSyntax.isTokenByte), !ownFields.contains(name.lowercased()) else {
        throw .invalidRequest("a header field name the arcade cannot send")
      }
      guard !value.utf8.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") || $0 == 0x7F }) else {
        throw .invalidRequest("a header field value with a control character")
      }
    }
    var head =
      "\(method) \(prefix)\(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\nAccept-Encoding: identity\r\n"
    if let body { head += "Content-Length: \(body.count)\r\n" }
    for (name, value) in fields { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    return Array(head.utf8) + (body ?? [])
  }
}
