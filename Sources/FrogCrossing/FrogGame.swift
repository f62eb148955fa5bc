import ArcadeCore

// Decisions, where the seed leaves things open (the others are at the code they shape):
// - Every seed position is a graphic's top-left corner (Corona's display.newImage(file, left, top)).
//   car.png is taken as 28x18: cars of one lane stand 30 px apart in the seed (so at most 30 wide)
//   and lanes 27 px apart (so under 27 tall). With these, each frog row touches exactly one lane.
// - Rounds: with more rounds to go (--rounds, 0 = endless) the bays empty and the cars gain
//   --speed-up px/s. Losing the last frog to the clock ends the game as time up, to a car as lost.
// - Arcade levels: --lane-spread, --extra-cars and --traffic random (each off by default) make the road
//   harder or different without changing the seed's rules; a random start draws one number from the play stream.

/// Frog Crossing: hop a frog across two roads of traffic into the goal bays (Docs/games.md "Frog Crossing").
///
/// Each tick: a pad press hops the frog (walls and filled bays block the hop), the frog's clock
/// runs down, the cars move, then the physics world reports what the frog touches: a car costs a
/// life, an empty bay is filled.
public struct FrogGame: Game {
  /// What just happened, shown in the panel for a moment.
  public enum Event: Int, Sendable {
    case start, bayFilled, roundComplete, carHitFrog, frogTimedOut, won, lost
  }

  /// Where a frog was run over (its center, in stage points) and how many more ticks the splat shows.
  struct Splat: Sendable, Equatable {
    let x: Int, y: Int
    let ticks: Int
  }

  let settings: FrogSettings
  public let layout: LaneLayout
  public internal(set) var tick = 0
  public internal(set) var status = GameStatus.playing
  public internal(set) var score = 0

  /// Center of the frog, in stage points.
  public internal(set) var frogX = Stage.frogStartX
  public internal(set) var frogY = Stage.frogStartY
  /// Frogs left, the one playing included.
  public internal(set) var lives: Int
  /// The round being played, from 1.
  public internal(set) var round = 1
  public internal(set) var bays: [Bay]
  var traffic: Traffic
  /// Current car step per tick in 1/600 px (grows with `speed-up`); the bottom lane's, when lanes differ.
  public internal(set) var carStep: Int
  /// The furthest row (up from the start) this frog has reached: only new rows score.
  var bestRow = 0
  /// Ticks left for this frog when there is a time limit.
  public internal(set) var frogTicksLeft: Int
  /// The pad button lit by the last press, and for how many more ticks.
  public internal(set) var litButton: PadButton?
  var litTicks = 0
  /// Where the last frog was run over, while its splat shows.
  var splat: Splat?
  public internal(set) var lastEvent = Event.start
  var eventTick = 0
  /// Ticks since the game ended (the closing animation).
  var endedTicks = 0

  var world = PhysicsWorld()
  let frogBody: BodyID
  var carBodies: [BodyID] = []
  var bayBodies: [BodyID] = []
  /// The banks' grass tufts and flowers (cosmetic only: chosen from the seed's cosmetic stream).
  let scenery: Scenery

  public var cars: [Car] { traffic.cars }
  /// Each lane's car step per tick now, in 1/600 px, bottom lane first (all `carStep` unless `lane-spread`).
  public var laneSteps: [Int] { traffic.laneSteps }
  /// Car speed now, in px/s (the bottom lane's).
  public var carSpeed: Double { Self.speed(ofStep: carStep) }
  /// The top lane's car speed now, in px/s.
  public var topLaneSpeed: Double { Self.speed(ofStep: laneSteps.last ?? carStep) }
  /// Bays with a frog in them.
  public var filledBays: Int { bays.filter(\.filled).count }
  public var isSettled: Bool { status.isOver && endedTicks >= Stage.closingTicks }

  public init(parameters: ParameterValues, seed: UInt64) {
    settings = FrogSettings(parameters)
    layout = LaneLayout.seed
    lives = settings.lives
    carStep = settings.carStep
    frogTicksLeft = settings.timeLimitTicks
    bays = Bay.make(count: settings.bays, layout: layout)
    traffic = Traffic(layout: layout, extraCars: settings.extraCars)
    traffic.setSteps(settings.laneSteps(carStep: carStep, lanes: layout.lanes.count))
    var rng = RandomStreams(seed: seed)
    scenery = Scenery(rng: &rng.cosmetic)
    if settings.traffic == .random {
      // Driving the cars tick by tick keeps every board one the tutorial's traffic itself reaches.
      for _ in 0..<rng.play.below(UInt64(FrogSettings.maxHeadStartTicks)) { traffic.advance() }
    }
    // Sensors only: gravity 0 and no bounces, as in the seed; the world just reports overlaps.
    let frogHalf = Shape.box(halfWidth: Stage.frogHalfWidth, halfHeight: Stage.frogHalfHeight)
    frogBody = world.add(BodyDefinition(.kinematic, frogHalf, at: Vec2(160, 426), sensor: true))
    let carShape = Shape.box(halfWidth: traffic.halfWidth, halfHeight: traffic.halfHeight)
    for car in traffic.cars {
      carBodies.append(
        world.add(BodyDefinition(.kinematic, carShape, at: Vec2(car.x, car.y), sensor: true)))
    }
    for bay in bays {
      let shape = Shape.box(halfWidth: bay.size / 2, halfHeight: bay.size / 2)
      bayBodies.append(world.add(BodyDefinition(.fixed, shape, at: bay.center, sensor: true)))
    }
  }

  @discardableResult
  public mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    if litTicks > 0 { litTicks -= 1 }
    if let s = splat { splat = s.ticks > 1 ? Splat(x: s.x, y: s.y, ticks: s.ticks - 1) : nil }
    guard status == .playing else {
      endedTicks += 1
      return []
    }
    var events: TickEvents = []
    if let button = PadButton.pressed(by: input) {
      litButton = button
      litTicks = Stage.padLitTicks
      events.formUnion(hop(button))
    }
    if settings.timeLimitTicks > 0 {
      frogTicksLeft -= 1
      if frogTicksLeft <= 0 {
        events.formUnion(frogLost(.frogTimedOut))
        if status != .playing { return events }
      }
    }
    traffic.advance()
    return events.union(resolveContacts())
  }

  static func speed(ofStep step: Int) -> Double { Double(step * Ticks.perSecond) / Double(Stage.subpixelsPerPoint) }

  public func hash(into hasher: inout StateHasher) {
    hasher.combine(frogX)
    hasher.combine(frogY)
    hasher.combine(lives)
    hasher.combine(round)
    hasher.combine(carStep)
    hasher.combine(bestRow)
    hasher.combine(frogTicksLeft)
    for bay in bays { hasher.combine(bay.filled) }
    traffic.hash(into: &hasher)
    hasher.combine(litButton.map(\.rawValue) ?? -1)
    hasher.combine(litTicks)
    hasher.combine(splat.map { $0.x * 1_000_000 + $0.y * 1000 + $0.ticks } ?? -1)
    hasher.combine(lastEvent.rawValue)
    hasher.combine(eventTick)
    hasher.combine(endedTicks)
    world.hash(into: &hasher)
  }
}
