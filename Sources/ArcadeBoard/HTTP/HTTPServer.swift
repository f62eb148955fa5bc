import BoardWire
import CMicroHTTPD
import Foundation
import Glibc
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd: a pool of polling threads; a limit of connections in all and from one
/// address; idle clients cut off, and any request not done by its deadline; a body over the limit, or a request with
/// conflicting lengths, refused from its headers (before `100 Continue`). Each request is answered by `handle` on
/// one of the pool's threads (HEAD as GET, without the body), and one line is logged per request (method, path,
/// status, milliseconds). `stop()` lets requests in flight finish.
public final class HTTPServer: @unchecked Sendable {
  public struct Settings: Sendable {
    public var address: String
    public var port: UInt16
    public var threads: UInt32 = 4
    /// Seconds a connection may stay idle (a slow client) before it is closed, and the most a whole request may take.
    public var timeout: UInt32 = 10
    public var deadline: UInt32 = 20
    public var maxConnections: UInt32 = 1000
    public var connectionsPerAddress: UInt32 = 32
    /// The largest body read; a bigger one is answered 413 without being read.
    public var maxBody: Int = BoardAPI.requestBytes

    public init(address: String, port: UInt16) {
      self.address = address
      self.port = port
    }
  }

  private let handle: @Sendable (HTTPRequest) -> HTTPResponse
  private let log: @Sendable (String) -> Void
  private let maxBody: Int
  private let timeout: UInt32
  private let deadlines: ConnectionDeadlines
  private var daemon: OpaquePointer?
  /// Requests begun and not yet completed (their answers not yet sent).
  private let requestsInFlight = Mutex(0)
  /// The port it listens on (the one the system chose, for port 0).
  public private(set) var port: UInt16 = 0

  /// Starts listening; the failure is one line (the address is taken, not an address, ...).
  public init(
    _ settings: Settings, log: @escaping @Sendable (String) -> Void,
    handle: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(BoardError) {
    self.handle = handle
    self.log = log
    maxBody = settings.maxBody
    timeout = settings.timeout
    deadlines = ConnectionDeadlines(seconds: settings.deadline)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = settings.port.bigEndian
    guard inet_pton(AF_INET, settings.address, &address.sin_addr) == 1 else {
      throw BoardError("\(settings.address) is not an IPv4 address; listen on e.g. 127.0.0.1:8470")
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    daemon = arcade_mhd_start(
      &address, settings.threads, settings.timeout, settings.maxConnections, settings.connectionsPerAddress,
      64 * 1024, Self.access, me, Self.completed, me, Self.connectionChanged, me)
    guard let daemon else {
      deadlines.stop()
      throw BoardError(
        "cannot listen on \(settings.address):\(settings.port) (\(String(cString: strerror(errno)))); is another server there?"
      )
    }
    port = arcade_mhd_port(daemon)
  }

  deinit { stop() }

  /// Stops accepting, lets the requests in flight finish, and returns when they have: their answers are sent
  /// (stopping the daemon closes every connection, an answer still queued on one among them), for at most the
  /// slow-client timeout.
  public func stop() {
    guard let daemon else { return }
    self.daemon = nil
    let listener = MHD_quiesce_daemon(daemon)
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout) * 1_000_000_000
    while requestsInFlight.withLock({ $0 }) > 0 && DispatchTime.now().uptimeNanoseconds < deadline {
      usleep(2_000)
    }
    MHD_stop_daemon(daemon)
    deadlines.stop()
    // A quiesced daemon leaves its listening socket to the caller, to close once its threads are gone.
    if listener >= 0 { close(listener) }
  }

  /// What one request gathers between libmicrohttpd's calls: its body so far, and when it began.
  private final class Pending {
    var body: [UInt8] = []
    var tooLarge = false
    let began = DispatchTime.now().uptimeNanoseconds
  }

  private static let access: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, size, state in
    guard let cls, let connection, let size, let state else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let path = url.map { String(cString: $0) } ?? "/"
    let verb = method.map { String(cString: $0) } ?? "GET"
    guard let pendingPointer = state.pointee else {
      // The first call: the headers alone. A request they already condemn is answered now, its body unread.
      let pending = Pending()
      state.pointee = Unmanaged.passRetained(pending).toOpaque()
      server.requestsInFlight.withLock { $0 += 1 }
      if let refusal = RequestHeaders(connection).refusal(maxBody: server.maxBody) {
        return server.send(.refusal(refusal), verb, path, pending, connection)
      }
      return .YES
    }
    let pending = Unmanaged<Pending>.fromOpaque(pendingPointer).takeUnretainedValue()
    if size.pointee > 0 {
      if pending.body.count + size.pointee > server.maxBody {
        pending.tooLarge = true
      } else if let upload {
        pending.body.append(contentsOf: UnsafeRawBufferPointer(start: upload, count: size.pointee))
      }
      size.pointee = 0
      return .YES
    }
    let headers = RequestHeaders(connection)
    var request = HTTPRequest(method: verb, path: path, client: headers.client)
    request.query = headers.values(.GET_ARGUMENT_KIND)
    request.headers = headers.values(.HEADER_KIND)
    request.body = pending.body
    let response =
      pending.tooLarge
      ? .refusal(Refusal(.bodyTooLarge, "the body is over \(server.maxBody) bytes; a tape is a few KB"))
      : server.handle(request)
    return server.send(response, verb, path, pending, connection)
  }

  /// Queues `response` on the connection and logs the request's line.
  private func send(
    _ response: HTTPResponse, _ verb: String, _ path: String, _ pending: Pending, _ connection: OpaquePointer
  ) -> MHD_Result {
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - pending.began) / 1e6
    if response.logged {
      log(
        "\(verb.printableForLog) \(path.printableForLog) \(response.status) \(String(format: "%.1f", milliseconds)) ms")
    }
    return response.body.withUnsafeBytes { bytes in
      let made = arcade_mhd_response(bytes.count, bytes.baseAddress)
      guard let made else { return .NO }
      defer { MHD_destroy_response(made) }
      _ = MHD_add_response_header(made, "Content-Type", response.contentType)
      return MHD_queue_response(connection, UInt32(response.status), made)
    }
  }

  /// A request's end, its answer sent (or its connection gone): called for every request `access` began.
  private static let completed: MHD_RequestCompletedCallback = { cls, connection, state, _ in
    guard let cls, let state, let pending = state.pointee else { return }
    Unmanaged<Pending>.fromOpaque(pending).release()
    state.pointee = nil
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    server.requestsInFlight.withLock { $0 -= 1 }
    if let connection { server.deadlines.answered(Int(bitPattern: UnsafeRawPointer(connection))) }
  }

  /// A connection opened or closed: its request deadline is kept from open to close.
  private static let connectionChanged: MHD_NotifyConnectionCallback = { cls, connection, _, change in
    guard let cls, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let key = Int(bitPattern: UnsafeRawPointer(connection))
    if change == .CONNECTION_NOTIFY_STARTED {
      server.deadlines.opened(key, socket: arcade_mhd_socket(connection))
    } else {
      server.deadlines.closed(key)
    }
  }
}

extension String {
  /// The text for a log line: printable ASCII, cut to 200 characters (a path is the client's to choose).
  var printableForLog: String {
    String(unicodeScalars.prefix(200).map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
  }
}
