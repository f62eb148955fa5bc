import ArcadeCore

/// The rules that change the score, the lives and the bays.
extension FrogGame {
  /// One hop. A hop that would leave the stage, or land on a filled bay, does not happen:
  /// walls and closed bays block like a hedge (the friendly choice; the seed let the frog walk away).
  mutating func hop(_ button: PadButton) -> TickEvents {
    let (x, y) = (frogX + button.hop.dx, frogY + button.hop.dy)
    let (frog, half) = (Vec2(Double(x), Double(y)), Vec2(Stage.frogHalfWidth, Stage.frogHalfHeight))
    let landsOnFilledBay = bays.contains { $0.filled && boxesOverlap(frog, half, $0.center, $0.halfExtents) }
    guard Stage.frogFits(x: x, y: y), !landsOnFilledBay else { return [] }
    frogX = x
    frogY = y
    let row = Stage.row(ofFrogY: y)
    if row > bestRow {
      score += (row - bestRow) * Stage.pointsPerLane
      bestRow = row
    }
    return .move
  }

  /// Moves the bodies to where the game has them and asks the physics world what the frog touches.
  /// A car wins over a bay (never both: no lane reaches the bays' row).
  mutating func resolveContacts() -> TickEvents {
    world.setPosition(Vec2(Double(frogX), Double(frogY)), of: frogBody)
    for (body, car) in zip(carBodies, traffic.cars) { world.setPosition(Vec2(car.x, car.y), of: body) }
    world.step(dt: Ticks.dt)
    let touched = world.touching.filter { $0.involves(frogBody) }.map { $0.other(than: frogBody) }
    if touched.contains(where: carBodies.contains) {
      splat = Splat(x: frogX, y: frogY, ticks: Stage.splatTicks)
      return frogLost(.carHitFrog)
    }
    if let bay = bayBodies.firstIndex(where: { touched.contains($0) }), !bays[bay].filled {
      return fillBay(bay)
    }
    return []
  }

  /// A car or the clock took this frog: one life less, the next frog starts, or the game ends.
  mutating func frogLost(_ event: Event) -> TickEvents {
    lives -= 1
    if lives == 0 {
      status = event == .frogTimedOut ? .timeUp : .lost
      note(.lost)
    } else {
      note(event)
      newFrog()
    }
    return .lose
  }

  mutating func fillBay(_ index: Int) -> TickEvents {
    bays[index].filled = true
    score += Stage.pointsPerBay
    if bays.allSatisfy(\.filled) {
      if settings.rounds == 0 || round < settings.rounds {
        round += 1
        for i in bays.indices { bays[i].filled = false }
        carStep = min(carStep + settings.speedUpStep, FrogSettings.maxCarStep)
        traffic.setSteps(settings.laneSteps(carStep: carStep, lanes: layout.lanes.count))
        note(.roundComplete)
      } else {
        status = .won
        note(.won)
        return .goal
      }
    } else {
      note(.bayFilled)
    }
    newFrog()
    return .goal
  }

  /// The next frog waits at the start with a full clock and no lanes scored yet.
  mutating func newFrog() {
    frogX = Stage.frogStartX
    frogY = Stage.frogStartY
    bestRow = 0
    frogTicksLeft = settings.timeLimitTicks
  }

  mutating func note(_ event: Event) {
    lastEvent = event
    eventTick = tick
  }
}
