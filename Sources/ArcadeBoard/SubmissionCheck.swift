import ArcadeCore
import Dispatch
import GameCatalog

/// What the board checks of a submitted tape before it stores the run, each failure one line: that it is the
/// run's game and the daily of the run's date (its seed, the default parameters, this arcade's rules), that it ends
/// (only finished runs count), that its played time agrees with the time the server saw pass since the run's
/// start, and that it verifies, replayed headless within a budget of ticks and of time.
struct SubmissionCheck: Sendable {
  let games: [CatalogEntry]
  /// The longest run replayed, in ticks.
  var maxTicks = 60 * 60 * 60
  /// The longest a replay may take, in seconds of the worker's time.
  var budget = 5.0

  /// Played time against the server's clock. A run cannot be played faster than real time: the tape may claim at
  /// most `fastSlack` s more than passed (the start request's own latency). Slower is allowed for the title card,
  /// the first press and short pauses, up to `slowRatio` of the played time plus `slowSlack` s; more is a run
  /// played a tick at a time.
  var fastSlack = 2.0
  var slowRatio = 1.35
  var slowSlack = 10.0
  /// Off for practice sent without a board: it was not started on the server, so no time can be compared.
  var checksPlayedTime = true

  /// The tape's end when the run is accepted; else why not (422).
  func check(_ text: String, of run: StartedRun, now: Int64) -> Result<TapeEnd, Refusal> {
    func refuse(_ message: String) -> Result<TapeEnd, Refusal> { .failure(Refusal(422, message)) }
    let tape: Tape
    do {
      tape = try Tape(text: text)
    } catch {
      return refuse("the tape is damaged: \(error.description)")
    }
    guard let entry = games.first(where: { $0.info.id == run.game }), tape.game == run.game else {
      return refuse("this is a tape of \(tape.game.clipped()); run \(run.id) was started for \(run.game)")
    }
    guard tape.mode == .daily(run.date) else {
      return refuse("this tape is not the daily of \(run.date), the date the run was started for")
    }
    let game: any Simulation
    do {
      game = try entry.makeFromTape(tape)
    } catch {
      return refuse(error.description)
    }
    guard let end = tape.end else { return refuse("the tape has no end line: only finished runs count") }
    guard end.status != .playing else { return refuse("the tape ends mid-game: only finished runs count") }
    guard end.tick <= maxTicks else {
      return refuse("the run is \(end.tick) ticks long; the board replays at most \(maxTicks)")
    }
    let played = Double(end.tick) / Double(Ticks.perSecond)
    let passed = Double(now - run.startedAt) / 1000
    if checksPlayedTime, played > passed + fastSlack {
      return refuse(
        "too fast: the tape plays \(Self.seconds(played)) but \(Self.seconds(passed)) passed since the run started")
    }
    if checksPlayedTime, passed > played * slowRatio + slowSlack {
      return refuse(
        "too slow: \(Self.seconds(passed)) passed since the run started for \(Self.seconds(played)) of play")
    }
    var playback = tape.playback(of: game)
    let started = DispatchTime.now().uptimeNanoseconds
    var stepped = 0
    while (try? playback.step()) != nil {
      stepped += 1
      if stepped % 256 == 0, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 > budget {
        return refuse("the tape took longer than the \(Self.seconds(budget)) the board gives a replay")
      }
    }
    switch playback.verdict {
    case .verified(let actual)?: return .success(actual)
    case .diverged(let tick, _, _)?: return refuse("the tape does not verify: the game differs from it at tick \(tick)")
    case .outcomeDiffers(let expected, let actual)?:
      return refuse("the tape does not verify: it says score \(expected.score), the game gives \(actual.score)")
    case nil: return refuse("the tape does not verify")
    }
  }

  static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
}
