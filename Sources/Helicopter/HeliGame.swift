import ArcadeCore

/// Helicopter: hold to rise, let go to fall; fly the cave and dodge the blocks (the Corona
/// "obstacles avoiding game"). Score 1 per 1/30 s survived.
///
/// How the 30-frames-a-second original becomes 60 ticks a second (see also `HeliSettings`, `Stage`):
/// - A tick: read the hold and set the helicopter's velocity; step the physics world (`PhysicsWorld`:
///   the helicopter falls under gravity, the blocks slide); a crash is a contact that began between
///   the helicopter and a wall or a block (`Crash`); add a block every 1.3 s = 78 ticks (ticks 78,
///   156, …), speed up every 5 s = 300 ticks, five times (`BlockField`); park blocks that left.
/// - Hold: the seed's `impulse -= 3` per frame is 90 px/s², so the lift grows 1.5 px/s on every held
///   tick from 60 px/s (61.5 on the first): the seed's staircase of 3 px/s per 1/30 s, sampled twice
///   as often, equal to it at the end of every 1/30 s. Gravity acts after the velocity is set, as in
///   the seed's physics step; that costs g·dt = 4.9 px/s of lift at 60 ticks/s (9.8 at 30 frames/s).
/// - Score: the seed adds 1 per frame, so here 1 per 2 ticks survived; the crash tick is not survived.
/// - Arcade levels (ours): a level is a stretch of cave, won once the blocks have travelled its `distance` past
///   the helicopter; the next level carries the cave on from there (`nextLevel`).
public struct HeliGame: Game {
  /// How long the explosion plays after a crash (0.6 s); then the game is settled.
  public static let explosionTicks = 36
  /// How long the instructions show: 2.2 s, the last 0.2 s fading out (the seed's 2 s and its transitions;
  /// no fade-in, since the front end holds tick 0 until the first press, and they are read then).
  public static let instructionTicks = 144
  /// How long a "speed up" flash shows: 0.2 s in, 0.5 s, 0.2 s out.
  public static let flashTicks = 54

  public let settings: HeliSettings
  public private(set) var tick = 0
  public private(set) var status = GameStatus.playing
  public var score: Int { survivedTicks / 2 }
  /// Ticks that ended without a crash.
  public private(set) var survivedTicks = 0
  public private(set) var field: BlockField
  /// The upward speed the next held tick builds on, px/s (the seed's `-impulse`).
  public private(set) var lift: Double
  private(set) var world: PhysicsWorld
  /// What the helicopter hit, and when; nil while flying.
  public private(set) var crash: Crash?
  public private(set) var crashTick: Int?
  /// How far the blocks had travelled when this stretch of cave began, px: 0 for a flight's first level, the
  /// end of the level before for the next ones (`nextLevel`).
  public private(set) var stretchStart = 0.0
  /// A touch (mouse button) that began and has not ended.
  public private(set) var touchDown = false
  public private(set) var holding = false
  private var rng: RandomStreams

  public init(parameters: ParameterValues, seed: UInt64) {
    settings = HeliSettings(parameters)
    lift = settings.liftStart
    field = BlockField(settings: settings)
    world = Self.makeWorld(settings: settings)
    rng = RandomStreams(seed: seed)
  }

  /// The next level of an arcade run: the same cave from where the last one was won, under the new level's
  /// rules. The helicopter keeps its place and the blocks on the stage theirs (at the new level's starting speed),
  /// but the level starts as a flight does, from rest: no climb or fall, no lift or touch carried over the card
  /// (its inputs are not read, so a release during it would be lost), and nothing within `clearAhead` of the
  /// helicopter, so the flight that resumes at once after the card still leaves time to act. Score and distance
  /// count from 0.
  public static func nextLevel(after previous: HeliGame, parameters: ParameterValues, seed: UInt64) -> HeliGame {
    var game = HeliGame(parameters: parameters, seed: seed)
    game.world = previous.world
    game.world.gravity = Vec2(0, game.settings.gravity)
    game.world.setVelocity(.zero, of: helicopterBody)
    game.field = previous.field.carriedOn(settings: game.settings, world: &game.world)
    let heli = game.flight.box
    game.field.clear(behind: heli.x, reach: heli.maxX + game.field.speed * clearAhead, world: &game.world)
    game.stretchStart = previous.field.travelled
    return game
  }

  /// How long, s, the blocks at a next level's starting speed take to reach the helicopter at the least.
  public static let clearAhead = 1.0

  /// The cave flown in this level, px.
  public var flown: Double { field.travelled - stretchStart }

  /// The blocks on the stage, oldest first.
  public var blocks: [Block] { field.blocks(in: world) }

  /// The helicopter's place, velocity and lift.
  public var flight: Flight {
    let half = Stage.helicopterSize * 0.5
    return Flight(
      position: world.position(of: Self.helicopterBody) - half, velocity: world.velocity(of: Self.helicopterBody),
      lift: lift)
  }

  /// A level won settles at once (the stage stays still under the card); a crash once the explosion played.
  public var isSettled: Bool { status == .won || crashTick.map { tick >= $0 + Self.explosionTicks } ?? false }

  @discardableResult
  public mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    switch input.touch?.phase {
    case .began?: touchDown = true
    case .ended?: touchDown = false
    case .moved?, nil: break
    }
    guard status == .playing else { return [] }  // only the explosion plays on, drawn from `tick`
    // Held this tick: the action (or up) button held or pressed, or the mouse button down.
    holding = !input.held.union(input.pressed).isDisjoint(with: [.action, .up]) || touchDown
    // Held: the lift grows and the velocity is set straight up at that speed (the seed's `impulse -= 3;
    // setLinearVelocity(0, impulse)`); gravity then acts in the step, as in the original's physics.
    // Not held: the lift is back at its start and the velocity carries on.
    if holding {
      lift += settings.liftGrowthPerTick
      world.setVelocity(Vec2(0, -lift), of: Self.helicopterBody)
    } else {
      lift = settings.liftStart
    }
    world.step(dt: Ticks.dt)
    let hit = Self.crash(began: world.began, field: field)
    field.advance(tick: tick, settings: settings, rng: &rng.play, world: &world)
    field.parkBlocksOffStage(world: &world)
    guard let hit else {
      survivedTicks += 1
      guard settings.distance > 0, flown >= settings.distance else { return [] }
      status = .won
      return .goal
    }
    crash = hit
    crashTick = tick
    status = .lost
    return .explosion
  }

  public func hash(into hasher: inout StateHasher) {
    hasher.combine(survivedTicks)
    hasher.combine(touchDown)
    hasher.combine(holding)
    hasher.combine(lift)
    world.hash(into: &hasher)
    field.hash(into: &hasher)
    hasher.combine(crashTick ?? -1)
    switch crash {
    case nil: hasher.combine(-1)
    case .ceiling?: hasher.combine(-2)
    case .floor?: hasher.combine(-3)
    case .block(let id)?: hasher.combine(id)
    }
    hasher.combine(rng.play)
    if stretchStart != 0 { hasher.combine(stretchStart) }  // only a next level's: a first level's hash is as before
  }
}
