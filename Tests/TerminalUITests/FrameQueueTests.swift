import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import TerminalUI

@Suite("Frame queue and encoder snapshots")
struct FrameQueueTests {
  @Test("frames are taken in order, several at once as one run of bytes; an empty frame is still a frame")
  func order() {
    var queue = FrameQueue()
    queue.append(Array("ab".utf8))
    queue.append(EmptyCollection())
    queue.append(Array("cde".utf8))
    queue.append(Array("f".utf8))
    #expect(queue.waiting == 4)
    #expect(queue.take(1) { String(decoding: $0, as: UTF8.self) } == "ab")
    #expect(queue.take(2) { String(decoding: $0, as: UTF8.self) } == "cde")
    #expect(queue.taken == 3 && queue.waiting == 1)
    #expect(queue.take(5) { String(decoding: $0, as: UTF8.self) } == "f")
    #expect(queue.take(1) { $0.count } == 0 && queue.waiting == 0)
    queue.removeAll()
    #expect(queue.taken == 0 && queue.waiting == 0)
  }

  @Test("an encoder restored to a snapshot encodes the next frames as if the ones since had never been")
  func snapshot() {
    var frames: [Canvas] = []
    for n in 0..<4 {
      var canvas = Canvas(columns: 10, rows: 3)
      canvas.text("frame \(n)", column: n, row: n % 3, style: Style(n.isMultiple(of: 2) ? .red : .blue))
      frames.append(canvas)
    }
    var straight = FrameEncoder(colorMode: .full, ascii: false)
    var expected: [[UInt8]] = []
    for i in [0, 1, 3] {
      _ = straight.encode(frames[i], screenColumns: 10, screenRows: 3)
      expected.append(straight.output)
    }
    var encoder = FrameEncoder(colorMode: .full, ascii: false)
    var got: [[UInt8]] = []
    for i in [0, 1] {
      _ = encoder.encode(frames[i], screenColumns: 10, screenRows: 3)
      got.append(encoder.output)
    }
    let saved = encoder.snapshot
    _ = encoder.encode(frames[2], screenColumns: 10, screenRows: 3)  // drawn ahead, never sent
    encoder.restore(saved)
    _ = encoder.encode(frames[3], screenColumns: 10, screenRows: 3)
    got.append(encoder.output)
    #expect(got == expected)
    var screen = AnsiScreen(columns: 10, rows: 3)
    for bytes in got { screen.apply(bytes) }
    #expect(firstMismatch(screen, frames[3], mode: .full) == nil)
  }
}
