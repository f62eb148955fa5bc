import ArcadeCore
import PuckCollector

/// Drives a game through a `TapeRecorder` with mouse-like drags, deciding each drag from the
/// game's public state (so a script is a few lines of intent, and replays exactly).
struct ScriptedRun {
  var recorder: TapeRecorder<PuckGame>
  /// Drag speed in px per tick (360 px/s at the default).
  var speed = 6.0
  /// Also glide the pointer between drags (touch moves without a press), for a watchable demo.
  var glide = false

  init(seed: UInt64, parameters: ParameterValues = PuckGame.info.parameters.defaults) {
    recorder = TapeRecorder(parameters: parameters, seed: seed)
  }

  var game: PuckGame { recorder.game }
  var planner: DragPlanner { DragPlanner(radius: game.puckRadius) }
  var isPlaying: Bool { game.status == .playing }

  mutating func step(_ input: TickInput = .none) { recorder.step(input) }

  mutating func wait(_ ticks: Int) {
    for _ in 0..<ticks where !game.isSettled { step() }
  }

  mutating func touch(_ phase: TouchPhase, _ p: (Int32, Int32)) {
    step(TickInput(touch: Touch(phase, x: p.0, y: p.1)))
  }

  /// Runs until the game has settled or `limit` ticks have passed in all.
  mutating func finish(limit: Int = 10_000) {
    while !game.isSettled && game.tick < limit { step() }
  }

  /// Glides the pointer from where it is to a point (only when `glide` is on).
  mutating func glide(to p: Vec2) {
    guard glide else { return }
    for q in touchPoints(along: [game.cursor, p], speed: speed * 1.5) where isPlaying { touch(.moved, q) }
  }

  /// Grabs puck `id` by pressing on its center; drags it to within touching distance of `target`
  /// along a path clear of pucks of other colors; stops once the target is collected. Keeps holding.
  /// Returns false (and does nothing) when no such path exists.
  @discardableResult
  mutating func collect(_ target: Int, with id: Int) -> Bool {
    let held = game.pucks[id]
    let r = planner.radius
    let obstacles = game.pucks.filter { !$0.isCollected && $0.color != held.color }.map(\.position)
    guard
      let path = planner.path(
        from: held.position, toWithin: 2 * r - 2, of: game.pucks[target].position, avoiding: obstacles)
    else { return false }
    if game.heldPuck != id {
      if game.heldPuck != nil { touch(.ended, point(of: game.cursor)) }
      glide(to: held.position)
      touch(.began, point(of: held.position))
    }
    for q in touchPoints(along: path, speed: speed) where isPlaying && !game.pucks[target].isCollected {
      touch(.moved, q)
    }
    return true
  }

  /// Releases the held puck where it is.
  mutating func drop() {
    if game.heldPuck != nil { touch(.ended, point(of: game.cursor)) }
  }

  /// Clears the board greedily: for each color in turn, grab its first puck and collect the others of
  /// that color nearest first, skipping any that cannot be reached without touching another color.
  mutating func collectEverything(pauseBetweenDrags: Int = 0, limit: Int = .max) {
    var collected = 0
    for color in 0..<PuckColor.all.count where isPlaying && collected < limit {
      var stuck: Set<Int> = []
      while isPlaying && collected < limit {
        let group = game.pucks.filter { !$0.isCollected && $0.color == color }
        let holders = group.filter { !stuck.contains($0.id) }
        guard group.count >= 2, let first = holders.first else { break }
        let holder = game.heldPuck.flatMap { h in holders.first { $0.id == h } } ?? first
        let targets = group.filter { $0.id != holder.id }
          .sorted { ($0.position - holder.position).lengthSquared < ($1.position - holder.position).lengthSquared }
        var dragged = false
        for t in targets {
          if collect(t.id, with: holder.id) {
            dragged = true
            break
          }
        }
        if dragged {
          collected += 1
          wait(pauseBetweenDrags)
        } else {
          stuck.insert(holder.id)
        }
      }
      if collected < limit { drop() }
    }
  }

  /// Drags the held puck straight at the nearest puck of another color (a deliberate mistake).
  mutating func crashIntoOtherColor() {
    guard let id = game.heldPuck else { return }
    let held = game.pucks[id]
    let others = game.pucks.filter { !$0.isCollected && $0.color != held.color }
    guard let victim = others.min(by: { ($0.position - held.position).length < ($1.position - held.position).length })
    else { return }
    for q in touchPoints(along: [held.position, victim.position], speed: speed) where isPlaying { touch(.moved, q) }
  }

  func point(of p: Vec2) -> (Int32, Int32) { (Int32(p.x.rounded()), Int32(p.y.rounded())) }
}
