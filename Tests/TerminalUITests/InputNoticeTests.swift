import ArcadeTestSupport
import Glibc
import Testing

@testable import TerminalUI

/// A pseudo-terminal with its slave side open, as the arcade's input would be.
private final class TypedTerminal {
  let keyboard: PseudoTerminal
  let terminal: Int32

  init() throws {
    keyboard = try PseudoTerminal()
    terminal = open(keyboard.slavePath, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
  }

  func type(_ text: String) { keyboard.type(text) }

  deinit { close(terminal) }
}

/// Waits up to `milliseconds` for the watcher's wake pipe; whether it woke.
private func woke(_ watcher: SignalWatcher, within milliseconds: Int32) -> Bool {
  var fd = pollfd(fd: watcher.wakeDescriptor, events: Int16(POLLIN), revents: 0)
  return poll(&fd, 1, milliseconds) == 1
}

/// Waits until the watcher hears `signal` (its dispatch source starts listening a moment after it is
/// made; a signal sent before is ignored): sends it to this process until one arrives, then forgets it.
private func listening(_ watcher: SignalWatcher, for signal: Int32) -> Bool {
  for _ in 0..<100 {
    kill(getpid(), signal)
    if woke(watcher, within: 50) {
      _ = watcher.take(drain: true)
      return true
    }
  }
  return false
}

@Suite("Input notice", .serialized)
struct InputNoticeTests {
  @Test("typing on the terminal sends SIGIO, which wakes the signal pipe; after end() it does not")
  func typingWakesThePipe() throws {
    let pair = try TypedTerminal()
    let watcher = SignalWatcher(signals: [SIGIO])
    try #require(listening(watcher, for: SIGIO))
    let notice = try #require(InputNotice(for: pair.terminal))
    #expect(!woke(watcher, within: 0))
    pair.type("a")
    #expect(woke(watcher, within: 5_000), "no SIGIO after a key")
    #expect(watcher.take(drain: true) == [SIGIO])
    notice.end()
    pair.type("b")
    #expect(!woke(watcher, within: 300), "SIGIO after end()")
  }

  @Test("the request is made on a descriptor of its own: the shared input's flags stay as they were")
  func sharedInputUntouched() throws {
    let pair = try TypedTerminal()
    let before = fcntl(pair.terminal, F_GETFL)
    let notice = try #require(InputNotice(for: pair.terminal))
    defer { notice.end() }
    #expect(notice.descriptor != pair.terminal)
    #expect(fcntl(pair.terminal, F_GETFL) == before)
    #expect(fcntl(notice.descriptor, F_GETFL) & O_ASYNC != 0)
    #expect(fcntl(notice.descriptor, F_GETOWN) == getpid())
  }

  @Test("not a terminal (a pipe): no notice, so the quiet writer polls the input itself")
  func notATerminal() {
    var fds: [Int32] = [-1, -1]
    _ = pipe(&fds)
    defer { for fd in fds { close(fd) } }
    #expect(InputNotice(for: fds[0]) == nil)
  }
}
