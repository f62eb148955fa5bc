#if canImport(Glibc)
  import Glibc
#endif

/// One TCP connection with a non-blocking socket: every wait (connect, send, receive) is a poll cut to the
/// deadline, so no server, however slow, holds the caller past it. The socket closes with the value.
final class SocketConnection: ByteSource {
  private let socket: Int32
  private let deadline: Deadline

  private init(socket: Int32, deadline: Deadline) {
    self.socket = socket
    self.deadline = deadline
  }

  deinit { close(socket) }

  /// Connects to the first address that takes the connection, in the order given.
  static func open(to addresses: [SocketAddress], by deadline: Deadline) throws(HTTPFailure) -> SocketConnection {
    var lastError: Int32 = ECONNREFUSED
    for address in addresses {
      let socket = Glibc.socket(
        address.family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
      guard socket >= 0 else {
        lastError = errno
        continue
      }
      let connection = SocketConnection(socket: socket, deadline: deadline)
      let error = try connection.connect(to: address)
      if error == 0 { return connection }
      lastError = error
    }
    throw .cannotConnect(reason: String(cString: strerror(lastError)))
  }

  /// Connects: 0, or the errno of the refusal.
  private func connect(to address: SocketAddress) throws(HTTPFailure) -> Int32 {
    var storage = address.storage
    let result = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, address.length) }
    }
    let error = errno
    if result == 0 { return 0 }
    guard error == EINPROGRESS || error == EINTR else { return error }
    try wait(for: Int16(POLLOUT))
    var refusal: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    guard getsockopt(socket, SOL_SOCKET, SO_ERROR, &refusal, &length) == 0 else { return errno }
    return refusal
  }

  /// Sends every byte. MSG_NOSIGNAL: a peer that closed gives EPIPE here, never a SIGPIPE that ends the process.
  func send(_ bytes: [UInt8]) throws(HTTPFailure) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      let error = errno
      if count >= 0 {
        sent += count
      } else if error == EAGAIN || error == EWOULDBLOCK {
        try wait(for: Int16(POLLOUT))
      } else if error != EINTR {
        throw .connectionLost(reason: String(cString: strerror(error)))
      }
    }
  }

  func receive(upTo count: Int) throws(HTTPFailure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    while true {
      let received = bytes.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count, 0) }
      if received >= 0 { return Array(bytes.prefix(received)) }
      let error = errno
      if error == EAGAIN || error == EWOULDBLOCK {
        try wait(for: Int16(POLLIN))
      } else if error != EINTR {
        throw .connectionLost(reason: String(cString: strerror(error)))
      }
    }
  }

  /// Waits until the socket is ready for `events` (or has failed, which the next call reports), or the deadline.
  private func wait(for events: Int16) throws(HTTPFailure) {
    while true {
      var entry = pollfd(fd: socket, events: events, revents: 0)
      let ready = poll(&entry, 1, deadline.pollMilliseconds)
      if ready > 0 { return }
      if ready == 0 { throw deadline.timedOut }
      guard errno == EINTR else { throw .connectionLost(reason: String(cString: strerror(errno))) }
    }
  }
}
