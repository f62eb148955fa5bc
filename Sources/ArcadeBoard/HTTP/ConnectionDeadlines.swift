import Dispatch
import Glibc
import Synchronization

/// The whole-request deadline libmicrohttpd lacks (its timeout counts idle gaps only, so a client sending a byte a
/// second keeps its connection forever): every open connection and when its current request began, and a timer
/// that shuts the socket of any request older than the deadline, so the server closes it as it would a client
/// that left.
final class ConnectionDeadlines: @unchecked Sendable {  // A DispatchSource is safe from any thread.
  let deadline: UInt64
  private let open = Mutex<[Int: Entry]>([:])

  private struct Entry {
    let socket: Int32
    var began: UInt64
    var cut = false
  }
  private let timer: any DispatchSourceTimer

  /// Checks every second for requests older than `seconds`.
  init(seconds: UInt32) {
    deadline = UInt64(seconds) * 1_000_000_000
    timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "arcade.http.deadlines"))
    timer.schedule(deadline: .now() + 1, repeating: 1)
    timer.setEventHandler { [weak self] in self?.cutOverdue() }
    timer.resume()
  }

  deinit { timer.cancel() }

  /// A connection opened, on `socket`.
  func opened(_ connection: Int, socket: Int32) {
    open.withLock { $0[connection] = Entry(socket: socket, began: DispatchTime.now().uptimeNanoseconds) }
  }

  /// A request on the connection was answered: the next one's time begins.
  func answered(_ connection: Int) {
    open.withLock { $0[connection]?.began = DispatchTime.now().uptimeNanoseconds }
  }

  /// The connection closed (called before its socket is closed, so a socket here is never another's).
  func closed(_ connection: Int) { _ = open.withLock { $0.removeValue(forKey: connection) } }

  func stop() { timer.cancel() }

  private func cutOverdue() {
    let now = DispatchTime.now().uptimeNanoseconds
    open.withLock { open in
      for (connection, entry) in open where !entry.cut && now > entry.began + deadline {
        shutdown(entry.socket, Int32(SHUT_RDWR))
        open[connection]?.cut = true
      }
    }
  }
}
