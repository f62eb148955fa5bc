/// Encoded frames waiting for their time: one buffer of bytes, cut into frames, taken in order.
/// The front end draws a batch of frames in one wake-up and writes one at each of the next ones.
public struct FrameQueue {
  private var bytes: [UInt8] = []
  /// Where each frame's bytes end in `bytes`.
  private var ends: [Int] = []
  /// The first frame not taken yet.
  private var next = 0

  public init() {
    bytes.reserveCapacity(1 << 15)
    ends.reserveCapacity(64)
  }

  /// Frames queued and not taken yet.
  public var waiting: Int { ends.count - next }

  /// Frames taken since the queue was last empty.
  public var taken: Int { next }

  /// Adds a frame's bytes (none when the frame changed nothing on the screen).
  public mutating func append(_ frame: some Collection<UInt8>) {
    bytes.append(contentsOf: frame)
    ends.append(bytes.count)
  }

  /// Takes the next `count` frames (fewer if fewer wait) and runs `body` on their bytes, together.
  public mutating func take<R>(_ count: Int, _ body: (ArraySlice<UInt8>) -> R) -> R {
    let last = min(next + max(0, count), ends.count)
    let start = next == 0 ? 0 : ends[next - 1]
    let end = last == 0 ? 0 : ends[last - 1]
    next = last
    return body(bytes[start..<end])
  }

  /// Empties the queue, keeping its storage.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    next = 0
  }
}
