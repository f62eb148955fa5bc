import ArcadeTestSupport
import Dispatch
import Testing

@testable import ArcadeBoardClient

#if canImport(Glibc)
  import Glibc
#endif

/// Reaching the board: names, IPv4 and IPv6 addresses, a port where nothing listens, a resolver that hangs, a board
/// that hangs up while the request is still going out.
@Suite("The HTTP client: connections", .ownThreads)
struct HTTPClientConnectionTests {
  static let hello = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"

  @Test("a name is looked up (localhost), and an IPv4 address taken as it is")
  func namesAndIPv4() throws {
    let server = try HTTPClientAnswerTests.answering(Self.hello)
    defer { server.stop() }
    for host in ["localhost", "127.0.0.1"] {
      let client = try HTTPClient(baseURL: "http://\(host):\(server.port)")
      #expect(try client.send("GET", "/", deadline: 30, limit: 4096).get().body == Array("hello".utf8))
    }
    #expect(
      server.requests.map { $0.split(separator: "\r\n")[1] } == [
        "Host: localhost:\(server.port)", "Host: 127.0.0.1:\(server.port)",
      ])
  }

  @Test("an IPv6 address in brackets reaches a board on ::1", .enabled(if: ScriptedServer.ipv6Available))
  func ipv6() throws {
    let server = try ScriptedServer(ipv6: true) { peer in
      peer.readRequest()
      peer.write(Self.hello)
    }
    defer { server.stop() }
    let client = try HTTPClient(baseURL: "http://[::1]:\(server.port)")
    #expect(try client.send("GET", "/", deadline: 30, limit: 4096).get().status == 200)
    #expect(server.requests.first?.contains("\r\nHost: [::1]:\(server.port)\r\n") == true)
  }

  @Test("a port where nothing listens: cannot connect, in the system's words")
  func refused() throws {
    // A socket bound and never listening holds the port, so nothing else can take it during the test.
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) + getsockname(socket, $0, &length)
      }
    }
    let client = try HTTPClient(baseURL: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
    let failure = client.send("GET", "/", deadline: 30, limit: 4096).failure
    #expect(failure == .cannotConnect(reason: "Connection refused"))
    #expect(failure?.description == "cannot connect (Connection refused)")
  }

  @Test("a name that does not resolve: cannot find the host")
  func unknownName() throws {
    let client = try HTTPClient(baseURL: "http://board.invalid:8470")
    guard case .cannotResolve(let host, _) = client.send("GET", "/", deadline: 30, limit: 4096).failure else {
      Issue.record("resolved board.invalid")
      return
    }
    #expect(host == "board.invalid")
  }

  @Test(
    "a name lookup that hangs is given up at the deadline: the call returns while the lookup still waits (it would answer after a minute)"
  )
  func hangingLookUp() throws {
    let server = try HTTPClientAnswerTests.answering(Self.hello)
    defer { server.stop() }
    let release = DispatchSemaphore(value: 0)
    defer { release.signal() }
    var client = try HTTPClient(baseURL: "http://board.example:\(server.port)")
    client.lookUp = { _, port in
      _ = release.wait(timeout: .now() + 60)
      return NameResolution.getaddrinfo(host: "127.0.0.1", port: port)
    }
    #expect(client.send("GET", "/", deadline: 1, limit: 4096).failure == .timedOut(seconds: 1))
    #expect(server.connections == 0)
  }

  @Test(
    "a board that hangs up while a large request is still going out fails the call, and raises no SIGPIPE, which would end the game"
  )
  func hangUpWhileSending() throws {
    // Closed at once with the request unread: the connection is reset, and the client's next send meets it.
    let server = try ScriptedServer { _ in }
    defer { server.stop() }
    let client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
    var failure: HTTPFailure?
    let raised = SIGPIPEWatch.raised {
      failure =
        client.send("POST", "/runs", body: [UInt8](repeating: 1, count: 16 << 20), deadline: 30, limit: 4096)
        .failure
    }
    #expect(!raised)
    #expect(
      failure == .connectionLost(reason: "Broken pipe")
        || failure == .connectionLost(reason: "Connection reset by peer"))
  }

  @Test(
    "a request that cannot be sent as asked (a line break in a field, a space in the path, a path without its /, a field the client sets itself) is refused before any connection",
    arguments: [
      ("/runs", [("X-Name", "a\r\nInjected: 1")]), ("/a b", []), ("runs", []), ("/runs", [("Host", "elsewhere")]),
    ])
  func invalidRequest(path: String, fields: [(String, String)]) throws {
    let server = try HTTPClientAnswerTests.answering(Self.hello)
    defer { server.stop() }
    let client = try HTTPClient(baseURL: "http://127.0.0.1:\(server.port)")
    guard case .invalidRequest = client.send("GET", path, headers: fields, deadline: 30, limit: 4096).failure else {
      Issue.record("sent")
      return
    }
    #expect(server.connections == 0)
  }
}
