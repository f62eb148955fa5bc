/// A request as the board's routes see it: method, path, query, the headers they read, the body, and who sent it.
public struct HTTPRequest: Sendable {
  public var method: String
  public var path: String
  public var query: [String: String]
  public var headers: [String: String]
  public var body: [UInt8]
  /// The client's IPv4 address as text ("" when unknown), for rate limits and logs.
  public var client: String

  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: [UInt8] = [], client: String = ""
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    self.client = client
  }
}

/// A response: its status, content type and body.
public struct HTTPResponse: Sendable, Equatable {
  public var status: Int
  public var contentType: String
  public var body: [UInt8]
  /// Whether the server logs it: a browser's frames, a few a second for each watcher, are not.
  public var logged = true

  public init(status: Int, contentType: String, body: [UInt8], logged: Bool = true) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.logged = logged
  }

  public static func text(_ status: Int, _ text: String, type: String = "text/plain; charset=utf-8") -> HTTPResponse {
    HTTPResponse(status: status, contentType: type, body: Array(text.utf8))
  }
}
