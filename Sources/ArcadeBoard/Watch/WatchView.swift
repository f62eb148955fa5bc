import ArcadeCore
import ArcadeSQL
import BoardWire
import GameCatalog

/// One watcher's view of a run: its own simulation of the run, stepped to the tick its clock says (the board's clock),
/// the inputs it has read and not yet played (a piece at most, `InputPieces`), and the canvas it last sent, so each
/// frame sends only the cells that changed.
///
/// A finished run plays its tape from tick 0 at real speed. A live run plays as it is played, `lead` ticks behind its
/// stream (which comes about once a second), so it moves smoothly; when the stream stalls it waits and carries on from
/// where it was, and when it falls `maxLag` ticks behind it jumps to `lead` ticks behind again.
struct WatchView: Sendable {
  static let lead = 90
  static let maxLag = 180
  /// The least time between two frames that step the game, in ms (a frame asked sooner repeats the last).
  static let frameInterval: Int64 = 40
  /// The least time between two reads of a live run's stream that found nothing new, in ms.
  static let pollInterval: Int64 = 500

  let id: String
  let run: WatchedRun
  let entry: CatalogEntry
  /// The address that made it: only it is answered this view's frames.
  let client: String
  let live: Bool
  private(set) var game: any Simulation
  private var cursor: InputCursor
  /// Inputs read and not yet played, from `pending[next]` on.
  private var pending: [InputRun] = []
  private var next = 0
  /// Ticks of inputs the board has: the stream's, or the tape's last.
  private(set) var known: Int
  private(set) var end: LiveEnd?
  /// The view's clock: it shows tick `tick` at `at` (ms), and moves at real speed from there.
  private var clock: (tick: Int, at: Int64)
  private var emptyPollAt: Int64?
  private var steppedAt: Int64?
  /// The canvas the watcher has.
  private(set) var sent: Canvas?
  private(set) var usedAt: Int64

  init(id: String, run: WatchedRun, entry: CatalogEntry, client: String, now: Int64) {
    (self.id, self.run, self.entry, self.client, usedAt) = (id, run, entry, client, now)
    let setup = entry.daily(run.date)
    game = entry.make(setup.parameters, setup.seed)
    live = run.end == nil
    end = run.end
    known = run.ticks
    cursor = InputCursor(column: live ? .stream : .tape)
    clock = (live ? max(0, run.ticks - Self.lead) : 0, now)
  }

  /// Inputs read and not yet played: at most a piece's (`InputPieces.length` characters: 1,024 runs).
  var pendingRuns: Int { pending.count - next }

  /// The frame at `now` for a terminal room of `room` cells: the game stepped to its clock's tick (reading its inputs
  /// from `pieces` as it needs them), drawn, and the cells that changed since the last frame.
  mutating func frame(room: CanvasSize, now: Int64, pieces: InputPieces, ending: (Int) throws(SQLError) -> LiveEnd?)
    throws(SQLError) -> WatchFrame
  {
    usedAt = now
    if steppedAt.map({ now - $0 >= Self.frameInterval }) ?? true {
      steppedAt = now
      try play(to: now, pieces: pieces, ending: ending)
    }
    let size = entry.info.canvasSize(fitting: room) ?? entry.info.canvasSize
    var canvas = Canvas(size: size)
    game.draw(into: &canvas)
    let full = sent.map { $0.columns != size.columns || $0.rows != size.rows } ?? true
    let cells = CanvasChanges.spans(canvas, since: sent)
    sent = canvas
    return WatchFrame(
      view: id, run: run.id, name: run.name.printable(limit: BoardAPI.longestName), game: entry.info.id,
      title: entry.info.title, tick: game.tick, score: game.score, live: live, columns: size.columns, rows: size.rows,
      full: full, cells: cells, end: end != nil && game.tick >= known ? end : nil)
  }

  /// Steps the game to the tick its clock says at `now`, as far as the inputs the board has go.
  private mutating func play(to now: Int64, pieces: InputPieces, ending: (Int) throws(SQLError) -> LiveEnd?)
    throws(SQLError)
  {
    var target = clock.tick + Int((now - clock.at) * Int64(Ticks.perSecond) / 1000)
    while true {
      if end == nil, known - target > Self.maxLag {
        target = known - Self.lead
        clock = (target, now)
      }
      guard game.tick < target, end == nil || game.tick < known else { break }
      if next == pending.count {
        guard try read(now: now, pieces: pieces, ending: ending) else { break }
        continue
      }
      let steps = min(pending[next].count, target - game.tick)
      for _ in 0..<steps { game.step(pending[next].input) }
      pending[next].count -= steps
      if pending[next].count == 0 { next += 1 }
    }
    // Waiting for the stream (or at the end): carry on from here when more comes, without a jump.
    if game.tick < target { clock = (game.tick, now) }
  }

  /// Reads the next piece of the run's inputs; false when none came (the stream has nothing new yet, the tape is
  /// played to its end, or the run is gone).
  private mutating func read(now: Int64, pieces: InputPieces, ending: (Int) throws(SQLError) -> LiveEnd?)
    throws(SQLError) -> Bool
  {
    if cursor.column == .stream, let polled = emptyPollAt, now - polled < Self.pollInterval { return false }
    let was = cursor
    guard let piece = try pieces.read(run.id, &cursor, now: now) else {
      emptyPollAt = now
      return false
    }
    if piece.sent && end == nil { end = try ending(run.id) }
    known = max(known, piece.ticks)
    (pending, next) = (piece.inputs, 0)
    let moved = cursor.offset != was.offset || cursor.column != was.column
    emptyPollAt = moved ? nil : now
    return moved
  }
}
