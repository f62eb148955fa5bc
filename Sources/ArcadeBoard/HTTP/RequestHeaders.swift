import BoardWire
import CMicroHTTPD

/// A request's headers and query as libmicrohttpd parsed them, and the checks made of them before any body is read.
struct RequestHeaders {
  let connection: OpaquePointer

  init(_ connection: OpaquePointer) { self.connection = connection }

  /// Why the request is refused from its headers alone: lengths that disagree (two `Content-Length`s, or one beside
  /// `Transfer-Encoding`: one server could read the body one way and another the other), or a body over the limit.
  func refusal(maxBody: Int) -> Refusal? {
    let all = pairs(.HEADER_KIND)
    let lengths = all.filter { $0.name == "content-length" }.map(\.value)
    let chunked = all.contains { $0.name == "transfer-encoding" }
    if lengths.count > 1 || (!lengths.isEmpty && chunked) {
      return Refusal(.malformedRequest, "the request has more than one length; send one Content-Length")
    }
    if let length = lengths.first {
      guard let bytes = Int(length), bytes >= 0 else {
        return Refusal(.malformedRequest, "the Content-Length is not a number of bytes")
      }
      if bytes > maxBody { return Refusal(.bodyTooLarge, "the body is over \(maxBody) bytes; a tape is a few KB") }
    }
    return nil
  }

  /// The client's IPv4 address as text ("" when it is not IPv4).
  var client: String {
    let address = arcade_mhd_client_ipv4(connection)
    guard address != 0 else { return "" }
    return withUnsafeBytes(of: address) { $0.map(String.init).joined(separator: ".") }
  }

  /// Every value of one kind (headers, query arguments), header names in lower case; the last of a repeated name.
  func values(_ kind: MHD_ValueKind) -> [String: String] {
    var values: [String: String] = [:]
    for pair in pairs(kind) { values[pair.name] = pair.value }
    return values
  }

  /// Every name and value of one kind, in order, repeated names included.
  func pairs(_ kind: MHD_ValueKind) -> [(name: String, value: String)] {
    final class Box { var pairs: [(name: String, value: String)] = [] }
    let box = Box()
    _ = MHD_get_connection_values(
      connection, kind,
      { cls, kind, key, value in
        guard let cls, let key else { return .YES }
        let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
        let name = String(cString: key)
        box.pairs.append((kind == .HEADER_KIND ? name.lowercased() : name, value.map { String(cString: $0) } ?? ""))
        return .YES
      }, Unmanaged.passUnretained(box).toOpaque())
    return withExtendedLifetime(box) { box.pairs }
  }
}
