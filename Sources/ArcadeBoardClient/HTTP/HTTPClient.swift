/// A small HTTP/1.1 client over POSIX sockets, for talking to a board: plain http, one request a connection, and
/// every request bounded in time and memory whatever the server does.
///
/// - The deadline covers the whole request: the name lookup, the connect, the send and the whole answer.
/// - The limit caps the whole answer (status line, header fields and body): the client reads no further.
/// - An answer is taken as sent: a redirect comes back as an answer with its status, never followed; a compressed
///   answer is refused, never decompressed.
public struct HTTPClient: Sendable {
  public let address: HTTPAddress
  /// Turns the host into addresses; the system's resolver unless a test gives another.
  var lookUp: NameResolution.LookUp = NameResolution.getaddrinfo

  /// A client of the board at `baseURL` (`http://HOST[:PORT][/PREFIX]`); the problem with it if it is not one.
  public init(baseURL: String) throws(HTTPAddress.Problem) {
    address = try HTTPAddress(baseURL)
  }

  /// Sends one request to `path` (starting with /) below the base URL and reads its answer, within `seconds` and
  /// `limit` bytes. `headers` are fields besides the client's own (Host, Connection, Accept-Encoding,
  /// Content-Length), which it refuses; any answer that comes whole is a success, whatever its status.
  public func send(
    _ method: String, _ path: String, body: [UInt8]? = nil, headers: [(String, String)] = [],
    deadline seconds: Double, limit: Int
  ) -> Result<HTTPAnswer, HTTPFailure> {
    Result { () throws(HTTPFailure) in
      let deadline = Deadline(seconds: seconds)
      let request = try HTTPRequest.bytes(
        method: method, prefix: address.prefix, path: path, host: address.hostField, fields: headers, body: body)
      guard deadline.remaining > .zero else { throw deadline.timedOut }
      let addresses = try NameResolution.addresses(
        of: address.host, port: address.port, by: deadline, lookUp: lookUp)
      let connection = try SocketConnection.open(to: addresses, by: deadline)
      // A server may answer and close before it has read the whole request (a refusal of its size, say): its
      // answer is still the one to read, and the send's failure is told only when no answer comes.
      var sendFailure: HTTPFailure?
      do throws(HTTPFailure) { try connection.send(request) } catch { sendFailure = error }
      var reader = HTTPAnswerReader(source: connection, limit: limit)
      do throws(HTTPFailure) { return try reader.answer(to: method) } catch { throw sendFailure ?? error }
    }
  }
}
