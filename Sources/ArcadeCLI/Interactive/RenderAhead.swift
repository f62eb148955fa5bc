import TerminalUI

/// What `RenderAhead` needs from a screen: how a frame's source steps, and how it is drawn,
/// encoded and written.
protocol FrameRenderer {
  /// What a frame is drawn from: a game and where its inputs come from.
  associatedtype Source
  /// Steps the source by one frame's ticks; false when it ran out (the tape ended) on the way.
  func advance(_ source: inout Source) -> Bool
  /// Draws the source and encodes the picture as an update from the last one encoded; its bytes join `queue`.
  mutating func encode(_ source: Source, into queue: inout FrameQueue)
  /// Draws and encodes a frame written before, only to bring the encoder back to it.
  mutating func reencode(_ source: Source)
  /// Writes frames' bytes to the terminal.
  mutating func write(_ bytes: ArraySlice<UInt8>)
  var encoderSnapshot: FrameEncoder.Snapshot { get }
  func restoreEncoder(_ snapshot: FrameEncoder.Snapshot)
}

/// A screen's wake-ups between events, while frames drawn ahead are written.
protocol QuietWakeups {
  /// Sleeps until the next frame is due; returns whether something arrived instead (a key, a signal).
  mutating func sleepUntilFrame() -> Bool
  /// The frames that fell due since the last count.
  mutating func framesDue() -> Int
  /// Writes frames' bytes to the terminal.
  mutating func write(_ bytes: ArraySlice<UInt8>)
}

/// Frames drawn and encoded ahead of the screen, written one per wake-up. A batch is made in one
/// wake-up: after each 33 ms sleep the code and data of a frame are out of the caches, and
/// fetching them again cost more than the drawing, so a batch pays for that once instead of each
/// frame. Whatever changes the future (a key, a resize) first rewinds to the frame on the screen:
/// the frames not yet written are dropped and made again.
struct RenderAhead<Renderer: FrameRenderer> {
  /// Frames made per batch: 30 is a second of a game at 30 frames a second.
  let batchSize: Int
  private var ahead: Renderer.Source
  /// The source and the encoder as they were when the queue was last empty (the screen then).
  private var base: Renderer.Source
  private var baseEncoder: FrameEncoder.Snapshot?
  private var queue = FrameQueue()
  /// The source ran out at the last frame queued.
  private var ended = false

  init(_ source: Renderer.Source, batchSize: Int = 30) {
    precondition(batchSize > 0, "a batch has at least one frame")
    self.batchSize = batchSize
    ahead = source
    base = source
  }

  /// The source as the screen shows it; changed only after a `rewind` (nothing queued then).
  var source: Renderer.Source {
    get {
      precondition(queue.waiting == 0, "rewind before reading the source: frames are queued")
      return ahead
    }
    set {
      precondition(queue.waiting == 0, "rewind before changing the source: frames are queued")
      ahead = newValue
      ended = false
    }
  }

  /// Whether the screen shows the frame where the source ran out.
  var endShown: Bool { ended && queue.waiting == 0 }

  /// Frames queued and not written yet.
  var framesWaiting: Int { queue.waiting }

  /// Writes the next `count` frames in one write (two when the queue runs out on the way). With none
  /// queued, a batch starts: the frames due are made and written first, then the rest of the batch.
  mutating func writeFrames(_ count: Int, with renderer: inout Renderer) {
    var left = count
    while left > 0 {
      if queue.waiting == 0 {
        guard !ended else { return }
        queue.removeAll()
        base = ahead
        baseEncoder = renderer.encoderSnapshot
        while queue.waiting < left && !ended { queueFrame(with: &renderer) }
      }
      let n = min(left, queue.waiting)
      queue.take(n) { renderer.write($0) }
      left -= n
    }
    // The frame due is out: the rest of the batch now, while code and data are in the caches.
    while queue.taken + queue.waiting < batchSize && !ended { queueFrame(with: &renderer) }
  }

  /// Writes queued frames as they fall due until something arrives or the queue is about to run
  /// dry (see `QuietWakeups`). Most of a replay is spent here, so a wake-up that only writes stays
  /// this small (see `QuietFrameWriter`). Returns the frames due that take the queue's last frame:
  /// `writeFrames` writes them and makes the next batch.
  mutating func writeQueuedFrames<W: QuietWakeups>(_ wakeups: inout W) -> Int {
    while queue.waiting > 0 {
      if wakeups.sleepUntilFrame() { return 0 }
      let due = wakeups.framesDue()
      if due >= queue.waiting { return due }
      if due > 0 { queue.take(due) { wakeups.write($0) } }
    }
    return 0
  }

  /// Drops the frames not written yet: the source and the encoder go back to the frame on the screen.
  mutating func rewind(with renderer: inout Renderer) {
    if queue.waiting > 0, let baseEncoder {
      ahead = base
      ended = false
      renderer.restoreEncoder(baseEncoder)
      for _ in 0..<queue.taken {
        ended = !renderer.advance(&ahead)
        renderer.reencode(ahead)
      }
    }
    queue.removeAll()
  }

  private mutating func queueFrame(with renderer: inout Renderer) {
    ended = !renderer.advance(&ahead)
    renderer.encode(ahead, into: &queue)
  }
}
