import ArcadeCore
import ArcadeSQL
import BoardWire
import GameCatalog
import Testing

@testable import ArcadeBoard

/// The views of runs watched in browsers are bounded: how many, from one address, for how long, and what each holds
/// (Docs/board.md, "Live: watching runs as they are played").
@Suite("Board: the views of watched runs are bounded")
struct WatchViewsTests {
  @Test(
    "at most `capacity` views are kept and `perAddress` from one address; a view idle 30 s is forgotten and its place goes to a new one"
  )
  func capacity() throws {
    let views = WatchViews(WatchViews.Limits(capacity: 3, perAddress: 2))
    let first = try views.admit(run: 1, client: "10.0.0.1", now: 0).get()
    let second = try views.admit(run: 1, client: "10.0.0.1", now: 0).get()
    #expect(views.admit(run: 1, client: "10.0.0.1", now: 0).failure?.code == .rateLimited, "2 from one address")
    let third = try views.admit(run: 2, client: "10.0.0.2", now: 0).get()
    #expect(Set([first, second, third]).count == 3 && [first, second, third].allSatisfy(WatchViews.isID))
    #expect(views.admit(run: 2, client: "10.0.0.3", now: 0).failure?.code == .rateLimited, "3 in all")
    views.put(Self.view(first, run: 1, client: "10.0.0.1", usedAt: 10_000))
    views.put(Self.view(second, run: 1, client: "10.0.0.1", usedAt: 0))
    views.put(Self.view(third, run: 2, client: "10.0.0.2", usedAt: 0))
    #expect(views.admit(run: 2, client: "10.0.0.3", now: 29_999).failure?.code == .rateLimited)
    #expect(views.take(second, run: 1, client: "10.0.0.2", now: 1) == nil, "another address's")
    #expect(views.holds(second, run: 1, client: "10.0.0.1", now: 29_999))
    #expect(!views.holds(second, run: 1, client: "10.0.0.1", now: 30_000), "idle 30 s: its frames count again")
    #expect(views.take(first, run: 1, client: "10.0.0.1", now: 30_000) != nil, "used at 10 s")
    #expect(views.take(first, run: 1, client: "10.0.0.1", now: 30_000) == nil, "its frame is being made")
    #expect(try views.admit(run: 2, client: "10.0.0.3", now: 30_000).get().count == 16)
    #expect(views.count == 2, "the two idle since 0 are forgotten; the one taken out is kept")
  }

  @Test("a frame of a view idle 30 s starts a new view, from the run's first tick")
  func idleView() throws {
    let board = try BoardHarness(.sqlite)
    let run = try #require(board.practice(.alice, DailyTapes.puckWander("LR", every: 6, board.yesterday).text).message)
    let view = try #require(board.frame(run.run).message).view
    board.clock.advance(milliseconds: 29_999)
    let kept = try #require(board.frame(run.run, view: view).message)
    #expect(kept.view == view && !kept.full && kept.tick == 990)
    board.clock.advance(milliseconds: 30_000)
    let again = try #require(board.frame(run.run, view: view).message)
    #expect(again.view != view && again.full && again.tick == 0)
  }

  @Test(
    "a view holds at most a piece of its run's inputs (1,024 runs) and one canvas, of at most 160x59 cells, however long the run"
  )
  func heldMemory() throws {
    let board = try BoardHarness(.sqlite)
    // Puck's cursor stepped left every other tick until its time is up: a new line of inputs every tick.
    let tape = DailyTapes.record("puck", board.yesterday) { $0 % 2 == 0 ? TickInput(pressed: .left) : .none }
    let inputs = Tape.inputLines(tape.runs)
    #expect(
      tape.runs.count == tape.tickCount && inputs.utf8.count > InputPieces.length && tape.end?.status.isOver == true)
    let sent = try #require(board.practice(.alice, tape.text).message)
    let run = WatchedRun(
      id: sent.run, name: "alice", game: "puck", date: board.yesterday, ticks: tape.tickCount,
      end: LiveEnd(score: 0, official: false, rank: nil))
    var view = WatchView(id: "0123456789abcdef", run: run, entry: Catalog.entry(id: "puck")!, client: "", now: 0)
    let pieces = InputPieces(pool: ConnectionPool(board.database))
    var (most, largest) = (0, 0)
    for moment in stride(from: Int64(0), through: Int64(tape.tickCount) * 1000 / 60 + 1_000, by: 250) {
      let room = WatchViews().room(columns: 1_000, rows: 1_000)
      _ = try view.frame(room: room, now: moment, pieces: pieces, ending: { _ in nil })
      most = max(most, view.pendingRuns)
      largest = max(largest, view.sent?.cells.count ?? 0)
    }
    #expect(largest == 160 * 59)
    let held = MemoryLayout<Cell>.stride * largest + MemoryLayout<InputRun>.stride * InputPieces.length / 4
    #expect(held <= 140_000, "the canvas and inputs of a view, as Docs/board.md counts them: \(held) bytes")
    #expect(view.game.tick == tape.tickCount && view.game.stateHash == tape.end?.hash)
    #expect(most > 0 && most <= InputPieces.length / 4 && most < tape.runs.count, "\(most) of \(tape.runs.count)")
  }

  @Test("frames of a view its address keeps are paced by the view, not counted by the address's rate; new views are")
  func rate() throws {
    let board = try BoardHarness(.sqlite) { $0.perAddress = 5 }
    let run = try #require(board.practice(.alice, DailyTapes.puckIdle(BoardHarness.today).text).message).run
    let view = try #require(board.frame(run).message).view
    for _ in 0..<20 {
      board.clock.advance(milliseconds: 100)
      #expect(board.frame(run, view: view).status == 200)
    }
    let answers = (0..<6).map { _ in board.frame(run).status }
    #expect(answers.contains(429) && answers.allSatisfy { $0 == 200 || $0 == 429 })
  }
}

extension WatchViewsTests {
  /// A view of a run that is not played here, as a slot holds it.
  static func view(_ id: String, run: Int, client: String, usedAt: Int64) -> WatchView {
    let run = WatchedRun(id: run, name: "alice", game: "puck", date: BoardHarness.today, ticks: 0, end: nil)
    return WatchView(id: id, run: run, entry: Catalog.entry(id: "puck")!, client: client, now: usedAt)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
