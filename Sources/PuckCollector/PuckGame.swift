import ArcadeCore

/// Puck Collector: drag a puck onto pucks of its own color before the time bar runs down.
///
/// Pucks are sensor circles in a gravity-free `PhysicsWorld`; only the dragged (held) puck collects.
/// Mouse touches and the keyboard cursor drive one shared pointer, which a held puck follows.
public struct PuckGame: Game {
  /// The held puck and the puck of another color it touched (ids).
  public struct Clash: Sendable, Equatable {
    public let held: Int
    public let other: Int
  }

  public private(set) var tick = 0
  public private(set) var status = GameStatus.playing
  public private(set) var score = 0

  /// All pucks in id order, collected ones included (flagged).
  public private(set) var pucks: [Puck]
  public private(set) var heldPuck: Int?
  /// Score texts rising from collected pucks.
  public private(set) var floaters: [Floater] = []
  /// The held puck and the puck of another color it touched, when that ended the game.
  public private(set) var clash: Clash?
  /// Points added for time left when no pair was left (0 otherwise).
  public private(set) var timeBonus = 0
  /// Ticks stepped since the game ended (the closing animation).
  public private(set) var closingTicks = 0

  let settings: PuckSettings
  var pointer = Pointer()
  var world = PhysicsWorld(gravity: .zero)
  var rng: RandomStreams

  /// How far outside a puck's rim a press still grabs it: at the smallest size a terminal cell is 7.5 x 15.2 px
  /// and a click lands on a cell's center, so a click on a cell showing a puck's edge can be up to ~8 px outside it.
  static let grabSlop = 8.0

  public init(parameters: ParameterValues, seed: UInt64) {
    settings = PuckSettings(parameters)
    rng = RandomStreams(seed: seed)
    pucks = Board.make(settings, rng: &rng.play)
    if settings.drift > 0 { Drift.start(&pucks, speed: settings.drift, rng: &rng.play) }
    for p in pucks {
      world.add(BodyDefinition(.kinematic, .circle(radius: settings.radius), at: p.position, sensor: true))
    }
  }

  /// Settled once the closing animation is over: the last "+50" faded, a clashing puck blinked.
  public var isSettled: Bool { status.isOver && closingTicks >= Floater.life }

  /// The pointer (mouse or keyboard cursor) in world pixels.
  public var cursor: Vec2 { pointer.position }
  public var puckRadius: Double { settings.radius }
  public var timeUpTick: Int { settings.timeUpTick }
  /// The score that wins at once (the `goal` parameter); nil when only a board with no pair left wins.
  public var goal: Int? { settings.goal > 0 ? settings.goal : nil }
  /// Won by reaching the goal (rather than by leaving no pair).
  public var reachedGoal: Bool { status == .won && settings.goal > 0 && score - timeBonus >= settings.goal }
  /// Pucks left of each color, by color index.
  public var pucksLeft: [Int] { (0..<settings.colorCount).map { Board.count(pucks, color: $0) } }
  /// Remaining width of the time bar, 1 at the start down to 0.2 at time up, shrinking once a whole second.
  public var timeBarFraction: Double {
    let seconds = Double(min(tick, timeUpTick) / Ticks.perSecond)
    return max(0.2, 1 - 0.8 * seconds / settings.duration)
  }

  @discardableResult
  public mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    for i in floaters.indices { floaters[i].age += 1 }
    floaters.removeAll { $0.age >= Floater.life }
    guard status == .playing else {
      closingTicks += 1
      return []
    }
    var (drop, events) = (false, TickEvents())
    if let touch = input.touch { (drop, events) = applyTouch(touch) }
    if input.pressed.contains(.action) {
      if heldPuck != nil { drop = true } else { events.formUnion(grab(at: pointer.position)) }
    }
    pointer.move(input, step: settings.cursorStep, speed: settings.cursorSpeed)
    if settings.drift > 0 { driftLoosePucks() }
    if let held = heldPuck {
      pucks[held].position = pointer.puckCenter(radius: settings.radius)
      world.setPosition(pucks[held].position, of: BodyID(Int32(held)))
    }
    world.step(dt: Ticks.dt)
    if let held = heldPuck { events.formUnion(resolveContacts(of: held)) }
    if drop { heldPuck = nil }
    if status == .playing { events.formUnion(checkEnd()) }
    return events
  }

  /// A press grabs the puck under it (after dropping one held by the keyboard); a release drops.
  /// Says whether the held puck is dropped at the end of this tick, and what happened.
  private mutating func applyTouch(_ touch: Touch) -> (drop: Bool, events: TickEvents) {
    pointer.position = Pointer.clamped(touch.point)
    switch touch.phase {
    case .began:
      heldPuck = nil
      return (false, grab(at: pointer.position))
    case .moved: return (false, [])
    case .ended: return (heldPuck != nil, [])
    }
  }

  /// Grabs the puck nearest to a point within its radius plus the slop (lower id on a tie).
  private mutating func grab(at point: Vec2) -> TickEvents {
    let reach = settings.radius + Self.grabSlop
    var best: (id: Int, distance2: Double)?
    for p in pucks where !p.isCollected {
      let d2 = (p.position - point).lengthSquared
      if d2 <= reach * reach, d2 < best?.distance2 ?? .infinity { best = (p.id, d2) }
    }
    guard let best else { return [] }
    heldPuck = best.id
    return .move
  }

  /// The held puck's overlaps after the physics step, in id order: any puck of another color ends the
  /// game (nothing is collected on that tick); otherwise every puck of its color it touches is collected.
  private mutating func resolveContacts(of held: Int) -> TickEvents {
    let heldID = BodyID(Int32(held))
    let others = world.touching.filter { $0.involves(heldID) }.map { Int($0.other(than: heldID).index) }
    if let wrong = others.first(where: { pucks[$0].color != pucks[held].color }) {
      clash = Clash(held: held, other: wrong)
      status = .lost
      return .lose
    }
    var events: TickEvents = []
    for other in others {
      pucks[other].isCollected = true
      world.remove(BodyID(Int32(other)))
      score += settings.points
      floaters.append(Floater(text: "+\(settings.points)", origin: pucks[other].position, age: 0))
      events.insert(.blip)
    }
    return events
  }

  private mutating func driftLoosePucks() {
    for i in pucks.indices where !pucks[i].isCollected && i != heldPuck {
      Drift.move(&pucks[i], radius: settings.radius)
      world.setPosition(pucks[i].position, of: BodyID(Int32(i)))
    }
  }

  /// Reaching the goal (when there is one) or leaving no pair ends the game as a win with the time bonus;
  /// otherwise time runs out at `timeUpTick`.
  private mutating func checkEnd() -> TickEvents {
    if (settings.goal > 0 && score >= settings.goal) || !Board.hasPair(pucks, colors: settings.colorCount) {
      timeBonus = max(0, timeUpTick - tick) / Ticks.perSecond * settings.bonusPerSecond
      score += timeBonus
      status = .won
      return .goal
    }
    if tick >= timeUpTick { status = .timeUp }
    return []
  }

  public func hash(into hasher: inout StateHasher) {
    hasher.combine(rng.play)
    hasher.combine(pucks.count)
    for p in pucks {
      hasher.combine(p.color)
      hasher.combine(p.position)
      hasher.combine(p.isCollected)
    }
    hasher.combine(heldPuck ?? -1)
    hasher.combine(pointer.position)
    hasher.combine(floaters.count)
    for f in floaters {
      hasher.combine(f.origin)
      hasher.combine(f.age)
    }
    hasher.combine(clash?.held ?? -1)
    hasher.combine(clash?.other ?? -1)
    hasher.combine(timeBonus)
    hasher.combine(closingTicks)
    world.hash(into: &hasher)
    // Hashed only when on, so that a game without drift hashes as before the parameter existed.
    if settings.drift > 0 {
      for p in pucks { hasher.combine(p.velocity) }
    }
  }
}
