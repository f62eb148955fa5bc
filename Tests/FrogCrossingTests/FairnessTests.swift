import ArcadeCore
import ArcadeTestSupport
import FrogCrossing
import Testing

/// Docs/games.md "Fairness": a glyph is drawn over exactly its body's extent, so a frog never dies with a
/// visible gap between it and the car.
@Suite("What you see is what collides")
struct FairnessTests {
  @Test(
    "on each car hit of the golden tapes the splat and the car are drawn over their boxes, touching, at every size",
    arguments: ["loss", "long", "demo"])
  func goldenHitsTouch(name: String) throws {
    let tape = try Tape(text: try GoldenTapeFile.storedText(game: "frog", name: name, recorded: recordedTape(name)))
    let hits = try CarHit.all(in: tape)
    #expect(!hits.isEmpty, "\(name).tape has a car hit")
    for room in Rooms.all {
      for var hit in hits {
        hit.room = room
        try hit.expectDrawnTouching()
      }
    }
  }

  @Test(
    "the issue's run (seed 1: wait 300 ticks, hop up, wait) is hit at tick 391, the car's nose sharing a cell with the splat"
  )
  func issueReproduction() throws {
    var recorder = TapeRecorder<FrogGame>(parameters: FrogGame.info.parameters.defaults, seed: 1)
    for _ in 0..<300 { recorder.step(.none) }
    recorder.step(TickInput(pressed: .up))
    for _ in 0..<400 where recorder.game.status == .playing { recorder.step(.none) }
    let hit = try #require(try CarHit.all(in: recorder.finishedTape).first)
    #expect(hit.game.tick == 391)
    try hit.expectDrawnTouching()
    // The row of the road the frog hopped into, left of the panel: the car's last half cell and the splat's
    // first are one cell, ▐ in the splat's red on the car's yellow.
    #expect(hit.roadRow == "       ──          ███▶▐×✶×▌   ──   ▐███▶  ── ▐███▶ ")
    let shared = hit.canvas[23, hit.row]
    #expect(shared.glyph == "▐" && shared.style.foreground == .brightRed && shared.style.background == .brightYellow)
  }

  func recordedTape(_ name: String) throws -> Tape {
    try #require(GoldenTapeScript.all.first { $0.name == name }).record()
  }
}

/// A tick on which a car hit the frog: the game after it, where the frog was and the car that hit it.
struct CarHit {
  let game: FrogGame
  let frog: Vec2
  let car: Car
  /// The room it is drawn for.
  var room = "80x17"

  static let frogHalf = Vec2(Stage.frogHalfWidth, Stage.frogHalfHeight)
  static let carHalf = Vec2(14, 9)

  /// Replays a tape and stops at each tick that lost a frog to a car.
  static func all(in tape: Tape) throws -> [CarHit] {
    var game = try tape.makeGame(FrogGame.self)
    var hits: [CarHit] = []
    for input in tape.inputs {
      let before = Vec2(Double(game.frogX), Double(game.frogY))
      let lives = game.lives
      let events = game.step(input)
      guard events.contains(.lose), game.lives < lives, game.lastEvent != .frogTimedOut, game.status != .timeUp
      else { continue }
      // The frog was hit where it stood or where this tick's hop took it.
      let hops: [(Buttons, Vec2)] = [
        (.up, Vec2(0, -1)), (.down, Vec2(0, 1)), (.left, Vec2(-1, 0)), (.right, Vec2(1, 0)),
      ]
      let places = [before] + hops.filter { input.pressed.contains($0.0) }.map { before + $0.1 * Double(Stage.hop) }
      let found = places.lazy.compactMap { place in
        game.cars.first { overlaps(place, $0) }.map { CarHit(game: game, frog: place, car: $0) }
      }.first
      hits.append(try #require(found, "tick \(game.tick): no car overlaps the frog"))
    }
    return hits
  }

  static func overlaps(_ frog: Vec2, _ car: Car) -> Bool {
    abs(frog.x - car.x) < frogHalf.x + carHalf.x && abs(frog.y - car.y) < frogHalf.y + carHalf.y
  }

  var layout: FrogLayout { Rooms.layout(room) }
  var canvas: Canvas {
    var canvas = Canvas(size: layout.canvas)
    game.draw(into: &canvas)
    return canvas
  }

  var row: Int { layout.viewport.cell(of: frog).row }
  var roadRow: String {
    canvas.render().split(separator: "\n", omittingEmptySubsequences: false)[row].unicodeScalars
      .prefix(layout.stageColumns.count).reduce(into: "") { $0.unicodeScalars.append($1) }
  }

  /// The half columns a box covers, its edges rounded to the nearest half column.
  func halves(_ center: Vec2, _ half: Vec2) -> Range<Int> {
    let v = layout.viewport
    let left = Int((2 * v.canvasPoint(of: center - half).x).rounded())
    let right = Int((2 * v.canvasPoint(of: center + half).x).rounded())
    return left..<right
  }

  /// The color the canvas shows on a half column of the frog's row, when a body's glyph covers it.
  func color(atHalf h: Int, in canvas: Canvas) -> Color? {
    let cell = canvas[h >> 1, row]
    let (fg, bg) = (cell.style.foreground, cell.style.background)
    switch cell.glyph {
    case "▌": return h & 1 == 0 ? fg : bg
    case "▐": return h & 1 == 1 ? fg : bg
    case "█", "▶", "◀", "×", "✶", "●", "/", "\\", "▄", "▀", "(", ")": return fg
    default: return nil
    }
  }

  func expectDrawnTouching(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let canvas = self.canvas
    let stage = 0..<2 * layout.stageColumns.count
    let splat = halves(frog, Self.frogHalf).clamped(to: stage)
    let carSpan = halves(Vec2(car.x, car.y), Self.carHalf).clamped(to: stage)
    let carColor = try #require(color(atHalf: carSpan.first { !splat.contains($0) }!, in: canvas))
    // Each is drawn over exactly its box: the splat on top, the car wherever the splat is not.
    for h in splat {
      #expect(
        color(atHalf: h, in: canvas) == .brightRed, "\(room) tick \(game.tick): splat half \(h)",
        sourceLocation: sourceLocation)
    }
    for h in carSpan where !splat.contains(h) {
      #expect(
        color(atHalf: h, in: canvas) == carColor, "\(room) tick \(game.tick): car half \(h)",
        sourceLocation: sourceLocation)
    }
    for h in [splat.lowerBound - 1, splat.upperBound] where !carSpan.contains(h) && stage.contains(h) {
      #expect(
        color(atHalf: h, in: canvas) != .brightRed, "\(room) tick \(game.tick): splat ends at \(h)",
        sourceLocation: sourceLocation)
    }
    // And they touch: no half column between them shows the road.
    #expect(
      carSpan.upperBound >= splat.lowerBound && splat.upperBound >= carSpan.lowerBound,
      "\(room) tick \(game.tick): car \(carSpan) and splat \(splat) drawn apart: \(roadRow)",
      sourceLocation: sourceLocation)
  }
}
