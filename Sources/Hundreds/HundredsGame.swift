import ArcadeCore

/// Hundreds: press bouncing circles to score 100 without a pressed circle touching another.
public struct HundredsGame: Game {
  /// Ticks of the closing animation: the red circle fills the screen in 700 ms.
  public static let lossAnimationTicks = 42

  public let settings: HundredsSettings
  var rng: RandomStreams
  var world: PhysicsWorld
  var state: [Circle]
  /// The blocks' bodies, after the walls' (none on the tutorial's stage), and how each slides (px/s).
  let obstacleBodies: [BodyID]
  var obstacleVelocities: [Vec2]
  /// The keyboard cursor in world px, and whether it has been used (it is drawn from then on).
  public internal(set) var cursor = Vec2(Stage.width / 2, Stage.height / 2)
  public internal(set) var cursorShown = false
  /// The circle held by the finger and the one held through the cursor, if any (0-based).
  var touchCircle: Int?
  var cursorCircle: Int?
  /// After a loss: which circle (0-based) touched, and ticks of the closing animation so far.
  public internal(set) var losingCircle: Int?
  public internal(set) var lossTicks = 0

  public private(set) var tick = 0
  public internal(set) var status = GameStatus.playing
  public internal(set) var score = 0

  public init(parameters: ParameterValues, seed: UInt64) {
    settings = HundredsSettings(parameters)
    rng = RandomStreams(seed: seed)
    let blocks = Obstacles.starts(count: settings.obstacleCount, speed: settings.obstacleSpeed)
    let starts = StartPositions.make(
      count: settings.circleCount, radius: settings.radius, velocity: settings.startVelocity,
      clearOf: blocks.map { Obstacles.path(from: $0.position, velocity: $0.velocity) }, rng: &rng.play)
    // Circles first, so circle k is body k; then the walls; then the blocks, if any.
    var world = PhysicsWorld(gravity: .zero)
    var circles: [Circle] = []
    for p in starts {
      let id = world.add(
        BodyDefinition(.dynamic, .circle(radius: settings.radius), at: p, velocity: settings.startVelocity))
      circles.append(Circle(body: id, radius: settings.radius))
    }
    Stage.addWalls(to: &world)
    let side = Obstacles.halfSize
    obstacleBodies = blocks.map {
      world.add(BodyDefinition(.fixed, .box(halfWidth: side, halfHeight: side), at: $0.position))
    }
    obstacleVelocities = blocks.map(\.velocity)
    self.world = world
    state = circles
  }

  public var isSettled: Bool { status == .lost ? lossTicks >= Self.lossAnimationTicks : status.isOver }

  /// Every circle, by key order.
  public var circles: [HundredsCircle] { state.indices.map(circle) }

  /// The circle with index `k` (key k + 1).
  public func circle(_ k: Int) -> HundredsCircle {
    let c = state[k]
    return HundredsCircle(
      key: k + 1, position: world.position(of: c.body), velocity: world.velocity(of: c.body), radius: c.radius,
      label: c.label, isPressed: c.isPressed)
  }

  /// Every block, top row first.
  public var obstacles: [HundredsObstacle] {
    zip(obstacleBodies, obstacleVelocities).map {
      HundredsObstacle(position: world.position(of: $0), velocity: $1, halfSize: Obstacles.halfSize)
    }
  }

  /// Sum of ½·m·v² over the circles (mass = area): kept while nothing is pressed.
  public var kineticEnergy: Double { world.kineticEnergy }

  @discardableResult
  public mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    guard status == .playing else {
      if status == .lost, lossTicks < Self.lossAnimationTicks { lossTicks += 1 }
      return []
    }
    moveCursor(input)
    let events = resolvePresses(input)
    guard status == .playing else { return events }
    if settings.growth == .hold { growHeldCircles() }
    slideObstacles()
    world.step(dt: Ticks.dt)
    return events.union(checkPressedContacts())
  }

  public func hash(into hasher: inout StateHasher) {
    hasher.combine(rng.play)
    world.hash(into: &hasher)
    hasher.combine(state.count)
    for c in state { c.hash(into: &hasher) }
    hasher.combine(cursor)
    hasher.combine(cursorShown)
    hasher.combine(touchCircle ?? -1)
    hasher.combine(cursorCircle ?? -1)
    hasher.combine(losingCircle ?? -1)
    hasher.combine(lossTicks)
    // Nothing without blocks, so the tutorial's states hash as they always did.
    for v in obstacleVelocities { hasher.combine(v) }
  }
}
