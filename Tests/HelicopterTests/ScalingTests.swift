import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import Helicopter

/// The picture fills the terminal: the 80x23 stage scaled alike on both axes to the largest size the room
/// holds, drawn through one viewport that the mouse maps back through. Scaling is a view only.
@Suite("Helicopter at every terminal size")
struct ScalingTests {
  @Test("the canvas is the smallest one scaled as far as the room allows, the same on both axes")
  func canvasSizes() {
    let info = HeliGame.info
    let sizes = Fixture.rooms.map { info.canvasSize(fitting: $0) }
    #expect(
      sizes == [
        CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 120, rows: 34), CanvasSize(columns: 205, rows: 59),
      ])
    #expect(info.canvasSize(fitting: CanvasSize(columns: 79, rows: 40)) == nil)
    #expect(info.canvasSize(fitting: CanvasSize(columns: 200, rows: 22)) == nil)
    #expect(info.canvasSize(fitting: CanvasSize(columns: 300, rows: 23)) == CanvasSize(columns: 80, rows: 23))
    #expect(info.viewport(for: CanvasSize(columns: 80, rows: 23)) == info.viewport)
    #expect(info.viewport == Viewport(originX: 0, originY: 40, cellWidth: 6, cellHeight: 10))
  }

  @Test("in a 220x60 terminal the stage spans more than 80 % of its width and of its height")
  func fillsTheLargeTerminal() throws {
    let size = try #require(HeliGame.info.canvasSize(fitting: CanvasSize(columns: 220, rows: 59)))
    #expect(Double(size.columns) >= 0.8 * 220 && Double(size.rows) >= 0.8 * 60)
    // The whole stage's width and y 40–270 fill the canvas exactly, at 6x10 px per cell scaled down alike.
    let viewport = HeliGame.info.viewport(for: size)
    #expect(viewport.canvasPoint(of: Vec2(0, 40)) == (0, 0))
    let corner = viewport.canvasPoint(of: Vec2(480, 270))
    #expect(abs(corner.x - 205) < 1e-9 && abs(corner.y - 59) < 1e-9)
    let pxPerRow = viewport.cellHeight / viewport.cellWidth
    #expect(abs(pxPerRow - 10.0 / 6) < 0.02)
  }

  @Test("at every size a press on any cell of the cave is a point in the cave, and it lifts the helicopter")
  func mouseInTheCave() {
    for room in Fixture.rooms {
      let size = HeliGame.info.canvasSize(fitting: room)!
      let viewport = HeliGame.info.viewport(for: size)
      let layout = HeliLayout(canvas: size)
      var outside: [(Int, Int)] = []
      for row in layout.caveTop..<layout.caveEnd {
        for column in 0..<size.columns {
          let p = viewport.worldPoint(column: column, row: row)
          let inCave = p.x >= 0 && p.x < 480 && Double(p.y) >= Stage.ceiling.maxY && Double(p.y) < Stage.floor.y
          if !inCave { outside.append((column, row)) }
        }
      }
      #expect(outside.isEmpty, "\(room): cells \(outside.prefix(4)) map outside the cave")
      let p = viewport.worldPoint(column: size.columns / 2, row: (layout.caveTop + layout.caveEnd) / 2)
      var game = HeliGame(seed: 1)
      game.step(TickInput(touch: Touch(.began, x: p.x, y: p.y)))
      let y = game.flight.position.y
      for _ in 0..<10 { game.step(.none) }
      #expect(game.holding && game.flight.position.y < y, "\(room): the press did not lift the helicopter")
    }
  }

  @Test("the rock's edges lie where the walls are, the helicopter and the blocks grow with the stage")
  func bodiesGrow() throws {
    var game = try Fixture.safeSkies()
    while game.tick < 150 { game.step(.none) }
    let sizes = [(heli: (7, 3), block: (5, 6)), ((10, 4), (8, 9)), ((18, 7), (13, 15))]
    for (room, (heli, block)) in zip(Fixture.rooms, sizes) {
      let canvas = Fixture.render(game, room: room)
      let layout = HeliLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
      let cells = layout.cells(of: game.flight.box)
      #expect((cells.columns.count, cells.rows.count) == heli, "\(room)")
      let blockCells = (0..<canvas.rows).map { r in
        (0..<canvas.columns).filter { canvas[$0, r].style.foreground == HeliArt.blockStyle.foreground }.count
      }
      #expect(blockCells.filter { $0 > 0 }.count == block.1, "\(room): block rows")
      #expect(blockCells.max() == block.0, "\(room): block columns")
      let rock = { (r: Int) in HeliArt.rock.contains { $0.glyph == canvas[0, r].glyph } }
      #expect(rock(layout.caveTop - 1) && !rock(layout.caveTop) && rock(layout.caveEnd), "\(room)")
    }
  }

  @Test("the HUD and the instructions fit whole at every size, and nothing is cut with an ellipsis")
  func textsFit() {
    for room in Fixture.rooms {
      let text = Fixture.render(HeliGame(seed: 1), room: room).render()
      for line in HeliArt.instructions + ["HELICOPTER", "SPEED ■□□□□□", "SCORE 0"] {
        #expect(text.contains(line), "\(room): \(line)")
      }
      #expect(!text.contains("…"))
    }
  }

  @Test(
    "the instructions show in full from tick 0 and never cover the helicopter or a block, at every size",
    arguments: [[String](), ["--block-speed", "1200", "--block-interval", "0.2"]])
  func instructionsCoverNothing(flags: [String]) throws {
    let pairs = stride(from: 0, to: flags.count, by: 2).map {
      (name: String(flags[$0].dropFirst(2)), value: flags[$0 + 1])
    }
    for seed: UInt64 in 1...3 {
      var game = try Fixture.game(pairs, seed: seed)
      var shown = Array(repeating: 0, count: Fixture.rooms.count)
      while game.tick < HeliGame.instructionTicks && game.status == .playing {
        for (i, room) in Fixture.rooms.enumerated() {
          let canvas = Fixture.render(game, room: room)
          let layout = HeliLayout(canvas: CanvasSize(columns: canvas.columns, rows: canvas.rows))
          // Every cell of every block shows the block.
          for cells in game.blocks.map({ layout.cells(of: $0.box) }) {
            for row in cells.rows.clamped(to: 0..<canvas.rows) {
              for column in cells.columns.clamped(to: 0..<canvas.columns) {
                #expect(
                  canvas[column, row].style.foreground == HeliArt.blockStyle.foreground,
                  "\(room) seed \(seed) tick \(game.tick): block cell \(column),\(row) hidden")
              }
            }
          }
          guard canvas.render().contains(HeliArt.instructions[0]) else { continue }
          shown[i] += 1
          let box = HeliGame.box(HeliArt.instructions, y: 190, layout, canvas: canvas)
          let heli = layout.cells(of: game.flight.box)
          #expect(!(heli.columns.overlaps(box.columns) && heli.rows.overlaps(box.rows)), "\(room) tick \(game.tick)")
          if game.tick == 0 {
            let first = canvas.render().split(separator: "\n").firstIndex { $0.contains(HeliArt.instructions[0]) }
            let row = try #require(first)
            #expect(canvas[box.columns.lowerBound + 3, row].style == HeliArt.hudStyle, "\(room): dim at tick 0")
          }
        }
        // Hover: a tap whenever it sinks below 150 px.
        game.step(game.flight.position.y > 150 && game.flight.velocity.y > 0 ? Fixture.hold : .none)
      }
      // At the default speeds the first block reaches them after 1.9 s (80x24) or later (larger, narrower boxes).
      if flags.isEmpty { #expect(shown.allSatisfy { $0 >= 113 }, "seed \(seed): shown on \(shown) ticks") }
    }
  }

  /// Seed 1 hovering near y 140 to tick 100: the instructions showing, the first block coming in.
  static func snapshotGame() -> HeliGame {
    var game = HeliGame(seed: 1)
    while game.tick < 100 {
      let sinking = game.flight.position.y > 140 && game.flight.velocity.y > 0
      game.step(sinking ? Fixture.hold : .none)
    }
    return game
  }

  @Test("snapshots at 80x24, 120x40 and 220x60", arguments: Fixture.rooms)
  func snapshots(room: CanvasSize) {
    let text = Fixture.render(Self.snapshotGame(), room: room).render()
    expectSnapshot(text, named: "hover-\(room.columns)x\(room.rows)")
  }
}
