import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeAudio
@testable import ArcadeCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP listener on 127.0.0.1 that takes connections (the kernel completes them) and never says a
/// word: a sound server that hangs.
final class SilentListener {
  let fd: Int32
  let port: Int

  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.fd = fd
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard fd >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(fd) }
}

@Suite("Waiting for the sound server")
struct SoundServerWaitTests {
  @Test("a connection that takes longer than the wait is given up with the reason, and closed when it comes")
  func lateConnectionIsClosed() throws {
    let release = DispatchSemaphore(value: 0)
    let closed = DispatchSemaphore(value: 0)
    #expect(throws: SoundUnavailable("too slow")) {
      try ServerConnection<Int>.connect(
        within: 0.01, late: SoundUnavailable("too slow"),
        { () throws(SoundUnavailable) in
          release.wait()
          return 7
        },
        discard: {
          #expect($0 == 7); closed.signal()
        })
    }
    release.signal()
    #expect(closed.wait(timeout: .now() + 10) == .success, "the late connection was never closed")
  }

  @Test("a connection made in time is used, and its failure's own reason is kept")
  func timelyConnection() throws {
    let value = try ServerConnection<Int>.connect(
      within: 10, late: SoundUnavailable("too slow"), { () throws(SoundUnavailable) in 7 }, discard: { _ in })
    #expect(value == 7)
    #expect(throws: SoundUnavailable("refused")) {
      try ServerConnection<Int>.connect(
        within: 10, late: SoundUnavailable("too slow"),
        { () throws(SoundUnavailable) in throw SoundUnavailable("refused") }, discard: { _ in })
    }
  }
}

/// `--sound` with a server that accepts and never answers (issue 30, item 9).
@Suite(
  "End to end: a sound server that never answers", .serialized, .ownThreads,
  .enabled(
    if: EndToEnd.available && (SoundServer.available || SoundServer.required),
    "needs the arcade binary, tmux, and PulseAudio's client library (.ci/run installs pulseaudio)"))
struct SilentSoundServerTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  @Test(
    "with PULSE_SERVER at a listener that never answers, the title card comes at once (libpulse would wait 30 s) and says the bell stands in and why; q quits, the terminal restored"
  )
  func titleComesAtOnce() async throws {
    try #require(SoundServer.available, "PulseAudio is not installed")
    let listener = try SilentListener()
    let server = "tcp:127.0.0.1:\(listener.port)"
    let s = try await TmuxSession("env PULSE_SERVER=\(server) \(arcade) play heli --sound", columns: 120, rows: 30)
    // Well within the 30 s libpulse waits for an answer (the arcade gives it 0.5 s).
    let title = await s.waitFor(timeout: 10) { $0.contains("Play") }
    #expect(title.ok, "no title card while the server stays silent:\n\(title.screen)")
    let text = title.screen.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(
      text.contains("Sound: terminal bell (the sound server at \(server) did not answer within 0.5 s)"),
      "\(title.screen)")
    s.keys("q")
    await #expect(s.exitCode(timeout: 10) == 0, "did not quit while the connection still hangs")
    s.expectRestored("quitting with the sound server silent")
    #expect(s.standardError.isEmpty, "\(s.standardError)")
  }
}
