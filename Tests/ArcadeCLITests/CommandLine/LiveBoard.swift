import ArcadeBoard
import ArcadeBoardClient
import ArcadeCore
import ArcadeTestSupport
import BoardWire
import Foundation
import GameCatalog
import Synchronization
import Testing

@testable import ArcadeCLI

/// A real board server on 127.0.0.1 (in this process, on a SQLite file) whose clock the test moves, with players who
/// stream today's runs to it as an arcade does: for `arcade watch` and the watcher's feeds.
final class LiveBoard: Sendable {
  let folder: TemporaryFolder
  let server: BoardServer
  /// The board's clock, in milliseconds: noon of the harness's today to begin with.
  private let clock = LockedValue(Int64(Harness.now) * 1000)
  var url: String { "http://127.0.0.1:\(server.port)" }
  var connection: BoardConnection { BoardConnection(url: url) }

  init() throws {
    folder = try TemporaryFolder()
    var settings = BoardServer.Settings(database: .sqlite(folder.path + "/board.sqlite"))
    settings.port = 0
    let clock = self.clock
    settings.now = { clock.withLock { $0 } }
    server = try BoardServer(settings, games: Catalog.entries) { _ in }
  }

  func advance(seconds: Double) { clock.withLock { $0 += Int64(seconds * 1000) } }

  static func token(_ name: String) -> String { "\(name)-token-0123456789" }

  /// Starts `name`'s run of the tape's daily on the board; its number.
  func start(_ name: String, _ tape: Tape) throws -> Int {
    try connection.start(
      StartRequest(
        name: name, token: Self.token(name), game: tape.game, date: "\(Harness.today)", key: "\(name)-key-\(tape.seed)",
        tick: 0)
    ).get().run
  }

  /// Streams ticks `ticks` of the tape's inputs, a second of the board's clock passing for each second of play.
  func stream(_ run: Int, _ name: String, _ tape: Tape, ticks: Range<Int>) throws {
    advance(seconds: Double(ticks.count) / Double(Ticks.perSecond))
    let inputs = Tape.inputLines(InputRun.slice(tape.runs, ticks: ticks))
    _ = try connection.stream(
      run: run, InputsRequest(token: Self.token(name), from: ticks.lowerBound, inputs: inputs)
    ).get()
  }

  /// Sends the whole tape as the run's end; the board's result.
  func finish(_ run: Int, _ name: String, _ tape: Tape) throws -> RunResult {
    try connection.finish(run: run, FinishRequest(token: Self.token(name), tape: tape.text)).get()
  }

  /// `name` plays the tape's run on the board, start to end; its number and the board's result.
  @discardableResult
  func play(_ name: String, _ tape: Tape) throws -> (run: Int, result: RunResult) {
    let run = try start(name, tape)
    try stream(run, name, tape, ticks: 0..<tape.tickCount)
    return (run, try finish(run, name, tape))
  }

  /// Today's heli daily: one press to take off, a tap every `every` ticks, to its crash.
  static func heli(every: Int = 25) throws -> Tape {
    let entry = try #require(Catalog.entry(id: "heli"))
    var recorder = entry.start(entry.daily(Harness.today))
    var tick = 0
    while !recorder.game.isSettled {
      _ = recorder.step(tick % every == 0 ? TickInput(pressed: .action, held: .action) : TickInput())
      tick += 1
    }
    return recorder.finishedTape
  }
}
