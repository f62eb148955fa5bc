import ArcadeCore
import ArcadeTestSupport
import TerminalUI
import Testing

@testable import ArcadeCLI

/// The encoder of `CounterRenderer`, in a box: `restoreEncoder` is not mutating.
private final class EncoderBox {
  var encoder = FrameEncoder(colorMode: .full, ascii: false)
}

/// A counter drawn as its number on a 12x2 screen, encoded by a real `FrameEncoder`; what is written
/// lands on an emulated terminal and in a log of writes.
private struct CounterRenderer: FrameRenderer {
  /// The tape's length: the source runs out when the counter reaches it.
  let last: Int
  let box = EncoderBox()
  var screen = AnsiScreen(columns: 12, rows: 2)
  var writes: [[UInt8]] = []
  var framesMade = 0

  static func picture(_ n: Int) -> Canvas {
    var canvas = Canvas(columns: 12, rows: 2)
    canvas.text("n=\(n)", column: n % 5, row: n % 2, style: Style(.red))
    return canvas
  }

  func advance(_ source: inout Int) -> Bool {
    source = min(source + 1, last)
    return source < last
  }

  mutating func encode(_ source: Int, into queue: inout FrameQueue) {
    framesMade += 1
    _ = box.encoder.encode(Self.picture(source), screenColumns: 12, screenRows: 2)
    queue.append(box.encoder.output)
  }

  mutating func reencode(_ source: Int) {
    _ = box.encoder.encode(Self.picture(source), screenColumns: 12, screenRows: 2)
  }

  mutating func write(_ bytes: ArraySlice<UInt8>) {
    writes.append(Array(bytes))
    screen.apply(Array(bytes))
  }

  var encoderSnapshot: FrameEncoder.Snapshot { box.encoder.snapshot }
  func restoreEncoder(_ snapshot: FrameEncoder.Snapshot) { box.encoder.restore(snapshot) }

  /// The text the emulated terminal shows.
  var shown: String {
    var text = ""
    for r in 0..<2 {
      for c in 0..<12 { text.unicodeScalars.append(screen[c, r].glyph) }
    }
    return text.split(separator: " ").joined()
  }
}

/// The bytes of pictures `numbers` encoded one after the other, one frame each: what the screen
/// would get without drawing ahead.
private func straightBytes(_ numbers: [Int]) -> [[UInt8]] {
  var encoder = FrameEncoder(colorMode: .full, ascii: false)
  return numbers.map { n in
    _ = encoder.encode(CounterRenderer.picture(n), screenColumns: 12, screenRows: 2)
    return encoder.output
  }
}

@Suite("Frames drawn ahead")
struct RenderAheadTests {
  @Test("frames made in batches of 7 write, frame by frame, the bytes of frames made one at a time")
  func sameBytes() {
    var renderer = CounterRenderer(last: 100)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 7)
    ahead.writeFrames(1, with: &renderer)
    #expect(renderer.framesMade == 7 && ahead.framesWaiting == 6)
    for _ in 1..<20 { ahead.writeFrames(1, with: &renderer) }
    #expect(renderer.writes == straightBytes(Array(1...20)))
    #expect(renderer.framesMade == 21 && ahead.framesWaiting == 1)
    #expect(renderer.shown == "n=20")
  }

  @Test("a late wake-up writes the frames it missed at once: the ones queued, then a new batch's in one write")
  func lateWakeUp() {
    var renderer = CounterRenderer(last: 100)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 4)
    ahead.writeFrames(1, with: &renderer)
    ahead.writeFrames(2, with: &renderer)
    #expect(renderer.writes.count == 2)
    #expect(renderer.writes[1] == Array(straightBytes([1, 2, 3])[1...].joined()))
    ahead.writeFrames(6, with: &renderer)  // the one queued, then a new batch with the five others
    #expect(renderer.writes.count == 4 && renderer.shown == "n=9")
    #expect(renderer.writes[3] == Array(straightBytes(Array(1...9))[4...].joined()))
  }

  @Test("a rewind drops the unwritten frames: the source is the frame on the screen and goes on from there")
  func rewind() {
    var renderer = CounterRenderer(last: 1000)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 10)
    for _ in 0..<3 { ahead.writeFrames(1, with: &renderer) }
    #expect(ahead.framesWaiting == 7)
    ahead.rewind(with: &renderer)
    #expect(ahead.source == 3 && ahead.framesWaiting == 0)
    ahead.source = 500  // a key changed the future
    for _ in 0..<3 { ahead.writeFrames(1, with: &renderer) }
    #expect(renderer.writes == straightBytes([1, 2, 3, 501, 502, 503]))
    #expect(renderer.shown == "n=503")
  }

  @Test("the end shows only once the frame where the source ran out is written")
  func end() {
    var renderer = CounterRenderer(last: 5)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 30)
    ahead.writeFrames(1, with: &renderer)
    #expect(renderer.framesMade == 5 && !ahead.endShown)
    for _ in 0..<3 { ahead.writeFrames(1, with: &renderer) }
    #expect(!ahead.endShown && renderer.shown == "n=4")
    ahead.writeFrames(1, with: &renderer)
    #expect(ahead.endShown && renderer.shown == "n=5")
    ahead.writeFrames(3, with: &renderer)
    #expect(renderer.writes.count == 5)
  }

  @Test("a rewind before the end forgets that the source ran out further on")
  func rewindBeforeEnd() {
    var renderer = CounterRenderer(last: 5)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 30)
    ahead.writeFrames(2, with: &renderer)
    ahead.rewind(with: &renderer)
    #expect(!ahead.endShown && ahead.source == 2)
    for _ in 0..<3 { ahead.writeFrames(1, with: &renderer) }
    #expect(ahead.endShown)
    let straight = straightBytes([1, 2, 3, 4, 5])
    #expect(renderer.writes == [straight[0] + straight[1]] + straight[2...])
  }

  @Test("queued frames are written as they fall due, one write each, until a key arrives on the 5th sleep")
  func queuedUntilKey() {
    var renderer = CounterRenderer(last: 100)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 10)
    ahead.writeFrames(1, with: &renderer)
    var sleeps = 0
    var wakeups = ScriptedWakeups(
      sleep: {
        sleeps += 1
        return sleeps == 5
      }, framesDue: { 1 }, write: { renderer.write($0) })
    let owed = ahead.writeQueuedFrames(&wakeups)
    #expect(owed == 0 && sleeps == 5 && ahead.framesWaiting == 5)
    #expect(renderer.writes == straightBytes([1, 2, 3, 4, 5]))
    ahead.rewind(with: &renderer)
    #expect(ahead.source == 5 && renderer.framesMade == 10)
  }

  @Test("a wake-up with no frame due writes nothing; two due are written together")
  func queuedDueCounts() {
    var renderer = CounterRenderer(last: 100)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 10)
    ahead.writeFrames(1, with: &renderer)
    var due = [0, 2, 1, 0]
    var sleeps = 0
    var wakeups = ScriptedWakeups(
      sleep: {
        sleeps += 1
        return due.isEmpty
      }, framesDue: { due.removeFirst() }, write: { renderer.write($0) })
    _ = ahead.writeQueuedFrames(&wakeups)
    #expect(sleeps == 5 && renderer.shown == "n=4")
    let straight = straightBytes([1, 2, 3, 4])
    #expect(renderer.writes == [straight[0], straight[1] + straight[2], straight[3]])
  }

  @Test("the frames due that reach the queue's last frame are handed back for writeFrames, which makes the next batch")
  func queuedRunsDry() {
    var renderer = CounterRenderer(last: 100)
    var ahead = RenderAhead<CounterRenderer>(0, batchSize: 4)
    ahead.writeFrames(1, with: &renderer)
    var wakeups = ScriptedWakeups(sleep: { false }, framesDue: { 2 }, write: { renderer.write($0) })
    let owed = ahead.writeQueuedFrames(&wakeups)
    #expect(owed == 2 && ahead.framesWaiting == 1 && renderer.shown == "n=3")
    ahead.writeFrames(owed, with: &renderer)
    #expect(renderer.shown == "n=5" && renderer.framesMade == 8)
    #expect(renderer.writes.joined().elementsEqual(straightBytes(Array(1...5)).joined()))
  }
}

/// Wake-ups scripted by closures: what each sleep reports, how many frames fell due, where bytes go.
private struct ScriptedWakeups: QuietWakeups {
  let sleep: () -> Bool
  let due: () -> Int
  let written: (ArraySlice<UInt8>) -> Void

  init(sleep: @escaping () -> Bool, framesDue: @escaping () -> Int, write: @escaping (ArraySlice<UInt8>) -> Void) {
    (self.sleep, due, written) = (sleep, framesDue, write)
  }

  func sleepUntilFrame() -> Bool { sleep() }
  func framesDue() -> Int { due() }
  func write(_ bytes: ArraySlice<UInt8>) { written(bytes) }
}
