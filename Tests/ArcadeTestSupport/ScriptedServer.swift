import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP server on the loopback that answers each connection with a script of the test's: well-behaved, slow,
/// endless or broken, as the test needs. It counts the connections it accepted and keeps the requests it read.
public final class ScriptedServer: Sendable {
  public let port: UInt16
  private let listener: Int32
  private let accepted = Mutex(0)
  private let received = Mutex<[String]>([])
  private let running = DispatchGroup()

  /// Listens on 127.0.0.1 (or ::1) on a free port, and runs `script` for each connection on a thread of its own.
  public init(ipv6: Bool = false, script: @escaping @Sendable (Peer) -> Void) throws {
    listener = try Self.listen(ipv6: ipv6)
    port = Self.port(of: listener)
    let (listener, running) = (listener, running)
    running.enter()
    Thread.detachNewThread { [self] in
      defer { running.leave() }
      while case let socket = accept(listener, nil, nil), socket >= 0 {
        accepted.withLock { $0 += 1 }
        running.enter()
        Thread.detachNewThread { [self] in
          defer { running.leave() }
          script(Peer(socket: socket, server: self))
          close(socket)
        }
      }
    }
  }

  /// How many connections came.
  public var connections: Int { accepted.withLock { $0 } }

  /// The requests read so far, each its head and body as text.
  public var requests: [String] { received.withLock { $0 } }

  /// Stops listening and waits for every script to end (a script ends when its client has gone).
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    running.wait()
    close(listener)
  }

  fileprivate func keep(_ request: String) { received.withLock { $0.append(request) } }

  /// Whether this machine has an IPv6 loopback to listen on.
  public static var ipv6Available: Bool {
    guard let listener = try? listen(ipv6: true) else { return false }
    close(listener)
    return true
  }

  private static func listen(ipv6: Bool) throws -> Int32 {
    let socket = Glibc.socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EAFNOSUPPORT) }
    let bound: Int32
    if ipv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_addr = in6addr_loopback
      bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard bound == 0, Glibc.listen(socket, 16) == 0 else {
      close(socket)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    return socket
  }

  private static func port(of socket: Int32) -> UInt16 {
    var address = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    // sin_port and sin6_port sit at the same place, right after the family.
    return withUnsafeBytes(of: &address) { UInt16(bigEndian: $0.load(fromByteOffset: 2, as: UInt16.self)) }
  }
}

/// One connection as a script sees it.
public struct Peer: Sendable {
  public let socket: Int32
  fileprivate let server: ScriptedServer

  /// Reads a request (its head, and the body its Content-Length announces) and keeps it in the server's list.
  @discardableResult
  public func readRequest() -> String {
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 4096)
    func headEnd() -> Int? {
      bytes.indices.dropLast(3).first { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }.map { $0 + 4 }
    }
    func bodyLength(_ head: String) -> Int {
      let line = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      return line.flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }
    while headEnd() == nil || bytes.count < headEnd()! + bodyLength(String(decoding: bytes, as: UTF8.self)) {
      let count = read(socket, &piece, piece.count)
      guard count > 0 else { break }
      bytes += piece[..<count]
    }
    let request = String(decoding: bytes, as: UTF8.self)
    server.keep(request)
    return request
  }

  /// Writes every byte: false once the client has gone (MSG_NOSIGNAL, so that is no SIGPIPE).
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  @discardableResult
  public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

  /// Waits, answering nothing, until the client closes the connection (it gave up).
  public func waitUntilClosed() {
    var byte: UInt8 = 0
    while read(socket, &byte, 1) > 0 {}
  }
}
