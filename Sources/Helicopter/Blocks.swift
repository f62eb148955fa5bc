import ArcadeCore

/// An obstacle: enters at the right edge and slides left at the current block speed.
public struct Block: Sendable, Equatable {
  /// Stable id, in order of appearance from 0.
  public let id: Int
  /// Left edge, px.
  public let x: Double
  /// Top edge, px (one of the block heights).
  public let y: Double
  /// How far it reaches down from its top edge, px (the level's `block-length` when it was made).
  public let length: Double

  public var box: Rect { Rect(x: x, y: y, width: Stage.blockSize.x, height: length) }
}

/// The blocks on the stage and the schedule that makes them. Each block is a kinematic body of the
/// physics world; the body of a block that left waits, parked and still, for the next block, so the
/// world never holds more than `Stage.mostBlocks` block bodies however long the flight.
public struct BlockField: Sendable, Equatable {
  /// A block on the stage: its id, its body, its top edge and length (the body's shape holds it too).
  struct Live: Sendable, Equatable {
    let id: Int
    let body: BodyID
    let y: Double
    let length: Double
  }

  /// The blocks on the stage, in order of appearance.
  private(set) var live: [Live] = []
  /// Bodies of blocks that left the stage, parked off stage.
  private var parked: [BodyID] = []
  /// Current block speed, px/s.
  public private(set) var speed: Double
  /// Speed-ups so far.
  public private(set) var speedUps = 0
  /// The tick of the latest speed-up, if any (for the "speed up" flash).
  public private(set) var lastSpeedUpTick: Int?
  /// How far the blocks have travelled since the start, px (the cave's scrolling follows it).
  public private(set) var travelled = 0.0
  private var nextId = 0

  /// Where a parked body waits: far left of the stage, clear of everything.
  static let parking = Vec2(-1000, 160)

  init(settings: HeliSettings) { speed = min(settings.blockSpeed, Stage.fastestBlocks) }

  /// After the world's step moved the blocks: on schedule, add a block at the right edge (it first
  /// moves in the next step) and speed up (counted from the next step).
  mutating func advance(tick: Int, settings: HeliSettings, rng: inout Xoshiro256StarStar, world: inout PhysicsWorld) {
    travelled += speed * Ticks.dt
    if tick % settings.blockIntervalTicks == 0 && live.count < Stage.mostBlocks {
      let height = Double(settings.blockHeights[rng.int(in: 0...(settings.blockHeights.count - 1))])
      let size = settings.blockSize
      let place = Rect(x: Stage.blockSpawnX, y: height, width: size.x, height: size.y).body
      let body: BodyID
      if let spare = parked.popLast() {
        body = spare
        world.setPosition(place.center, of: body)
        world.setShape(place.shape, of: body)  // a block of an earlier level may have had another length
      } else {
        body = world.add(BodyDefinition(.kinematic, place.shape, at: place.center))
      }
      world.setVelocity(Vec2(-speed, 0), of: body)
      live.append(Live(id: nextId, body: body, y: height, length: size.y))
      nextId += 1
    }
    if speedUps < settings.speedSteps, tick % settings.speedIntervalTicks == 0 {
      speed = min(speed + settings.speedStep, Stage.fastestBlocks)
      speedUps += 1
      lastSpeedUpTick = tick
      for block in live { world.setVelocity(Vec2(-speed, 0), of: block.body) }
    }
  }

  /// Parks the blocks that left the stage on the left (after the crash test, so that a block that
  /// crossed the helicopter and the stage's edge in one tick was tested).
  mutating func parkBlocksOffStage(world: inout PhysicsWorld) {
    while let oldest = live.first, Self.left(oldest, in: world) + Stage.blockSize.x <= 0 {
      live.removeFirst()
      park(oldest.body, world: &world)
    }
  }

  private mutating func park(_ body: BodyID, world: inout PhysicsWorld) {
    world.setPosition(Self.parking, of: body)
    world.setVelocity(.zero, of: body)
    parked.append(body)
  }

  /// The field a next level starts with (`HeliGame.nextLevel`): the blocks on the stage and the cave flown go
  /// on, at the new level's starting speed, its speed-ups counted from its start.
  func carriedOn(settings: HeliSettings, world: inout PhysicsWorld) -> BlockField {
    var field = self
    field.speed = min(settings.blockSpeed, Stage.fastestBlocks)
    field.speedUps = 0
    field.lastSpeedUpTick = nil
    for block in live { world.setVelocity(Vec2(-field.speed, 0), of: block.body) }
    return field
  }

  /// Takes off the stage, as if they had left, the blocks whose left edge is short of `reach` and which have
  /// not yet passed `behind` (px): those beside the helicopter and just ahead of it.
  mutating func clear(behind: Double, reach: Double, world: inout PhysicsWorld) {
    var kept: [Live] = []
    for block in live {
      let left = Self.left(block, in: world)
      if left < reach && left + Stage.blockSize.x > behind {
        park(block.body, world: &world)
      } else {
        kept.append(block)
      }
    }
    live = kept
  }

  static func left(_ block: Live, in world: PhysicsWorld) -> Double {
    world.position(of: block.body).x - Stage.blockSize.x / 2
  }

  func blocks(in world: PhysicsWorld) -> [Block] {
    live.map { Block(id: $0.id, x: Self.left($0, in: world), y: $0.y, length: $0.length) }
  }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(speed)
    hasher.combine(speedUps)
    hasher.combine(lastSpeedUpTick ?? -1)
    hasher.combine(travelled)
    hasher.combine(nextId)
    hasher.combine(live.count)
    for b in live {
      hasher.combine(b.id)
      hasher.combine(Int(b.body.index))
      hasher.combine(b.y)
    }
    hasher.combine(parked.count)
    for body in parked { hasher.combine(Int(body.index)) }
  }
}
