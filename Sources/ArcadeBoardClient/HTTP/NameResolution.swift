import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// One address of a host, as getaddrinfo gives it: what `socket` and `connect` need.
struct SocketAddress: Sendable {
  let family: Int32
  let storage: sockaddr_storage
  let length: socklen_t
}

/// Turns a host into addresses within a deadline.
///
/// getaddrinfo cannot be cancelled and may wait on a resolver far longer than any deadline, so it runs on a
/// thread of its own: the caller stops waiting at its deadline, and the thread ends on its own when getaddrinfo
/// returns, keeping only the small result box, which is freed with it.
enum NameResolution {
  typealias LookUp = @Sendable (_ host: String, _ port: UInt16) -> Result<[SocketAddress], HTTPFailure>

  static func addresses(of host: String, port: UInt16, by deadline: Deadline, lookUp: @escaping LookUp)
    throws(HTTPFailure) -> [SocketAddress]
  {
    let pending = Pending()
    Thread.detachNewThread {
      let result = lookUp(host, port)
      pending.result.withLock { $0 = result }
      pending.done.signal()
    }
    let seconds = deadline.remaining / .seconds(1)
    guard pending.done.wait(timeout: .now() + seconds) == .success, let result = pending.result.withLock({ $0 })
    else { throw deadline.timedOut }
    return try result.get()
  }

  /// The system's resolver: every TCP address of the host, in the order it prefers.
  static func getaddrinfo(host: String, port: UInt16) -> Result<[SocketAddress], HTTPFailure> {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_NUMERICSERV
    var first: UnsafeMutablePointer<addrinfo>?
    let status = Glibc.getaddrinfo(host, String(port), &hints, &first)
    guard status == 0 else {
      return .failure(.cannotResolve(host: host, reason: String(cString: gai_strerror(status))))
    }
    defer { freeaddrinfo(first) }
    var addresses: [SocketAddress] = []
    var next = first
    while let info = next?.pointee {
      if let address = info.ai_addr, Int(info.ai_addrlen) <= MemoryLayout<sockaddr_storage>.size {
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) {
          $0.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(info.ai_addrlen)))
        }
        addresses.append(SocketAddress(family: info.ai_family, storage: storage, length: info.ai_addrlen))
      }
      next = info.ai_next
    }
    guard !addresses.isEmpty else { return .failure(.cannotResolve(host: host, reason: "no address")) }
    return .success(addresses)
  }

  /// What the resolving thread hands back: its result, and the signal that it is there.
  private final class Pending: Sendable {
    let result = Mutex<Result<[SocketAddress], HTTPFailure>?>(nil)
    let done = DispatchSemaphore(value: 0)
  }
}
