import ArcadeCore
import Helicopter
import Testing

/// The helicopter's kinematics against the integration formula, solved in closed form.
///
/// Semi-implicit Euler from rest: v_n = v_0 + n·g·dt and y_n = y_0 + dt·(v_1 + … + v_n).
/// Falling: y_n = 152 + g·dt²·n(n+1)/2. Held from the first tick, with lift L + n·G:
/// v_n = −(L + n·G) + g·dt, so y_n = 152 + dt·(n·(g·dt − L) − G·n(n+1)/2).
@Suite("Helicopter flight")
struct FlightTests {
  static func fallingY(_ n: Int, gravity: Double) -> Double {
    let dt = Fixture.dt
    return 152 + gravity * dt * dt * Double(n * (n + 1)) / 2
  }

  static func heldY(_ n: Int, gravity: Double, liftStart: Double, liftGrowth: Double) -> Double {
    let dt = Fixture.dt
    let growth = liftGrowth * dt
    return 152 + dt * (Double(n) * (gravity * dt - liftStart) - growth * Double(n * (n + 1)) / 2)
  }

  /// First n where the helicopter's 30-px box reaches below the bottom wall's top edge (y 260).
  static func floorTick(gravity: Double) -> Int {
    var n = 1
    while fallingY(n, gravity: gravity) + 30 <= 260 { n += 1 }
    return n
  }

  /// First n where its top edge is above the top wall's bottom edge (y 61).
  static func ceilingTick(gravity: Double = 294, liftStart: Double = 60, liftGrowth: Double = 90) -> Int {
    var n = 1
    while heldY(n, gravity: gravity, liftStart: liftStart, liftGrowth: liftGrowth) >= 61 { n += 1 }
    return n
  }

  @Test("with no input the helicopter falls onto the floor at the predicted tick, 44")
  func fallsOntoTheFloor() {
    var game = HeliGame(seed: 3)
    Fixture.runUntilOver(&game)
    let predicted = Self.floorTick(gravity: 294)
    #expect(predicted == 44)
    #expect(game.crashTick == predicted)
    #expect(game.crash == .floor)
    #expect(game.status == .lost)
    // The tick before, it was still clear of the floor, falling at n·g·dt.
    #expect(Self.fallingY(predicted - 1, gravity: 294) + 30 <= 260)
    #expect(abs(game.flight.velocity.y - 44 * 294 / 60) < 1e-9)
  }

  @Test("holding from the start, the helicopter rises into the ceiling at the predicted tick, 56")
  func risesIntoTheCeiling() {
    var game = HeliGame(seed: 3)
    Fixture.runUntilOver(&game, input: Fixture.hold)
    let predicted = Self.ceilingTick()
    #expect(predicted == 56)
    #expect(game.crashTick == predicted)
    #expect(game.crash == .ceiling)
    // Held for 56 ticks: the lift is 60 + 56·1.5 px/s and gravity took one tick's worth off it.
    #expect(abs(game.flight.velocity.y - (-(60 + 56 * 1.5) + 294.0 / 60)) < 1e-9)
  }

  @Test("while held the upward speed grows 1.5 px/s per tick (3 px/s per 1/30 s) from 60 px/s")
  func liftGrowsWhileHeld() {
    var game = HeliGame(seed: 3)
    var speeds: [Double] = []
    for _ in 0..<4 {
      game.step(Fixture.hold)
      speeds.append(game.flight.lift)
    }
    #expect(speeds == [61.5, 63, 64.5, 66])
  }

  @Test("on release gravity takes over from the current velocity and the lift starts again at 60 px/s")
  func releaseHandsOverToGravity() {
    var game = HeliGame(seed: 3)
    for _ in 0..<10 { game.step(Fixture.hold) }
    let risingAt = game.flight.velocity.y
    #expect(abs(risingAt - (-(60 + 10 * 1.5) + 294.0 / 60)) < 1e-9)
    game.step(.none)
    #expect(game.flight.velocity.y == risingAt + 294 * Fixture.dt)
    #expect(game.flight.lift == 60)
    game.step(Fixture.hold)
    #expect(game.flight.velocity.y == -61.5 + 294 * Fixture.dt)
  }

  @Test("the mouse button held (a touch that began and has not ended) lifts exactly like a held key")
  func touchHoldIsAHold() {
    var byKey = HeliGame(seed: 3)
    var byMouse = HeliGame(seed: 3)
    for t in 1...40 {
      byKey.step(t <= 20 ? Fixture.hold : .none)
      let touch: Touch? =
        switch t {
        case 1: Touch(.began, x: 200, y: 150)
        case 8: Touch(.moved, x: 230, y: 90)
        case 21: Touch(.ended, x: 230, y: 90)
        default: nil
        }
      byMouse.step(TickInput(touch: touch))
    }
    #expect(byMouse.flight == byKey.flight)
    #expect(byMouse.stateHash != HeliGame(seed: 3).stateHash)
    #expect(byMouse.flight.position.y < 152)
  }

  @Test("a press counts as held on its tick, even if the front end has not marked it held")
  func pressIsAHold() {
    var game = HeliGame(seed: 3)
    game.step(TickInput(pressed: .action))
    #expect(game.holding)
    #expect(game.flight.lift == 61.5)
    game.step(.none)
    #expect(!game.holding)
  }

  @Test("the up button is a hold too")
  func upIsAHold() {
    var byAction = HeliGame(seed: 3)
    var byUp = HeliGame(seed: 3)
    for _ in 0..<30 {
      byAction.step(Fixture.hold)
      byUp.step(TickInput(held: .up))
    }
    #expect(byUp.flight == byAction.flight)
  }
}
