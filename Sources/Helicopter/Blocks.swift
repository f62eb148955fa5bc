import ArcadeCore

/// An obstacle: enters at the right edge and slides left at the current block speed.
public struct Block: Sendable, Equatable {
  /// Stable id, in order of appearance from 0.
  public let id: Int
  /// Left edge, px.
  public internal(set) var x: Double
  /// Top edge, px (one of the block heights).
  public let y: Double

  public var box: Rect { Rect(x: x, y: y, width: Stage.blockSize.x, height: Stage.blockSize.y) }
}

/// The blocks on the stage, in order of appearance, and the schedule that makes them.
public struct BlockField: Sendable, Equatable {
  public private(set) var blocks: [Block] = []
  /// Current block speed, px/s.
  public private(set) var speed: Double
  /// Speed-ups so far.
  public private(set) var speedUps = 0
  /// The tick of the latest speed-up, if any (for the "speed up" flash).
  public private(set) var lastSpeedUpTick: Int?
  /// How far the blocks have travelled since the start, px (the cave's scrolling follows it).
  public private(set) var travelled = 0.0
  private var nextId = 0

  init(rules: HeliRules) { speed = rules.blockSpeed }

  /// One tick: move every block, then (on schedule) add a block and speed up. A block added this
  /// tick first moves on the next one; a speed-up counts from the next.
  mutating func advance(tick: Int, rules: HeliRules, rng: inout Xoshiro256StarStar) {
    let step = speed * HeliRules.dt
    travelled += step
    for i in blocks.indices { blocks[i].x -= step }
    if tick % rules.blockIntervalTicks == 0 {
      let height = rules.blockHeights[rng.int(in: 0...(rules.blockHeights.count - 1))]
      blocks.append(Block(id: nextId, x: Stage.blockSpawnX, y: Double(height)))
      nextId += 1
    }
    if speedUps < rules.speedSteps, tick % rules.speedIntervalTicks == 0 {
      speed += rules.speedStep
      speedUps += 1
      lastSpeedUpTick = tick
    }
  }

  /// Forgets the blocks that left the stage on the left (after the crash test, so that even a block
  /// that crossed the whole helicopter and the stage's edge in one tick was tested).
  mutating func dropBlocksOffStage() {
    blocks.removeAll { $0.x + Stage.blockSize.x <= 0 }
  }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(speed)
    hasher.combine(speedUps)
    hasher.combine(lastSpeedUpTick ?? -1)
    hasher.combine(travelled)
    hasher.combine(nextId)
    hasher.combine(blocks.count)
    for b in blocks {
      hasher.combine(b.id)
      hasher.combine(b.x)
      hasher.combine(b.y)
    }
  }
}
