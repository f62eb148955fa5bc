import ArcadeCore
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeBoard

/// A run played headless to a tick and drawn as the arcade draws it: what a watcher must see at that tick.
enum Headless {
  /// The canvas of an 80x24 terminal (its bar row left out).
  static let terminal = CanvasSize(columns: 80, rows: 23)

  /// `tape`'s daily played through its first `tick` ticks, drawn on the game's canvas for `room`.
  static func canvas(_ tape: Tape, at tick: Int, room: CanvasSize = terminal) -> Canvas {
    let entry = Catalog.entry(id: tape.game)!
    guard case .daily(let date) = tape.mode else { preconditionFailure("not a daily tape") }
    let setup = entry.daily(date)
    var game = entry.make(setup.parameters, setup.seed)
    for run in InputRun.slice(tape.runs, ticks: 0..<tick) {
      for _ in 0..<run.count { game.step(run.input) }
    }
    var canvas = Canvas(size: entry.info.canvasSize(fitting: room) ?? entry.info.canvasSize)
    game.draw(into: &canvas)
    return canvas
  }
}

/// A watcher's screen, built from a view's frames as the page's script builds it: a full frame starts it again,
/// the others change the cells they name.
struct FrameScreen {
  private(set) var columns = 0
  private(set) var rows = 0
  private(set) var cells: [Cell] = []

  mutating func apply(_ frame: WatchFrame) {
    if frame.full || frame.columns != columns || frame.rows != rows {
      (columns, rows) = (frame.columns, frame.rows)
      cells = Array(repeating: Cell("\u{0}"), count: columns * rows)
    }
    for span in frame.cells {
      let style = Style(
        Color(index: Int16(span.foreground)), on: Color(index: Int16(span.background)),
        CellAttributes(rawValue: UInt8(span.attributes)))
      for (offset, glyph) in span.text.unicodeScalars.enumerated() {
        cells[span.row * columns + span.column + offset] = Cell(glyph, style)
      }
    }
  }

  /// Applies `frame`, and says where the screen then differs from `tape`'s run drawn at the frame's tick.
  mutating func show(_ frame: WatchFrame, of tape: Tape) -> [String] {
    apply(frame)
    return differences(from: Headless.canvas(tape, at: frame.tick))
  }

  /// The first cells (at most `limit`) where the screen differs from `canvas`, each "column,row: ours vs canvas's";
  /// the sizes, when they differ.
  func differences(from canvas: Canvas, limit: Int = 5) -> [String] {
    guard canvas.columns == columns, canvas.rows == rows else {
      return ["\(columns)x\(rows) vs \(canvas.columns)x\(canvas.rows)"]
    }
    return canvas.cells.indices.filter { cells[$0] != canvas.cells[$0] }.prefix(limit).map {
      "\($0 % columns),\($0 / columns): \(Self.shown(cells[$0])) vs \(Self.shown(canvas.cells[$0]))"
    }
  }

  private static func shown(_ cell: Cell) -> String {
    "'\(cell.glyph)' \(cell.style.foreground.index)/\(cell.style.background.index)/\(cell.style.attributes.rawValue)"
  }
}

extension BoardHarness {
  /// `GET /watch/ID/frame`: a frame of `view` (a new view without one), for a terminal of `columns` x `rows`.
  func frame(_ run: Int, view: String? = nil, columns: Int = 80, rows: Int = 24, for player: Player? = nil)
    -> Reply<WatchFrame>
  {
    get(
      BoardAPI.watchFrame(run, view: view, columns: columns, rows: rows),
      headers: player.map { [("Authorization", "Bearer \($0.token)")] } ?? [])
  }

  /// Yesterday, by the board's clock: a date whose tapes are everyone's.
  var yesterday: CalendarDate { CalendarDate(daysSinceEpoch: today.daysSinceEpoch - 1)! }
}

extension DailyTapes {
  /// A finished daily of each game, a few seconds to a minute long, with inputs that change what is drawn.
  static func finished(_ game: String, _ date: CalendarDate = BoardHarness.today) -> Tape {
    switch game {
    case "heli": heliHeld(25, date)
    case "puck": puckWander("LLURRDL", every: 6, date)
    case "frog": record("frog", date) { $0 % 30 == 0 ? TickInput(pressed: .up) : .none }
    default: record("hundreds", date) { TickInput(pressed: $0 == 0 ? .slot(1) : [], held: .slot(1)) }
    }
  }
}
