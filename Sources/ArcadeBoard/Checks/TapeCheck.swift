import ArcadeCore
import BoardWire
import Dispatch
import GameCatalog

/// A tape the board replayed and accepts as a run of a date's daily: its end, the tape as the board keeps and serves
/// it (what was replayed, in the arcade's own words: no comment or blank lines, the daily's own header), and its
/// trajectory (the state hash at each whole second), by which a copy of it is known however it was re-encoded.
struct CheckedTape: Sendable {
  let end: TapeEnd
  let canonical: Tape
  let trajectory: [UInt64]
}

/// What the board checks of a tape before it keeps a run: that it reads, is the daily of the date (its game, seed,
/// default parameters and this arcade's rules), ends (only finished runs count), is at most `maxTicks` long, and
/// verifies, replayed headless within `budget` seconds of the worker's time.
struct TapeCheck: Sendable {
  let games: [CatalogEntry]
  /// The longest run replayed, in ticks (an hour).
  var maxTicks = 60 * 60 * 60
  /// The longest a replay may take, in seconds of the worker's time.
  var budget = 5.0

  /// The checked tape of `game`'s daily of `date`; else why not.
  func check(_ text: String, game id: String, date: CalendarDate) -> Result<CheckedTape, Refusal> {
    let tape: Tape
    do {
      tape = try Tape(text: text)
    } catch {
      return .failure(Refusal(.tapeDamaged, "the tape is damaged: \(error.description)"))
    }
    guard let entry = games.first(where: { $0.info.id == id }), tape.game == id else {
      return .failure(Refusal(.wrongRun, "this is a tape of \(tape.game.clipped()), not of \(id)"))
    }
    guard tape.mode == .daily(date) else {
      return .failure(Refusal(.wrongRun, "this tape is not the daily of \(date)"))
    }
    let game: any Simulation
    do {
      game = try entry.makeFromTape(tape)
    } catch {
      return .failure(Refusal(.wrongRun, error.description))
    }
    guard let end = tape.end else { return .failure(Refusal(.unfinished, "the tape has no end line")) }
    guard end.status != .playing else {
      return .failure(Refusal(.unfinished, "the tape ends mid-game: only finished runs count"))
    }
    guard end.tick <= maxTicks else {
      return .failure(Refusal(.tooLong, "the run is \(end.tick) ticks long; the board replays at most \(maxTicks)"))
    }
    return replay(tape, of: game, entry: entry, date: date)
  }

  /// Replays `tape` headless, noting the state each second, and compares every checkpoint and its end.
  private func replay(_ tape: Tape, of game: any Simulation, entry: CatalogEntry, date: CalendarDate) -> Result<
    CheckedTape, Refusal
  > {
    var playback = tape.playback(of: game)
    var trajectory: [UInt64] = []
    let started = DispatchTime.now().uptimeNanoseconds
    while (try? playback.step()) != nil {
      let tick = playback.game.tick
      if tick % Ticks.perSecond == 0 { trajectory.append(playback.game.stateHash) }
      if tick % 256 == 0, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 > budget {
        return .failure(Refusal(.overBudget, "the tape took longer than the \(Int(budget)) s the board gives a replay"))
      }
    }
    switch playback.verdict {
    case .verified(let end)?:
      return .success(
        CheckedTape(end: end, canonical: canonical(tape, entry: entry, date: date, end: end), trajectory: trajectory))
    case .diverged(let tick, _, _)?:
      return .failure(Refusal(.doesNotVerify, "the tape does not verify: the game differs from it at tick \(tick)"))
    case .outcomeDiffers(let expected, let actual)?:
      return .failure(
        Refusal(
          .doesNotVerify, "the tape does not verify: it says score \(expected.score), the game gives \(actual.score)"))
    case nil:
      return .failure(Refusal(.doesNotVerify, "the tape does not verify"))
    }
  }

  /// The tape as the board keeps it: the daily's own header (its parameters as the game writes them), then the
  /// inputs, checkpoints and end that were replayed, in the tape's words (no comment or blank lines, "\n" endings).
  private func canonical(_ tape: Tape, entry: CatalogEntry, date: CalendarDate, end: TapeEnd) -> Tape {
    var kept = entry.start(entry.daily(date)).finishedTape.header
    for run in tape.runs { kept.append(run.input, count: run.count) }
    kept.checkpoints = tape.checkpoints
    kept.end = end
    return kept
  }
}
