import ArcadeCore
import Testing

/// Small scenes (up to 128 body slots) asked for the grid use a sort-and-sweep; it must give the brute force's
/// pairs exactly, step after step, while bodies move, wrap around, appear and disappear.
@Suite("Physics sweep agrees with the brute force")
struct PhysicsSweepTests {
  @Test(
    "sweep and brute force give identical pairs and hashes on random small scenes for 120 steps",
    arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func samePairs(seed: UInt64) {
    var rng = Xoshiro256StarStar(seed: seed &+ 1000)
    let count = rng.int(in: 10...120)
    let bodies = PhysicsScenes.mixed(count: count, size: Double(rng.int(in: 60...400)), seed: seed)
    var brute = PhysicsScenes.world(bodies, gravity: Vec2(0, 294), broadphase: .bruteForce)
    var sweep = PhysicsScenes.world(bodies, gravity: Vec2(0, 294), broadphase: .grid)
    var candidates = 0
    for step in 1...120 {
      // Now and then: teleport a body (like a car wrapping around), remove one, or add one.
      let action = rng.int(in: 0...9)
      if action == 0 {
        let id = BodyID(Int32(rng.int(in: 0...(brute.bodyCount - 1))))
        let p = Vec2(rng.double(in: -50...450), rng.double(in: -50...450))
        brute.setPosition(p, of: id)
        sweep.setPosition(p, of: id)
      } else if action == 1 {
        let id = BodyID(Int32(rng.int(in: 0...(brute.bodyCount - 1))))
        brute.remove(id)
        sweep.remove(id)
      } else if action == 2 && brute.bodyCount < 128 {
        let d = BodyDefinition(
          .dynamic, .circle(radius: rng.double(in: 0.5...9)), at: Vec2(rng.double(in: 0...300), 100),
          velocity: Vec2(rng.double(in: -90...90), 0), sensor: rng.int(in: 0...2) == 0)
        brute.add(d)
        sweep.add(d)
      }
      brute.step(dt: 1.0 / 60)
      sweep.step(dt: 1.0 / 60)
      PhysicsScenes.expectSame(sweep, as: brute, at: "step \(step)")
      candidates += sweep.candidates.count
    }
    #expect(candidates > 120, "the scenes should give candidates")
  }

  @Test(
    "dragging one or two bodies among still ones (reusing last step's pairs), and a rush hour, match the brute force",
    arguments: [UInt64(11), 12, 13])
  func draggedAmongStill(seed: UInt64) {
    var rng = Xoshiro256StarStar(seed: seed)
    var brute = PhysicsWorld(broadphase: .bruteForce)
    var sweep = PhysicsWorld(broadphase: .grid)
    for _ in 0..<70 {
      let shape: Shape =
        rng.int(in: 0...3) == 0
        ? .box(halfWidth: rng.double(in: 1...20), halfHeight: rng.double(in: 1...20))
        : .circle(radius: rng.double(in: 2...18))
      let d = BodyDefinition(
        [.kinematic, .fixed, .dynamic][rng.int(in: 0...2)], shape,
        at: Vec2(Double(rng.int(in: 0...320)), Double(rng.int(in: 0...480))), sensor: rng.int(in: 0...3) != 0)
      brute.add(d)
      sweep.add(d)
    }
    var began = 0, ended = 0
    for step in 1...300 {
      // Drag body 0 (and sometimes body 7) along a path; now and then resize or remove another body.
      let t = Double(step)
      let path = Vec2(160 + 150 * (t / 300) - 75 * Double(step % 2), 20 + 1.5 * t)
      brute.setPosition(path, of: BodyID(0))
      sweep.setPosition(path, of: BodyID(0))
      if step % 3 == 0 {
        let p = Vec2(Double(rng.int(in: 0...320)), Double(rng.int(in: 0...480)))
        brute.setPosition(p, of: BodyID(7))
        sweep.setPosition(p, of: BodyID(7))
      }
      if step % 40 == 0 {
        let id = BodyID(Int32(rng.int(in: 8...69)))
        let shape = Shape.circle(radius: rng.double(in: 1...30))
        brute.setShape(shape, of: id)
        sweep.setShape(shape, of: id)
      }
      if (100..<140).contains(step) {
        // A rush hour: every body shifts, then all stand still again (the sweep stops and resumes reusing pairs).
        for k in 8..<70 {
          let id = BodyID(Int32(k))
          let p = brute.position(of: id) + Vec2(Double(k % 5) - 2, 1)
          brute.setPosition(p, of: id)
          sweep.setPosition(p, of: id)
        }
      }
      if step % 55 == 0 {
        let id = BodyID(Int32(rng.int(in: 8...69)))
        brute.remove(id)
        sweep.remove(id)
      }
      brute.step(dt: 1.0 / 60)
      sweep.step(dt: 1.0 / 60)
      #expect(sweep.candidates == brute.candidates, "candidates differ at step \(step)")
      #expect(sweep.began == brute.began && sweep.ended == brute.ended, "began/ended differ at step \(step)")
      #expect(PhysicsScenes.stateHash(sweep) == PhysicsScenes.stateHash(brute), "hash differs at step \(step)")
      began += sweep.began.count
      ended += sweep.ended.count
    }
    #expect(began > 10 && ended > 10, "the dragged bodies should meet and leave others")
  }

  @Test(
    "lanes of sensor boxes sliding past a still sensor match the brute force at every step (sweeps on x and y)",
    arguments: [false, true])
  func slidingSensors(vertical: Bool) {
    // Horizontal lanes are sparser along y, vertical ones along x: the sweep takes the other axis each time.
    func place(_ a: Double, _ b: Double) -> Vec2 { vertical ? Vec2(b, a) : Vec2(a, b) }
    func box(_ w: Double, _ h: Double) -> Shape {
      vertical ? .box(halfWidth: h, halfHeight: w) : .box(halfWidth: w, halfHeight: h)
    }
    var brute = PhysicsWorld(broadphase: .bruteForce)
    var sweep = PhysicsWorld(broadphase: .grid)
    for w in [0, 1] {
      var world = w == 0 ? brute : sweep
      world.add(BodyDefinition(.kinematic, box(11.5, 8.5), at: place(160, 100), sensor: true))
      for k in 0..<20 {
        world.add(
          BodyDefinition(
            .kinematic, box(14, 9), at: place(Double(k) * 30, 100 + Double(k % 3) * 9),
            velocity: place(k % 2 == 0 ? 45 : -45, 0), sensor: true))
      }
      if w == 0 { brute = world } else { sweep = world }
    }
    var began = 0
    for step in 1...600 {
      brute.step(dt: 1.0 / 60)
      sweep.step(dt: 1.0 / 60)
      #expect(sweep.touching == brute.touching, "touching differs at step \(step)")
      #expect(sweep.began == brute.began && sweep.ended == brute.ended)
      began += sweep.began.count
    }
    #expect(began > 20, "the boxes should meet many times")
  }

  @Test("the sweep hands unusable bounds to the brute force: zero sizes, far-flung or huge bodies, infinity, NaN")
  func degenerateScenes() {
    for degenerate in PhysicsScenes.degenerate {
      // Few enough bodies that the sweep is used.
      let bodies = degenerate + PhysicsScenes.filler(60)
      var brute = PhysicsScenes.world(bodies, broadphase: .bruteForce)
      var sweep = PhysicsScenes.world(bodies, broadphase: .grid)
      for _ in 1...3 {
        brute.step(dt: 1.0 / 60)
        sweep.step(dt: 1.0 / 60)
        #expect(sweep.candidates == brute.candidates)
        #expect(PhysicsScenes.stateHash(sweep) == PhysicsScenes.stateHash(brute))
      }
    }
  }
}
