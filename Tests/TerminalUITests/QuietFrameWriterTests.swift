import Glibc
import Testing

@testable import TerminalUI

/// Three pipes standing in for the terminal's input, the signal pipe and the terminal's output.
private final class Pipes {
  var input: [Int32] = [-1, -1]
  var signals: [Int32] = [-1, -1]
  var output: [Int32] = [-1, -1]

  init() {
    _ = pipe(&input)
    _ = pipe(&signals)
    _ = pipe(&output)
  }

  var writer: QuietFrameWriter {
    QuietFrameWriter(input: input[0], signals: signals[0], output: output[1])
  }

  func readOutput() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = read(output[0], &buffer, buffer.count)
    return Array(buffer.prefix(max(0, n)))
  }

  deinit { for fd in input + signals + output { close(fd) } }
}

@Suite("Quiet frame writer")
struct QuietFrameWriterTests {
  @Test("with nothing to read, a sleep lasts its time and reports that nothing arrived")
  func sleepsQuietly() {
    let pipes = Pipes()
    #expect(pipes.writer.sleep(milliseconds: 5) == false)
  }

  @Test("a key waiting on the terminal, or a byte on the signal pipe, ends the sleep at once")
  func wakesForEvents() {
    let key = Pipes()
    var byte: UInt8 = 0x61
    _ = write(key.input[1], &byte, 1)
    #expect(key.writer.sleep(milliseconds: 60_000) == true)
    let signal = Pipes()
    _ = write(signal.signals[1], &byte, 1)
    #expect(signal.writer.sleep(milliseconds: 60_000) == true)
  }

  @Test("input announced by SIGIO: the terminal is not polled (-1), and the signal pipe still ends the sleep at once")
  func announcedInput() {
    let pipes = Pipes()
    var byte: UInt8 = 0x61
    _ = write(pipes.input[1], &byte, 1)
    let writer = QuietFrameWriter(input: -1, signals: pipes.signals[0], output: pipes.output[1])
    #expect(writer.sleep(milliseconds: 5) == false, "the waiting key was polled")
    _ = write(pipes.signals[1], &byte, 1)
    #expect(writer.sleep(milliseconds: 60_000) == true)
  }

  @Test("frames' bytes are written whole, in order, from a slice of the queue's buffer")
  func writes() {
    let pipes = Pipes()
    let bytes = Array("\u{1B}[2;3Hab\u{1B}[Hc".utf8)
    pipes.writer.write(bytes[2...])
    #expect(pipes.readOutput() == Array(bytes[2...]))
  }
}
