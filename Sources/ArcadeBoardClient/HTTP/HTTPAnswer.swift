/// A board's answer to one request: its status (a redirect is an answer like any other, never followed), its header
/// fields in the order they came with their names lowercased, and its body as sent (never decompressed).
///
/// Every name, value and byte here is the server's: sanitise before showing any of it to a player.
public struct HTTPAnswer: Equatable, Sendable {
  public let status: Int
  public let headers: [(name: String, value: String)]
  public let body: [UInt8]

  public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The values of a header field, by its name in any case, in the order they came.
  public func values(of name: String) -> [String] {
    let name = name.lowercased()
    return headers.filter { $0.name == name }.map(\.value)
  }

  public static func == (a: HTTPAnswer, b: HTTPAnswer) -> Bool {
    a.status == b.status && a.body == b.body && a.headers.elementsEqual(b.headers) { $0 == $1 }
  }
}
