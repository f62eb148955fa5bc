/// Why a request got no answer the arcade can use. Each case says what happened in our own words: none holds bytes
/// the server sent, so `description` can go to a player's terminal as it is.
public enum HTTPFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The host's name did not resolve (getaddrinfo's words for why).
  case cannotResolve(host: String, reason: String)
  /// No address of the host took the connection (the system's words for the last refusal).
  case cannotConnect(reason: String)
  /// The deadline passed before the whole answer came.
  case timedOut(seconds: Double)
  /// The answer (status line, header fields and body together) is larger than the request allowed.
  case tooLarge(limit: Int)
  /// The answer is not HTTP/1.x as the client reads it.
  case malformed(String)
  /// The server closed the connection before the whole answer came.
  case closedEarly
  /// The connection broke while sending or receiving (the system's words).
  case connectionLost(reason: String)
  /// The answer is HTTP, but of a kind the client does not take (a compressed body, a switch of protocols).
  case unsupported(String)
  /// The request itself cannot be sent as asked (a line break in a header, a path with a space): a bug of the caller.
  case invalidRequest(String)

  public var description: String {
    switch self {
    case .cannotResolve(let host, let reason): "cannot find the host \(host) (\(reason))"
    case .cannotConnect(let reason): "cannot connect (\(reason))"
    case .timedOut(let seconds): "no whole answer within \(Self.seconds(seconds)) s"
    case .tooLarge(let limit): "the answer is larger than \(Self.size(limit)), the most the arcade takes"
    case .malformed(let why): "the answer is not HTTP the arcade can read (\(why))"
    case .closedEarly: "the connection closed before the whole answer came"
    case .connectionLost(let reason): "the connection broke (\(reason))"
    case .unsupported(let what): "the answer is \(what), which the arcade does not take"
    case .invalidRequest(let why): "the arcade cannot send this request (\(why))"
    }
  }

  private static func seconds(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e9 else { return "\(seconds)" }
    let tenths = Int((seconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  private static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
    return "\(bytes) bytes"
  }
}
