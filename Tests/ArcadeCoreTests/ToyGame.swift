import ArcadeCore

/// A tiny game for testing the core: a dot that moves with the pad and a random walker.
/// It wins at 40 points; every input changes its state, so any replay difference shows in the hash.
struct ToyGame: Game {
  enum Mode: String, CaseIterable { case step, hold }
  static let speed = ParameterKey.integer("speed", 2, in: 1...30, unit: "px/tick", "How far one press moves the dot")
  static let drift = ParameterKey.real("drift", 0.5, in: 0...10, unit: "px/tick", "How far the walker drifts")
  static let mode = ParameterKey.choice("mode", Mode.step, "Growth rule")
  static let info = GameInfo(
    id: "toy", title: "Toy", summary: "A test game.", simulationVersion: 3,
    parameters: [speed, drift, mode],
    bindings: [KeyBinding([.pad], "move")], help: ["Move the dot."], credits: ["tests"],
    canvasSize: CanvasSize(columns: 10, rows: 4),
    viewport: { _ in Viewport(cellWidth: 10, cellHeight: 20) })

  var rng: RandomStreams
  var dot = Vec2(50, 40)
  var walker = 0.0
  var touches = 0
  let speed: Double
  let drift: Double
  private(set) var tick = 0
  private(set) var score = 0
  private(set) var status = GameStatus.playing

  init(parameters: ParameterValues, seed: UInt64) {
    rng = RandomStreams(seed: seed)
    speed = Double(parameters[Self.speed])
    drift = parameters[Self.drift]
  }

  @discardableResult
  mutating func step(_ input: TickInput) -> TickEvents {
    tick += 1
    guard status == .playing else { return [] }
    if input.pressed.contains(.right) { dot.x += speed; score += 1 }
    if input.pressed.contains(.left) { dot.x -= speed; score += 1 }
    if input.held.contains(.up) { dot.y -= 1 }
    if let t = input.touch { touches += Int(t.x) + 3 * Int(t.y) + Int(t.phase.rawValue) }
    walker += (rng.play.unit() - 0.5) * drift
    if score >= 40 { status = .won }
    return []
  }

  func draw(into canvas: inout Canvas) {
    let (c, r) = Self.info.viewport.cell(of: dot)
    canvas.put("@", column: c, row: r)
  }

  func hash(into hasher: inout StateHasher) {
    hasher.combine(rng.play)
    hasher.combine(dot)
    hasher.combine(walker)
    hasher.combine(touches)
  }
}

/// A clock the test moves by hand: its readings are what the loop is given.
final class FakeClock {
  var now: UInt64 = 1_000_000_000
}
