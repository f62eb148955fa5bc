import ArcadeCore
import Testing

@Suite("Physics motion: falling and bouncing")
struct PhysicsMotionTests {
  let dt = 1.0 / 60

  @Test("a ball dropped from rest under 294 px/s² hits the floor at the step semi-implicit Euler predicts (68)")
  func ballHitsFloor() {
    let radius = 10.0, startY = 0.0, floorTop = 200.0, g = 294.0
    // Semi-implicit Euler from rest: v_k = k·g·dt, y_k = y_0 + Σ v_i·dt = y_0 + g·dt²·k(k+1)/2.
    // The ball touches the floor at the first step where floorTop - y_k < radius.
    let predicted = (1...1000).first { k in
      startY + g * dt * dt * Double(k * (k + 1)) / 2 > floorTop - radius
    }!
    #expect(predicted == 68)  // the continuous answer, √(2·190/294) s = 68.2 steps, rounds the same way

    var world = PhysicsWorld(gravity: Vec2(0, g))
    let ball = world.add(BodyDefinition(.dynamic, .circle(radius: radius), at: Vec2(100, startY)))
    let floor = world.add(
      BodyDefinition(.fixed, .box(halfWidth: 300, halfHeight: 10), at: Vec2(100, floorTop + 10)))
    var hitStep: Int?
    for step in 1...120 {
      world.step(dt: dt)
      if world.began.contains(ContactPair(ball, floor)) {
        #expect(hitStep == nil, "the ball should begin touching the floor once")
        hitStep = hitStep ?? step
      }
    }
    #expect(hitStep == predicted)
  }

  @Test("the ball bounces back up from the floor and never sinks into it")
  func ballBounces() {
    var world = PhysicsWorld(gravity: Vec2(0, 294))
    let ball = world.add(BodyDefinition(.dynamic, .circle(radius: 10), at: Vec2(100, 0)))
    world.add(BodyDefinition(.fixed, .box(halfWidth: 300, halfHeight: 10), at: Vec2(100, 210)))
    var lowest = 0.0, wentUpAfterHit = false
    for _ in 1...120 {
      world.step(dt: dt)
      lowest = max(lowest, world.position(of: ball).y)
      if !world.touching.isEmpty { wentUpAfterHit = world.velocity(of: ball).y < 0 }
    }
    #expect(wentUpAfterHit)
    #expect(lowest <= 190, "positional correction keeps the ball's bottom on the floor's top (y = 200)")
  }

  @Test("two equal circles meeting head-on swap velocities")
  func headOnSwap() {
    var world = PhysicsWorld()
    let left = world.add(BodyDefinition(.dynamic, .circle(radius: 10), at: Vec2(100, 50), velocity: Vec2(90, 0)))
    let right = world.add(BodyDefinition(.dynamic, .circle(radius: 10), at: Vec2(150, 50), velocity: Vec2(-30, 0)))
    // Gap 30 px closing at 120 px/s = 2 px a step: they overlap first after step 16 (gap 30 - 32 < 0).
    var contactStep: Int?
    for step in 1...40 {
      world.step(dt: dt)
      if !world.began.isEmpty { contactStep = contactStep ?? step }
    }
    #expect(contactStep == 16)
    let vl = world.velocity(of: left), vr = world.velocity(of: right)
    // Exactly, up to the rounding of dividing the impulse by the masses (π·r² each).
    #expect(abs(vl.x - -30) < 1e-12 && abs(vr.x - 90) < 1e-12)
    #expect(vl.y == 0 && vr.y == 0)
    #expect(world.position(of: left).x < world.position(of: right).x - 20)
  }
}
