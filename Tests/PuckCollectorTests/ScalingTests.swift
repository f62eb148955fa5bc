import ArcadeCore
import PuckCollector
import Testing

/// Issue 22: the stage is drawn as large as the room allows with its proportions kept, the panel beside it
/// in a wide room and below it in a tall one, the whole centered; every panel text fits.
@Suite("Scaling to the terminal")
struct ScalingTests {
  @Test("rooms of 80x23 and more get a canvas of the whole room; a smaller room gets none")
  func canvasIsTheRoom() {
    for room in rooms + [CanvasSize(columns: 90, rows: 60), CanvasSize(columns: 81, rows: 200)] {
      #expect(PuckGame.info.canvasSize(fitting: room) == room)
    }
    #expect(PuckGame.info.canvasSize(fitting: CanvasSize(columns: 79, rows: 27)) == nil)
    #expect(PuckGame.info.canvasSize(fitting: CanvasSize(columns: 49, rows: 60)) == nil)
    #expect(PuckGame.info.canvasSize(fitting: CanvasSize(columns: 220, rows: 22)) == nil)
  }

  @Test(
    "a narrow room (50x40, a phone over SSH): a 48x15 stage with the panel below, from 50x28 up; the mouse lands on its pucks"
  )
  func narrowRoom() throws {
    #expect(PuckGame.info.smallestSizes == [CanvasSize(columns: 80, rows: 23), CanvasSize(columns: 50, rows: 28)])
    let room = CanvasSize(columns: 50, rows: 39)
    #expect(PuckGame.info.canvasSize(fitting: room) == room)
    #expect(PuckGame.info.canvasSize(fitting: CanvasSize(columns: 50, rows: 28)) != nil)
    #expect(PuckGame.info.canvasSize(fitting: CanvasSize(columns: 50, rows: 27)) == nil)
    var game = try game(seed: 1)
    let canvas = game.canvas(room: room)
    let frame = Frame(canvas)
    #expect(frame == Frame(column: 0, row: 5, width: 50, height: 17))
    let title = try #require(find("PUCKS LEFT", in: canvas))
    #expect(title.row == frame.row + frame.height + 1 && find("Drag a puck", in: canvas)?.row == title.row)
    // A press on the cell where a puck's letter is drawn grabs that puck.
    let v = PuckGame.info.viewport(for: room)
    let target = game.pucks[3]
    let cell = v.cell(of: target.position)
    let letter = PuckColor.all[target.color].letter
    #expect(canvas[cell.column, cell.row].glyph == letter)
    let p = v.worldPoint(column: cell.column, row: cell.row)
    game.step(touch(.began, p.x, p.y))
    #expect(game.heldPuck == target.id)
  }

  @Test("at 80x23 the layout is the smallest one: stage 64x21 inside the frame at the top left, panel at column 67")
  func smallestLayout() {
    let size = CanvasSize(columns: 80, rows: 23)
    #expect(PuckGame.info.viewport(for: size) == PuckGame.info.viewport)
    #expect(
      PuckGame.info.viewport == Viewport(originX: -7.5, originY: -320.0 / 21, cellWidth: 7.5, cellHeight: 320.0 / 21))
    let frame = Frame(PuckGame(seed: 1).canvas(room: size))
    #expect(frame == Frame(column: 0, row: 0, width: 66, height: 23))
  }

  @Test(
    "the frame holds the 480x320 stage exactly: 64:21 cells scaled alike, 80x23 → 66x23, 120x39 → 106x36, 220x59 → 175x59"
  )
  func stageFillsTheFrame() {
    let expected = [(66, 23), (106, 36), (175, 59)]
    for (room, size) in zip(rooms, expected) {
      let frame = Frame(PuckGame(seed: 1).canvas(room: room))
      #expect((frame.width, frame.height) == size, "\(room)")
      let v = PuckGame.info.viewport(for: room)
      // The stage's corners are the cells just inside the frame's corners.
      #expect(v.cell(of: Vec2(0, 0)) == (frame.column + 1, frame.row + 1), "\(room)")
      #expect(v.cell(of: Vec2(479.999, 319.999)) == (frame.column + frame.width - 2, frame.row + frame.height - 2))
      // Proportions kept: columns per row within one cell of the smallest stage's 64:21.
      let (columns, rows) = (Double(frame.width - 2), Double(frame.height - 2))
      #expect(abs(columns - rows * 64 / 21) < 64.0 / 21 && abs(rows - columns * 21 / 64) < 1, "\(room)")
    }
  }

  @Test("at 220x59 (a 220x60 terminal) the stage spans at least 80 % of the terminal's 60 rows")
  func largeTerminalIsFilled() {
    let frame = Frame(PuckGame(seed: 1).canvas(room: CanvasSize(columns: 220, rows: 59)))
    #expect(Double(frame.height - 2) >= 0.8 * 60)
    #expect(Double(frame.width) >= 0.75 * 220)
  }

  @Test("the panel stands beside the stage in wide rooms and below it in tall ones, the whole centered")
  func panelBesideOrBelow() {
    for room in rooms + [CanvasSize(columns: 90, rows: 60), CanvasSize(columns: 150, rows: 100)] {
      let canvas = PuckGame(seed: 1).canvas(room: room)
      let frame = Frame(canvas)
      let title = find("PUCKS LEFT", in: canvas)!
      let hints = find("Drag a puck", in: canvas)!
      let tall = room.rows >= 60
      if tall {
        #expect(title.row > frame.row + frame.height - 1 && hints.row == title.row, "\(room)")
        // The panel's blocks span 43 columns, centered under the frame.
        let margins = (title.column - frame.column, frame.column + frame.width - (hints.column + 15 + 13))
        #expect(abs(margins.0 - margins.1) <= 1, "\(room)")
        // Below the frame: a blank row, then the title, a blank row and a row per color.
        let below = 1 + 2 + PuckColor.all.count
        #expect(frame.width == room.columns || frame.height == room.rows - below, "as large as fits: \(room)")
      } else {
        #expect(title.column == frame.column + frame.width + 1 && title.row == frame.row + 1, "\(room)")
      }
      // Centered: the picture's margins left and right (and above and below) differ by at most one cell.
      let right = tall ? frame.column + frame.width : title.column + 13
      let bottom = tall ? title.row + 2 + PuckColor.all.count : frame.row + frame.height
      #expect(abs(frame.column - (room.columns - right)) <= 1, "\(room)")
      #expect(abs(frame.row - (room.rows - bottom)) <= 1, "\(room)")
    }
  }

  @Test(
    "every panel text is whole at sizes from 80x23 to 230x79, every 10 columns and 4 rows, and in narrow rooms from 50x28, with eight colors, won (no pair left, goal reached), lost and a bonus in millions"
  )
  func panelTextsFit() throws {
    var won = try game(seed: 3, [("pucks", "2"), ("colors", "8"), ("duration", "600"), ("time-bonus", "10000")])
    won.step(touch(.began, at: won.pucks[0].position))
    won.step(touch(.moved, at: won.pucks[1].position))
    #expect(won.status == .won && won.timeBonus == 5_990_000)
    var goal = try game(seed: 3, [("pucks", "2"), ("colors", "8"), ("goal", "50")])
    goal.step(touch(.began, at: goal.pucks[0].position))
    goal.step(touch(.moved, at: goal.pucks[1].position))
    #expect(goal.reachedGoal)
    var lost = try game(seed: 1, [("colors", "8")])
    lost.step(touch(.began, at: lost.pucks[0].position))
    for other in lost.pucks where other.color != lost.pucks[0].color && lost.status == .playing {
      lost.step(touch(.moved, at: other.position))
    }
    #expect(lost.status == .lost)
    let names = PuckColor.all.map { "\($0.letter) \($0.name)" }
    let texts = ["PUCKS LEFT", "Drag a puck", "onto pucks of", "its color;", "any other", "color ends", "the game."]
    let wide = stride(from: 80, through: 230, by: 10).flatMap { columns in
      stride(from: 23, through: 79, by: 4).map { CanvasSize(columns: columns, rows: $0) }
    }
    let narrow = [(50, 28), (50, 39), (60, 30), (79, 60)].map { CanvasSize(columns: $0.0, rows: $0.1) }
    for room in wide + narrow {
      let wonScreen = won.screen(room: room), lostScreen = lost.screen(room: room)
      for text in texts + names + ["NO PAIRS LEFT", "+5990000"] {
        #expect(wonScreen.contains(text), "\(room): \(text)")
      }
      #expect(lostScreen.contains("WRONG COLOR"), "\(room)")
      #expect(goal.screen(room: room).contains("GOAL REACHED"), "\(room)")
      #expect(!wonScreen.contains("…") && !lostScreen.contains("…"))
    }
  }

  /// The first cell of a text on a canvas.
  func find(_ text: String, in canvas: Canvas) -> (column: Int, row: Int)? {
    for (row, line) in canvas.render().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: text) {
        return (line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound), row)
      }
    }
    return nil
  }
}

/// The stage's frame as drawn: from its top-left corner to its bottom-right one.
struct Frame: Equatable {
  var column: Int, row: Int, width: Int, height: Int

  init(column: Int, row: Int, width: Int, height: Int) {
    (self.column, self.row, self.width, self.height) = (column, row, width, height)
  }

  init(_ canvas: Canvas) {
    var corners: [(Int, Int)] = []
    for glyph: Unicode.Scalar in ["┌", "┘"] {
      for r in 0..<canvas.rows {
        for c in 0..<canvas.columns where canvas[c, r].glyph == glyph { corners.append((c, r)) }
      }
    }
    precondition(corners.count == 2, "one frame")
    self.init(
      column: corners[0].0, row: corners[0].1, width: corners[1].0 - corners[0].0 + 1,
      height: corners[1].1 - corners[0].1 + 1)
  }
}
