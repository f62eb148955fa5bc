import ArcadeTestSupport
import BoardWire
import Foundation
import Synchronization

/// A board on 127.0.0.1 that answers each request as its test scripts it, byte for byte: refusals and names full of
/// terminal tricks, bodies without end, compressed bombs, redirects, silence. It logs one line a request
/// ("POST /runs/7"), as a board's log would, to count what reached it.
final class HostileBoard: Sendable {
  /// A request as the board read it.
  struct Request: Sendable {
    let method: String
    let path: String
    let body: String
  }

  /// What the board does with a request.
  enum Answer: Sendable {
    /// These bytes, then it closes the connection.
    case bytes([UInt8])
    /// This head, then `piece` again and again: `total` bytes of body in all, or until the client goes (nil).
    case stream(head: String, piece: [UInt8], total: Int?)
    /// Nothing, until the client gives up.
    case silence
  }

  private let server: ScriptedServer
  private let stopped = Mutex(false)

  init(_ answer: @escaping @Sendable (Request) -> Answer) throws {
    server = try ScriptedServer { peer in
      let text = peer.readRequest()
      let (head, body) = Self.split(text)
      let words = head.split(separator: " ", maxSplits: 2)
      let request = Request(
        method: words.first.map(String.init) ?? "", path: words.dropFirst().first.map(String.init) ?? "", body: body)
      switch answer(request) {
      case .bytes(let bytes):
        peer.write(bytes)
      case .stream(let head, let piece, let total):
        guard peer.write(head) else { return }
        var sent = 0
        while total.map({ sent < $0 }) ?? true, peer.write(Array(piece.prefix((total ?? .max) - sent))) {
          sent += piece.count
        }
      case .silence:
        peer.waitUntilClosed()
      }
    }
  }

  var url: String { "http://127.0.0.1:\(server.port)" }

  /// One line a request: its method and path.
  var log: [String] {
    server.requests.map { Self.split($0).head.split(separator: " ").prefix(2).joined(separator: " ") }
  }

  /// Stops listening, once every answer has gone (a silent one, once its client gave up).
  func stop() {
    let first = stopped.withLock { stopped in
      defer { stopped = true }
      return !stopped
    }
    if first { server.stop() }
  }

  deinit { stop() }

  private static func split(_ request: String) -> (head: String, body: String) {
    guard let end = request.range(of: "\r\n\r\n") else { return (request, "") }
    let line = request[..<end.lowerBound].split(separator: "\r\n").first ?? ""
    return (String(line), String(request[end.upperBound...]))
  }
}
